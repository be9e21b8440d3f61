import { z } from 'zod';
import { CIVILITIES, PROFILE_CODES } from '../enums';
import { t } from '../i18n';
import { idParams } from './fields';
import './messages';
import { defineRoute } from './route';

const required = () => t('validation.required');

/** `POST /api/auth/login` body. */
export const loginBodySchema = z.object({
  username: z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(255, { error: () => t('validation.maxLength', { max: 255 }) }),
  // Not trimmed: spaces may belong to a password. Capped so hashing stays cheap.
  password: z
    .string({ error: required })
    .min(1, { error: required })
    .max(1024, { error: () => t('validation.maxLength', { max: 1024 }) }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const userProfileSchema = z.object({
  code: z.enum(PROFILE_CODES),
  structureId: z.number().int().nullable(),
  structureName: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Someone named in the session or a history line: their id and full name. */
export const personRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/**
 * Who made a history line, as shown: "X (substitué par Y)" when an admin acted as X
 * (impersonation, decision 031), `unknown` when the author's account is gone.
 */
export function historyAuthorName(
  entry: { author: PersonRef | null; impersonator: PersonRef | null },
  unknown: string,
): string {
  const name = entry.author?.name ?? unknown;
  if (!entry.impersonator) return name;
  return t('history.impersonatedBy', { name, impersonator: entry.impersonator.name });
}

/** A user account's identity: what the signed-in user and a row of the users admin start with. */
export const userIdentityShape = {
  id: z.number().int(),
  username: z.string(),
  civility: z.enum(CIVILITIES).nullable(),
  givenName: z.string(),
  familyName: z.string(),
  email: z.string(),
};

/** The signed-in user, as `GET /api/_auth/session` and the login answer give it. */
export const sessionUserSchema = z.object({
  ...userIdentityShape,
  /** The active profile. */
  userProfileCode: z.enum(PROFILE_CODES),
  profiles: z.array(userProfileSchema),
  /**
   * Present while an admin acts as this user (impersonation, decision 031): the admin. Requests
   * act as the user; "Quitter la substitution" gives the admin's own session back.
   */
  impersonator: personRefSchema.optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `POST /api/auth/login` answer. */
export const loginResponseSchema = z.object({
  accessToken: z.string().min(1),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `PUT /api/_auth/session/profile` body: the profile to act with (one the user holds). */
export const switchProfileBodySchema = z.object({
  profileCode: z.enum(PROFILE_CODES, { error: () => t('session.unknownProfile') }),
});
export type SwitchProfileBody = z.infer<typeof switchProfileBodySchema>;

/**
 * The routes that change who the session acts as (decision 031): impersonation, its end and the
 * active profile. (The sign-in and the session's own routes answer 401 as "not signed in": the
 * web calls them without the API client, see `lib/api-client.ts`.)
 */
export const AUTH_API = {
  impersonate: defineRoute({
    method: 'POST',
    path: '/users/:id/impersonate',
    access: { permission: 'users.impersonate' },
    params: idParams,
    response: loginResponseSchema,
    errors: [401, 403, 404, 409],
  }),
  endImpersonation: defineRoute({
    method: 'DELETE',
    path: '/_auth/impersonation',
    access: { permission: 'auth.endImpersonation' },
    response: loginResponseSchema,
    errors: [401, 403, 409],
  }),
  switchProfile: defineRoute({
    method: 'PUT',
    path: '/_auth/session/profile',
    access: { permission: 'auth.switchProfile' },
    body: switchProfileBodySchema,
    response: sessionUserSchema,
    errors: [400, 401, 403],
  }),
};
