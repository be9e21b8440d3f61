import {
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { pageAt, pageTitle } from '~/lib/page-title';
import { loadActionList, type ActionListData } from '~/features/programming/action-list-data';
import { ActionListPage } from '~/features/programming/action-list-page';
import { clientApi, serverApi } from '~/lib/api-client-loader';
import { sessionUserContext } from '~/lib/guard.server';
import { readSession } from '~/lib/session';

/*
 * /back/programming (back-programming): the programme's actions. The server render reads them
 * through the in-process API client; later navigations (filters, sort, pages) from the browser.
 */

const TITLE = pageAt('/back/programming')?.title ?? 'Programmation';

export function loader(args: LoaderFunctionArgs) {
  return loadActionList(serverApi(args), args.request, args.context.get(sessionUserContext));
}

export function clientLoader(args: ClientLoaderFunctionArgs) {
  return loadActionList(clientApi(args), args.request, readSession()?.user ?? null);
}

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export default function ProgrammingListRoute() {
  const data = useLoaderData() as ActionListData;
  return <ActionListPage title={TITLE} data={data} />;
}
