import { z } from 'zod';
import { CIVILITIES, PROFILE_CODES } from '../enums';
import { t } from '../i18n';
import './messages';

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

/** The signed-in user, as `GET /api/_auth/session` and the login answer give it. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  civility: z.enum(CIVILITIES).nullable(),
  givenName: z.string(),
  familyName: z.string(),
  email: z.string(),
  /** The active profile. */
  userProfileCode: z.enum(PROFILE_CODES),
  profiles: z.array(userProfileSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `POST /api/auth/login` answer. */
export const loginResponseSchema = z.object({
  accessToken: z.string().min(1),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
