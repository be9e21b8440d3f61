import {
  DOCUMENT_TEMPLATE_CODES,
  MAIL_EVENT_DESCRIPTIONS,
  MAIL_EVENT_LABELS,
  isMailEventCode,
  mailAttachmentUrl,
  tagInfosOf,
  type DocumentTemplateCode,
  type DocumentTemplateDto,
  type MailEventCode,
  type MailTemplateDto,
  type OutboxMail as OutboxMailDto,
  type OutboxMailSummary,
} from '@passerelle/shared';
import type { DocumentTemplate, MailTemplate, OutboxMail } from '../../db/schema/index.js';
import type { MailAttachmentRow, OutboxMailSummaryRow } from './mail.repository.js';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** A stored template of a known event (rows of unknown codes are not served). */
export function toMailTemplateDto(row: MailTemplate & { code: MailEventCode }): MailTemplateDto {
  return {
    id: row.id,
    code: row.code,
    label: MAIL_EVENT_LABELS[row.code],
    description: MAIL_EVENT_DESCRIPTIONS[row.code],
    subject: row.subject,
    body: row.body,
    tags: tagInfosOf(row.code),
    updatedAt: iso(row.updatedAt),
  };
}

export function isKnownMailTemplate(
  row: MailTemplate,
): row is MailTemplate & { code: MailEventCode } {
  return isMailEventCode(row.code);
}

export function isKnownDocumentTemplate(
  row: DocumentTemplate,
): row is DocumentTemplate & { code: DocumentTemplateCode } {
  return (DOCUMENT_TEMPLATE_CODES as readonly string[]).includes(row.code);
}

export function toDocumentTemplateDto(
  row: DocumentTemplate & { code: DocumentTemplateCode },
): DocumentTemplateDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    imported: row.filePath !== null,
    importedAt: isoOrNull(row.importedAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toOutboxSummaryDto(
  row: OutboxMailSummaryRow,
  attachmentCount = 0,
): OutboxMailSummary {
  return {
    id: row.id,
    templateCode: row.templateCode,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: iso(row.nextAttemptAt),
    sentAt: isoOrNull(row.sentAt),
    createdAt: iso(row.createdAt),
    attachmentCount,
  };
}

/** What replaces the token of a link when an admin reads a mail of the outbox. */
export const MASKED_TOKEN = '••••••';

/**
 * The value of every `token` parameter of the links of a mail (password reset, invitation), in
 * its text and its HTML (where `&` may be written `&amp;`). The admin reading the outbox sees that
 * a link was sent, never a live one (decision 062); the mail itself carries it.
 */
export function maskLinkTokens(content: string): string {
  return content.replace(/([?&](?:amp;)?token=)[^&\s"'<>]+/g, `$1${MASKED_TOKEN}`);
}

export function toOutboxMailDto(
  row: OutboxMail,
  attachments: readonly MailAttachmentRow[],
): OutboxMailDto {
  return {
    ...toOutboxSummaryDto(row, attachments.length),
    html: maskLinkTokens(row.html),
    text: maskLinkTokens(row.text),
    attachments: attachments.map((attachment) => ({
      id: attachment.id,
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      size: attachment.size,
      url: mailAttachmentUrl(row.id, attachment.id),
    })),
  };
}
