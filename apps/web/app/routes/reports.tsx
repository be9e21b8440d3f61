import { can, t } from '@passerelle/shared';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { loadReportsPage, ReportsPage } from '~/features/reports';
import { clientApi } from '~/lib/api-client-loader';
import { pageTitle } from '~/lib/page-title';
import { readSession } from '~/lib/session';
import { useSessionUser } from '~/lib/session-user';

/*
 * /reports (spec §2: the survey layout, rendered in the browser only): the pedagogical reports
 * the viewer reaches, filters in the URL (`q`, `year`, `status`, `providerId` for staff,
 * `actionId`, `page`, `pageSize`). The server sends the layout and HydrateFallback; the browser
 * loads the list.
 */

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  // The provider filter is for staff; its choice is named too while the stored session is not
  // known yet (the page then shows the filter only to staff).
  const user = readSession()?.user;
  const providerFilter = user ? can(user, 'reports.validate') : true;
  return loadReportsPage(clientApi(args), args.request, { providerFilter });
}

export function HydrateFallback() {
  return <ClientOnlyFallback />;
}

export const meta: MetaFunction = () => [{ title: pageTitle(t('reports.list.title')) }];

export default function ReportsRoute() {
  const data = useLoaderData<typeof clientLoader>();
  return <ReportsPage data={data} user={useSessionUser()} />;
}
