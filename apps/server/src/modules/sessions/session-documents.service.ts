import {
  SESSION_DOCUMENTS_MAX,
  SESSION_DOCUMENT_TYPES,
  UPLOAD_TYPE_LABELS,
  acceptsSessionDocument,
  t,
  type SessionDocument,
  type SessionDocumentsAttach,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { attachmentState, selectAttachedDocuments } from '../../lib/attached-documents.js';
import { editableSession, reachableSession } from '../access/access.service.js';
import type { Executor } from '../../db/executor.js';
import {
  SESSION_DOCUMENTS,
  deleteSessionDocument,
  insertSessionDocuments,
} from './session-documents.repository.js';

/*
 * The files of a session (spec §3 "Session": invoice, attendance sheet, documents). The bytes are
 * uploaded first (`POST /api/session_files/multiple`); attaching links them to the session.
 */

const selectDocuments = (db: Executor, sessionId: number): Promise<SessionDocument[]> =>
  selectAttachedDocuments(db, SESSION_DOCUMENTS, sessionId);

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
    const state = await attachmentState(tx, SESSION_DOCUMENTS, sessionId, user.id, input.fileIds);
    const byId = new Map(state.own.map((file) => [file.id, file]));
    const messages: string[] = [];
    const missing = input.fileIds.filter((id) => !byId.has(id));
    if (missing.length > 0) messages.push(t('programming.validation.unknownReference'));
    const formats = SESSION_DOCUMENT_TYPES[input.kind].map((type) => UPLOAD_TYPE_LABELS[type]);
    for (const file of state.own) {
      if (!acceptsSessionDocument(input.kind, file.mimeType)) {
        messages.push(
          `${file.name} : ${t('validation.fileFormat', { format: formats.join(', ') })}`,
        );
      }
    }
    if (state.alreadyAttached.length > 0) {
      messages.push(t('programming.validation.duplicateItem'));
    }
    if (messages.length > 0) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { fileIds: messages } });
    }
    if (state.count + input.fileIds.length > SESSION_DOCUMENTS_MAX) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: {
          fileIds: [t('programmingSessions.documents.tooMany', { max: SESSION_DOCUMENTS_MAX })],
        },
      });
    }
    await insertSessionDocuments(
      tx,
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

/** Detaches one file from a session (the stored file stays; the periodic clean-up of decision 013 removes it once nothing refers to it). */
export async function detachSessionDocument(
  db: Database,
  user: SessionUser,
  sessionId: number,
  documentId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await editableSession(tx, user, sessionId);
    if (!(await deleteSessionDocument(tx, sessionId, documentId))) throw new AppError('NOT_FOUND');
  });
}
