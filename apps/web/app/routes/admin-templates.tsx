import {
  useLoaderData,
  useLocation,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { TemplatesPage } from '~/features/templates/templates-page';
import { loadTemplatesPage, type TemplatesPageData } from '~/features/templates/templates-data';
import { pageAt, pageTitle } from '~/lib/page-title';
import { clientApi } from '~/lib/api-client-loader';

/*
 * /back/admin/templates (back-admin-templates): the browser reads the tab's data, at the first
 * load (decision 099) as at later navigations (tabs, outbox pages, dialogs).
 */

const titleAt = (pathname: string) => pageAt(pathname)?.title ?? 'Modèles';

export function clientLoader(args: ClientLoaderFunctionArgs) {
  return loadTemplatesPage(clientApi(args), args.request);
}

export const HydrateFallback = ClientOnlyFallback;

export const meta: MetaFunction = ({ location }) => [
  { title: pageTitle(titleAt(location.pathname)) },
];

export default function AdminTemplatesRoute() {
  const data = useLoaderData() as TemplatesPageData;
  const { pathname } = useLocation();
  return <TemplatesPage title={titleAt(pathname)} data={data} />;
}
