import { publicDocumentsResource, publicLinksResource } from '@passerelle/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerResourceRoutes } from '../../lib/crud/index.js';
import { publicDocumentsBinding, publicLinksBinding } from './home-documents.bindings.js';

/**
 * The home page's documents and links, administered under /back/admin/documents and /links
 * (spec §7 `public_documents`, `public_links`); visitors read them through `public/...`.
 */
export const homeDocumentsRoutes: FastifyPluginAsync = async (app) => {
  registerResourceRoutes(app, publicDocumentsResource, publicDocumentsBinding);
  registerResourceRoutes(app, publicLinksResource, publicLinksBinding);
};
