import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import {
  actions,
  actionTypes,
  axes,
  cities,
  contents,
  favorites,
  registrations,
  rooms,
  sessions,
  structures,
  users,
} from './schema/index.js';

/** The PostgreSQL error code of a failed query, through drizzle's wrapping. */
async function pgCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    let current: unknown = error;
    while (current && typeof current === 'object') {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string') return code;
      current = (current as { cause?: unknown }).cause;
    }
    throw error;
  }
  return undefined;
}

describe('domain model', () => {
  let tdb: TestDatabase;
  let ids: { axis: number; type: number; action: number; session: number; user: number };

  beforeAll(async () => {
    tdb = await createTestDatabase();
    const { db } = tdb;
    const [provider] = await db
      .insert(structures)
      .values({ name: 'Organisme', type: 'provider' })
      .returning();
    const [axis] = await db.insert(axes).values({ number: 1, name: 'Axe 1' }).returning();
    const [type] = await db.insert(actionTypes).values({ name: 'Formation' }).returning();
    const [city] = await db.insert(cities).values({ code: '75056', value: 'Paris' }).returning();
    const [action] = await db
      .insert(actions)
      .values({
        name: 'Action',
        typeId: type!.id,
        year: 2026,
        axisId: axis!.id,
        providerId: provider!.id,
        pedagogicalCost: '1234.56',
      })
      .returning();
    const [session] = await db
      .insert(sessions)
      .values({
        actionId: action!.id,
        code: 'S1',
        startDate: new Date('2026-03-01T09:00:00Z'),
        endDate: new Date('2026-03-01T17:00:00Z'),
        cityId: city!.id,
      })
      .returning();
    const [user] = await db
      .insert(users)
      .values({ username: 'jean', givenName: 'Jean', familyName: 'Dupont', passwordHash: 'x' })
      .returning();
    ids = {
      axis: axis!.id,
      type: type!.id,
      action: action!.id,
      session: session!.id,
      user: user!.id,
    };
  });

  afterAll(async () => {
    await tdb.close();
  });

  it('stores the chain structure → axis → type → action → session → registration', async () => {
    const [registration] = await tdb.db
      .insert(registrations)
      .values({ sessionId: ids.session, beneficiaryId: ids.user })
      .returning();
    expect(registration!.status).toBe('REQUESTED');
    expect(registration!.waitingList).toBe(false);
    const [session] = await tdb.db.select().from(sessions).where(eq(sessions.id, ids.session));
    expect(session!.status).toBe('PROGRAMMED');
  });

  it('round-trips a numeric cost exactly', async () => {
    const [action] = await tdb.db.select().from(actions).where(eq(actions.id, ids.action));
    expect(action!.pedagogicalCost).toBe('1234.56');
    expect(action!.travelCost).toBe('0.00');
  });

  it('rejects duplicates with 23505', async () => {
    expect(await pgCode(tdb.db.insert(axes).values({ number: 1, name: 'Doublon' }))).toBe('23505');
    expect(await pgCode(tdb.db.insert(cities).values({ code: '75056', value: 'Paris bis' }))).toBe(
      '23505',
    );
    expect(
      await pgCode(
        tdb.db.insert(registrations).values({ sessionId: ids.session, beneficiaryId: ids.user }),
      ),
    ).toBe('23505');
  });

  it('refuses to delete an axis or action type in use with 23503', async () => {
    expect(await pgCode(tdb.db.delete(axes).where(eq(axes.id, ids.axis)))).toBe('23503');
    expect(await pgCode(tdb.db.delete(actionTypes).where(eq(actionTypes.id, ids.type)))).toBe(
      '23503',
    );
  });

  it('refuses to delete a room a session uses, and keeps one favourite per user and session', async () => {
    const [room] = await tdb.db.insert(rooms).values({ name: 'Salle A' }).returning();
    await tdb.db.update(sessions).set({ roomId: room!.id }).where(eq(sessions.id, ids.session));
    expect(await pgCode(tdb.db.delete(rooms).where(eq(rooms.id, room!.id)))).toBe('23503');
    await tdb.db.insert(favorites).values({ userId: ids.user, sessionId: ids.session });
    expect(
      await pgCode(tdb.db.insert(favorites).values({ userId: ids.user, sessionId: ids.session })),
    ).toBe('23505');
  });

  it('accepts only the nine content codes', async () => {
    await tdb.db.insert(contents).values({ code: 'cgu', title: 'CGU', html: '<p>x</p>' });
    const unknown = tdb.db
      .insert(contents)
      .values({ code: 'unknown' as 'cgu', title: 'Inconnu', html: '' });
    expect(await pgCode(unknown)).toBe('22P02');
  });
});
