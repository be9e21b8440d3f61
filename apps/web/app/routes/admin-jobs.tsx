import { JOBS_API } from '@passerelle/shared';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { JobsPage } from '~/features/jobs/jobs-page';
import { dataOrThrow } from '~/lib/api-data';
import { clientApi } from '~/lib/api-client-loader';
import { pageAt, pageTitle } from '~/lib/page-title';

/*
 * /back/admin/jobs (admin): the automatic tasks page (decision 043). The browser reads the tasks
 * (decision 099), and again while a run it asked for goes on.
 */

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const overview = await clientApi(args).call(JOBS_API.overview);
  return { overview: dataOrThrow(overview, 'back') };
}

export const HydrateFallback = ClientOnlyFallback;

const TITLE = pageAt('/back/admin/jobs')?.title ?? 'Tâches automatiques';

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export default function AdminJobsRoute() {
  const { overview } = useLoaderData<typeof clientLoader>();
  return <JobsPage title={TITLE} overview={overview} />;
}
