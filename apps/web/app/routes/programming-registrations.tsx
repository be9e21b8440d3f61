import {
  actionRegistrationsQuerySchema,
  t,
  type RegistrationPage,
  type SessionPreview,
} from '@passerelle/shared';
import {
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import {
  RegistrationsPanel,
  registrationsSearch,
  type RegistrationFilters,
} from '~/features/registrations/registrations-panel';
import { loadTabAction, tabTitle } from '~/features/programming-sessions/tab-data';
import { dataOrThrow } from '~/lib/api-data';
import { serverApi } from '~/lib/api-client-loader';

/*
 * /back/programming/{id}/registrations: the registrations to the action's sessions, filtered by
 * session and status (URL parameters `sessionId`, `status`, `page`, `pageSize`), with the row
 * events of the back office (GET /api/registrations?actionId=…).
 */

const DEFAULTS = actionRegistrationsQuerySchema.parse({});

export async function loader(args: LoaderFunctionArgs) {
  const api = serverApi(args);
  const action = await loadTabAction(api, args.params.id);
  const url = new URL(args.request.url);
  const parsed = actionRegistrationsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const filters: RegistrationFilters = parsed.success ? parsed.data : DEFAULTS;
  const queryError = parsed.success
    ? null
    : t('adminKit.queryError', {
        message: parsed.error.issues.map((issue) => issue.message).join(', '),
      });
  const [sessions, page] = await Promise.all([
    api.request<SessionPreview[]>(`/api/actions/${action.id}/session_previews`),
    // The back office's list, narrowed to the action, in the waiting list's order per session.
    api.request<RegistrationPage>('/api/registrations', {
      query: { ...filters, actionId: action.id, sort: 'session' },
    }),
  ]);
  return {
    action: { id: action.id, name: action.name },
    sessions: dataOrThrow(sessions, 'back').map(({ id, code }) => ({ id, code })),
    page: dataOrThrow(page, 'back'),
    filters,
    queryError,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, location }) => [
  { title: tabTitle(location.pathname, data?.action) },
];

export default function ProgrammingRegistrationsTab() {
  const { sessions, page, filters, queryError } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <RegistrationsPanel
      sessions={sessions}
      filters={filters}
      page={page}
      queryError={queryError}
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
