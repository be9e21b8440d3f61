import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, users } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import {
  createAction,
  createActionType,
  createCity,
  createRegistration,
  createSession,
  createStructure,
  createUser,
} from '../../test/factories.js';

const DAY = 24 * 3600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

describe('beneficiary space', () => {
  let t: TestApp;
  /** Two beneficiaries of a non-member structure, one of a member structure. */
  let alice: { id: number; token: string };
  let bruno: { id: number; token: string };
  let member: { id: number; token: string };
  let staffTokens: Record<string, string>;
  let employerId: number;

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: token ? bearer(token) : {},
    });

  async function beneficiary(structureId: number, values: Partial<typeof users.$inferInsert> = {}) {
    const user = await createUser(t.db, { structureId, values });
    return { id: user.id, token: await loginAs(t.app, user.username) };
  }

  /** A published session of a type with the given validation steps. */
  async function session(
    options: {
      start?: Date;
      days?: number;
      seats?: number;
      published?: boolean;
      membersOnly?: boolean;
      hrValidation?: boolean;
      providerValidation?: boolean;
      name?: string;
    } = {},
  ) {
    const type = await createActionType(t.db, {
      membersOnly: options.membersOnly ?? false,
      hrValidation: options.hrValidation ?? true,
      providerValidation: options.providerValidation ?? true,
    });
    const action = await createAction(t.db, {
      typeId: type.id,
      ...(options.name ? { name: options.name } : {}),
    });
    const start = options.start ?? inDays(30);
    return createSession(t.db, {
      actionId: action.id,
      startDate: start,
      endDate: new Date(start.getTime() + (options.days ?? 1) * DAY),
      seats: options.seats ?? 10,
      published: options.published ?? true,
      cityId: (await createCity(t.db, { value: 'Albi' })).id,
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    employerId = (await createStructure(t.db, { type: 'employer', member: false })).id;
    const memberId = (await createStructure(t.db, { type: 'employer', member: true })).id;
    alice = await beneficiary(employerId, { email: 'alice@example.test' });
    bruno = await beneficiary(employerId, { email: 'bruno@example.test' });
    member = await beneficiary(memberId);
    staffTokens = Object.fromEntries(
      await Promise.all(
        ['admin', 'manager', 'provider', 'hr'].map(async (name) => [
          name,
          await loginAs(t.app, name),
        ]),
      ),
    );
  });

  afterAll(() => t.close());

  describe('access', () => {
    const endpoints: [method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, body?: object][] = [
      ['POST', '/sessions/1/favorite'],
      ['DELETE', '/sessions/1/favorite'],
      ['GET', '/session_views/favorites'],
      ['GET', '/session_views/futures'],
      ['GET', '/session_views/passed'],
      ['GET', '/beneficiaries/info'],
      [
        'PATCH',
        '/beneficiaries/info',
        { civility: null, givenName: 'A', familyName: 'B', email: 'a@b.test' },
      ],
    ];

    it('refuses anonymous visitors (401) and every other profile (403)', async () => {
      for (const [method, url, body] of endpoints) {
        expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
        for (const [profile, token] of Object.entries(staffTokens)) {
          const response = await call(token, method, url, body);
          expect(response.statusCode, `${profile} ${method} ${url}`).toBe(403);
          expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
        }
      }
    });
  });

  describe('favourites', () => {
    it('adds and removes a favourite, both idempotent', async () => {
      const visible = await session({ seats: 3, name: 'Écoute active' });
      const url = `/sessions/${visible.id}/favorite`;
      expect((await call(alice.token, 'POST', url)).statusCode).toBe(204);
      expect((await call(alice.token, 'POST', url)).statusCode).toBe(204);
      const rows = await t.db
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, alice.id), eq(favorites.sessionId, visible.id)));
      expect(rows).toHaveLength(1);

      const list = await call(alice.token, 'GET', '/session_views/favorites');
      expect(list.statusCode).toBe(200);
      expect(list.json().items).toEqual([
        expect.objectContaining({
          session: expect.objectContaining({
            id: visible.id,
            action: expect.objectContaining({ name: 'Écoute active' }),
            city: 'Albi',
          }),
          seatsLeft: 3,
          availability: 'LAST_PLACES',
        }),
      ]);

      expect((await call(alice.token, 'DELETE', url)).statusCode).toBe(204);
      expect((await call(alice.token, 'DELETE', url)).statusCode).toBe(204);
      expect((await call(alice.token, 'GET', '/session_views/favorites')).json().total).toBe(0);
    });

    it('answers 404 for a session the beneficiary may not see, and changes nothing', async () => {
      const unpublished = await session({ published: false });
      const membersOnly = await session({ membersOnly: true });
      for (const id of [unpublished.id, membersOnly.id, 999_999]) {
        for (const method of ['POST', 'DELETE'] as const) {
          const response = await call(alice.token, method, `/sessions/${id}/favorite`);
          expect(response.statusCode, `${method} ${id}`).toBe(404);
          expect(response.json().error).toBeTruthy();
        }
      }
      const rows = await t.db.select().from(favorites).where(eq(favorites.userId, alice.id));
      expect(rows).toHaveLength(0);
      // A member structure's beneficiary sees members-only sessions.
      const url = `/sessions/${membersOnly.id}/favorite`;
      expect((await call(member.token, 'POST', url)).statusCode).toBe(204);
      expect((await call(member.token, 'GET', '/session_views/favorites')).json().total).toBe(1);
      const bad = await call(alice.token, 'POST', '/sessions/abc/favorite');
      expect(bad.statusCode).toBe(400);
    });

    it('lists sessions to come first (soonest first), then past ones, each beneficiary their own', async () => {
      const past = await session({ start: inDays(-20) });
      const later = await session({ start: inDays(60), seats: 0 });
      const soon = await session({ start: inDays(5) });
      for (const s of [past, later, soon]) {
        await call(bruno.token, 'POST', `/sessions/${s.id}/favorite`);
      }
      const page = (await call(bruno.token, 'GET', '/session_views/favorites')).json();
      expect(page.items.map((item: { session: { id: number } }) => item.session.id)).toEqual([
        soon.id,
        later.id,
        past.id,
      ]);
      expect(page.items[1].availability).toBe('FULL');
      expect(page.total).toBe(3);
      const paged = (
        await call(bruno.token, 'GET', '/session_views/favorites?pageSize=10&page=2')
      ).json();
      expect(paged).toMatchObject({ items: [], total: 3, page: 2, pageSize: 10 });
      // Alice sees none of Bruno's.
      expect((await call(alice.token, 'GET', '/session_views/favorites')).json().total).toBe(0);
      // A favourite session unpublished later leaves the list.
      const { sessions } = await import('../../db/schema/index.js');
      await t.db.update(sessions).set({ published: false }).where(eq(sessions.id, later.id));
      expect((await call(bruno.token, 'GET', '/session_views/favorites')).json().total).toBe(2);
    });

    it('rejects a bad page size with a French message', async () => {
      const response = await call(alice.token, 'GET', '/session_views/favorites?pageSize=7');
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ pageSize: ['Valeur non autorisée'] });
    });
  });

  describe('registrations', () => {
    let carla: { id: number; token: string };
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      carla = await beneficiary(employerId);
      const other = (await createUser(t.db, { structureId: employerId })).id;
      const hrStep = await session({ start: inDays(10), name: 'Étape RH' });
      const providerStep = await session({ start: inDays(20), hrValidation: false });
      const full = await session({ start: inDays(15), seats: 1 });
      const registered = await session({ start: inDays(40) });
      const ongoing = await session({ start: inDays(-1), days: 3 });
      const canceledFuture = await session({ start: inDays(50) });
      const attended = await session({ start: inDays(-30) });
      const missed = await session({ start: inDays(-60) });
      const reg = (sessionId: number, values: object = {}, beneficiaryId = carla.id) =>
        createRegistration(t.db, { sessionId, beneficiaryId, structureId: employerId, ...values });

      ids.hr = (await reg(hrStep.id)).id;
      ids.provider = (await reg(providerStep.id, { status: 'PRE_REGISTERED' })).id;
      // On the full session: someone holds the seat, someone waits before Carla.
      await reg(full.id, { status: 'REGISTERED' }, other);
      await reg(
        full.id,
        { waitingList: true, askedAt: inDays(-3) },
        (await createUser(t.db, { structureId: employerId })).id,
      );
      ids.waiting = (await reg(full.id, { waitingList: true, askedAt: inDays(-1) })).id;
      ids.registered = (await reg(registered.id, { status: 'REGISTERED' })).id;
      ids.ongoing = (await reg(ongoing.id, { status: 'REGISTERED' })).id;
      ids.canceled = (
        await reg(canceledFuture.id, { status: 'CANCELED', refusalReason: 'Empêchement' })
      ).id;
      ids.present = (await reg(attended.id, { status: 'PRESENT', effectiveHours: '7.00' })).id;
      ids.absent = (await reg(missed.id, { status: 'ABSENCE', excusedAbsence: true })).id;
      // Someone else's registration on Carla's session: never in her lists.
      await reg(hrStep.id, {}, other);
    });

    it('lists current and upcoming registrations with what each one awaits', async () => {
      const response = await call(carla.token, 'GET', '/session_views/futures');
      expect(response.statusCode).toBe(200);
      const page = response.json();
      const summary = page.items.map(
        (item: {
          registration: {
            id: number;
            awaitingLabel: string;
            waitingPosition: number | null;
            cancellable: boolean;
          };
        }) => [
          item.registration.id,
          item.registration.awaitingLabel,
          item.registration.waitingPosition,
          item.registration.cancellable,
        ],
      );
      // Soonest first: the ongoing session, then 10, 15, 20 and 40 days ahead.
      expect(summary).toEqual([
        [ids.ongoing, 'Inscrit', null, false],
        [ids.hr, 'En attente de validation par votre structure', null, true],
        [ids.waiting, "Sur liste d'attente (position 2)", 2, true],
        [ids.provider, 'En attente de validation par le prestataire', null, true],
        [ids.registered, 'Inscrit', null, true],
      ]);
      expect(page.total).toBe(5);
      expect(page.items[1]).toMatchObject({
        session: { action: { name: 'Étape RH' }, status: 'PROGRAMMED' },
        registration: { status: 'REQUESTED', waitingList: false, awaiting: 'HR_VALIDATION' },
      });
    });

    it('lists finished sessions and closed requests with their final status and hours', async () => {
      const page = (await call(carla.token, 'GET', '/session_views/passed')).json();
      expect(page.items.map((item: { registration: object }) => item.registration)).toEqual([
        {
          id: ids.canceled,
          status: 'CANCELED',
          effectiveHours: null,
          excusedAbsence: false,
          reason: 'Empêchement',
        },
        {
          id: ids.present,
          status: 'PRESENT',
          effectiveHours: '7.00',
          excusedAbsence: false,
          reason: null,
        },
        {
          id: ids.absent,
          status: 'ABSENCE',
          effectiveHours: null,
          excusedAbsence: true,
          reason: null,
        },
      ]);
    });

    it("never shows a beneficiary someone else's registrations", async () => {
      for (const url of ['/session_views/futures', '/session_views/passed']) {
        const page = (await call(alice.token, 'GET', url)).json();
        expect(page, url).toMatchObject({ items: [], total: 0 });
      }
    });
  });

  describe('personal information', () => {
    it('shows the information and the structure of the beneficiary', async () => {
      const demo = await loginAs(t.app, 'beneficiary');
      const response = await call(demo, 'GET', '/beneficiaries/info');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        civility: 'MR',
        givenName: 'Julien',
        familyName: 'Moreau',
        email: 'julien.moreau@ml-toulouse.example',
        structures: [{ id: expect.any(Number), name: expect.any(String) }],
      });
    });

    it('saves a valid change, trimmed, and keeps the structure', async () => {
      const response = await call(alice.token, 'PATCH', '/beneficiaries/info', {
        civility: 'MRS',
        givenName: '  Alice ',
        familyName: 'Durand-Lefèvre',
        email: 'alice.durand@example.test',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        civility: 'MRS',
        givenName: 'Alice',
        familyName: 'Durand-Lefèvre',
        email: 'alice.durand@example.test',
        structures: [{ id: employerId }],
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, alice.id));
      expect(row).toMatchObject({ givenName: 'Alice', email: 'alice.durand@example.test' });
      // Keeping one's own address is not a conflict.
      const again = await call(alice.token, 'PATCH', '/beneficiaries/info', {
        civility: null,
        givenName: 'Alice',
        familyName: 'Durand',
        email: 'ALICE.durand@example.test',
      });
      expect(again.statusCode).toBe(200);
    });

    it('refuses invalid fields with the French messages of spec §5, changing nothing', async () => {
      const [before] = await t.db.select().from(users).where(eq(users.id, bruno.id));
      const response = await call(bruno.token, 'PATCH', '/beneficiaries/info', {
        civility: 'DR',
        givenName: '  ',
        email: 'pas-un-email',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        civility: ['Valeur non autorisée'],
        givenName: ['Champ obligatoire'],
        familyName: ['Champ obligatoire'],
        email: ['Adresse e-mail invalide'],
      });
      const structureChange = await call(bruno.token, 'PATCH', '/beneficiaries/info', {
        civility: null,
        givenName: 'Bruno',
        familyName: 'Petit',
        email: 'bruno@example.test',
        structureId: 1,
      });
      expect(structureChange.statusCode).toBe(400);
      const [after] = await t.db.select().from(users).where(eq(users.id, bruno.id));
      expect(after).toEqual(before);
    });

    it("refuses another account's email address, whatever its case", async () => {
      const response = await call(bruno.token, 'PATCH', '/beneficiaries/info', {
        civility: null,
        givenName: 'Bruno',
        familyName: 'Petit',
        email: 'Julien.Moreau@ml-toulouse.example',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().fieldErrors).toEqual({
        email: ['Cette adresse e-mail est déjà utilisée par un autre compte'],
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, bruno.id));
      expect(row!.email).toBe('bruno@example.test');
    });

    it('ignores the accounts without an address (several may have none)', async () => {
      await beneficiary(employerId, { email: '' });
      const unknown = await beneficiary(employerId, { email: '' });
      const response = await call(unknown.token, 'PATCH', '/beneficiaries/info', {
        civility: null,
        givenName: 'Sans',
        familyName: 'Adresse',
        email: 'sans.adresse@example.test',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().email).toBe('sans.adresse@example.test');
    });

    it('gives one of two people claiming the same new address at once a 409 on the field', async () => {
      const [first, second] = await Promise.all([
        beneficiary(employerId, { email: 'premier@example.test' }),
        beneficiary(employerId, { email: 'second@example.test' }),
      ]);
      const responses = await Promise.all(
        [first!, second!].map((person, index) =>
          call(person.token, 'PATCH', '/beneficiaries/info', {
            civility: null,
            givenName: `Personne${index}`,
            familyName: 'Concurrente',
            email: index === 0 ? 'meme.adresse@example.test' : 'MEME.Adresse@example.test',
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refused = responses.find((r) => r.statusCode === 409)!;
      expect(refused.json().fieldErrors).toEqual({
        email: ['Cette adresse e-mail est déjà utilisée par un autre compte'],
      });
      const holders = await t.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = 'meme.adresse@example.test'`);
      expect(holders).toHaveLength(1);
    });
  });
});
