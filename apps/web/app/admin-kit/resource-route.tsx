import type { Resource } from '@passerelle/shared';
import { useLocation, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { pageAt, pageTitle } from '~/lib/page-title';
import { clientApi } from '~/lib/api-client-loader';

import { loadResourceList } from './list-data';
import { ResourcePage } from './resource-page';
import type { CellRenderers } from './resource-table';

export interface ResourceRouteOptions {
  cells?: CellRenderers;
}

/**
 * Everything a reference-data route module exports, from its resource definition:
 * - `clientLoader`: the browser reads the list from the API, at the first load as at later
 *   navigations (search, sort, pages, dialog); the server sends the profile's shell (decision 099);
 * - `HydrateFallback`: what that shell shows meanwhile, the page's title and a loading notice;
 * - `meta`: the page's unique title, from the shared route table (as its `<h1>`);
 * - `Component`: the admin-kit page.
 */
export function resourceRoute(resource: Resource, options: ResourceRouteOptions = {}) {
  const titleAt = (pathname: string) => pageAt(pathname)?.title ?? resource.labels.plural;

  function clientLoader(args: ClientLoaderFunctionArgs) {
    return loadResourceList(clientApi(args), resource, args.request);
  }

  const meta: MetaFunction = ({ location }) => [{ title: pageTitle(titleAt(location.pathname)) }];

  function Component() {
    const { pathname } = useLocation();
    return <ResourcePage resource={resource} title={titleAt(pathname)} cells={options.cells} />;
  }

  return { clientLoader, HydrateFallback: ClientOnlyFallback, meta, Component };
}
