import { z } from 'zod';
import { CIVILITIES, REGISTRATION_STATUSES } from '../enums';
import type { RegistrationChangeEvent } from '../workflows/registration';
import './messages';

/*
 * `GET /api/structures/{id}`: the HR validator's page of one structure (spec §2 `/back/structures/{id}`):
 * its members, their open registrations with the buttons the viewer may press, and the "more than
 * 2 requests from the same structure" notices (spec §9).
 */

/** The events the HR validator's page offers: the HR step (decisions.md, step 2). */
export const STRUCTURE_PAGE_EVENTS = [
  'validate',
  'refuseRequest',
] as const satisfies readonly RegistrationChangeEvent[];
export type StructurePageEvent = (typeof STRUCTURE_PAGE_EVENTS)[number];

/** An open registration (REQUESTED or PRE_REGISTERED, on the waiting list or not). */
export const structureRegistrationSchema = z.object({
  id: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  waitingList: z.boolean(),
  /** 1 for the oldest on the session's waiting list; null off the list. */
  waitingPosition: z.number().int().nullable(),
  askedAt: z.string(),
  motivation: z.string(),
  session: z.object({
    id: z.number().int(),
    code: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
  action: z.object({
    id: z.number().int(),
    name: z.string(),
    hrValidation: z.boolean(),
    providerValidation: z.boolean(),
  }),
  /**
   * The page's buttons: those of STRUCTURE_PAGE_EVENTS the viewer may fire now (shared
   * registrationEventsFor); staff force statuses on the registrations screens instead.
   */
  events: z.array(z.enum(STRUCTURE_PAGE_EVENTS)),
});
export type StructureRegistration = z.infer<typeof structureRegistrationSchema>;

export const structureMemberSchema = z.object({
  id: z.number().int(),
  civility: z.enum(CIVILITIES).nullable(),
  givenName: z.string(),
  familyName: z.string(),
  email: z.string(),
  /**
   * False for a person who has left the structure (no beneficiary profile in it any more) but
   * still has an open registration made for it: the HR validator keeps deciding on it.
   */
  member: z.boolean(),
  /** Oldest request first. */
  registrations: z.array(structureRegistrationSchema),
});
export type StructureMember = z.infer<typeof structureMemberSchema>;

/** A session where more than OVERBOOKING_NOTICE_THRESHOLD people of the structure asked a seat. */
export const structureRequestNoticeSchema = z.object({
  session: z.object({ id: z.number().int(), code: z.string() }),
  actionName: z.string(),
  /** The structure's registrations to the session, refused and cancelled ones aside. */
  count: z.number().int(),
});
export type StructureRequestNotice = z.infer<typeof structureRequestNoticeSchema>;

export const structureDetailSchema = z.object({
  structure: z.object({
    id: z.number().int(),
    name: z.string(),
    member: z.boolean(),
    active: z.boolean(),
  }),
  /** By family name, then given name. */
  members: z.array(structureMemberSchema),
  notices: z.array(structureRequestNoticeSchema),
});
export type StructureDetail = z.infer<typeof structureDetailSchema>;
