import { structureDetailSchema, type StructureDetail } from '@passerelle/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structures, userProfiles } from '../../db/schema/index.js';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import { createRegistration, createStructure } from '../../test/factories.js';
import {
  DAY_MS,
  createBeneficiary,
  createOpenSession,
  createPerson,
  createScenario,
  type Person,
  type Scenario,
} from '../registrations/registrations.fixtures.js';

let t: TestApp;
let s: Scenario;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await createScenario(t.db);
});
afterAll(async () => {
  await t?.close();
});

function get(person: Person | null, structureId: number | string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/structures/${structureId}`,
    headers: person ? bearer(person.token) : {},
  });
}

async function detail(person: Person, structureId: number): Promise<StructureDetail> {
  const response = await get(person, structureId);
  expect(response.statusCode).toBe(200);
  return structureDetailSchema.parse(response.json());
}

/** A new employer with its own HR validator, so each test reads a structure of its own. */
async function newEmployer(name: string, values: { member?: boolean; active?: boolean } = {}) {
  const structure = await createStructure(t.db, { type: 'employer', name, ...values });
  const hr = await createPerson(t.db, 'profile_hr', structure.id);
  return { id: structure.id, hr };
}

describe('GET /api/structures/{id}: reach', () => {
  it('answers 401 anonymously, 403 to beneficiaries and providers', async () => {
    expect((await get(null, s.employerId)).statusCode).toBe(401);
    const beneficiary = await createBeneficiary(s);
    expect((await get(beneficiary, s.employerId)).statusCode).toBe(403);
    expect((await get(s.provider, s.employerId)).statusCode).toBe(403);
  });

  it('answers 404 to the HR validator of another structure, with a French message', async () => {
    const response = await get(s.otherHr, s.employerId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: expect.any(String) });
    // The other structure's own validator reads it.
    expect((await get(s.otherHr, s.otherEmployerId)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown structure and 400 for an id that is not a number', async () => {
    expect((await get(s.admin, 2_000_000)).statusCode).toBe(404);
    const bad = await get(s.hr, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("reaches every structure of the hr's profiles, an inactive one only for staff", async () => {
    expect((await detail(s.hr, s.employerId)).structure.id).toBe(s.employerId);
    expect((await detail(s.hr, s.memberEmployerId)).structure).toMatchObject({ member: true });
    const closed = await newEmployer('Structure fermée', { active: true });
    await t.db.update(structures).set({ active: false }).where(eq(structures.id, closed.id));
    await t.db.insert(userProfiles).values({
      userId: s.hr.id,
      profileCode: 'profile_hr',
      structureId: closed.id,
    });
    expect((await get(s.hr, closed.id)).statusCode).toBe(404);
    expect((await detail(s.admin, closed.id)).structure).toMatchObject({ active: false });
    expect((await detail(s.manager, closed.id)).structure.id).toBe(closed.id);
  });
});

describe('GET /api/structures/{id}: members and their open registrations', () => {
  it('lists the members by name with their REQUESTED and PRE_REGISTERED registrations only', async () => {
    const employer = await newEmployer('Structure des membres');
    const alice = await createBeneficiary(s, employer.id);
    const bob = await createBeneficiary(s, employer.id);
    const { session, action } = await createOpenSession(s, {
      hrValidation: true,
      providerValidation: true,
    });
    const { session: other } = await createOpenSession(s, { hrValidation: true });
    const requested = await createRegistration(t.db, {
      sessionId: session.id,
      beneficiaryId: alice.id,
      structureId: employer.id,
      motivation: 'Monter en compétences',
    });
    const preRegistered = await createRegistration(t.db, {
      sessionId: other.id,
      beneficiaryId: alice.id,
      structureId: employer.id,
      status: 'PRE_REGISTERED',
    });
    // Closed or done: not listed.
    for (const status of ['REGISTERED', 'CANCELED', 'REFUSED_HR'] as const) {
      const { session: done } = await createOpenSession(s, { hrValidation: true });
      await createRegistration(t.db, {
        sessionId: done.id,
        beneficiaryId: bob.id,
        structureId: employer.id,
        status,
      });
    }

    const body = await detail(employer.hr, employer.id);
    expect(body.structure).toEqual({
      id: employer.id,
      name: 'Structure des membres',
      member: false,
      active: true,
    });
    expect(body.members.map((member) => member.id).sort()).toEqual([alice.id, bob.id].sort());
    const aliceRow = body.members.find((member) => member.id === alice.id)!;
    expect(aliceRow.member).toBe(true);
    expect(aliceRow.registrations.map((row) => [row.id, row.status])).toEqual([
      [requested.id, 'REQUESTED'],
      [preRegistered.id, 'PRE_REGISTERED'],
    ]);
    expect(aliceRow.registrations[0]).toMatchObject({
      motivation: 'Monter en compétences',
      waitingList: false,
      waitingPosition: null,
      session: { id: session.id, code: session.code },
      action: { id: action.id, name: action.name, hrValidation: true, providerValidation: true },
      // The HR step is the hr's: validate or refuse.
      events: ['validate', 'refuseRequest'],
    });
    // PRE_REGISTERED waits for the provider: no button for the hr.
    expect(aliceRow.registrations[1]!.events).toEqual([]);
    expect(body.members.find((member) => member.id === bob.id)!.registrations).toEqual([]);
  });

  it('gives staff the list without the HR buttons', async () => {
    const employer = await newEmployer('Structure vue par le gestionnaire');
    const person = await createBeneficiary(s, employer.id);
    const { session } = await createOpenSession(s, { hrValidation: true });
    await createRegistration(t.db, {
      sessionId: session.id,
      beneficiaryId: person.id,
      structureId: employer.id,
    });
    for (const viewer of [s.manager, s.admin]) {
      const [member] = (await detail(viewer, employer.id)).members;
      expect(member!.registrations).toHaveLength(1);
      expect(member!.registrations[0]!.events).toEqual([]);
    }
  });

  it('keeps a person who left the structure while a request made for it is open', async () => {
    const employer = await newEmployer('Structure quittée');
    const person = await createBeneficiary(s, employer.id);
    const { session } = await createOpenSession(s, { hrValidation: true });
    const registration = await createRegistration(t.db, {
      sessionId: session.id,
      beneficiaryId: person.id,
      structureId: employer.id,
    });
    await t.db
      .update(userProfiles)
      .set({ structureId: s.otherEmployerId })
      .where(and(eq(userProfiles.userId, person.id), eq(userProfiles.structureId, employer.id)));
    const [member] = (await detail(employer.hr, employer.id)).members;
    expect(member).toMatchObject({ id: person.id, member: false });
    expect(member!.registrations.map((row) => row.id)).toEqual([registration.id]);
    // Not a member of the other structure for this page's requests (made for the first one).
    const other = await detail(s.otherHr, s.otherEmployerId);
    expect(other.members.find((row) => row.id === person.id)?.registrations).toEqual([]);
  });

  it("ranks waiting requests on the whole session's list", async () => {
    const employer = await newEmployer('Structure en attente');
    const person = await createBeneficiary(s, employer.id);
    const { session } = await createOpenSession(s, { hrValidation: true, seats: 1 });
    const now = Date.now();
    // Someone of another structure waits ahead.
    await createRegistration(t.db, {
      sessionId: session.id,
      structureId: s.otherEmployerId,
      waitingList: true,
      askedAt: new Date(now - 2 * DAY_MS),
    });
    await createRegistration(t.db, {
      sessionId: session.id,
      beneficiaryId: person.id,
      structureId: employer.id,
      waitingList: true,
      askedAt: new Date(now - DAY_MS),
    });
    const [member] = (await detail(employer.hr, employer.id)).members;
    expect(member!.registrations[0]).toMatchObject({ waitingList: true, waitingPosition: 2 });
  });
});

describe('GET /api/structures/{id}: the "more than 2 requests" notice', () => {
  it('names a session once more than 2 people of the structure asked for it', async () => {
    const employer = await newEmployer('Structure nombreuse');
    const { session, action } = await createOpenSession(s, { hrValidation: true });
    const people = await Promise.all([1, 2, 3, 4].map(() => createBeneficiary(s, employer.id)));
    const ask = (index: number, status: 'REQUESTED' | 'REGISTERED' | 'CANCELED') =>
      createRegistration(t.db, {
        sessionId: session.id,
        beneficiaryId: people[index]!.id,
        structureId: employer.id,
        status,
      });
    await ask(0, 'REQUESTED');
    await ask(1, 'REGISTERED');
    // A cancelled one does not count: 2 so far, no notice.
    await ask(2, 'CANCELED');
    expect((await detail(employer.hr, employer.id)).notices).toEqual([]);
    await ask(3, 'REQUESTED');
    expect((await detail(employer.hr, employer.id)).notices).toEqual([
      { session: { id: session.id, code: session.code }, actionName: action.name, count: 3 },
    ]);
    // Staff see it too.
    expect((await detail(s.manager, employer.id)).notices).toHaveLength(1);
  });
});

describe('GET /api/structures/{id} and the HR validation', () => {
  it('drops a request from the list once the hr validated it through the workflow', async () => {
    const employer = await newEmployer('Structure validée');
    const person = await createBeneficiary(s, employer.id);
    const { session } = await createOpenSession(s, { hrValidation: true });
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/register`,
      headers: bearer(person.token),
      payload: { motivation: 'Pour mon poste' },
    });
    expect(asked.statusCode).toBe(201);
    const [before] = (await detail(employer.hr, employer.id)).members;
    const row = before!.registrations[0]!;
    expect(row.events).toContain('validate');
    const validated = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${row.id}/validate`,
      headers: bearer(employer.hr.token),
    });
    expect(validated.statusCode).toBe(200);
    // No provider step: REGISTERED, no longer open.
    const [after] = (await detail(employer.hr, employer.id)).members;
    expect(after!.registrations).toEqual([]);
  });
});
