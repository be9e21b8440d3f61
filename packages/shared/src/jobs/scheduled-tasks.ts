/*
 * The timed tasks of the portal (decision 043): work run by one replica at a time on a timer, each
 * a row of `scheduled_tasks` named by its code. The administrator's page of automatic tasks lists
 * every one of them, with what it does in words a programme administrator reads.
 */

/** The codes of the timed tasks (`scheduled_tasks.name`), in the order the page lists them. */
export const SCHEDULED_TASKS = ['cold-surveys', 'favorite-alerts', 'file-cleanup'] as const;
export type ScheduledTaskCode = (typeof SCHEDULED_TASKS)[number];

export function isScheduledTaskCode(value: unknown): value is ScheduledTaskCode {
  return typeof value === 'string' && (SCHEDULED_TASKS as readonly string[]).includes(value);
}

export const SCHEDULED_TASK_LABELS = {
  'cold-surveys': 'Ouverture des évaluations à froid',
  'favorite-alerts': 'Alertes sur les formations favorites',
  'file-cleanup': 'Nettoyage des fichiers non rattachés',
} as const satisfies Record<ScheduledTaskCode, string>;

export const SCHEDULED_TASK_DESCRIPTIONS = {
  'cold-surveys':
    'Ouvre les évaluations à froid arrivées à leur date (le nombre de jours après la fin de la ' +
    'session que fixe le type d’action) et écrit à chaque stagiaire présent le courriel qui ' +
    'l’invite à y répondre.',
  'favorite-alerts':
    'Écrit à chaque bénéficiaire qui suit une formation le courriel qui regroupe les nouvelles ' +
    'sessions publiées et les places libérées dans ses sessions favorites complètes, au plus ' +
    'une fois par jour, après avoir vérifié que chacune reste ouverte et visible pour lui.',
  'file-cleanup':
    'Supprime les fichiers déposés qui ne sont rattachés à aucune fiche (un formulaire ' +
    'abandonné, un document retiré), une fois passé le délai laissé pour finir un formulaire.',
} as const satisfies Record<ScheduledTaskCode, string>;

/** How often the page reads the tasks again while one runs or a run was asked for. */
export const JOBS_PAGE_POLL_MS = 1000;
/** How long the page waits for a run it asked for before saying it has not come yet. */
export const JOBS_RUN_WAIT_MS = 60_000;
/** The document sends the page sums up: those created in the last this many days. */
export const JOBS_DOCUMENT_SENDS_DAYS = 30;
/** The failed document sends the page lists, newest first. */
export const JOBS_FAILED_SENDS_LISTED = 10;

/** The outbox's tab of the templates page (Administration › Modèles › Boîte d'envoi). */
export const OUTBOX_PAGE = '/back/admin/templates?tab=outbox';
/** The outbox's tab showing its failed mails only. */
export const OUTBOX_FAILED_PAGE = `${OUTBOX_PAGE}&status=FAILED`;
