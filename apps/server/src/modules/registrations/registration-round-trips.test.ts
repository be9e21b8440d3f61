import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../db/notifications.js';
import { registrations } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { notificationsSettled } from '../../test/notifications.js';
import { findRequestSnapshot } from './registration-context.repository.js';
import {
  bumpSessionVersion,
  lockSessionRow,
  seatCountsOf,
} from './registration-seats.repository.js';
import { insertRegistrationWithHistory } from './registration-status.repository.js';
import {
  createBeneficiary,
  createOpenSession,
  useRegistrationSuite,
  type Person,
} from './registrations.fixtures.js';

/*
 * Issue 24 item 6 (decision 072): the usual registration request (a seat free, no one waiting, a
 * type without validation) reaches the database twice — one read of everything the rules check,
 * one statement writing the registration, its history and its mail — with no transaction (BEGIN
 * and COMMIT would count). The statements are counted at the driver (`app.dbStatements()`).
 */

const suite = useRegistrationSuite();

async function countRegistrations(t: TestApp, sessionId: number) {
  return (await t.db.select().from(registrations).where(eq(registrations.sessionId, sessionId)))
    .length;
}

/** The statements the database received while `run` ran, the caller's token read before. */
async function statementsOf<T>(person: Person, run: () => Promise<T>) {
  const { t } = suite.context();
  // Creating the person dropped every replica's sessions (decision 070): that notification must
  // have arrived before the count, or it empties the token cache in the middle of it.
  await notificationsSettled(t.database, CHANNELS.caches);
  // The token is read once, then kept (decision 070): the count is the request's own.
  expect((await suite.get(person, '/api/_auth/session')).statusCode).toBe(200);
  const before = t.app.dbStatements();
  const result = await run();
  return { result, statements: t.app.dbStatements() - before };
}

describe('a registration request', () => {
  it('takes two statements: the read, then the write of the registration, its history and mail', async () => {
    const { s } = suite.context();
    const { session } = await createOpenSession(s);
    const beneficiary = await createBeneficiary(s);
    const { result, statements } = await statementsOf(beneficiary, () =>
      suite.register(beneficiary, session.id),
    );
    expect(result.statusCode, result.body).toBe(201);
    expect(statements).toBe(2);
    const { id } = result.json().registration as { id: number };
    expect((await suite.rowOf(id)).status).toBe('REGISTERED');
    expect((await suite.historyOf(id)).map((row) => row.toStatus)).toEqual([
      'REQUESTED',
      'PRE_REGISTERED',
      'REGISTERED',
    ]);
    expect(await suite.templatesTo(beneficiary.email)).toEqual(['REGISTRATION_REGISTERED']);
  });

  it('refuses a second request of the same person after one statement, writing nothing', async () => {
    const { s } = suite.context();
    const { session } = await createOpenSession(s);
    const beneficiary = await createBeneficiary(s);
    expect((await suite.register(beneficiary, session.id)).statusCode).toBe(201);
    const { result, statements } = await statementsOf(beneficiary, () =>
      suite.register(beneficiary, session.id),
    );
    expect(result.statusCode).toBe(409);
    expect(result.json().code).toBe('REGISTRATION_ALREADY_EXISTS');
    expect(statements).toBe(1);
    expect(await suite.templatesTo(beneficiary.email)).toEqual(['REGISTRATION_REGISTERED']);
  });

  it('counts again when the session changed between its read and its write', async () => {
    const { t, s } = suite.context();
    const { session } = await createOpenSession(s, { seats: 1 });
    const first = await createBeneficiary(s);
    const second = await createBeneficiary(s);
    // Both requests read the session before either writes: the second one's guard finds the
    // session changed, reads again, finds it full and joins the waiting list under the lock.
    const [a, b] = await Promise.all([
      suite.register(first, session.id),
      suite.register(second, session.id),
    ]);
    const answers = [a, b].map((answer) => answer.json().registration);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(answers.map((registration) => registration.waitingList).sort()).toEqual([false, true]);
    expect(await countRegistrations(t, session.id)).toBe(2);
  });

  it('writes nothing when a writer under the session lock came between the read and the write', async () => {
    const { t, s } = suite.context();
    const { session } = await createOpenSession(s);
    const beneficiary = await createBeneficiary(s);
    const asker = { userId: beneficiary.id, structureId: s.employerId };
    const read = await findRequestSnapshot(
      t.db,
      session.id,
      asker,
      (id) => seatCountsOf(id, beneficiary.id),
      sql`null`,
    );
    // Any step that may change the seats holds the session this way (a validation, a
    // cancellation, a forced status…), even one that in the end changes nothing.
    await t.db.transaction((tx) => lockSessionRow(tx, session.id));
    const write = () =>
      insertRegistrationWithHistory(
        t.db,
        {
          sessionId: session.id,
          beneficiaryId: beneficiary.id,
          structureId: s.employerId,
          motivation: 'Pour progresser',
          status: 'REGISTERED',
          waitingList: false,
        },
        [{ authorId: beneficiary.id, fromStatus: null, toStatus: 'REQUESTED', reason: '' }],
        { session: bumpSessionVersion(session.id, read!.version) },
      );
    expect(await write()).toEqual({ registration: undefined, sessionWritten: false });
    expect(await countRegistrations(t, session.id)).toBe(0);
    // Read again, the version is the session's own: the write goes through.
    const again = await findRequestSnapshot(
      t.db,
      session.id,
      asker,
      (id) => seatCountsOf(id, beneficiary.id),
      sql`null`,
    );
    expect(again!.version).not.toBe(read!.version);
    read!.version = again!.version;
    expect((await write()).registration?.status).toBe('REGISTERED');
  });
});
