import { z } from 'zod';
import { CONTACT_CATEGORIES } from '../enums';
import { t } from '../i18n';
import { emailField, requiredText } from './fields';
import { defineRoute } from './route';

/*
 * The public contact form (spec §1, §7 `public/contacts`): the same schema checks the form in the
 * browser and the body on the server. The captcha is a self-hosted ALTCHA proof of work: the
 * visitor's browser solves a signed challenge (`GET /api/public/contacts/challenge`) and sends the
 * challenge with its solution in `captcha`; the server checks signature, expiry and replay.
 */

export const CONTACT_NAME_MAX_LENGTH = 200;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_PHONE_MAX_LENGTH = 30;

/** Digits with the usual separators, an optional leading +: '01 23 45 67 89', '+33 6…'. */
const PHONE_PATTERN = /^\+?[0-9][0-9 .()-]{5,}[0-9]$/;

const phoneField = z
  .string()
  .trim()
  .max(CONTACT_PHONE_MAX_LENGTH, {
    error: () => t('validation.maxLength', { max: CONTACT_PHONE_MAX_LENGTH }),
  })
  .refine((value) => value === '' || PHONE_PATTERN.test(value), {
    error: () => t('contact.error.phone'),
  })
  .optional()
  .transform((value) => value || undefined);

/** An ALTCHA v2 challenge as the server signs it (what the browser solves). */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().int().optional(),
  }),
  signature: z.string(),
});

/** The solved captcha sent with the message: the challenge untouched and the solution found. */
export const captchaPayloadSchema = z.object(
  {
    challenge: captchaChallengeSchema,
    solution: z.object({
      counter: z.number().int().nonnegative(),
      derivedKey: z.string().max(256),
      time: z.number().optional(),
    }),
  },
  { error: () => t('contact.error.captchaMissing') },
);

export const contactMessageBodySchema = z.object({
  category: z.enum(CONTACT_CATEGORIES, { error: () => t('contact.error.category') }),
  name: requiredText(CONTACT_NAME_MAX_LENGTH),
  email: emailField,
  phone: phoneField,
  subject: requiredText(CONTACT_SUBJECT_MAX_LENGTH),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
  captcha: captchaPayloadSchema,
});

/** `POST /api/public/contacts` answers 201 with the stored message's id. */
export const contactMessageCreatedSchema = z.object({ id: z.number().int() });

/** The contact form's routes: both public, each limited per client IP (429). */
export const CONTACT_API = {
  challenge: defineRoute({
    method: 'GET',
    path: '/public/contacts/challenge',
    access: { public: true },
    response: captchaChallengeSchema,
    errors: [429],
  }),
  send: defineRoute({
    method: 'POST',
    path: '/public/contacts',
    access: { public: true },
    body: contactMessageBodySchema,
    status: 201,
    response: contactMessageCreatedSchema,
    errors: [400, 403, 429],
  }),
};

export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
export type CaptchaPayload = z.infer<typeof captchaPayloadSchema>;
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;
export type ContactMessage = z.output<typeof contactMessageBodySchema>;
