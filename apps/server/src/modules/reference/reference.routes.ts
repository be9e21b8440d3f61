import {
  actionTypesResource,
  axesResource,
  citiesResource,
  roomsResource,
} from '@passerelle/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerResourceRoutes } from '../../lib/crud/index.js';
import {
  actionTypesBinding,
  axesBinding,
  citiesBinding,
  roomsBinding,
} from './reference.bindings.js';

/** Reference data administered under /back/admin: axes, cities, rooms, action types (spec §3, §7). */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  registerResourceRoutes(app, axesResource, axesBinding);
  registerResourceRoutes(app, citiesResource, citiesBinding);
  registerResourceRoutes(app, roomsResource, roomsBinding);
  registerResourceRoutes(app, actionTypesResource, actionTypesBinding);
};
