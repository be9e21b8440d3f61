import {
  SESSION_DOCUMENTS_MAX,
  SESSION_DOCUMENT_KINDS,
  SESSION_DOCUMENT_TYPES,
  UPLOAD_TYPE_LABELS,
  acceptsSessionDocument,
  fileUrl,
  t,
  type SessionDocument,
  type SessionDocumentsAttach,
  type SessionUser,
} from '@passerelle/shared';

import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Database } from '../../db/client.js';

import { files, sessionDocuments } from '../../db/schema/index.js';

import { AppError } from '../../lib/app-error.js';

import { editableSession, reachableSession } from '../access/access.service.js';

import type { Executor } from '../../db/executor.js';

/*
 * The files of a session (spec §3 "Session": invoice, attendance sheet, documents). The bytes are
 * uploaded first (`POST /api/session_files/multiple`); attaching links them to the session.
 */

const kindOrder = sql`array_position(array[${sql.join(
  SESSION_DOCUMENT_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)}]::text[], ${sessionDocuments.kind}::text)`;

async function selectDocuments(db: Executor, sessionId: number): Promise<SessionDocument[]> {
  const rows = await db
    .select({
      id: sessionDocuments.id,
      kind: sessionDocuments.kind,
      name: sessionDocuments.name,
      createdAt: sessionDocuments.createdAt,
      fileId: files.id,
      fileName: files.originalName,
      mimeType: files.mimeType,
      size: files.size,
    })
    .from(sessionDocuments)
    .innerJoin(files, eq(files.id, sessionDocuments.fileId))
    .where(eq(sessionDocuments.sessionId, sessionId))
    .orderBy(kindOrder, asc(sessionDocuments.createdAt), asc(sessionDocuments.id));
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

export async function getSessionDocuments(
  db: Database,
  user: SessionUser,
  sessionId: number,
): Promise<SessionDocument[]> {
  await reachableSession(db, user, sessionId);
  return selectDocuments(db, sessionId);
}

/**
 * Attaches uploaded files to a session as `kind`. Only files the user uploaded may be attached
 * (an id of someone else's file reveals nothing and is refused like a missing one), each in a
 * format the kind accepts, once per session.
 */
export async function attachSessionDocuments(
  db: Database,
  user: SessionUser,
  sessionId: number,
  input: SessionDocumentsAttach,
): Promise<SessionDocument[]> {
  return db.transaction(async (tx) => {
    await editableSession(tx, user, sessionId);
    const found = await tx
      .select({ id: files.id, name: files.originalName, mimeType: files.mimeType })
      .from(files)
      .where(and(inArray(files.id, input.fileIds), eq(files.uploadedById, user.id)));
    const byId = new Map(found.map((file) => [file.id, file]));
    const messages: string[] = [];
    const missing = input.fileIds.filter((id) => !byId.has(id));
    if (missing.length > 0) messages.push(t('programming.validation.unknownReference'));
    const formats = SESSION_DOCUMENT_TYPES[input.kind].map((type) => UPLOAD_TYPE_LABELS[type]);
    for (const file of found) {
      if (!acceptsSessionDocument(input.kind, file.mimeType)) {
        messages.push(
          `${file.name} : ${t('validation.fileFormat', { format: formats.join(', ') })}`,
        );
      }
    }
    const already = await tx
      .select({ fileId: sessionDocuments.fileId })
      .from(sessionDocuments)
      .where(
        and(
          eq(sessionDocuments.sessionId, sessionId),
          inArray(sessionDocuments.fileId, input.fileIds),
        ),
      );
    if (already.length > 0) messages.push(t('programming.validation.duplicateItem'));
    if (messages.length > 0) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { fileIds: messages } });
    }
    const [count] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(sessionDocuments)
      .where(eq(sessionDocuments.sessionId, sessionId));
    if ((count?.count ?? 0) + input.fileIds.length > SESSION_DOCUMENTS_MAX) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: {
          fileIds: [t('programmingSessions.documents.tooMany', { max: SESSION_DOCUMENTS_MAX })],
        },
      });
    }
    await tx.insert(sessionDocuments).values(
      input.fileIds.map((fileId) => ({
        sessionId,
        fileId,
        kind: input.kind,
        name: byId.get(fileId)!.name,
      })),
    );
    return selectDocuments(tx, sessionId);
  });
}

/** Detaches one file from a session (the stored file stays; a clean-up job is future work). */
export async function detachSessionDocument(
  db: Database,
  user: SessionUser,
  sessionId: number,
  documentId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await editableSession(tx, user, sessionId);
    const deleted = await tx
      .delete(sessionDocuments)
      .where(and(eq(sessionDocuments.id, documentId), eq(sessionDocuments.sessionId, sessionId)))
      .returning({ id: sessionDocuments.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND');
  });
}
