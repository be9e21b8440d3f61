import { z } from 'zod';
import type { SessionStatus } from '../enums';
import type { ErrorCode } from '../errors/codes';
import { t } from '../i18n';
import { personRefSchema } from '../schemas/auth';

/*
 * Sending a session's convocations and conventions by mail (issue 13 item 4, decision 039): who
 * may, when, what a send records, and its HTTP contract. A send is a batch: created by the
 * request with one item per recipient (a trainee's convocation, an employer's convention), then
 * worked through by the server's job, which renders each PDF and writes its mail to the outbox.
 */

/** What one send may carry; both by default. */
export const DOCUMENT_SEND_KINDS = ['CONVOCATION', 'CONVENTION'] as const;
export type DocumentSendKind = (typeof DOCUMENT_SEND_KINDS)[number];

/** A send's progress: RUNNING while items are pending, then DONE, or FAILED (see `error`). */
export const DOCUMENT_SEND_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;
export type DocumentSendStatus = (typeof DOCUMENT_SEND_STATUSES)[number];

/**
 * One recipient of a send: PENDING until its mail is written; SENT once its mail (with the PDF)
 * is in the outbox; SKIPPED when it no longer has the document (a trainee who cancelled
 * meanwhile) or has no address; FAILED when its document could not be made.
 */
export const DOCUMENT_SEND_ITEM_STATUSES = ['PENDING', 'SENT', 'SKIPPED', 'FAILED'] as const;
export type DocumentSendItemStatus = (typeof DOCUMENT_SEND_ITEM_STATUSES)[number];

/** How often the session's page asks for a running send's progress. */
export const DOCUMENT_SEND_POLL_MS = 700;

export interface DocumentSendSubject {
  session: { status: SessionStatus; endDate: Date | string };
  /** The session's confirmed (REGISTERED) trainees. */
  registeredCount: number;
  /** Whether a send of this session is still being worked through. */
  running: boolean;
  now?: Date;
}

/**
 * Why a session in `status` may not have its convocations and conventions sent: checked when a
 * send is asked for, and again by the send at each recipient (a session cancelled or postponed
 * meanwhile sends nothing more).
 */
export function documentSendStatusRefusal(status: SessionStatus): ErrorCode | null {
  if (status === 'CANCELED') return 'DOCUMENT_SEND_SESSION_CANCELED';
  if (status === 'REPORTED') return 'DOCUMENT_SEND_SESSION_POSTPONED';
  if (status !== 'PROGRAMMED') return 'DOCUMENT_SEND_SESSION_NOT_PROGRAMMED';
  return null;
}

/**
 * Why a session's convocations and conventions may not be sent now, as the API's error code, or
 * null: only a programmed session not yet ended, with confirmed trainees, one send at a time.
 */
export function documentSendRefusal({
  session,
  registeredCount,
  running,
  now = new Date(),
}: DocumentSendSubject): ErrorCode | null {
  const refusal = documentSendStatusRefusal(session.status);
  if (refusal) return refusal;
  if (new Date(session.endDate).getTime() < now.getTime()) return 'DOCUMENT_SEND_SESSION_ENDED';
  if (registeredCount === 0) return 'DOCUMENT_SEND_NO_TRAINEE';
  if (running) return 'DOCUMENT_SEND_RUNNING';
  return null;
}

// HTTP contract.

/** `POST /api/sessions/{id}/document_sends`: what to send (at least one of the two). */
export const documentSendBodySchema = z
  .strictObject({
    convocations: z.boolean({ error: () => t('validation.boolean') }).default(true),
    conventions: z.boolean({ error: () => t('validation.boolean') }).default(true),
  })
  .refine((body) => body.convocations || body.conventions, {
    error: () => t('documentSends.validation.nothing'),
    path: ['convocations'],
  });
export type DocumentSendBody = z.input<typeof documentSendBodySchema>;

const isoDate = z.string();

/** A send (a batch), as the session's page shows it and polls it. */
export const documentSendSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  status: z.enum(DOCUMENT_SEND_STATUSES),
  convocations: z.boolean(),
  conventions: z.boolean(),
  /** Items in all, and those worked through (sent, skipped or failed). */
  total: z.number().int(),
  done: z.number().int(),
  /** Mails written: convocations and conventions. */
  convocationsSent: z.number().int(),
  conventionsSent: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** Why the send stopped (FAILED), in French. */
  error: z.string().nullable(),
  author: personRefSchema.nullable(),
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
});
export type DocumentSend = z.infer<typeof documentSendSchema>;

/** One recipient of a send, with what happened to it. */
export const documentSendItemSchema = z.object({
  kind: z.enum(DOCUMENT_SEND_KINDS),
  /** The trainee (convocation) or the employer structure (convention). */
  name: z.string(),
  recipients: z.array(z.string()),
  status: z.enum(DOCUMENT_SEND_ITEM_STATUSES),
  /** Why it was skipped or failed, in French. */
  reason: z.string().nullable(),
});
export type DocumentSendItem = z.infer<typeof documentSendItemSchema>;

/** Who already received a document, and when last (the resend's confirmation). */
export const documentReceiverSchema = z.object({
  kind: z.enum(DOCUMENT_SEND_KINDS),
  name: z.string(),
  sentAt: isoDate,
});
export type DocumentReceiver = z.infer<typeof documentReceiverSchema>;

/** `GET /api/sessions/{id}/document_sends`: the session's sends, newest first, and what a new one would do. */
export const sessionDocumentSendsSchema = z.object({
  sessionId: z.number().int(),
  /** Why a send is refused now (French), or null. */
  refusal: z.string().nullable(),
  /** What a send now would write: confirmed trainees, employer structures. */
  registeredCount: z.number().int(),
  structureCount: z.number().int(),
  /** What the session's action type offers of the two (decision 064). */
  offered: z.object({ convocations: z.boolean(), conventions: z.boolean() }),
  /** The last send that wrote convocations (conventions), for "Convocations envoyées le … par …". */
  lastConvocations: documentSendSchema.nullable(),
  lastConventions: documentSendSchema.nullable(),
  /** Those who already received their convocation or their structure's convention. */
  receivers: z.array(documentReceiverSchema),
  sends: z.array(documentSendSchema),
});
export type SessionDocumentSends = z.infer<typeof sessionDocumentSendsSchema>;

/** `GET /api/document_sends/{id}`: a send with its recipients. */
export const documentSendDetailSchema = documentSendSchema.extend({
  items: z.array(documentSendItemSchema),
});
export type DocumentSendDetail = z.infer<typeof documentSendDetailSchema>;

/** The preview of a provider's documents with its saved information (`/back/information`). */
export function informationPreviewUrl(structureId: number): string {
  return `/api/structures/${structureId}/information/preview`;
}
