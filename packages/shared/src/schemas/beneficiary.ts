import { z } from 'zod';
import { AVAILABILITIES, CIVILITIES, MODALITIES, REGISTRATION_STATUSES } from '../enums';
import { t } from '../i18n';
import { pageParamsShape } from './query-params';
import { REGISTRATION_AWAITINGS } from '../workflows/registration-awaiting';
import { emailField, idParams, requiredText, sessionHeadShape } from './fields';
import { defineRoute } from './route';
import { surveyLinkSchema } from './surveys';
import './messages';

/*
 * The beneficiary space (spec §2 /beneficiary/*, §7 `session_views/favorites|futures|passed`,
 * `beneficiaries/info`): the caller's own favourites, registrations and personal information.
 * Instants are UTC ISO texts, hours decimal texts.
 */

const id = z.number().int();
const instant = z.string();

/** `GET /api/session_views/{favorites,futures,passed}?page=&pageSize=`. */
export const beneficiaryListQuerySchema = z.object(pageParamsShape);
export type BeneficiaryListQuery = z.output<typeof beneficiaryListQuerySchema>;

/** A session as the beneficiary space shows it (a card linking to `/training/{id}`). */
export const beneficiarySessionSchema = z.object({
  ...sessionHeadShape,
  modality: z.enum(MODALITIES),
  city: z.string().nullable(),
  action: z.object({ id, name: z.string() }),
  provider: z.string().nullable(),
});
export type BeneficiarySession = z.infer<typeof beneficiarySessionSchema>;

export const favoriteSessionSchema = z.object({
  session: beneficiarySessionSchema,
  /** Never below zero. */
  seatsLeft: z.number().int(),
  /** Null once the session is over (sessionAvailability). */
  availability: z.enum(AVAILABILITIES).nullable(),
  favoritedAt: instant,
});
export type FavoriteSession = z.infer<typeof favoriteSessionSchema>;

export const futureRegistrationSchema = z.object({
  session: beneficiarySessionSchema,
  registration: z.object({
    id,
    status: z.enum(REGISTRATION_STATUSES),
    waitingList: z.boolean(),
    /** 1 for the oldest request of the session's waiting list; null off the list. */
    waitingPosition: z.number().int().nullable(),
    askedAt: instant,
    awaiting: z.enum(REGISTRATION_AWAITINGS),
    /** French sentence of `awaiting` (shared registrationAwaitingLabel). */
    awaitingLabel: z.string(),
    /** Whether the beneficiary may still cancel it (open and the session not started). */
    cancellable: z.boolean(),
  }),
});
export type FutureRegistration = z.infer<typeof futureRegistrationSchema>;

export const passedRegistrationSchema = z.object({
  session: beneficiarySessionSchema,
  registration: z.object({
    id,
    status: z.enum(REGISTRATION_STATUSES),
    /** Decimal text; null when attendance is not recorded. */
    effectiveHours: z.string().nullable(),
    excusedAbsence: z.boolean(),
    /** The refusal or cancellation reason, when there is one. */
    reason: z.string().nullable(),
  }),
  /** Its satisfaction survey, when the trainee has one to see (decision 032). */
  survey: surveyLinkSchema.nullable(),
});
export type PassedRegistration = z.infer<typeof passedRegistrationSchema>;

function beneficiaryPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: id, pageSize: id });
}
export const favoriteSessionPageSchema = beneficiaryPage(favoriteSessionSchema);
export type FavoriteSessionPage = z.infer<typeof favoriteSessionPageSchema>;
export const futureRegistrationPageSchema = beneficiaryPage(futureRegistrationSchema);
export type FutureRegistrationPage = z.infer<typeof futureRegistrationPageSchema>;
export const passedRegistrationPageSchema = beneficiaryPage(passedRegistrationSchema);
export type PassedRegistrationPage = z.infer<typeof passedRegistrationPageSchema>;

/** `GET /api/beneficiaries/info`: the structure is shown, not editable. */
export const beneficiaryInfoSchema = z.object({
  civility: z.enum(CIVILITIES).nullable(),
  givenName: z.string(),
  familyName: z.string(),
  email: z.string(),
  structures: z.array(z.object({ id, name: z.string() })),
});
export type BeneficiaryInfo = z.infer<typeof beneficiaryInfoSchema>;

/** `PATCH /api/beneficiaries/info` and the information form (spec §5 messages). */
export const beneficiaryInfoUpdateSchema = z.strictObject({
  civility: z.enum(CIVILITIES, { error: () => t('validation.choice') }).nullable(),
  givenName: requiredText(100),
  familyName: requiredText(100),
  email: emailField.pipe(
    z.string().max(255, { error: () => t('validation.maxLength', { max: 255 }) }),
  ),
});
export type BeneficiaryInfoUpdate = z.infer<typeof beneficiaryInfoUpdateSchema>;

// --- Routes ------------------------------------------------------------------------------

const beneficiaryErrors = [400, 401, 403] as const;

/** `POST` or `DELETE /api/sessions/{id}/favorite`: 204, nothing happens when already done. */
const favoriteRoute = <const M extends 'POST' | 'DELETE'>(method: M) =>
  defineRoute({
    method,
    path: '/sessions/:id/favorite',
    access: { permission: 'sessions.favorite' },
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [...beneficiaryErrors, 404],
  });

/** A page of the beneficiary space's lists, at `?page=`. */
const beneficiaryList = <
  const P extends string,
  const A extends BeneficiaryListAccess,
  R extends z.ZodType,
>(
  path: P,
  permission: A,
  response: R,
) =>
  defineRoute({
    method: 'GET',
    path,
    access: { permission },
    query: beneficiaryListQuerySchema,
    response,
    errors: beneficiaryErrors,
  });
type BeneficiaryListAccess = 'sessions.favorite' | 'beneficiary.space';

/**
 * The routes of the beneficiary space (spec §2 /beneficiary/*): favourites, current and past
 * registrations, personal information. Each answer holds the caller's own rows only.
 */
export const BENEFICIARY_API = {
  favorite: favoriteRoute('POST'),
  unfavorite: favoriteRoute('DELETE'),
  favorites: beneficiaryList(
    '/session_views/favorites',
    'sessions.favorite',
    favoriteSessionPageSchema,
  ),
  futures: beneficiaryList(
    '/session_views/futures',
    'beneficiary.space',
    futureRegistrationPageSchema,
  ),
  passed: beneficiaryList(
    '/session_views/passed',
    'beneficiary.space',
    passedRegistrationPageSchema,
  ),
  info: defineRoute({
    method: 'GET',
    path: '/beneficiaries/info',
    access: { permission: 'beneficiary.space' },
    response: beneficiaryInfoSchema,
    errors: beneficiaryErrors,
  }),
  saveInfo: defineRoute({
    method: 'PATCH',
    path: '/beneficiaries/info',
    access: { permission: 'beneficiary.space' },
    body: beneficiaryInfoUpdateSchema,
    response: beneficiaryInfoSchema,
    errors: [...beneficiaryErrors, 409],
  }),
};
