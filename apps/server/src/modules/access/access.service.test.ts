import { type SessionStatus, type SessionUser } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, structures } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import {
  createAction,
  createCity,
  createRegistration,
  createSession,
  createStructure,
} from '../../test/factories.js';
import { addProfile, createPerson, type Person } from '../registrations/registrations.fixtures.js';
import {
  assertSessionEditable,
  editableSession,
  reachableAction,
  reachableSession,
  reachableStructure,
  reachedOrNotFound,
} from './access.service.js';

/*
 * The object checks every object-level route rests on (modules/access): for each profile, an
 * object in reach is given back, one out of reach and a missing one are the same 404; a closed
 * session is read-only (409) only for whoever reaches it; a disabled structure takes its
 * profile's reach away. The users are the session users the auth plugin builds from their token.
 */

let t: TestApp;

const MISSING = 2_147_480_000;
const NOT_FOUND = { code: 'NOT_FOUND', statusCode: 404, message: 'Élément introuvable.' };
const READ_ONLY = {
  code: 'SESSION_READ_ONLY',
  statusCode: 409,
  message: 'Cette session est clôturée : elle ne peut plus être modifiée.',
};

/** The people of the programme, by role, as the auth plugin sees them. */
const who = {} as Record<
  | 'admin'
  | 'manager'
  | 'provider'
  | 'otherProvider'
  | 'hr'
  | 'beneficiary'
  | 'twoProviders'
  | 'providerAsBeneficiary',
  SessionUser
>;
const ids = {
  provider: 0,
  otherProvider: 0,
  disabledProvider: 0,
  employer: 0,
  otherEmployer: 0,
  closingEmployer: 0,
  action: 0,
  otherAction: 0,
  orphanAction: 0,
  disabledAction: 0,
  session: 0,
  otherSession: 0,
  orphanSession: 0,
  disabledSession: 0,
  closedSession: 0,
  otherClosedSession: 0,
  city: 0,
};
let hrOfClosing: SessionUser;
let beneficiaryPerson: Person;

