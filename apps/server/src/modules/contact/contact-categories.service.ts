import {
  CONTACT_CATEGORY_LABELS,
  t,
  type ContactCategory,
  type ContactCategoryRecord,
  type ContactCategoryUpdate,
  type PublicContactCategory,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import type { ContactCategoryRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import {
  findContactCategory,
  selectContactCategories,
  upsertContactCategory,
} from './contact-categories.repository.js';

/*
 * The contact categories (decision 067): the codes are spec §3's, the label, description and
 * offer are the programme's. The base seed writes one row per code; a code without its row (a
 * database seeded before, a row deleted by hand) keeps the shared label and stays offered.
 */

function toRecord(row: ContactCategoryRow): ContactCategoryRecord {
  return {
    code: row.code,
    label: row.label,
    description: row.description,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every category, offered or not, for the admin's "Référentiels" page. */
export async function listContactCategories(db: Database): Promise<ContactCategoryRecord[]> {
  return (await selectContactCategories(db)).map(toRecord);
}

/** The categories the public contact form offers. */
export async function offeredContactCategories(db: Database): Promise<PublicContactCategory[]> {
  const rows = await selectContactCategories(db, { activeOnly: true });
  return rows.map(({ code, label, description }) => ({ code, label, description }));
}

export async function saveContactCategory(
  db: Database,
  code: ContactCategory,
  input: ContactCategoryUpdate,
): Promise<ContactCategoryRecord> {
  const { label, description, active } = input;
  return toRecord(await upsertContactCategory(db, code, { label, description, active }));
}

/**
 * The label a message's category is mailed under; a category no longer offered is refused on
 * its field (a form opened before the admin withdrew it), and nothing is stored.
 */
export async function offeredCategoryLabel(
  db: Pick<Database, 'select'>,
  code: ContactCategory,
): Promise<string> {
  const row = await findContactCategory(db, code);
  if (!row) return CONTACT_CATEGORY_LABELS[code];
  if (!row.active) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { category: [t('contact.error.categoryInactive')] },
    });
  }
  return row.label;
}
