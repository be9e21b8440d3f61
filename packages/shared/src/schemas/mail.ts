import { z } from 'zod';
import { pageParamsShape, param } from './query-params';
import { emailField, idParams, requiredText } from './fields';
import { defineRoute } from './route';
import { DOCUMENT_TEMPLATE_CODES } from '../mail/document-templates';
import {
  MAIL_EVENTS,
  MAIL_TAGS,
  allowedTagsOf,
  type MailEventCode,
  type MailValues,
} from '../mail/events';
import { MAIL_STATUSES } from '../mail/outbox';
import { templateTagMessages } from '../mail/template-syntax';

export const MAIL_SUBJECT_MAX = 255;
export const MAIL_BODY_MAX = 20_000;

/** A template text whose tags must all be well formed and among `allowed`. */
function templateText(max: number, allowed: readonly string[]) {
  return requiredText(max).superRefine((value, ctx) => {
    for (const message of templateTagMessages(value, allowed)) {
      ctx.addIssue({ code: 'custom', message });
    }
  });
}

/** The edit of a mail template with these allowed tags (form and `PATCH /api/templates/{id}`). */
export function mailTemplateEditSchemaFor(allowed: readonly string[]) {
  return z.strictObject({
    subject: templateText(MAIL_SUBJECT_MAX, allowed),
    body: templateText(MAIL_BODY_MAX, allowed),
  });
}

/** The edit of the template of `code`: its tags are the event's (MAIL_EVENT_TAGS). */
export function mailTemplateEditSchema(code: MailEventCode) {
  return mailTemplateEditSchemaFor(allowedTagsOf(code));
}

export type MailTemplateEdit = z.infer<ReturnType<typeof mailTemplateEditSchemaFor>>;

/** The shape of an edit before its tags are checked (the route's body schema). */
export const mailTemplateEditBodySchema = z.strictObject({
  subject: z.string(),
  body: z.string(),
});

/** `POST /api/templates/{id}/test`: where to send a trial of the template. */
export const mailTemplateTestSchema = z.strictObject({ to: emailField });
export type MailTemplateTest = z.infer<typeof mailTemplateTestSchema>;

export const mailTemplateTestResultSchema = z.object({ mailIds: z.array(z.number().int()) });

/** Values for a trial of an event's template: each tag shows what it stands for, in brackets. */
export function sampleTagValues<E extends MailEventCode>(code: E): MailValues<E> {
  return Object.fromEntries(
    allowedTagsOf(code).map((tag) => [tag, `[${MAIL_TAGS[tag]}]`]),
  ) as MailValues<E>;
}

// API answers.

const isoDate = z.string();

export const mailEventSchema = z.enum(MAIL_EVENTS);
export const mailStatusSchema = z.enum(MAIL_STATUSES);
export const documentTemplateCodeSchema = z.enum(DOCUMENT_TEMPLATE_CODES);

export const mailTagInfoSchema = z.object({ name: z.string(), description: z.string() });
export type MailTagInfo = z.infer<typeof mailTagInfoSchema>;

/** The allowed tags of each event (`GET /api/mails/authorized_tags`). */
export const authorizedTagsSchema = z.array(
  z.object({ code: mailEventSchema, label: z.string(), tags: z.array(mailTagInfoSchema) }),
);
export type AuthorizedTags = z.infer<typeof authorizedTagsSchema>;

export const authorizedTagsQuerySchema = z.object({
  code: z.preprocess((value) => (value === '' ? undefined : value), mailEventSchema.optional()),
});

/** The allowed tags of an event with their descriptions, in the order they are offered. */
export function tagInfosOf(code: MailEventCode): MailTagInfo[] {
  return allowedTagsOf(code).map((name) => ({ name, description: MAIL_TAGS[name] }));
}

