import { z } from 'zod';
import { idParam, idParams } from './fields';
import { sessionCreateSchema, sessionUpdateSchema } from './programming';
import { sessionFiltersSchema } from './programming-queries';
import { sessionDetailSchema, sessionPreviewSchema } from './programming-responses';
import { sessionDocumentSchema, sessionDocumentsAttachSchema } from './programming-tabs';
import { defineRoute } from './route';
import { sessionCostSchema, sessionIndicatorsSchema } from './session-figures';

/*
 * The HTTP contract of the sessions (decision 056; spec §7 "Sessions"): an action's sessions
 * and a new one, a session's detail, changes, removal, cost and files, and the list's figures.
 * Status changes are the workflow's (session-workflow.ts).
 */

const errors = [400, 401, 403, 404, 409] as const;

/** The routes of the sessions the programming pages call. */
export const SESSIONS_API = {
  /** The figures of the filtered sessions (the list's filters). */
  indicators: defineRoute({
    method: 'GET',
    path: '/session_views/indicators',
    access: { permission: 'programming.read' },
    query: sessionFiltersSchema,
    response: sessionIndicatorsSchema,
    errors,
  }),
  /** An action's sessions, by start date. */
  previews: defineRoute({
    method: 'GET',
    path: '/actions/:id/session_previews',
    access: { permission: 'programming.read' },
    params: idParams,
    response: z.array(sessionPreviewSchema),
    errors,
  }),
  /** A new session of the action `id`, programmed. */
  create: defineRoute({
    method: 'POST',
    path: '/actions/:id/add_session',
    access: { permission: 'programming.manage' },
    params: idParams,
    body: sessionCreateSchema,
    status: 201,
    response: sessionDetailSchema,
    errors,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/sessions/:id',
    access: { permission: 'programming.read' },
    params: idParams,
    response: sessionDetailSchema,
    errors,
  }),
  /** A provider may change the hours worked only (else 403); 409 for a closed session. */
  update: defineRoute({
    method: 'PATCH',
    path: '/sessions/:id',
    access: { permission: 'sessions.recordHours' },
    params: idParams,
    body: sessionUpdateSchema,
    response: sessionDetailSchema,
    errors,
  }),
  /** 409 while it has registrations or once closed. */
  remove: defineRoute({
    method: 'DELETE',
    path: '/sessions/:id',
    access: { permission: 'programming.manage' },
    params: idParams,
    status: 204,
    response: z.null().describe('Supprimée'),
    errors,
  }),
  cost: defineRoute({
    method: 'GET',
    path: '/sessions/:id/cost',
    access: { permission: 'programming.read' },
    params: idParams,
    response: sessionCostSchema,
    errors,
  }),
  /** Invoice, attendance sheet and documents, by kind. */
  documents: defineRoute({
    method: 'GET',
    path: '/sessions/:id/documents',
    access: { permission: 'programming.read' },
    params: idParams,
    response: z.array(sessionDocumentSchema),
    errors,
  }),
  /** Attaches files uploaded before (`session_files/multiple`): the session's files after. */
  attachDocuments: defineRoute({
    method: 'POST',
    path: '/sessions/:id/documents',
    access: { permission: 'sessions.attachDocuments' },
    params: idParams,
    body: sessionDocumentsAttachSchema,
    status: 201,
    response: z.array(sessionDocumentSchema),
    errors,
  }),
  detachDocument: defineRoute({
    method: 'DELETE',
    path: '/sessions/:id/documents/:documentId',
    access: { permission: 'sessions.attachDocuments' },
    params: idParams.extend({ documentId: idParam }),
    status: 204,
    response: z.null().describe('Retiré'),
    errors,
  }),
};
