import {
  SESSION_DOCUMENT_KINDS,
  type SessionDocument,
  type SessionDocumentKind,
} from '@passerelle/shared';
import { and, eq } from 'drizzle-orm';
import { sessionDocuments } from '../../db/schema/index.js';
import {
  attachedFileIds,
  countAttached,
  documentTable,
  selectAttachedDocuments,
} from '../../lib/attached-documents.js';
import type { Executor } from '../../db/executor.js';

/* The SQL of a session's files (`session_documents`). */

export { findOwnFiles } from '../../lib/attached-documents.js';

const SESSION_DOCUMENTS = documentTable(
  sessionDocuments,
  sessionDocuments.sessionId,
  SESSION_DOCUMENT_KINDS,
);

/** The session's documents, by kind, then oldest first. */
export function selectSessionDocuments(
  db: Executor,
  sessionId: number,
): Promise<SessionDocument[]> {
  return selectAttachedDocuments(db, SESSION_DOCUMENTS, sessionId);
}

/** Which of `fileIds` the session has already. */
export function attachedSessionFileIds(
  db: Executor,
  sessionId: number,
  fileIds: readonly number[],
): Promise<number[]> {
  return attachedFileIds(db, SESSION_DOCUMENTS, sessionId, fileIds);
}

export function countSessionDocuments(db: Executor, sessionId: number): Promise<number> {
  return countAttached(db, SESSION_DOCUMENTS, sessionId);
}

export async function insertSessionDocuments(
  db: Executor,
  values: { sessionId: number; fileId: number; kind: SessionDocumentKind; name: string }[],
): Promise<void> {
  await db.insert(sessionDocuments).values(values);
}

/** Detaches the document `id` of the session; false when the session has no such document. */
export async function deleteSessionDocument(
  db: Executor,
  sessionId: number,
  id: number,
): Promise<boolean> {
  const deleted = await db
    .delete(sessionDocuments)
    .where(and(eq(sessionDocuments.id, id), eq(sessionDocuments.sessionId, sessionId)))
    .returning({ id: sessionDocuments.id });
  return deleted.length > 0;
}
