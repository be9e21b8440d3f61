import type { Resource } from '@passerelle/shared';
import {
  useLocation,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { pageAt, pageTitle } from '~/lib/page-title';
import { clientApi, serverApi } from '~/lib/api-client-loader';

import { loadResourceList } from './list-data';
import { ResourcePage } from './resource-page';
import type { CellRenderers } from './resource-table';

export interface ResourceRouteOptions {
  cells?: CellRenderers;
}

/**
 * Everything a reference-data route module exports, from its resource definition:
 * - `loader`: the server render reads the list through the in-process API client;
 * - `clientLoader`: later navigations (search, sort, pages, dialog) call the API from the browser;
 * - `meta`: the page's unique title, from the shared route table (as its `<h1>`);
 * - `Component`: the admin-kit page.
 */
export function resourceRoute(resource: Resource, options: ResourceRouteOptions = {}) {
  const titleAt = (pathname: string) => pageAt(pathname)?.title ?? resource.labels.plural;

  function loader(args: LoaderFunctionArgs) {
    return loadResourceList(serverApi(args), resource, args.request);
  }

  function clientLoader(args: ClientLoaderFunctionArgs) {
    return loadResourceList(clientApi(args), resource, args.request);
  }

  const meta: MetaFunction = ({ location }) => [{ title: pageTitle(titleAt(location.pathname)) }];

  function Component() {
    const { pathname } = useLocation();
    return <ResourcePage resource={resource} title={titleAt(pathname)} cells={options.cells} />;
  }

  return { loader, clientLoader, meta, Component };
}
