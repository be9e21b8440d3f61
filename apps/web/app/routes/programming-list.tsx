import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { pageAt, pageTitle } from '~/lib/page-title';
import { loadActionList, type ActionListData } from '~/features/programming/action-list-data';
import { ActionListPage } from '~/features/programming/action-list-page';
import { clientApi } from '~/lib/api-client-loader';
import { readSession } from '~/lib/session';

/*
 * /back/programming (back-programming): the programme's actions. The browser reads them, at the
 * first load (decision 099) as at later navigations (filters, sort, pages).
 */

const TITLE = pageAt('/back/programming')?.title ?? 'Programmation';

export function clientLoader(args: ClientLoaderFunctionArgs) {
  return loadActionList(clientApi(args), args.request, readSession()?.user ?? null);
}

export const HydrateFallback = ClientOnlyFallback;

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export default function ProgrammingListRoute() {
  const data = useLoaderData() as ActionListData;
  return <ActionListPage title={TITLE} data={data} />;
}
