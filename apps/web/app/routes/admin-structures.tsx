import type { ClientLoaderFunctionArgs, MetaFunction } from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { loadStructuresPage } from '~/features/structures-admin/structures-admin-api';
import { StructuresPage } from '~/features/structures-admin/structures-page';
import { pageAt, pageTitle } from '~/lib/page-title';
import { clientApi } from '~/lib/api-client-loader';

/** /back/admin/structures: structures administration (admin only, like all of /back/admin). */
export function clientLoader(args: ClientLoaderFunctionArgs) {
  return loadStructuresPage(clientApi(args), args.request);
}

export const HydrateFallback = ClientOnlyFallback;

const TITLE = pageAt('/back/admin/structures')?.title ?? 'Structures';

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export default function AdminStructuresRoute() {
  return <StructuresPage title={TITLE} />;
}
