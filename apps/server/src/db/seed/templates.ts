import { DOCUMENT_TEMPLATE_CODES, DOCUMENT_TEMPLATE_LABELS, MAIL_EVENTS } from '@passerelle/shared';
import type { Database } from '../client.js';
import { documentTemplates, mailTemplates } from '../schema/index.js';
import { DEFAULT_MAIL_TEMPLATES } from './default-mail-templates.js';

/**
 * Every start, production included: a template for each mail event (the French defaults) and a
 * row for each document template (no file). Idempotent: existing rows, edited or not, are kept.
 */
export async function seedTemplates(db: Database): Promise<void> {
  await db
    .insert(mailTemplates)
    .values(MAIL_EVENTS.map((code) => ({ code, ...DEFAULT_MAIL_TEMPLATES[code] })))
    .onConflictDoNothing({ target: mailTemplates.code });
  await db
    .insert(documentTemplates)
    .values(DOCUMENT_TEMPLATE_CODES.map((code) => ({ code, name: DOCUMENT_TEMPLATE_LABELS[code] })))
    .onConflictDoNothing({ target: documentTemplates.code });
}
