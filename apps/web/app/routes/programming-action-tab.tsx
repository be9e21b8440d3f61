import {
  useLoaderData,
  useLocation,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';

import { titleAt } from '~/lib/page-title';
import {
  actionPageMeta,
  loadActionTab,
  type ActionTabData,
} from '~/features/programming/action-page-data';
import { ActionTab } from '~/features/programming/action-tab';
import { clientApi, serverApi } from '~/lib/api-client-loader';
import { sessionUserContext } from '~/lib/guard.server';
import { readSession } from '~/lib/session';

/*
 * /back/programming/{id}/action (back-programming-id-action): the action's sheet. The action
 * itself comes from the parent page's loader; this one reads its costs and the form's choices.
 */

export function loader(args: LoaderFunctionArgs) {
  return loadActionTab(serverApi(args), args.params.id, args.context.get(sessionUserContext));
}

export function clientLoader(args: ClientLoaderFunctionArgs) {
  return loadActionTab(clientApi(args), args.params.id, readSession()?.user ?? null);
}

export const meta = actionPageMeta;

export default function ProgrammingActionTabRoute() {
  const data = useLoaderData() as ActionTabData;
  const { pathname } = useLocation();
  return <ActionTab title={titleAt(pathname)} data={data} />;
}
