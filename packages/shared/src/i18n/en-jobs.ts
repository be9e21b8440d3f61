import type { TranslationOf } from './format';
import type { frJobs } from './fr-jobs';

/** English words of the background work (decision 043). */
export const enJobs = {
  'jobs.report.fileCleanup': {
    one: '{count} unattached file deleted',
    other: '{count} unattached files deleted',
  },
  'jobs.report.coldSurveys': {
    one: '{count} follow-up evaluation opened',
    other: '{count} follow-up evaluations opened',
  },
  'jobs.report.coldSurveysFailed': {
    one: 'Opening the follow-up evaluation failed for {count} session.',
    other: 'Opening the follow-up evaluation failed for {count} sessions.',
  },
} as const satisfies TranslationOf<typeof frJobs>;
