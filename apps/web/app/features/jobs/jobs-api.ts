import { JOBS_API } from '@passerelle/shared';

import { browserApi } from '~/lib/api-client-browser';

/* What the automatic tasks page asks the API from the browser (decision 043). */

export function getJobsOverview(signal?: AbortSignal) {
  return browserApi.call(JOBS_API.overview, { signal });
}

/** Asks for a run of the task now: 202 with its state, 409 while it runs, 404 when off here. */
export function runScheduledTask(name: string) {
  return browserApi.call(JOBS_API.run, { params: { name } });
}
