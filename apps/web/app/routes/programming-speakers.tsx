import { can } from '@passerelle/shared';
import {
  useLoaderData,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { SpeakersPanel } from '~/features/programming-sessions/speakers-panel';
import { loadTabAction, tabTitle } from '~/features/programming-sessions/tab-data';
import { clientApi } from '~/lib/api-client-loader';
import { useSessionUser } from '~/lib/session-user';

/*
 * /back/programming/{id}/speakers: the action's speakers; the programme staff and the action's
 * provider add and remove them. The parent page holds the `<h1>` and the tabs.
 */

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const action = await loadTabAction(clientApi(args), args.params.id);
  return { action: { id: action.id, name: action.name }, speakers: action.speakers };
}

export const HydrateFallback = ClientOnlyFallback;

export const meta: MetaFunction<typeof clientLoader> = ({ data, location }) => [
  { title: tabTitle(location.pathname, data?.action) },
];

export default function ProgrammingSpeakersTab() {
  const { action, speakers } = useLoaderData<typeof clientLoader>();
  const user = useSessionUser();
  const { revalidate } = useRevalidator();
  return (
    <SpeakersPanel
      actionId={action.id}
      speakers={speakers}
      editable={can(user, 'programming.editPedagogy')}
      onChange={() => void revalidate()}
    />
  );
}