/** The session user of a token, as `GET /api/_auth/session` (the auth plugin) gives it. */
async function sessionUserOf(person: Person): Promise<SessionUser> {
  const response = await t.app.inject({ url: '/api/_auth/session', headers: bearer(person.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SessionUser>();
}

async function expectNotFound(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject(NOT_FOUND);
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const db = t.db;
  ids.provider = (await createStructure(db, { name: 'Institut Élan Formation' })).id;
  ids.otherProvider = (await createStructure(db, { name: 'Autre organisme' })).id;
  ids.disabledProvider = (await createStructure(db, { name: 'Organisme fermé' })).id;
  ids.employer = (await createStructure(db, { name: 'Mairie de Sète', type: 'employer' })).id;
  ids.otherEmployer = (await createStructure(db, { name: 'Mairie d’Agde', type: 'employer' })).id;
  ids.closingEmployer = (
    await createStructure(db, { name: 'Mairie de Lodève', type: 'employer' })
  ).id;
  ids.city = (await createCity(db, { value: 'Montpellier' })).id;

  ids.action = (await createAction(db, { name: 'Accueillir', providerId: ids.provider })).id;
  ids.otherAction = (await createAction(db, { providerId: ids.otherProvider })).id;
  ids.orphanAction = (await createAction(db, { providerId: null })).id;
  ids.disabledAction = (await createAction(db, { providerId: ids.disabledProvider })).id;
  ids.session = (await createSession(db, { actionId: ids.action, cityId: ids.city })).id;
  ids.otherSession = (await createSession(db, { actionId: ids.otherAction })).id;
  ids.orphanSession = (await createSession(db, { actionId: ids.orphanAction })).id;
  ids.disabledSession = (await createSession(db, { actionId: ids.disabledAction })).id;
  ids.closedSession = (await createSession(db, { actionId: ids.action, status: 'CLOSED' })).id;
  ids.otherClosedSession = (
    await createSession(db, { actionId: ids.otherAction, status: 'CLOSED' })
  ).id;

  who.admin = await sessionUserOf(await createPerson(db, 'profile_admin', null));
  who.manager = await sessionUserOf(await createPerson(db, 'profile_manager', ids.employer));
  who.provider = await sessionUserOf(await createPerson(db, 'profile_provider', ids.provider));
  who.otherProvider = await sessionUserOf(
    await createPerson(db, 'profile_provider', ids.otherProvider),
  );
  who.hr = await sessionUserOf(await createPerson(db, 'profile_hr', ids.employer));
  beneficiaryPerson = await createPerson(db, 'profile_beneficiary', ids.employer);
  await createRegistration(db, {
    sessionId: ids.session,
    beneficiaryId: beneficiaryPerson.id,
    structureId: ids.employer,
    status: 'REGISTERED',
  });
  who.beneficiary = await sessionUserOf(beneficiaryPerson);

  // A provider of two structures, one of which is disabled: its profile there no longer counts.
  const twoProviders = await createPerson(db, 'profile_provider', ids.provider);
  await addProfile(db, twoProviders.id, 'profile_provider', ids.disabledProvider);
  // A provider that acts as a beneficiary now: reach follows the active profile only.
  const providerAsBeneficiary = await createPerson(db, 'profile_beneficiary', ids.employer);
  await addProfile(db, providerAsBeneficiary.id, 'profile_provider', ids.provider);
  // An HR validator of a structure disabled after its session user was read.
  const closingHr = await createPerson(db, 'profile_hr', ids.closingEmployer);
  hrOfClosing = await sessionUserOf(closingHr);

  await db.update(structures).set({ active: false }).where(eq(structures.id, ids.disabledProvider));
  await db.update(structures).set({ active: false }).where(eq(structures.id, ids.closingEmployer));
  who.twoProviders = await sessionUserOf(twoProviders);
  who.providerAsBeneficiary = await sessionUserOf(providerAsBeneficiary);
});

afterAll(async () => {
  await t?.close();
});

describe('reachedOrNotFound', () => {
  it('gives the object back when it is reached', () => {
    const object = { id: 1 };
    expect(reachedOrNotFound(object, () => true)).toBe(object);
  });

  it('answers 404 for a missing object without asking whether it is reached', () => {
    let asked = false;
    const reaches = () => {
      asked = true;
      return true;
    };
    expect(() => reachedOrNotFound(undefined, reaches)).toThrowError(
      expect.objectContaining(NOT_FOUND),
    );
    expect(asked).toBe(false);
  });

  it('answers the same 404 for an object out of reach', () => {
    expect(() => reachedOrNotFound({ id: 1 }, () => false)).toThrowError(
      expect.objectContaining(NOT_FOUND),
    );
  });
});

describe('reachableAction', () => {
  it.each([
    ['admin', 'action', true],
    ['admin', 'orphanAction', true],
    ['manager', 'otherAction', true],
    ['manager', 'orphanAction', true],
    ['provider', 'action', true],
    ['provider', 'otherAction', false],
    ['provider', 'orphanAction', false],
    ['otherProvider', 'action', false],
    ['hr', 'action', false],
    ['beneficiary', 'action', false],
  ] as const)('%s reaching %s: %s', async (role, action, reached) => {
    const found = reachableAction(t.db, who[role], ids[action]);
    if (reached) await expect(found).resolves.toMatchObject({ id: ids[action] });
    else await expectNotFound(found);
  });

  it('answers 404 for an action that does not exist, even to an admin', async () => {
    await expectNotFound(reachableAction(t.db, who.admin, MISSING));
  });

  it('takes a disabled structure’s provider profile away, the other one still counts', async () => {
    await expect(reachableAction(t.db, who.twoProviders, ids.action)).resolves.toMatchObject({
      id: ids.action,
    });
    await expectNotFound(reachableAction(t.db, who.twoProviders, ids.disabledAction));
  });

  it('follows the active profile: a provider acting as a beneficiary reaches no action', async () => {
    expect(who.providerAsBeneficiary.userProfileCode).toBe('profile_beneficiary');
    await expectNotFound(reachableAction(t.db, who.providerAsBeneficiary, ids.action));
  });
});

describe('reachableSession', () => {
  it.each([
    ['admin', 'otherSession', true],
    ['admin', 'orphanSession', true],
    ['manager', 'session', true],
    ['provider', 'session', true],
    ['provider', 'closedSession', true],
    ['provider', 'otherSession', false],
    ['provider', 'orphanSession', false],
    ['otherProvider', 'session', false],
    ['hr', 'session', false],
    ['twoProviders', 'session', true],
    ['twoProviders', 'disabledSession', false],
    ['providerAsBeneficiary', 'session', false],
  ] as const)('%s reaching %s: %s', async (role, session, reached) => {
    const found = reachableSession(t.db, who[role], ids[session]);
    if (reached) await expect(found).resolves.toMatchObject({ id: ids[session] });
    else await expectNotFound(found);
  });

  it('refuses a registered beneficiary its session: a beneficiary reaches its registration only', async () => {
    await expectNotFound(reachableSession(t.db, who.beneficiary, ids.session));
  });

  it('gives the session with its action’s provider and name and its city', async () => {
    const session = await reachableSession(t.db, who.provider, ids.session);
    expect(session).toMatchObject({
      id: ids.session,
      actionId: ids.action,
      providerId: ids.provider,
      actionName: 'Accueillir',
      cityName: 'Montpellier',
      status: 'PROGRAMMED',
    });
    const orphan = await reachableSession(t.db, who.manager, ids.orphanSession);
    expect(orphan).toMatchObject({ providerId: null, cityName: null });
  });

  it('answers 404 for a session that does not exist', async () => {
    await expectNotFound(reachableSession(t.db, who.admin, MISSING));
  });

  it('answers over HTTP the same 404 body for a session out of reach as for a missing one', async () => {
    const token = (await createPerson(t.db, 'profile_provider', ids.otherProvider)).token;
    const outOfReach = await t.app.inject({
      url: `/api/sessions/${ids.session}/generated_documents`,
      headers: bearer(token),
    });
    const missing = await t.app.inject({
      url: `/api/sessions/${MISSING}/generated_documents`,
      headers: bearer(token),
    });
    expect(outOfReach.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(outOfReach.json()).toEqual(missing.json());
    expect(outOfReach.json()).toEqual({ error: 'Élément introuvable.', code: 'NOT_FOUND' });
  });
});

describe('editableSession', () => {
  it.each(['PROGRAMMED', 'REALIZED', 'REPORTED', 'CANCELED', 'VALIDATED_MANAGER'] as const)(
    'lets its provider change a session %s',
    async (status: SessionStatus) => {
      const { id } = await createSession(t.db, { actionId: ids.action, status });
      await expect(
        t.db.transaction((tx) => editableSession(tx, who.provider, id)),
      ).resolves.toMatchObject({ id, status });
    },
  );

  it('refuses a closed session with 409 and the French reason', async () => {
    const refused = t.db.transaction((tx) => editableSession(tx, who.provider, ids.closedSession));
    await expect(refused).rejects.toMatchObject(READ_ONLY);
  });

  it('answers 404, not 409, for a closed session out of reach: nothing is learnt of it', async () => {
    await expectNotFound(
      t.db.transaction((tx) => editableSession(tx, who.provider, ids.otherClosedSession)),
    );
    await expectNotFound(t.db.transaction((tx) => editableSession(tx, who.admin, MISSING)));
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'locks the session row for update: even a shared lock waits for the change (PostgreSQL)',
    async () => {
      const { id } = await createSession(t.db, { actionId: ids.action });
      const events: string[] = [];
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holder = t.db.transaction(async (tx) => {
        await editableSession(tx, who.provider, id);
        locked();
        await new Promise((resolve) => setTimeout(resolve, 300));
        events.push('holder commits');
      });
      await lockTaken;
      // A change of one of its registrations takes a shared lock on the session first.
      await t.db.transaction((tx) => assertSessionEditable(tx, id));
      events.push('other change done');
      await holder;
      expect(events).toEqual(['holder commits', 'other change done']);
    },
  );
});

describe('assertSessionEditable', () => {
  it('lets any session but a closed one be changed', async () => {
    await expect(
      t.db.transaction((tx) => assertSessionEditable(tx, ids.session)),
    ).resolves.toBeUndefined();
  });

  it('refuses a closed session with 409, a missing one with 404', async () => {
    await expect(
      t.db.transaction((tx) => assertSessionEditable(tx, ids.closedSession)),
    ).rejects.toMatchObject(READ_ONLY);
    await expectNotFound(t.db.transaction((tx) => assertSessionEditable(tx, MISSING)));
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps the session from being closed until the change commits (PostgreSQL)',
    async () => {
      const { id } = await createSession(t.db, { actionId: ids.action });
      const events: string[] = [];
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const change = t.db.transaction(async (tx) => {
        await assertSessionEditable(tx, id);
        locked();
        await new Promise((resolve) => setTimeout(resolve, 300));
        events.push('change commits');
      });
      await lockTaken;
      await t.db.update(sessions).set({ status: 'CLOSED' }).where(eq(sessions.id, id));
      events.push('session closed');
      await change;
      expect(events).toEqual(['change commits', 'session closed']);
      // Two changes of the same session do not wait for each other: the lock is shared.
      const both = t.db.transaction(async (tx) => {
        await assertSessionEditable(tx, ids.session);
        await t.db.transaction((other) => assertSessionEditable(other, ids.session));
      });
      await expect(both).resolves.toBeUndefined();
    },
  );
});

describe('reachableStructure', () => {
  it.each([
    ['admin', 'employer', true],
    ['admin', 'closingEmployer', true],
    ['manager', 'otherEmployer', true],
    ['manager', 'disabledProvider', true],
    ['hr', 'employer', true],
    ['hr', 'otherEmployer', false],
    ['provider', 'provider', false],
    ['beneficiary', 'employer', false],
  ] as const)('%s reaching the structure %s: %s', async (role, structure, reached) => {
    const found = reachableStructure(t.db, who[role], ids[structure]);
    if (reached) await expect(found).resolves.toMatchObject({ id: ids[structure] });
    else await expectNotFound(found);
  });

  it('gives the structure’s name, type, membership and state', async () => {
    await expect(reachableStructure(t.db, who.admin, ids.closingEmployer)).resolves.toEqual({
      id: ids.closingEmployer,
      name: 'Mairie de Lodève',
      type: 'employer',
      member: expect.any(Boolean),
      active: false,
    });
  });

  it('refuses an HR validator its own structure once it is disabled', async () => {
    // The session user was read before the structure was disabled: the structure's state decides.
    expect(hrOfClosing.profiles).toEqual([
      expect.objectContaining({ code: 'profile_hr', structureId: ids.closingEmployer }),
    ]);
    await expectNotFound(reachableStructure(t.db, hrOfClosing, ids.closingEmployer));
  });

  it('answers 404 for a structure that does not exist', async () => {
    await expectNotFound(reachableStructure(t.db, who.admin, MISSING));
  });
});
