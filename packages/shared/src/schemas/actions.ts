import { z } from 'zod';
import { idParams } from './fields';
import { actionCreateSchema, actionSpeakersBodySchema, actionUpdateSchema } from './programming';
import { actionFiltersSchema, actionListQuerySchema } from './programming-queries';
import {
  actionCostSchema,
  actionDetailSchema,
  actionIndicatorsSchema,
  actionPageSchema,
  availableYearsSchema,
  speakerSchema,
} from './programming-responses';
import { speakerCandidateSchema, speakerCandidatesQuerySchema } from './programming-tabs';
import { defineRoute } from './route';

/*
 * The HTTP contract of the programme's actions (decision 056; spec §7 "Actions"): list, figures,
 * detail, changes, cost, copy and speakers. A provider reaches its structures' actions only (the
 * others answer 404). Their sessions are sessions.ts's, their documents action-documents.ts's.
 */

const errors = [400, 401, 403, 404, 409] as const;

/** The routes of the actions. */
export const ACTIONS_API = {
  list: defineRoute({
    method: 'GET',
    path: '/actions',
    access: { permission: 'programming.read' },
    query: actionListQuerySchema,
    response: actionPageSchema,
    errors,
  }),
  /** The years having actions, newest first. */
  availableYears: defineRoute({
    method: 'GET',
    path: '/actions/available_years',
    access: { permission: 'programming.read' },
    response: availableYearsSchema,
    errors,
  }),
  /** The figures of the filtered actions (the list's filters). */
  indicators: defineRoute({
    method: 'GET',
    path: '/actions/indicators',
    access: { permission: 'programming.read' },
    query: actionFiltersSchema,
    response: actionIndicatorsSchema,
    errors,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/actions',
    access: { permission: 'programming.manage' },
    body: actionCreateSchema,
    status: 201,
    response: actionDetailSchema,
    errors,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/actions/:id',
    access: { permission: 'programming.read' },
    params: idParams,
    response: actionDetailSchema,
    errors,
  }),
  /** A provider may change the pedagogical fields of its actions only (else 403). */
  update: defineRoute({
    method: 'PATCH',
    path: '/actions/:id',
    access: { permission: 'programming.editPedagogy' },
    params: idParams,
    body: actionUpdateSchema,
    response: actionDetailSchema,
    errors,
  }),
  /** 409 while the action has sessions. */
  remove: defineRoute({
    method: 'DELETE',
    path: '/actions/:id',
    access: { permission: 'programming.manage' },
    params: idParams,
    status: 204,
    response: z.null().describe('Supprimée'),
    errors,
  }),
  cost: defineRoute({
    method: 'GET',
    path: '/actions/:id/cost',
    access: { permission: 'programming.read' },
    params: idParams,
    response: actionCostSchema,
    errors,
  }),
  /** A copy of the action and its speakers, without its sessions. */
  duplicate: defineRoute({
    method: 'POST',
    path: '/actions/:id/duplicate',
    access: { permission: 'programming.manage' },
    params: idParams,
    status: 201,
    response: actionDetailSchema,
    errors,
  }),
  speakers: defineRoute({
    method: 'GET',
    path: '/actions/:id/speakers',
    access: { permission: 'programming.read' },
    params: idParams,
    response: z.array(speakerSchema),
    errors,
  }),
  /** Replaces the whole list. */
  setSpeakers: defineRoute({
    method: 'PUT',
    path: '/actions/:id/speakers',
    access: { permission: 'programming.editPedagogy' },
    params: idParams,
    body: actionSpeakersBodySchema,
    response: z.array(speakerSchema),
    errors,
  }),
  /** Who may be added to the action's speakers, matching `q` (a provider: its own people). */
  speakerCandidates: defineRoute({
    method: 'GET',
    path: '/actions/:id/speaker_candidates',
    access: { permission: 'programming.editPedagogy' },
    params: idParams,
    query: speakerCandidatesQuerySchema,
    response: z.array(speakerCandidateSchema),
    errors: [400, 401, 403, 404],
  }),
};
