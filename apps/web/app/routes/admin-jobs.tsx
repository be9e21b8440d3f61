import { JOBS_API } from '@passerelle/shared';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';

import { JobsPage } from '~/features/jobs/jobs-page';
import { dataOrThrow } from '~/lib/api-data';
import { serverApi } from '~/lib/api-client-loader';
import { pageAt, pageTitle } from '~/lib/page-title';

/*
 * /back/admin/jobs (admin): the automatic tasks page (decision 043). The server render reads the
 * tasks through the in-process API client; the page reads them again while a run it asked for
 * goes on.
 */

export async function loader(args: LoaderFunctionArgs) {
  const overview = await serverApi(args).call(JOBS_API.overview);
  return { overview: dataOrThrow(overview, 'back') };
}

const TITLE = pageAt('/back/admin/jobs')?.title ?? 'Tâches automatiques';

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export default function AdminJobsRoute() {
  const { overview } = useLoaderData<typeof loader>();
  return <JobsPage title={TITLE} overview={overview} />;
}
