import { AUTH_COOKIE } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, postgresUrl, type EmptyDatabase } from './support/databases.js';
import { ADMIN, api, login, startPortal, type Portal } from './support/portal.js';

/*
 * What a page costs the database (issue 24, decision 068), counted by the portal itself
 * (`passerelle_db_statements_total`, every statement sent, BEGIN and COMMIT included): an
 * anonymous public page asks its data once for every anonymous visitor, then runs no statement
 * until the back office writes; a signed-in page and the session endpoint stay within a budget,
 * so that a query added to them, or run twice, fails here. On PostgreSQL when there is one (as in
 * CI), else on the embedded database.
 */

const METRICS_TOKEN = 'ops-metrics-token-pages-0123456789';
const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, br' };

/** Statements sent to the database for a cold anonymous page, at most (its reads, once). */
const COLD_PUBLIC_PAGE = { '/': 8, '/training': 6, '/training/{id}': 10 } as const;
/** Statements of a signed-in first load rendered on the server for the visitor, at most. */
const SIGNED_IN_PAGE = { '/back/admin/parameters': 8 } as const;
/**
 * The API calls the browser makes for `/back/programming`'s first load (decision 099: the page is
 * its profile's shell, its data read in the browser), as `bench:render` saw Chromium make them,
 * and the statements they may send together, at most.
 */
const PROGRAMMING_CALLS = (year: number) => [
  '/api/_auth/session',
  '/api/year_parameters/current',
  '/api/actions/available_years',
  '/api/axes?pageSize=100&sort=number',
  '/api/action_types?pageSize=100&sort=name',
  '/api/structures/providers',
  '/api/users/managers',
  `/api/actions?year=${year}&sort=-year&page=1&pageSize=20`,
  `/api/actions/indicators?year=${year}`,
];
const PROGRAMMING_CALLS_BUDGET = 20;

