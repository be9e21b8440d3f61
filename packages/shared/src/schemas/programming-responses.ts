import { z } from 'zod';
import { CIVILITIES, MODALITIES, SESSION_STATUSES } from '../enums';
import { LHEO_ENTRY_LEVEL_CODES } from '../lheo/codes';
import { sessionHeadShape } from './fields';

/** Answers of the programming endpoints. Instants are UTC ISO texts; amounts decimal texts. */

const id = z.number().int();
const decimal = z.string();
const instant = z.string();
const named = z.object({ id, name: z.string() });

/** One page of a list. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const actionListItemSchema = z.object({
  id,
  name: z.string(),
  year: z.number().int(),
  lotNumber: z.string().nullable(),
  axis: z.object({ id, number: z.number().int(), name: z.string(), color: z.string().nullable() }),
  type: named,
  provider: named.nullable(),
  sessionCount: z.number().int(),
  totalCost: decimal,
});
export type ActionListItem = z.infer<typeof actionListItemSchema>;
export const actionPageSchema = pageSchema(actionListItemSchema);
export type ActionPage = z.infer<typeof actionPageSchema>;

export const speakerSchema = z.object({
  id,
  civility: z.enum(CIVILITIES).nullable(),
  givenName: z.string(),
  familyName: z.string(),
  email: z.string(),
});
export type Speaker = z.infer<typeof speakerSchema>;

export const actionDetailSchema = z.object({
  id,
  name: z.string(),
  year: z.number().int(),
  typeId: id,
  axisId: id,
  providerId: id.nullable(),
  referentId: id.nullable(),
  /**
   * membersOnly: its sessions are seen by the member structures' people only; seatAmount: what a
   * new session's seats start at (0: no default).
   */
  type: named.extend({ membersOnly: z.boolean(), seatAmount: z.number().int() }),
  axis: named,
  provider: named.nullable(),
  referent: z.object({ id, givenName: z.string(), familyName: z.string() }).nullable(),
  public: z.string(),
  goal: z.string(),
  description: z.string(),
  imageId: id.nullable(),
  lotNumber: z.string().nullable(),
  amountDays: decimal.nullable(),
  amountHours: decimal.nullable(),
  pedagogicalCost: decimal,
  animationCost: decimal,
  travelCost: decimal,
  supplementaryResources: z.string(),
  openBadgeDescription: z.string().nullable(),
  openBadgeImageId: id.nullable(),
  openBadgeRequestUrl: z.string().nullable(),
  expectedResults: z.string(),
  prerequisites: z.string(),
  rhythm: z.string(),
  entryLevel: z.enum(LHEO_ENTRY_LEVEL_CODES).nullable(),
  entryLevelRequired: z.boolean(),
  certifying: z.boolean(),
  publicCodes: z.array(z.string()),
  formacodes: z.array(z.string()),
  speakers: z.array(speakerSchema),
  sessionCount: z.number().int(),
  totalCost: decimal,
  createdAt: instant,
  updatedAt: instant,
});
export type ActionDetail = z.infer<typeof actionDetailSchema>;

/** `GET /api/actions/{id}/cost`. */
export const actionCostSchema = z.object({
  pedagogicalCost: decimal,
  animationCost: decimal,
  travelCost: decimal,
  sessionCount: z.number().int(),
  sessionsCost: decimal,
  totalCost: decimal,
});
export type ActionCost = z.infer<typeof actionCostSchema>;

/** `GET /api/actions/indicators`: figures of the actions matching the list's filters. */
export const actionIndicatorsSchema = z.object({
  actionCount: z.number().int(),
  sessionCount: z.number().int(),
  sessionsByStatus: z.object(
    Object.fromEntries(SESSION_STATUSES.map((status) => [status, z.number().int()])) as Record<
      (typeof SESSION_STATUSES)[number],
      z.ZodNumber
    >,
  ),
  seats: z.number().int(),
  registrations: z.number().int(),
  totalCost: decimal,
});
export type ActionIndicators = z.infer<typeof actionIndicatorsSchema>;

export const availableYearsSchema = z.array(z.number().int());

export const sessionPreviewSchema = z.object({
  ...sessionHeadShape,
  modality: z.enum(MODALITIES),
  city: named.nullable(),
  seats: z.number().int(),
  takenSeats: z.number().int(),
  availableSeats: z.number().int(),
  published: z.boolean(),
  cost: decimal,
});
export type SessionPreview = z.infer<typeof sessionPreviewSchema>;

export const sessionListItemSchema = sessionPreviewSchema.extend({
  action: z.object({ id, name: z.string(), year: z.number().int() }),
  provider: named.nullable(),
});
export type SessionListItem = z.infer<typeof sessionListItemSchema>;
export const sessionPageSchema = pageSchema(sessionListItemSchema);
export type SessionPage = z.infer<typeof sessionPageSchema>;

export const interventionDateItemSchema = z.object({ id, startsAt: instant, endsAt: instant });
export type InterventionDateItem = z.infer<typeof interventionDateItemSchema>;

export const sessionDetailSchema = sessionPreviewSchema.extend({
  actionId: id,
  action: z.object({ id, name: z.string(), year: z.number().int() }),
  provider: named.nullable(),
  cityId: id.nullable(),
  roomId: id.nullable(),
  room: named.nullable(),
  interventionDates: z.array(interventionDateItemSchema),
  registrationDeadline: instant.nullable(),
  externalRegistration: z.boolean(),
  externalRegistrationUrl: z.string().nullable(),
  remoteUrl: z.string().nullable(),
  eCourse: z.boolean(),
  payable: z.boolean(),
  registrationRequired: z.boolean(),
  noFinancialContribution: z.boolean(),
  realisedHoursOnsite: decimal.nullable(),
  realisedHoursRemote: decimal.nullable(),
  asyncTime: decimal.nullable(),
  surveyEnabled: z.boolean(),
  reportEnabled: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
export type SessionDetail = z.infer<typeof sessionDetailSchema>;

/** `GET /api/session_modalities`. */
export const sessionModalitiesSchema = z.array(
  z.object({ code: z.enum(MODALITIES), label: z.string() }),
);
