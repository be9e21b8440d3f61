import { LHEO_API } from '@passerelle/shared';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';

import { LheoPage } from '~/features/lheo/lheo-page';
import { dataOrThrow } from '~/lib/api-data';
import { serverApi } from '~/lib/api-client-loader';
import { pageAt, pageTitle } from '~/lib/page-title';

/*
 * /back/admin/lheo (admin): the catalogue's LHÉO feed (decision 075) — its address, its last
 * reading, what it carries and the actions left out of it, read by the server render through
 * the in-process API client.
 */

export async function loader(args: LoaderFunctionArgs) {
  const state = await serverApi(args).call(LHEO_API.state);
  return { state: dataOrThrow(state, 'back') };
}

const TITLE = pageAt('/back/admin/lheo')?.title ?? 'Offre de formation au format LHÉO';

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export default function AdminLheoRoute() {
  const { state } = useLoaderData<typeof loader>();
  return <LheoPage title={TITLE} state={state} />;
}
