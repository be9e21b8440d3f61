import { REGISTRATIONS_BACK_API, t } from '@passerelle/shared';
import {
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { pageTitle } from '~/lib/page-title';
import { getFilterStructure } from '~/features/registrations/registrations-api';
import { RegistrationsPage } from '~/features/registrations/registrations-page';
import {
  DEFAULT_REGISTRATION_QUERY,
  readRegistrationQuery,
  registrationSearch,
} from '~/features/registrations/registrations-url';
import { dataOrThrow } from '~/lib/api-data';
import { clientApi } from '~/lib/api-client-loader';
import { listQuery } from '~/lib/list-search';
import { useSessionUser } from '~/lib/session-user';

/*
 * /back/registrations (admin, manager, provider scoped to its sessions): the registrations list
 * with its filters in the URL (`q`, `year`, `status`, `waitingList`, `actionId`, `sessionId`,
 * `structureId` — staff only —, `sort`, `page`, `pageSize`), export, bulk validation and the row
 * events.
 */

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const { query, notice } = readRegistrationQuery(url.searchParams);
  const api = clientApi(args);
  const [page, structure] = await Promise.all([
    api.call(REGISTRATIONS_BACK_API.list, {
      query: listQuery(query, DEFAULT_REGISTRATION_QUERY),
    }),
    query.structureId === undefined ? null : getFilterStructure(api, query.structureId),
  ]);
  return { query, notice, page: dataOrThrow(page, 'back'), structure };
}

export const HydrateFallback = ClientOnlyFallback;

export const meta: MetaFunction = () => [{ title: pageTitle(t('registrationsBack.title')) }];

export default function BackRegistrationsRoute() {
  const { query, notice, page, structure } = useLoaderData<typeof clientLoader>();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <RegistrationsPage
      user={useSessionUser()}
      query={query}
      page={page}
      notice={notice}
      structure={structure}
      pathname={pathname}
      onPageSize={(pageSize) =>
        void navigate(`${pathname}${registrationSearch({ ...query, page: 1, pageSize })}`, {
          preventScrollReset: true,
        })
      }
      onChanged={() => void revalidator.revalidate()}
    />
  );
}
