/**
 * French messages of the background work (decision 043): what the timed tasks report and the
 * administrator's page of automatic tasks. Spread into `fr.ts`; `en-jobs.ts` holds the same keys.
 */
export const frJobs = {
  // What a timed task's last pass did (scheduled_tasks.last_report).
  'jobs.report.fileCleanup': {
    one: '{count} fichier non rattaché supprimé',
    other: '{count} fichiers non rattachés supprimés',
  },
  'jobs.report.coldSurveys': {
    one: '{count} évaluation à froid ouverte',
    other: '{count} évaluations à froid ouvertes',
  },
  'jobs.report.coldSurveysFailed': {
    one: 'L’ouverture de l’évaluation à froid a échoué pour {count} session.',
    other: 'L’ouverture de l’évaluation à froid a échoué pour {count} sessions.',
  },
} as const;
