import {
  ACTION_DOCUMENTS_MAX,
  ACTION_LINKS_MAX,
  canEditActionDocuments,
  canEditActionLinks,
  fileUrl,
  PARTICIPANT_ACTION_DOCUMENT_KINDS,
  t,
  type ActionDocument,
  type ActionDocumentAttach,
  type ActionDocumentKind,
  type ActionLink,
  type ActionLinkCreate,
  type ParticipantActionDocuments,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { attachmentState, selectAttachedDocuments } from '../../lib/attached-documents.js';
import { reachableAction } from '../access/access.service.js';
import type { Executor } from '../../db/executor.js';
import {
  ACTION_DOCUMENTS,
  countActionLinks,
  deleteActionDocument,
  deleteActionLink,
  findActionDocument,
  findActionLink,
  insertActionDocument,
  insertActionLink,
  selectActionLinks,
  selectParticipantRegistrations,
} from './action-documents.repository.js';

/*
 * The documents and public links of an action (spec §3 "Action", §7 `action_files`,
 * `action_links`). Bytes are uploaded first (`POST /api/action_files/multiple`); attaching links
 * one stored file to the action under a kind. Staff change every kind; a provider, on its own
 * actions, the public and participant documents and the links (shared `canEditActionDocuments`).
 */

function checkKind(user: SessionUser, kind: ActionDocumentKind): void {
  if (!canEditActionDocuments(user, kind)) {
    throw new AppError('FORBIDDEN', { detail: t('actionDocuments.kindForbidden') });
  }
}

async function selectDocuments(
  db: Executor,
  actionId: number,
  documentId?: number,
): Promise<ActionDocument[]> {
  const documents = await selectAttachedDocuments(db, ACTION_DOCUMENTS, actionId, documentId);
  return documents.map((document) => ({ ...document, actionId }));
}

export async function getActionDocuments(
  db: Database,
  user: SessionUser,
  actionId: number,
): Promise<ActionDocument[]> {
  await reachableAction(db, user, actionId);
  return selectDocuments(db, actionId);
}

/**
 * `GET /api/registration_views/action_documents`: for each confirmed registration of the signed-in
 * beneficiary, its action's participant documents, supplementary resources and badge (decision
 * 061). The files' downloads follow the same rule (files.service canReadFile).
 */
export async function listParticipantDocuments(
  db: Database,
  user: SessionUser,
): Promise<ParticipantActionDocuments> {
  const rows = await selectParticipantRegistrations(db, user.id);
  const byAction = new Map<number, ActionDocument[]>();
  for (const actionId of new Set(rows.map((row) => row.actionId))) {
    const documents = await selectDocuments(db, actionId);
    byAction.set(
      actionId,
      documents.filter((document) =>
        (PARTICIPANT_ACTION_DOCUMENT_KINDS as readonly string[]).includes(document.kind),
      ),
    );
  }
  return {
    items: rows.map((row) => {
      const image = row.badgeImage ? { ...row.badgeImage, url: fileUrl(row.badgeImage) } : null;
      const hasBadge = Boolean(row.badgeDescription || row.badgeRequestUrl || image);
      return {
        registrationId: row.registrationId,
        sessionId: row.sessionId,
        actionId: row.actionId,
        documents: byAction.get(row.actionId) ?? [],
        badge: hasBadge
          ? {
              description: row.badgeDescription || null,
              image,
              requestUrl: row.badgeRequestUrl || null,
            }
          : null,
      };
    }),
  };
}

/**
 * Attaches one uploaded file to an action as `kind`. Only a file the user uploaded may be
 * attached (someone else's id is refused like a missing one: it reveals nothing), once per action.
 */
export async function attachActionDocument(
  db: Database,
  user: SessionUser,
  input: ActionDocumentAttach,
): Promise<ActionDocument> {
  return db.transaction(async (tx) => {
    await reachableAction(tx, user, input.actionId, 'update');
    checkKind(user, input.kind);
    const state = await attachmentState(tx, ACTION_DOCUMENTS, input.actionId, user.id, [
      input.fileId,
    ]);
    const [file] = state.own;
    if (!file) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: { fileId: [t('programming.validation.unknownReference')] },
      });
    }
    if (state.alreadyAttached.length > 0) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: { fileId: [t('programming.validation.duplicateItem')] },
      });
    }
    if (state.count >= ACTION_DOCUMENTS_MAX) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: { fileId: [t('actionDocuments.tooMany', { max: ACTION_DOCUMENTS_MAX })] },
      });
    }
    const id = await insertActionDocument(tx, {
      actionId: input.actionId,
      fileId: file.id,
      kind: input.kind,
      name: input.name || file.name,
    });
    const [document] = await selectDocuments(tx, input.actionId, id);
    return document!;
  });
}

/** Detaches one document (the stored file stays; the periodic clean-up of decision 013 removes it once nothing refers to it). */
export async function detachActionDocument(
  db: Database,
  user: SessionUser,
  documentId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const document = await findActionDocument(tx, documentId);
    if (!document) throw new AppError('NOT_FOUND');
    // Another provider's document does not exist for this user.
    await reachableAction(tx, user, document.actionId, 'update');
    checkKind(user, document.kind);
    await deleteActionDocument(tx, documentId);
  });
}

export async function getActionLinks(
  db: Database,
  user: SessionUser,
  actionId: number,
): Promise<ActionLink[]> {
  await reachableAction(db, user, actionId);
  return selectActionLinks(db, actionId);
}

export async function addActionLink(
  db: Database,
  user: SessionUser,
  input: ActionLinkCreate,
): Promise<ActionLink> {
  return db.transaction(async (tx) => {
    await reachableAction(tx, user, input.actionId, 'update');
    if (!canEditActionLinks(user)) throw new AppError('FORBIDDEN');
    if ((await countActionLinks(tx, input.actionId)) >= ACTION_LINKS_MAX) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: { url: [t('actionLinks.tooMany', { max: ACTION_LINKS_MAX })] },
      });
    }
    return insertActionLink(tx, input);
  });
}

export async function removeActionLink(
  db: Database,
  user: SessionUser,
  linkId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await findActionLink(tx, linkId);
    if (!link) throw new AppError('NOT_FOUND');
    await reachableAction(tx, user, link.actionId, 'update');
    if (!canEditActionLinks(user)) throw new AppError('FORBIDDEN');
    await deleteActionLink(tx, linkId);
  });
}
