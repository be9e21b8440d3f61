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
/** Lengths of a contact category's label and description, as the admin edits them. */
export const CONTACT_CATEGORY_LABEL_MAX_LENGTH = 100;
export const CONTACT_CATEGORY_DESCRIPTION_MAX_LENGTH = 500;

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

// --- Contact categories (decision 067) ------------------------------------------------------

/*
 * The codes of the categories are the specification's (spec §3) and stay fixed; their label, their
 * description and whether the public form offers them are the programme's, stored in
 * `contact_categories` and edited on the "Référentiels" page.
 */

/** A category as the public form shows it (only the active ones are listed). */
export const publicContactCategorySchema = z.object({
  code: z.enum(CONTACT_CATEGORIES),
  label: z.string(),
  description: z.string(),
});

/** A category as the admin edits it. */
export const contactCategorySchema = publicContactCategorySchema.extend({
  active: z.boolean(),
  /** ISO date of the last change. */
  updatedAt: z.string(),
});

/** `PUT /api/contact_categories/{code}` (admin): the whole editable part of a category. */
export const contactCategoryUpdateSchema = z.strictObject({
  label: requiredText(CONTACT_CATEGORY_LABEL_MAX_LENGTH),
  description: z
    .string({ error: () => t('validation.required') })
    .trim()
    .max(CONTACT_CATEGORY_DESCRIPTION_MAX_LENGTH, {
      error: () => t('validation.maxLength', { max: CONTACT_CATEGORY_DESCRIPTION_MAX_LENGTH }),
    }),
  active: z.boolean({ error: () => t('validation.boolean') }),
});

/** A category's path; an unknown code is a field error on `code`. */
export const contactCategoryParamsSchema = z.object({
  code: z.enum(CONTACT_CATEGORIES, { error: () => t('contact.error.category') }),
});

/** The contact categories' routes: the admin's list and change, the public form's list. */
export const CONTACT_CATEGORIES_API = {
  list: defineRoute({
    method: 'GET',
    path: '/contact_categories',
    access: { permission: 'reference.manage' },
    response: z.array(contactCategorySchema),
    errors: [401, 403],
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/contact_categories/:code',
    access: { permission: 'reference.manage' },
    params: contactCategoryParamsSchema,
    body: contactCategoryUpdateSchema,
    response: contactCategorySchema,
    errors: [400, 401, 403],
  }),
  offered: defineRoute({
    method: 'GET',
    path: '/public/contact_categories',
    access: { public: true },
    response: z.array(publicContactCategorySchema),
    errors: [],
  }),
};

export type PublicContactCategory = z.infer<typeof publicContactCategorySchema>;
export type ContactCategoryRecord = z.infer<typeof contactCategorySchema>;
export type ContactCategoryUpdate = z.input<typeof contactCategoryUpdateSchema>;

export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
export type CaptchaPayload = z.infer<typeof captchaPayloadSchema>;
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;
export type ContactMessage = z.output<typeof contactMessageBodySchema>;
