import { fileUrl, type StoredFileInfo } from '@passerelle/shared';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/executor.js';
import { files } from '../db/schema/index.js';

/*
 * Files attached to an owner under a kind: an action's documents (`action_documents`), a
 * session's invoice, attendance sheets and documents (`session_documents`), a structure's files
 * (`structure_documents`). The bytes are
 * uploaded first by the same user; attaching links a stored file to the owner once. What both
 * share is here, given the table's columns; each module keeps its own rules (who may attach which
 * kind, how many, which formats).
 */

/** An attachment table: its columns, and its kinds in display order. */
export interface DocumentTable<Kind extends string> {
  table: PgTable;
  id: AnyPgColumn;
  /** The owner's id (`action_id`, `session_id`). */
  ownerId: AnyPgColumn;
  fileId: AnyPgColumn;
  kind: AnyPgColumn;
  name: AnyPgColumn;
  createdAt: AnyPgColumn;
  kinds: readonly Kind[];
}

/** The descriptor of a table with the usual columns (`id`, `file_id`, `kind`, `name`, `created_at`). */
export function documentTable<Kind extends string>(
  table: PgTable & Record<'id' | 'fileId' | 'kind' | 'name' | 'createdAt', AnyPgColumn>,
  ownerId: AnyPgColumn,
  kinds: readonly Kind[],
): DocumentTable<Kind> {
  const { id, fileId, kind, name, createdAt } = table;
  return { table, id, ownerId, fileId, kind, name, createdAt, kinds };
}

/** One attached document as the API gives it. */
export interface AttachedDocument<Kind extends string> {
  id: number;
  kind: Kind;
  name: string;
  createdAt: string;
  file: StoredFileInfo;
}

/** Its kinds' display order, for ORDER BY. */
function kindOrder<Kind extends string>(documents: DocumentTable<Kind>): SQL {
  return sql`array_position(array[${sql.join(
    documents.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )}]::text[], ${documents.kind}::text)`;
}

/** The owner's documents (or the one `documentId`), by kind, then oldest first. */
export async function selectAttachedDocuments<Kind extends string>(
  db: Executor,
  documents: DocumentTable<Kind>,
  ownerId: number,
  documentId?: number,
): Promise<AttachedDocument<Kind>[]> {
  const rows = (await db
    .select({
      id: documents.id,
      kind: documents.kind,
      name: documents.name,
      createdAt: documents.createdAt,
      fileId: files.id,
      fileName: files.originalName,
      mimeType: files.mimeType,
      size: files.size,
    })
    .from(documents.table)
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(
      and(
        eq(documents.ownerId, ownerId),
        documentId === undefined ? undefined : eq(documents.id, documentId),
      ),
    )
    .orderBy(kindOrder(documents), asc(documents.createdAt), asc(documents.id))) as {
    id: number;
    kind: Kind;
    name: string;
    createdAt: Date;
    fileId: number;
    fileName: string;
    mimeType: string;
    size: number;
  }[];
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    file: {
      id: row.fileId,
      name: row.fileName,
      mimeType: row.mimeType,
      size: row.size,
      url: fileUrl({ id: row.fileId, name: row.fileName }),
    },
  }));
}

/**
 * The files among `fileIds` that `userId` uploaded: only those may be attached (someone else's
 * file is refused like a missing one, which reveals nothing).
 */
async function findOwnFiles(
  db: Executor,
  userId: number,
  fileIds: readonly number[],
): Promise<OwnFile[]> {
  return db
    .select({ id: files.id, name: files.originalName, mimeType: files.mimeType })
    .from(files)
    .where(and(inArray(files.id, [...fileIds]), eq(files.uploadedById, userId)));
}

/** Which of `fileIds` the owner has already: a file is attached once per owner. */
async function attachedFileIds<Kind extends string>(
  db: Executor,
  documents: DocumentTable<Kind>,
  ownerId: number,
  fileIds: readonly number[],
): Promise<number[]> {
  const rows = await db
    .select({ fileId: sql<number>`${documents.fileId}` })
    .from(documents.table)
    .where(and(eq(documents.ownerId, ownerId), inArray(documents.fileId, [...fileIds])));
  return rows.map((row) => row.fileId);
}

/** How many documents the owner has (each owner has a maximum). */
async function countAttached<Kind extends string>(
  db: Executor,
  documents: DocumentTable<Kind>,
  ownerId: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(documents.table)
    .where(eq(documents.ownerId, ownerId));
  return row?.count ?? 0;
}

/** A stored file the user uploaded, as an attachment names it. */
export interface OwnFile {
  id: number;
  name: string;
  mimeType: string;
}

/**
 * What attaching `fileIds` to the owner is checked against, read in one go: the files among them
 * that `userId` uploaded (`own`, the only ones that may be attached), those the owner already has
 * (`alreadyAttached`, a file is attached once) and how many documents it has (`count`, against its
 * maximum). Each module turns them into its own messages.
 */
export async function attachmentState<Kind extends string>(
  db: Executor,
  documents: DocumentTable<Kind>,
  ownerId: number,
  userId: number,
  fileIds: readonly number[],
): Promise<{ own: OwnFile[]; alreadyAttached: number[]; count: number }> {
  return {
    own: await findOwnFiles(db, userId, fileIds),
    alreadyAttached: await attachedFileIds(db, documents, ownerId, fileIds),
    count: await countAttached(db, documents, ownerId),
  };
}
