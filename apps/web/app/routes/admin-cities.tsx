import { citiesResource } from '@passerelle/shared';

import { resourceRoute } from '~/admin-kit/resource-route';

/** /back/admin/cities: the cities of the sessions (code, name) on the admin-kit. */
const route = resourceRoute(citiesResource);

export const clientLoader = route.clientLoader;
export const HydrateFallback = route.HydrateFallback;
export const meta = route.meta;
export default route.Component;
