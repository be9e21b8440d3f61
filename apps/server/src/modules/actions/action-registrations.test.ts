import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { createRegistration, createUser } from '../../test/factories.js';
import { createProgrammingFixture, type ProgrammingFixture } from './programming.fixtures.js';

/*
 * GET /api/actions/{id}/registrations: the registrations tab of an action. Read by the back office
 * (a provider: its own actions only, others are 404), never by beneficiaries nor HR validators.
 */

let t: TestApp;
let f: ProgrammingFixture;
type Profile = keyof ProgrammingFixture['users'];
const tokens = {} as Record<Profile, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  f = await createProgrammingFixture(t.db);
  for (const [name, user] of Object.entries(f.users)) {
    tokens[name as Profile] = await loginAs(t.app, user.username);
  }
  // A named beneficiary of a structure on ECO-2, to check what a row carries.
  const claire = await createUser(t.db, {
    profile: 'profile_beneficiary',
    structureId: f.employerId,
    values: { givenName: 'Claire', familyName: 'Dupont', email: 'claire.dupont@example.test' },
  });
  await createRegistration(t.db, {
    sessionId: f.sessions.eco2.id,
    beneficiaryId: claire.id,
    structureId: f.employerId,
    status: 'PRE_REGISTERED',
    askedAt: new Date('2025-04-01T10:00:00Z'),
  });
});
afterAll(async () => {
  await t?.close();
});

function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

const url = (query = '') => `/api/actions/${f.actions.ecoute.id}/registrations${query}`;

describe('GET /api/actions/{id}/registrations', () => {
  it('lists the registrations of every session of the action, by session then request date', async () => {
    const response = await get(url(), tokens.manager);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(page.items.map((item: { session: { code: string } }) => item.session.code)).toEqual([
      'ECO-1',
      'ECO-1',
      'ECO-1',
      'ECO-1',
      'ECO-2',
    ]);
    expect(page.items.at(-1)).toEqual({
      id: expect.any(Number),
      beneficiary: {
        id: expect.any(Number),
        civility: null,
        givenName: 'Claire',
        familyName: 'Dupont',
        email: 'claire.dupont@example.test',
      },
      structure: { id: f.employerId, name: 'Mission Locale Albi' },
      session: {
        id: f.sessions.eco2.id,
        code: 'ECO-2',
        startDate: '2025-06-02T07:00:00.000Z',
      },
      status: 'PRE_REGISTERED',
      waitingList: false,
      askedAt: '2025-04-01T10:00:00.000Z',
    });
    const waiting = page.items.filter((item: { waitingList: boolean }) => item.waitingList);
    expect(waiting).toHaveLength(1);
    expect(waiting[0].status).toBe('REQUESTED');
  });

  it('filters by session and by status, together or apart', async () => {
    const bySession = (await get(url(`?sessionId=${f.sessions.eco2.id}`), tokens.admin)).json();
    expect(bySession.total).toBe(1);
    const byStatus = (await get(url('?status=REGISTERED'), tokens.admin)).json();
    expect(byStatus.total).toBe(2);
    expect(byStatus.items.every((item: { status: string }) => item.status === 'REGISTERED')).toBe(
      true,
    );
    const both = (
      await get(url(`?sessionId=${f.sessions.eco2.id}&status=REGISTERED`), tokens.admin)
    ).json();
    expect(both).toMatchObject({ items: [], total: 0 });
    // A session of another action finds nothing here.
    const foreign = (await get(url(`?sessionId=${f.sessions.eval1.id}`), tokens.admin)).json();
    expect(foreign.total).toBe(0);
    // Blank parameters are dropped, as the spec's client does.
    const blank = (await get(url('?sessionId=&status='), tokens.admin)).json();
    expect(blank.total).toBe(5);
  });

  it('pages the list', async () => {
    const first = (await get(url('?pageSize=10&page=1'), tokens.manager)).json();
    expect(first.items).toHaveLength(5);
    const second = (await get(url('?pageSize=10&page=2'), tokens.manager)).json();
    expect(second).toMatchObject({ items: [], total: 5, page: 2 });
  });

  it('answers bad filters with French field messages', async () => {
    const response = await get(url('?status=PERDU&pageSize=7&sessionId=abc'), tokens.manager);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      status: ['Valeur non autorisée'],
      pageSize: ['Valeur non autorisée'],
      sessionId: ['Doit être un nombre entier'],
    });
  });

  it('shows a provider the registrations of its own actions only', async () => {
    const own = await get(url(), tokens.provider);
    expect(own.statusCode).toBe(200);
    expect(own.json().total).toBe(5);
    const other = await get(url(), tokens.otherProvider);
    expect(other.statusCode).toBe(404);
    const theirs = await get(
      `/api/actions/${f.actions.evaluation.id}/registrations`,
      tokens.otherProvider,
    );
    expect(theirs.json().total).toBe(1);
  });

  it('is refused to anonymous visitors, beneficiaries and HR validators', async () => {
    expect((await get(url())).statusCode).toBe(401);
    expect((await get(url(), tokens.beneficiary)).statusCode).toBe(403);
    expect((await get(url(), tokens.hr)).statusCode).toBe(403);
  });

  it('answers 404 for an action that does not exist', async () => {
    const response = await get('/api/actions/999999/registrations', tokens.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual(expect.any(String));
  });
});
