import { useLoaderData, useLocation, type ClientLoaderFunctionArgs } from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { titleAt } from '~/lib/page-title';
import {
  actionPageMeta,
  loadActionTab,
  type ActionTabData,
} from '~/features/programming/action-page-data';
import { ActionTab } from '~/features/programming/action-tab';
import { clientApi } from '~/lib/api-client-loader';
import { readSession } from '~/lib/session';

/*
 * /back/programming/{id}/action (back-programming-id-action): the action's sheet. The action
 * itself comes from the parent page's loader; this one reads its costs and the form's choices.
 */

export function clientLoader(args: ClientLoaderFunctionArgs) {
  return loadActionTab(clientApi(args), args.params.id, readSession()?.user ?? null);
}

export const HydrateFallback = ClientOnlyFallback;

export const meta = actionPageMeta;

export default function ProgrammingActionTabRoute() {
  const data = useLoaderData() as ActionTabData;
  const { pathname } = useLocation();
  return <ActionTab title={titleAt(pathname)} data={data} />;
}
