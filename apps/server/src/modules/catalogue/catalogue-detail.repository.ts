import { fileUrl, imageUrl, type CatalogueRegistration } from '@passerelle/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  actionDocuments,
  actionLinks,
  actionTypes,
  actions,
  favorites,
  files,
  registrations,
  rooms,
  sessionDates,
  sessions,
} from '../../db/schema/index.js';
import { selectSessionsWithType } from '../../lib/query-joins.js';

/** What the session sheet adds to a catalogue item (the session is known to be visible). */
export async function sessionSheetExtras(db: Database, sessionId: number) {
  const [row] = await selectSessionsWithType(db, {
    goal: actions.goal,
    public: actions.public,
    description: actions.description,
    imageId: actions.imageId,
    registrationRequired: sessions.registrationRequired,
    payable: sessions.payable,
    externalRegistration: sessions.externalRegistration,
    externalRegistrationUrl: sessions.externalRegistrationUrl,
    waitingSeatAmount: actionTypes.waitingSeatAmount,
    // Requests waiting for a seat (the flag is set on REQUESTED and PRE_REGISTERED only).
    waiting: sql<number>`(select count(*)::int from ${registrations} where ${and(
      eq(registrations.sessionId, sessions.id),
      eq(registrations.waitingList, true),
      sql`${registrations.status} in ('REQUESTED', 'PRE_REGISTERED')`,
    )})`,
    roomName: rooms.name,
    roomAddress: rooms.address,
    roomZipCode: rooms.zipCode,
    roomCity: rooms.city,
    actionId: actions.id,
  })
    .leftJoin(rooms, eq(rooms.id, sessions.roomId))
    .where(eq(sessions.id, sessionId));
  if (!row) return undefined;

  const [dates, documents, links] = await Promise.all([
    db
      .select({ startsAt: sessionDates.startsAt, endsAt: sessionDates.endsAt })
      .from(sessionDates)
      .where(eq(sessionDates.sessionId, sessionId))
      .orderBy(asc(sessionDates.startsAt)),
    db
      .select({
        id: actionDocuments.id,
        name: actionDocuments.name,
        fileId: files.id,
        fileName: files.originalName,
        mimeType: files.mimeType,
        size: files.size,
      })
      .from(actionDocuments)
      .innerJoin(files, eq(files.id, actionDocuments.fileId))
      .where(and(eq(actionDocuments.actionId, row.actionId), eq(actionDocuments.kind, 'public')))
      .orderBy(asc(actionDocuments.name), asc(actionDocuments.id)),
    db
      .select({ id: actionLinks.id, name: actionLinks.name, url: actionLinks.url })
      .from(actionLinks)
      .where(eq(actionLinks.actionId, row.actionId))
      .orderBy(asc(actionLinks.name), asc(actionLinks.id)),
  ]);

  return {
    goal: row.goal,
    public: row.public,
    description: row.description,
    imageUrl: row.imageId !== null ? imageUrl(row.imageId, { width: 960 }) : null,
    imageId: row.imageId,
    documents: documents.map((document) => ({
      id: document.id,
      name: document.name,
      url: fileUrl({ id: document.fileId, name: document.fileName }),
      mimeType: document.mimeType,
      size: document.size,
    })),
    links,
    interventionDates: dates.map((date) => ({
      startsAt: date.startsAt.toISOString(),
      endsAt: date.endsAt.toISOString(),
    })),
    room:
      row.roomName !== null
        ? {
            name: row.roomName,
            address: row.roomAddress,
            zipCode: row.roomZipCode,
            city: row.roomCity,
          }
        : null,
    registrationRequired: row.registrationRequired,
    free: !row.payable,
    externalRegistrationUrl:
      row.externalRegistration && row.externalRegistrationUrl ? row.externalRegistrationUrl : null,
    waiting: row.waiting,
    waitingSeatAmount: row.waitingSeatAmount,
  };
}

/** Whether the session is among the user's favourites. */
export async function isFavorite(db: Database, userId: number, sessionId: number) {
  const [row] = await db
    .select({ sessionId: favorites.sessionId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.sessionId, sessionId)));
  return row !== undefined;
}

/** The user's registration to the session, if any. */
export async function ownRegistration(
  db: Database,
  userId: number,
  sessionId: number,
): Promise<CatalogueRegistration | null> {
  const [row] = await db
    .select({
      id: registrations.id,
      status: registrations.status,
      waitingList: registrations.waitingList,
    })
    .from(registrations)
    .where(and(eq(registrations.beneficiaryId, userId), eq(registrations.sessionId, sessionId)));
  return row ?? null;
}
