import {
  ACTION_DOCUMENT_KINDS,
  PARTICIPANT_REGISTRATION_STATUSES,
  type ActionDocumentKind,
  type ActionLink,
  type ActionLinkCreate,
} from '@passerelle/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  actionDocuments,
  actionLinks,
  actions,
  files,
  registrations,
  sessions,
} from '../../db/schema/index.js';
import { documentTable } from '../../lib/attached-documents.js';
import { selectRegistrationsInSessions } from '../../lib/query-joins.js';
import type { Executor } from '../../db/executor.js';

/*
 * The SQL of an action's documents (`action_documents`, read and counted through
 * lib/attached-documents.ts with ACTION_DOCUMENTS) and public links (`action_links`).
 */

export const ACTION_DOCUMENTS = documentTable(
  actionDocuments,
  actionDocuments.actionId,
  ACTION_DOCUMENT_KINDS,
);

/** Attaches the file; answers the new document's id. */
export async function insertActionDocument(
  db: Executor,
  values: { actionId: number; fileId: number; kind: ActionDocumentKind; name: string },
): Promise<number> {
  const [row] = await db
    .insert(actionDocuments)
    .values(values)
    .returning({ id: actionDocuments.id });
  return row!.id;
}

/** The action and kind of the document `id`. */
export async function findActionDocument(db: Executor, id: number) {
  const [row] = await db
    .select({ actionId: actionDocuments.actionId, kind: actionDocuments.kind })
    .from(actionDocuments)
    .where(eq(actionDocuments.id, id));
  return row;
}

export async function deleteActionDocument(db: Executor, id: number): Promise<void> {
  await db.delete(actionDocuments).where(eq(actionDocuments.id, id));
}

function toLink(row: typeof actionLinks.$inferSelect): ActionLink {
  return {
    id: row.id,
    actionId: row.actionId,
    name: row.name,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The action's links, oldest first. */
export async function selectActionLinks(db: Executor, actionId: number): Promise<ActionLink[]> {
  const rows = await db
    .select()
    .from(actionLinks)
    .where(eq(actionLinks.actionId, actionId))
    .orderBy(asc(actionLinks.createdAt), asc(actionLinks.id));
  return rows.map(toLink);
}

export async function countActionLinks(db: Executor, actionId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(actionLinks)
    .where(eq(actionLinks.actionId, actionId));
  return row?.count ?? 0;
}

export async function insertActionLink(
  db: Executor,
  values: ActionLinkCreate,
): Promise<ActionLink> {
  const [row] = await db.insert(actionLinks).values(values).returning();
  return toLink(row!);
}

/** The action of the link `id`. */
export async function findActionLink(db: Executor, id: number) {
  const [row] = await db
    .select({ actionId: actionLinks.actionId })
    .from(actionLinks)
    .where(eq(actionLinks.id, id));
  return row;
}

export async function deleteActionLink(db: Executor, id: number): Promise<void> {
  await db.delete(actionLinks).where(eq(actionLinks.id, id));
}

/**
 * The confirmed registrations of `beneficiaryId` (PARTICIPANT_REGISTRATION_STATUSES) with their
 * action and its badge, in the order they were asked.
 */
export async function selectParticipantRegistrations(db: Executor, beneficiaryId: number) {
  return selectRegistrationsInSessions(db, {
    registrationId: registrations.id,
    sessionId: sessions.id,
    actionId: actions.id,
    badgeDescription: actions.openBadgeDescription,
    badgeRequestUrl: actions.openBadgeRequestUrl,
    badgeImage: {
      id: files.id,
      name: files.originalName,
      mimeType: files.mimeType,
      size: files.size,
    },
  })
    .leftJoin(files, eq(files.id, actions.openBadgeImageId))
    .where(
      and(
        eq(registrations.beneficiaryId, beneficiaryId),
        inArray(registrations.status, [...PARTICIPANT_REGISTRATION_STATUSES]),
      ),
    )
    .orderBy(asc(registrations.id));
}
