import { STRUCTURES_API, t } from '@passerelle/shared';
import {
  useLoaderData,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { StructurePage } from '~/features/structures/structure-page';
import { pageTitle } from '~/lib/page-title';
import { dataOrThrow } from '~/lib/api-data';
import { clientApi } from '~/lib/api-client-loader';
import { useSessionUser } from '~/lib/session-user';

/*
 * /back/structures/{id} (hr layout): the HR validator's page of one of its structures, which
 * managers and admins read too (every structure; the HR step's buttons are the HR validator's).
 * An id out of reach answers the API's 404 in the layout.
 */

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const api = clientApi(args);
  const [detail, previews] = await Promise.all([
    api.call(STRUCTURES_API.page, { params: { id: args.params.id ?? '' } }),
    api.call(STRUCTURES_API.previews),
  ]);
  return {
    detail: dataOrThrow(detail, 'hr'),
    // The switcher only: the page stands without it.
    structures: previews.ok ? previews.data.map(({ id, name }) => ({ id, name })) : [],
  };
}

export const HydrateFallback = ClientOnlyFallback;

export const meta: MetaFunction<typeof clientLoader> = ({ data }) => [
  {
    title: pageTitle(
      data ? t('structures.page.title', { name: data.detail.structure.name }) : 'Structure',
    ),
  },
];

export default function StructureRoute() {
  const { detail, structures } = useLoaderData<typeof clientLoader>();
  const { revalidate } = useRevalidator();
  // The switcher is the HR validator's, between its own structures; staff come for one.
  const own = useSessionUser()?.userProfileCode === 'profile_hr' ? structures : [];
  return <StructurePage detail={detail} structures={own} onChange={() => void revalidate()} />;
}
