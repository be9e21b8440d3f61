import { roomsResource } from '@passerelle/shared';

import { resourceRoute } from '~/admin-kit/resource-route';

/** /back/admin/rooms: the training rooms, with their two files and PDF, on the admin-kit. */
const route = resourceRoute(roomsResource);

export const clientLoader = route.clientLoader;
export const HydrateFallback = route.HydrateFallback;
export const meta = route.meta;
export default route.Component;
