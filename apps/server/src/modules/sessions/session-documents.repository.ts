import { SESSION_DOCUMENT_KINDS, type SessionDocumentKind } from '@passerelle/shared';
import { and, eq } from 'drizzle-orm';
import { sessionDocuments } from '../../db/schema/index.js';
import { documentTable } from '../../lib/attached-documents.js';
import type { Executor } from '../../db/executor.js';

/*
 * The SQL of a session's files (`session_documents`, read and counted through
 * lib/attached-documents.ts with SESSION_DOCUMENTS).
 */

export const SESSION_DOCUMENTS = documentTable(
  sessionDocuments,
  sessionDocuments.sessionId,
  SESSION_DOCUMENT_KINDS,
);

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
