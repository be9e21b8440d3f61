import { LHEO_API } from '@passerelle/shared';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { LheoPage } from '~/features/lheo/lheo-page';
import { dataOrThrow } from '~/lib/api-data';
import { clientApi } from '~/lib/api-client-loader';
import { pageAt, pageTitle } from '~/lib/page-title';

/*
 * /back/admin/lheo (admin): the catalogue's LHÉO feed (decision 075) — its address, its last
 * reading, what it carries and the actions left out of it, read by the browser
 * (decision 099).
 */

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const state = await clientApi(args).call(LHEO_API.state);
  return { state: dataOrThrow(state, 'back') };
}

export const HydrateFallback = ClientOnlyFallback;

const TITLE = pageAt('/back/admin/lheo')?.title ?? 'Offre de formation au format LHÉO';

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export default function AdminLheoRoute() {
  const { state } = useLoaderData<typeof clientLoader>();
  return <LheoPage title={TITLE} state={state} />;
}
