import { publicLinksResource } from '@passerelle/shared';

import { resourceRoute } from '~/admin-kit/resource-route';

/** /back/admin/links: the home page's links (published, ordered). */
const route = resourceRoute(publicLinksResource);

export const clientLoader = route.clientLoader;
export const HydrateFallback = route.HydrateFallback;
export const meta = route.meta;
export default route.Component;