describe('the statements a page sends', () => {
  let database: EmptyDatabase | undefined;
  let portal: Portal;
  let token: string;
  let cookie: string;
  let sessionId: number;

  beforeAll(async () => {
    database = postgresUrl ? await createEmptyDatabase() : undefined;
    portal = await startPortal({
      METRICS_TOKEN,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    token = await login(portal);
    cookie = await signInCookie();
    sessionId = await publishSession('Écoute active', 'ECOUTE-01');
  });
  afterAll(async () => {
    await portal?.kill();
    await database?.drop();
  });

  async function signInCookie(): Promise<string> {
    const response = await fetch(`${portal.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const match = new RegExp(`${AUTH_COOKIE}=([^;]+)`).exec(
      response.headers.getSetCookie().join('\n'),
    );
    if (!match) throw new Error('the login set no session cookie');
    return `${AUTH_COOKIE}=${match[1]}`;
  }

  let actions = 0;
  /** A new action with one published session a month away; answers the session's id. */
  async function publishSession(name: string, code: string): Promise<number> {
    const created = async (path: string, body: unknown) => {
      const response = await api(portal, token, path, { body });
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as { id: number };
    };
    actions += 1;
    const axis = await created('/api/axes', { number: actions, name: `Axe ${actions}` });
    const type = await created('/api/action_types', { name: `Type ${actions}`, active: true });
    const action = await created('/api/actions', {
      name,
      typeId: type.id,
      axisId: axis.id,
      year: new Date().getFullYear(),
    });
    const start = new Date(Date.now() + 30 * 24 * 3600_000);
    start.setUTCHours(8, 0, 0, 0);
    const session = await created(`/api/actions/${action.id}/add_session`, {
      code,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 7 * 3600_000).toISOString(),
      seats: 12,
      published: true,
    });
    return session.id;
  }

  async function statementsSoFar(): Promise<number> {
    const response = await fetch(`${portal.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const match = /^passerelle_db_statements_total (\d+)$/m.exec(await response.text());
    if (!match) throw new Error('no statement count in the metrics');
    return Number(match[1]);
  }

  /**
   * The statements of one request, and its answer's text: counted between two reads of the
   * metrics, less what a read of the metrics sends itself (two reads in a row). The fewest of
   * three tries when `repeat` is set: the idle portal's job poll may fall in one.
   */
  async function measure(path: string, headers: Record<string, string>) {
    const first = await statementsSoFar();
    const scrape = (await statementsSoFar()) - first;
    const before = await statementsSoFar();
    const response = await fetch(`${portal.url}${path}`, { headers });
    const text = await response.text();
    expect(response.status, text.slice(0, 300)).toBe(200);
    return { statements: (await statementsSoFar()) - before - scrape, text };
  }

  async function fewest(path: string, headers: Record<string, string>): Promise<number> {
    const counts: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      counts.push((await measure(path, headers)).statements);
    }
    return Math.min(...counts);
  }

  it('runs no statement for an anonymous public page once one visitor has seen it', async () => {
    const pages = {
      '/': '/',
      '/training': '/training',
      '/training/{id}': `/training/${sessionId}`,
    };
    for (const [name, path] of Object.entries(pages)) {
      // A back-office write drops what the pages keep: the next visitor's page reads again.
      await publishSession(`Action vue par ${name}`, `CODE-${actions + 1}`);
      const cold = await measure(path, BROWSER);
      expect(cold.statements, `${name}, first visitor`).toBeGreaterThan(0);
      expect(cold.statements, `${name}, first visitor`).toBeLessThanOrEqual(
        COLD_PUBLIC_PAGE[name as keyof typeof COLD_PUBLIC_PAGE],
      );
      const warm = await measure(path, BROWSER);
      expect(warm.statements, `${name}, next visitor`).toBe(0);
      expect(warm.text.length, `${name}: the same page`).toBeGreaterThan(1000);
    }
  });

  it('shows a session published in the back office on the next anonymous page', async () => {
    await measure('/training', BROWSER);
    expect((await measure('/training', BROWSER)).text).not.toContain('Gestion des conflits');
    await publishSession('Gestion des conflits', 'CONFLITS-01');
    expect((await measure('/training', BROWSER)).text).toContain('Gestion des conflits');
  });

  it('keeps a signed-in page within its budget, never served to someone else', async () => {
    for (const [path, budget] of Object.entries(SIGNED_IN_PAGE)) {
      const signedIn = { ...BROWSER, cookie };
      expect(await fewest(path, signedIn), path).toBeLessThanOrEqual(budget);
      // The signed-in page names the admin; the anonymous one never does.
      expect((await measure(path, signedIn)).text).toContain(ADMIN.username);
    }
    expect((await measure('/', BROWSER)).text).not.toContain(ADMIN.username);
  });

  it('runs no statement for a signed-in visitor’s public page once their audience has seen it', async () => {
    // Decision 100: kept for every admin (their session kept too), naming nobody.
    const signedIn = { ...BROWSER, cookie };
    for (const path of ['/', '/training', `/training/${sessionId}`]) {
      await measure(path, signedIn);
      const warm = await measure(path, signedIn);
      expect(warm.statements, path).toBe(0);
      expect(warm.text, path).not.toContain(ADMIN.username);
      expect(warm.text, path).toContain('Écoute active');
    }
  });

  it('answers a page rendered in the browser with its profile’s shell, then its calls', async () => {
    const signedIn = { ...BROWSER, cookie };
    // The shell: kept for every admin once rendered, naming nobody.
    expect(await fewest('/back/programming', signedIn)).toBe(0);
    const shell = await measure('/back/programming', signedIn);
    expect(shell.text).toContain('Chargement…');
    expect(shell.text).not.toContain(ADMIN.username);
    // Its data, as the browser asks it.
    const counts: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      let statements = 0;
      for (const path of PROGRAMMING_CALLS(new Date().getFullYear())) {
        statements += (await measure(path, { cookie })).statements;
      }
      counts.push(statements);
    }
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(Math.min(...counts)).toBeLessThanOrEqual(PROGRAMMING_CALLS_BUDGET);
  });

  it('answers the session endpoint with one statement at most', async () => {
    const headers = { authorization: `Bearer ${token}` };
    expect(await fewest('/api/_auth/session', headers)).toBeLessThanOrEqual(1);
  });
});
