import { z } from 'zod';
import { CIVILITIES, PROFILE_CODES, type ProfileCode } from '../enums';
import { t } from '../i18n';
import { userIdentityShape, userProfileSchema } from './auth';
import { emailField, idParam, idParams, optionalText, requiredText } from './fields';
import './messages';
import { defineRoute } from './route';

/** Profiles held through a structure; the admin profile stands alone. */
export const PROFILES_WITH_STRUCTURE = [
  'profile_manager',
  'profile_provider',
  'profile_beneficiary',
  'profile_hr',
] as const satisfies readonly ProfileCode[];

export const PASSWORD_MIN_LENGTH = 12;

/** A new password, as the portal's rules want it (users admin, password reset). */
export const passwordField = z
  .string({ error: () => t('validation.required') })
  .min(PASSWORD_MIN_LENGTH, {
    error: () => t('validation.minLength', { min: PASSWORD_MIN_LENGTH }),
  })
  .max(256, { error: () => t('validation.maxLength', { max: 256 }) });

/** One profile of a user, tied to a structure except for admin (`structure_profiles`). */
export const structureProfileSchema = z
  .object({
    code: z.enum(PROFILE_CODES, { error: () => t('validation.choice') }),
    structureId: idParam.nullable().optional(),
  })
  .superRefine((profile, ctx) => {
    const needsStructure = profile.code !== 'profile_admin';
    if (needsStructure && profile.structureId == null) {
      ctx.addIssue({ code: 'custom', path: ['structureId'], message: t('validation.required') });
    }
  })
  .transform((profile) => ({
    code: profile.code,
    structureId: profile.code === 'profile_admin' ? null : (profile.structureId ?? null),
  }));

export const structureProfilesSchema = z
  .array(structureProfileSchema)
  .min(1, { error: () => t('validation.nonEmptyList') })
  .max(50)
  .superRefine((profiles, ctx) => {
    const seen = new Set<string>();
    for (const [index, profile] of profiles.entries()) {
      const key = `${profile.code}:${profile.structureId}`;
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: [index], message: t('users.duplicateProfile') });
      }
      seen.add(key);
    }
  });

const userFields = {
  username: requiredText(100).regex(/^[\p{L}\p{N}._@-]+$/u, {
    error: () => t('users.usernameFormat'),
  }),
  civility: z.enum(CIVILITIES).nullable().optional(),
  givenName: requiredText(100),
  familyName: requiredText(100),
  email: emailField,
};

/**
 * A new account. Without a password, its holder chooses one through the invitation link sent on
 * creation (decision 062); an admin may still set one.
 */
export const userCreateSchema = z.strictObject({
  ...userFields,
  password: z.preprocess(
    (v) => (typeof v === 'string' && v === '' ? undefined : v),
    passwordField.optional(),
  ),
  profiles: structureProfilesSchema,
});
export type UserCreate = z.infer<typeof userCreateSchema>;

/** Every field optional; a password given here replaces the old one. */
export const userUpdateSchema = z.strictObject({
  username: userFields.username.optional(),
  civility: userFields.civility,
  givenName: userFields.givenName.optional(),
  familyName: userFields.familyName.optional(),
  email: emailField.optional(),
  password: passwordField.optional(),
  disabled: z.boolean().optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `GET /api/users` filters; the answer holds at most USER_LIST_CAP rows. */
export const userListQuerySchema = z.object({
  q: z.preprocess(blank, optionalText(100)),
  profile: z.preprocess(blank, z.enum(PROFILE_CODES).optional()),
  structureId: z.preprocess(blank, idParam.optional()),
  disabled: z.preprocess(blank, z.enum(['true', 'false']).optional()),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userItemSchema = z.object({
  ...userIdentityShape,
  disabled: z.boolean(),
  profiles: z.array(userProfileSchema),
  createdAt: z.string(),
});
export type UserItem = z.infer<typeof userItemSchema>;

export const userListSchema = z.object({
  items: z.array(userItemSchema),
  /** Matching users in all; more than `items.length` when the list was cut at USER_LIST_CAP. */
  total: z.number().int(),
  truncated: z.boolean(),
});
export type UserList = z.infer<typeof userListSchema>;

/** `GET /api/users/managers`: the managers, to choose an action's referent. */
export const managerOptionsSchema = z.array(
  z.object({ id: z.number(), givenName: z.string(), familyName: z.string() }),
);
export type ManagerOption = z.infer<typeof managerOptionsSchema>[number];

/** `GET /api/profiles`: every profile with its label. */
export const profileOptionsSchema = z.array(
  z.object({ code: z.enum(PROFILE_CODES), label: z.string() }),
);

const usersErrors = [400, 401, 403, 404, 409] as const;

/** The routes of the users administration (admin), the managers and the profiles lists. */
export const USERS_API = {
  list: defineRoute({
    method: 'GET',
    path: '/users',
    access: { permission: 'users.manage' },
    query: userListQuerySchema,
    response: userListSchema,
    errors: usersErrors,
  }),
  managers: defineRoute({
    method: 'GET',
    path: '/users/managers',
    access: { permission: 'users.listManagers' },
    response: managerOptionsSchema,
    errors: usersErrors,
  }),
  item: defineRoute({
    method: 'GET',
    path: '/users/:id',
    access: { permission: 'users.manage' },
    params: idParams,
    response: userItemSchema,
    errors: usersErrors,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/users',
    access: { permission: 'users.manage' },
    body: userCreateSchema,
    status: 201,
    response: userItemSchema,
    errors: usersErrors,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/users/:id',
    access: { permission: 'users.manage' },
    params: idParams,
    body: userUpdateSchema,
    response: userItemSchema,
    errors: usersErrors,
  }),
  structureProfiles: defineRoute({
    method: 'GET',
    path: '/users/:id/structure_profiles',
    access: { permission: 'users.manage' },
    params: idParams,
    response: userItemSchema.shape.profiles,
    errors: usersErrors,
  }),
  setStructureProfiles: defineRoute({
    method: 'PUT',
    path: '/users/:id/structure_profiles',
    access: { permission: 'users.manage' },
    params: idParams,
    body: structureProfilesSchema,
    response: userItemSchema,
    errors: usersErrors,
  }),
  profiles: defineRoute({
    method: 'GET',
    path: '/profiles',
    access: { permission: 'auth.session' },
    response: profileOptionsSchema,
    errors: [401],
  }),
};
