import { z } from 'zod';
import { t } from '../i18n';
import { requiredText } from './fields';
import { defineRoute } from './route';
import { passwordField } from './users';
import './messages';

/** How long a password reset link stays valid, in minutes (decision 029). */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** Lifetime of the link of an account's invitation, in minutes (decision 062): 7 days. */
export const INVITATION_TTL_MINUTES = 7 * 24 * 60;

/** `POST /api/auth/password_reset/request`: the username or the e-mail address of the account. */
export const passwordResetRequestSchema = z.object({ login: requiredText(255) });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The token of a reset link (43 base64url characters when the portal wrote it). */
const token = z
  .string({ error: () => t('passwordReset.invalidToken') })
  .min(1, { error: () => t('passwordReset.invalidToken') })
  .max(200, { error: () => t('passwordReset.invalidToken') });

/** `POST /api/auth/password_reset/check`: is this link still usable? */
export const passwordResetCheckSchema = z.object({ token });
export type PasswordResetCheck = z.infer<typeof passwordResetCheckSchema>;

/** `POST /api/auth/password_reset`: the new password, typed twice, with the link's token. */
export const passwordResetBodySchema = z
  .object({
    token,
    password: passwordField,
    confirmation: z.string({ error: () => t('validation.required') }).max(256),
  })
  .superRefine((body, ctx) => {
    if (body.confirmation !== body.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmation'],
        message: t('passwordReset.mismatch'),
      });
    }
  });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** The answer of the reset routes: one French sentence. */
export const passwordResetAnswerSchema = z.object({ message: z.string() });
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>;

/** The password reset's routes (decision 029): public, each answers one French sentence. */
export const PASSWORD_RESET_API = {
  request: defineRoute({
    method: 'POST',
    path: '/auth/password_reset/request',
    access: { public: true },
    body: passwordResetRequestSchema,
    response: passwordResetAnswerSchema,
    errors: [400, 429],
  }),
  check: defineRoute({
    method: 'POST',
    path: '/auth/password_reset/check',
    access: { public: true },
    body: passwordResetCheckSchema,
    response: z.object({ valid: z.literal(true) }),
    errors: [400],
  }),
  reset: defineRoute({
    method: 'POST',
    path: '/auth/password_reset',
    access: { public: true },
    body: passwordResetBodySchema,
    response: passwordResetAnswerSchema,
    errors: [400],
  }),
};

/** "1 heure", "90 minutes", "7 jours": a link's lifetime as the mail says it. */
export function resetLinkLifetime(minutes: number): string {
  if (minutes % (24 * 60) === 0) {
    return t('passwordReset.expiresInDays', { count: minutes / (24 * 60) });
  }
  return minutes % 60 === 0
    ? t('passwordReset.expiresInHours', { count: minutes / 60 })
    : t('passwordReset.expiresInMinutes', { count: minutes });
}
