import { actionTypesResource } from '@passerelle/shared';

import { resourceRoute } from '~/admin-kit/resource-route';

/** /back/admin/actions: the action types (validations, seats, conditioned survey questions, the "Actif" toggle) on the admin-kit. */
const route = resourceRoute(actionTypesResource);

export const clientLoader = route.clientLoader;
export const HydrateFallback = route.HydrateFallback;
export const meta = route.meta;
export default route.Component;
