import type { ContactCategory, ContactCategoryUpdate } from '@passerelle/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contactCategories, type ContactCategoryRow } from '../../db/schema/index.js';

/** Every category, in the order of spec §3 (the enum's order). */
export async function selectContactCategories(
  db: Pick<Database, 'select'>,
  { activeOnly = false }: { activeOnly?: boolean } = {},
): Promise<ContactCategoryRow[]> {
  return db
    .select()
    .from(contactCategories)
    .where(activeOnly ? eq(contactCategories.active, true) : undefined)
    .orderBy(asc(contactCategories.code));
}

export async function findContactCategory(
  db: Pick<Database, 'select'>,
  code: ContactCategory,
): Promise<ContactCategoryRow | undefined> {
  const [row] = await db.select().from(contactCategories).where(eq(contactCategories.code, code));
  return row;
}

/** Writes a category's label, description and offer (its row is created if the seed missed it). */
export async function upsertContactCategory(
  db: Pick<Database, 'insert'>,
  code: ContactCategory,
  values: Required<ContactCategoryUpdate>,
): Promise<ContactCategoryRow> {
  const [row] = await db
    .insert(contactCategories)
    .values({ code, ...values })
    .onConflictDoUpdate({
      target: contactCategories.code,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('The contact category row was not written.');
  return row;
}
