import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, sessions } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { createProgrammingFixture, type ProgrammingFixture } from './programming.fixtures.js';

/*
 * Provider scoping: a provider sees and changes only the actions (and their sessions) whose
 * provider is one of its structures. Another provider's action or session answers 404 wherever
 * the provider may otherwise go, never appears in a list, a figure nor an export.
 */

let t: TestApp;
let f: ProgrammingFixture;
let provider: string;
let otherProvider: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  f = await createProgrammingFixture(t.db);
  provider = await loginAs(t.app, f.users.provider.username);
  otherProvider = await loginAs(t.app, f.users.otherProvider.username);
});
afterAll(async () => {
  await t?.close();
});

function call(method: string, url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(payload !== undefined && { payload: payload as object }),
  });
}

describe('lists', () => {
  it('shows a provider only its own actions, even when it filters on another provider', async () => {
    const own = (await call('GET', '/api/actions', provider)).json();
    expect(own.total).toBe(2);
    expect(own.items.map((item: { name: string }) => item.name)).toEqual([
      'Écoute active',
      'Médiation numérique',
    ]);
    const other = (
      await call('GET', `/api/actions?providerId=${f.otherProviderId}`, provider)
    ).json();
    expect(other).toMatchObject({ items: [], total: 0 });
    const theirs = (await call('GET', '/api/actions', otherProvider)).json();
    expect(theirs.items.map((item: { name: string }) => item.name)).toEqual([
      'Evaluation des compétences',
    ]);
  });

  it('leaves actions without provider to the staff', async () => {
    const search = (await call('GET', '/api/actions?q=accueil', provider)).json();
    expect(search.total).toBe(0);
  });

  it('shows a provider only the sessions of its actions', async () => {
    const page = (await call('GET', '/api/sessions', provider)).json();
    expect(page.items.map((item: { code: string }) => item.code)).toEqual([
      'MED-1',
      'ECO-1',
      'ECO-2',
    ]);
    const filtered = (
      await call('GET', `/api/sessions?actionId=${f.actions.evaluation.id}`, provider)
    ).json();
    expect(filtered).toMatchObject({ items: [], total: 0 });
  });

  it('counts in the indicators only what the provider sees', async () => {
    const figures = (await call('GET', '/api/actions/indicators', provider)).json();
    expect(figures).toMatchObject({
      actionCount: 2,
      sessionCount: 3,
      seats: 27,
      registrations: 3,
      totalCost: '360.65',
    });
  });

  it('exports only the provider’s actions', async () => {
    const response = await call('GET', '/api/action_views/export?format=csv', provider);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Écoute active');
    expect(response.body).toContain('Médiation numérique');
    expect(response.body).not.toContain('Evaluation des compétences');
    expect(response.body).not.toContain('Accueil du public');
  });
});

describe("another provider's action", () => {
  const reads = () =>
    [
      ['GET', `/api/actions/${f.actions.evaluation.id}`],
      ['GET', `/api/actions/${f.actions.evaluation.id}/cost`],
      ['GET', `/api/actions/${f.actions.evaluation.id}/session_previews`],
      ['GET', `/api/actions/${f.actions.evaluation.id}/speakers`],
      ['GET', `/api/sessions/${f.sessions.eval1.id}`],
      ['GET', `/api/session_intervention_dates?sessionId=${f.sessions.eval1.id}`],
    ] as const;

  it('answers 404 to every read, as an unknown id would', async () => {
    for (const [method, url] of reads()) {
      const response = await call(method, url, provider);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Élément introuvable.', code: 'NOT_FOUND' });
    }
  });

  it('answers 404 to a change of its pedagogical fields or speakers, and changes nothing', async () => {
    const patch = await call('PATCH', `/api/actions/${f.actions.evaluation.id}`, provider, {
      goal: 'Piraté',
    });
    expect(patch.statusCode).toBe(404);
    const speakers = await call(
      'PUT',
      `/api/actions/${f.actions.evaluation.id}/speakers`,
      provider,
      {
        speakerIds: [f.users.provider.id],
      },
    );
    expect(speakers.statusCode).toBe(404);
    const [stored] = await t.db
      .select({ goal: actions.goal })
      .from(actions)
      .where(eq(actions.id, f.actions.evaluation.id));
    expect(stored?.goal).toBe('');
  });

  it('cannot be deleted, copied nor given a session by a provider (403 before anything)', async () => {
    const id = f.actions.evaluation.id;
    const body = {
      code: 'X',
      startDate: '2026-01-01T08:00:00Z',
      endDate: '2026-01-01T10:00:00Z',
    };
    expect((await call('DELETE', `/api/actions/${id}`, provider)).statusCode).toBe(403);
    expect((await call('POST', `/api/actions/${id}/duplicate`, provider)).statusCode).toBe(403);
    expect((await call('POST', `/api/actions/${id}/add_session`, provider, body)).statusCode).toBe(
      403,
    );
    expect(
      (await call('DELETE', `/api/sessions/${f.sessions.eval1.id}`, provider)).statusCode,
    ).toBe(403);
    expect(await t.db.$count(actions, eq(actions.id, id))).toBe(1);
    expect(await t.db.$count(sessions, eq(sessions.actionId, id))).toBe(1);
    expect(await t.db.$count(actions)).toBe(4);
  });

  it('is reachable by the provider it belongs to', async () => {
    const response = await call('GET', `/api/actions/${f.actions.evaluation.id}`, otherProvider);
    expect(response.statusCode).toBe(200);
  });
});

describe('staff', () => {
  it.each(['admin', 'manager'] as const)('%s sees every action and session', async (profile) => {
    const token = await loginAs(t.app, f.users[profile].username);
    expect((await call('GET', '/api/actions', token)).json().total).toBe(4);
    expect((await call('GET', '/api/sessions', token)).json().total).toBe(4);
    expect((await call('GET', `/api/actions/${f.actions.accueil.id}`, token)).statusCode).toBe(200);
  });
});
