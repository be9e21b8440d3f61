import {
  PARTICIPANT_ACTION_DOCUMENT_KINDS,
  PARTICIPANT_REGISTRATION_STATUSES,
} from '@passerelle/shared';
import { eq, sql } from 'drizzle-orm';
import { files, type StoredFile } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import type { Executor } from '../../db/executor.js';

export async function insertFile(
  db: Executor,
  values: Omit<typeof files.$inferInsert, 'id' | 'createdAt'>,
): Promise<StoredFile> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('insert into files returned nothing');
  return row;
}

export async function findFile(db: Executor, id: number): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/**
 * Whether a file is shown to anyone, signed in or not: an action's image or open badge, an
 * action's public document, a published home-page document, a room's file, a provider's logo.
 * A provider's stamp, invoices, attendance sheets and other documents are never public.
 */
export async function isPublicFile(db: Executor, id: number): Promise<boolean> {
  const result = await db.execute<{ public: boolean }>(sql`
    select (
      exists (select 1 from actions where image_id = ${id} or open_badge_image_id = ${id})
      or exists (select 1 from action_documents where file_id = ${id} and kind = 'public')
      or exists (select 1 from public_documents where file_id = ${id} and published)
      or exists (select 1 from rooms where ${id} in (file1_id, file2_id, pdf_id))
      or exists (select 1 from structures where logo_file_id = ${id})
    ) as public`);
  return rowsOf<{ public: boolean }>(result)[0]?.public === true;
}

/**
 * Whether a provider may read a non-public file: one they uploaded, or one attached to an action
 * or session of one of their structures, or their structure's own logo or stamp.
 */
export async function isProviderFile(
  db: Executor,
  id: number,
  userId: number,
  structureIds: readonly number[],
): Promise<boolean> {
  if (structureIds.length === 0) return false;
  const structures = sql.join(
    structureIds.map((structureId) => sql`${structureId}`),
    sql`, `,
  );
  const result = await db.execute<{ allowed: boolean }>(sql`
    select (
      exists (select 1 from files where id = ${id} and uploaded_by_id = ${userId})
      or exists (
        select 1 from action_documents d join actions a on a.id = d.action_id
        where d.file_id = ${id} and a.provider_id in (${structures}))
      or exists (
        select 1 from session_documents d
        join sessions s on s.id = d.session_id join actions a on a.id = s.action_id
        where d.file_id = ${id} and a.provider_id in (${structures}))
      or exists (
        select 1 from structures
        where id in (${structures}) and ${id} in (logo_file_id, stamp_file_id))
    ) as allowed`);
  return rowsOf<{ allowed: boolean }>(result)[0]?.allowed === true;
}

const sqlList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Whether a beneficiary may read a file as a trainee: a participant document or supplementary
 * resource of the action of a session where its registration is confirmed (decision 061).
 */
export async function isParticipantFile(
  db: Executor,
  id: number,
  beneficiaryId: number,
): Promise<boolean> {
  const result = await db.execute<{ allowed: boolean }>(sql`
    select exists (
      select 1 from action_documents d
      join sessions s on s.action_id = d.action_id
      join registrations r on r.session_id = s.id
      where d.file_id = ${id}
        and d.kind::text in (${sqlList(PARTICIPANT_ACTION_DOCUMENT_KINDS)})
        and r.beneficiary_id = ${beneficiaryId}
        and r.status::text in (${sqlList(PARTICIPANT_REGISTRATION_STATUSES)})
    ) as allowed`);
  return rowsOf<{ allowed: boolean }>(result)[0]?.allowed === true;
}
