import type { ContentCode } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contents, type Content } from '../../db/schema/index.js';

export async function findContent(db: Database, code: ContentCode): Promise<Content | undefined> {
  const [row] = await db.select().from(contents).where(eq(contents.code, code));
  return row;
}

/** Creates the page's row or replaces its title and HTML (one row per code). */
export async function upsertContent(
  db: Database,
  values: { code: ContentCode; title: string; html: string; updatedById: number },
): Promise<Content> {
  const [row] = await db
    .insert(contents)
    .values(values)
    .onConflictDoUpdate({
      target: contents.code,
      set: {
        title: values.title,
        html: values.html,
        updatedById: values.updatedById,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('The content row was not written.');
  return row;
}
