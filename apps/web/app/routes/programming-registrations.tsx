import {
  REGISTRATIONS_BACK_API,
  SESSIONS_API,
  actionRegistrationsQuerySchema,
} from '@passerelle/shared';
import {
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import {
  RegistrationsPanel,
  registrationsSearch,
} from '~/features/registrations/registrations-panel';
import { loadTabAction, tabTitle } from '~/features/programming-sessions/tab-data';
import { dataOrThrow } from '~/lib/api-data';
import { clientApi } from '~/lib/api-client-loader';
import { readListState } from '~/lib/list-state';

/*
 * /back/programming/{id}/registrations: the registrations to the action's sessions, filtered by
 * session and status (URL parameters `sessionId`, `status`, `page`, `pageSize`), with the row
 * events of the back office (GET /api/registrations?actionId=…).
 */

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const api = clientApi(args);
  const action = await loadTabAction(api, args.params.id);
  const url = new URL(args.request.url);
  const { query: filters, notice } = readListState(
    actionRegistrationsQuerySchema,
    url.searchParams,
  );
  const [sessions, page] = await Promise.all([
    api.call(SESSIONS_API.previews, { params: { id: action.id } }),
    // The back office's list, narrowed to the action, in the waiting list's order per session.
    api.call(REGISTRATIONS_BACK_API.list, {
      query: { ...filters, actionId: action.id, sort: 'session' },
    }),
  ]);
  return {
    action: { id: action.id, name: action.name },
    sessions: dataOrThrow(sessions, 'back').map(({ id, code }) => ({ id, code })),
    page: dataOrThrow(page, 'back'),
    filters,
    notice,
  };
}

export const HydrateFallback = ClientOnlyFallback;

export const meta: MetaFunction<typeof clientLoader> = ({ data, location }) => [
  { title: tabTitle(location.pathname, data?.action) },
];

export default function ProgrammingRegistrationsTab() {
  const { sessions, page, filters, notice } = useLoaderData<typeof clientLoader>();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <RegistrationsPanel
      sessions={sessions}
      filters={filters}
      page={page}
      notice={notice}
      pathname={pathname}
      onChanged={() => void revalidator.revalidate()}
      onPageSize={(pageSize) =>
        void navigate(`${pathname}${registrationsSearch({ ...filters, page: 1, pageSize })}`, {
          preventScrollReset: true,
        })
      }
    />
  );
}
