import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_CATEGORY_MEANINGS,
  CONTENT_CODES,
  CONTENT_CODE_LABELS,
  parisYear,
} from '@passerelle/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { contactCategories, contents, yearParameters, yearQuotas } from '../schema/index.js';
import { DEFAULT_CONTENT_HTML, FORMER_ACCESSIBILITY_HTML } from './content-pages.js';

/** Seed values of the yearly quotas (decisions.md "Quotas"). */
export const DEFAULT_QUOTAS = { maxActionAmount: 6, maxActionTypeAmount: 3 } as const;

/**
 * Data the portal needs in every environment, production included, written at every start: only
 * what is missing is inserted and nothing an administrator changed is overwritten.
 * - the nine content pages, with a default French text (/accessibility's former one, never
 *   edited, replaced by the new: decision 080);
 * - the contact categories of spec §3, with their shared label and meaning, offered (decision 067);
 * - the parameters, with the year of `now` as current public year, when there are none;
 * - the quotas of the year of `now` and of the next one, for each year that has none.
 */
export async function seedBaseData(db: Database, now: Date = new Date()): Promise<void> {
  const year = parisYear(now);
  await db.transaction(async (tx) => {
    // Replicas starting together take turns, so none inserts the parameters twice.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('passerelle.seed.base'))`);
    await tx
      .insert(contents)
      .values(
        CONTENT_CODES.map((code) => ({
          code,
          title: CONTENT_CODE_LABELS[code],
          html: DEFAULT_CONTENT_HTML[code],
        })),
      )
      .onConflictDoNothing({ target: contents.code });
    await tx
      .update(contents)
      .set({ html: DEFAULT_CONTENT_HTML.accessibility })
      .where(and(eq(contents.code, 'accessibility'), eq(contents.html, FORMER_ACCESSIBILITY_HTML)));
    await tx
      .insert(contactCategories)
      .values(
        CONTACT_CATEGORIES.map((code) => ({
          code,
          label: CONTACT_CATEGORY_LABELS[code],
          description: CONTACT_CATEGORY_MEANINGS[code],
        })),
      )
      .onConflictDoNothing({ target: contactCategories.code });

    const [parameters] = await tx.select({ id: yearParameters.id }).from(yearParameters).limit(1);
    if (!parameters) await tx.insert(yearParameters).values({ currentPublicYear: year });

    const years = [year, year + 1];
    const withQuotas = await tx
      .selectDistinct({ year: yearQuotas.year })
      .from(yearQuotas)
      .where(inArray(yearQuotas.year, years));
    const missing = years.filter((y) => !withQuotas.some((row) => row.year === y));
    if (missing.length > 0) {
      await tx.insert(yearQuotas).values(missing.map((y) => ({ year: y, ...DEFAULT_QUOTAS })));
    }
  });
}
