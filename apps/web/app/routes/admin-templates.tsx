import {
  useLoaderData,
  useLocation,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { TemplatesPage } from '~/features/templates/templates-page';
import { loadTemplatesPage, type TemplatesPageData } from '~/features/templates/templates-data';
import { pageAt, pageTitle } from '~/lib/page-title';
import { clientApi, serverApi } from '~/lib/api-client-loader';

/*
 * /back/admin/templates (back-admin-templates): the server render reads the tab's data through
 * the in-process API client; later navigations (tabs, outbox pages, dialogs) from the browser.
 */

const titleAt = (pathname: string) => pageAt(pathname)?.title ?? 'Modèles';

export function loader(args: LoaderFunctionArgs) {
  return loadTemplatesPage(serverApi(args), args.request);
}

export function clientLoader(args: ClientLoaderFunctionArgs) {
  return loadTemplatesPage(clientApi(args), args.request);
}

export const meta: MetaFunction = ({ location }) => [
  { title: pageTitle(titleAt(location.pathname)) },
];

export default function AdminTemplatesRoute() {
  const data = useLoaderData() as TemplatesPageData;
  const { pathname } = useLocation();
  return <TemplatesPage title={titleAt(pathname)} data={data} />;
}
