import { publicDocumentsResource } from '@passerelle/shared';

import { resourceRoute } from '~/admin-kit/resource-route';

/** /back/admin/documents: the home page's documents (a file or a web address, published, ordered). */
const route = resourceRoute(publicDocumentsResource);

export const clientLoader = route.clientLoader;
export const HydrateFallback = route.HydrateFallback;
export const meta = route.meta;
export default route.Component;