export const mailTemplateSchema = z.object({
  id: z.number().int(),
  code: mailEventSchema,
  label: z.string(),
  description: z.string(),
  subject: z.string(),
  body: z.string(),
  tags: z.array(mailTagInfoSchema),
  updatedAt: isoDate,
});
export type MailTemplateDto = z.infer<typeof mailTemplateSchema>;

export const documentTemplateSchema = z.object({
  id: z.number().int(),
  code: documentTemplateCodeSchema,
  name: z.string(),
  /** Whether a DOCX was imported (the file's path stays on the server). */
  imported: z.boolean(),
  importedAt: isoDate.nullable(),
  updatedAt: isoDate,
});
export type DocumentTemplateDto = z.infer<typeof documentTemplateSchema>;

/** `GET /api/templates`: both kinds, mail templates in event order. */
export const templatesListSchema = z.object({
  mailTemplates: z.array(mailTemplateSchema),
  documentTemplates: z.array(documentTemplateSchema),
});
export type TemplatesList = z.infer<typeof templatesListSchema>;

export const outboxMailSummarySchema = z.object({
  id: z.number().int(),
  templateCode: z.string().nullable(),
  recipient: z.string(),
  subject: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: isoDate,
  sentAt: isoDate.nullable(),
  createdAt: isoDate,
  /** Files attached to the mail (decision 039). */
  attachmentCount: z.number().int(),
});
export type OutboxMailSummary = z.infer<typeof outboxMailSummarySchema>;

/** A file attached to a mail: its name, type, size and download URL (decision 039). */
export const mailAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** `GET /api/mails/{id}/attachments/{attachmentId}`: the attachment's download URL. */
export function mailAttachmentUrl(mailId: number, attachmentId: number): string {
  return `/api/mails/${mailId}/attachments/${attachmentId}`;
}

export const outboxMailSchema = outboxMailSummarySchema.extend({
  html: z.string(),
  text: z.string(),
  attachments: z.array(mailAttachmentSchema),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxMailSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether this server delivers mails (SMTP_URL set); if not, they stay PENDING here. */
  sending: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** `GET /api/mails` parameters: newest first, optionally one status. */
export const outboxQuerySchema = z.object({
  ...pageParamsShape,
  status: param(mailStatusSchema),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/**
 * The routes of the templates screen (a document template's import is a multipart upload, sent
 * by hand) and of its outbox.
 */
export const MAIL_API = {
  templates: defineRoute({
    method: 'GET',
    path: '/templates',
    access: { permission: 'templates.manage' },
    response: templatesListSchema,
    errors: [401, 403, 404],
  }),
  template: defineRoute({
    method: 'GET',
    path: '/templates/:id',
    access: { permission: 'templates.manage' },
    params: idParams,
    response: mailTemplateSchema,
    errors: [400, 401, 403, 404],
  }),
  /** A badly formed or unauthorised tag is a 400 naming it in the field's messages. */
  editTemplate: defineRoute({
    method: 'PATCH',
    path: '/templates/:id',
    access: { permission: 'templates.manage' },
    params: idParams,
    body: mailTemplateEditBodySchema,
    response: mailTemplateSchema,
    errors: [400, 401, 403, 404],
  }),
  /** Writes a trial of the saved template to the outbox, for `to`: 201. */
  trialTemplate: defineRoute({
    method: 'POST',
    path: '/templates/:id/test',
    access: { permission: 'templates.manage' },
    params: idParams,
    body: mailTemplateTestSchema,
    status: 201,
    response: mailTemplateTestResultSchema,
    errors: [400, 401, 403, 404],
  }),
  outbox: defineRoute({
    method: 'GET',
    path: '/mails',
    access: { permission: 'mails.read' },
    query: outboxQuerySchema,
    response: outboxPageSchema,
    errors: [400, 401, 403],
  }),
  mail: defineRoute({
    method: 'GET',
    path: '/mails/:id',
    access: { permission: 'mails.read' },
    params: idParams,
    response: outboxMailSchema,
    errors: [400, 401, 403, 404],
  }),
};
