import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAction, createActionType, createSession } from '../../test/factories.js';

/* What search engines are given (decision 076): the sitemap, robots.txt, the sheet's address. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 86_400_000;

async function sitemap() {
  const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return response.body;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe('the sitemap', () => {
  it('lists the public pages and each published session to come, well-formed', async () => {
    const xml = await sitemap();
    const lint = spawnSync('xmllint', ['--noout', '-'], { input: xml, encoding: 'utf8' });
    expect(lint.error).toBeUndefined();
    expect(lint.status, lint.stderr).toBe(0);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const addresses = locs(xml);
    const origin = t.config.PUBLIC_URL;
    for (const path of ['/', '/training', '/calendar', '/about', '/accessibility']) {
      expect(addresses).toContain(`${origin}${path}`);
    }
    for (const path of ['/login', '/back/programming', '/beneficiary/favorites', '/surveys']) {
      expect(addresses).not.toContain(`${origin}${path}`);
    }
    const published = await t.db
      .select({ id: sessions.id, startDate: sessions.startDate })
      .from(sessions)
      .where(eq(sessions.published, true));
    const future = published.filter((session) => session.startDate.getTime() > Date.now());
    const sessionAddresses = addresses.filter((loc) => loc.includes('/training/'));
    expect(sessionAddresses.length).toBeGreaterThan(0);
    expect(sessionAddresses.length).toBeLessThanOrEqual(future.length);
    // Each address once, each session with its last change.
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(xml.match(/<lastmod>/g)).toHaveLength(sessionAddresses.length);
  });

  it('leaves out the sessions a visitor does not find: unpublished, past, members only', async () => {
    const action = await createAction(t.db);
    const future = new Date(Date.now() + 20 * DAY_MS);
    const shown = await createSession(t.db, {
      actionId: action.id,
      published: true,
      startDate: future,
    });
    const hidden = await createSession(t.db, { actionId: action.id, startDate: future });
    const past = await createSession(t.db, {
      actionId: action.id,
      published: true,
      startDate: new Date(Date.now() - 3 * DAY_MS),
    });
    const membersType = await createActionType(t.db, { membersOnly: true });
    const members = await createSession(t.db, {
      actionId: (await createAction(t.db, { typeId: membersType.id })).id,
      published: true,
      startDate: future,
    });
    const addresses = locs(await sitemap());
    const origin = t.config.PUBLIC_URL;
    expect(addresses).toContain(`${origin}/training/${shown.id}`);
    for (const session of [hidden, past, members]) {
      expect(addresses).not.toContain(`${origin}/training/${session.id}`);
    }
  });
});

describe('robots.txt', () => {
  it('closes the private spaces and points at the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of ['/api/', '/back', '/beneficiary', '/surveys', '/reports']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).not.toContain('Disallow: /training');
    expect(lines).toContain(`Sitemap: ${t.config.PUBLIC_URL}/sitemap.xml`);
  });
});

describe('the session sheet', () => {
  it('gives its own address and whether it is free', async () => {
    const action = await createAction(t.db);
    const future = new Date(Date.now() + 20 * DAY_MS);
    const free = await createSession(t.db, {
      actionId: action.id,
      published: true,
      startDate: future,
    });
    const paying = await createSession(t.db, {
      actionId: action.id,
      published: true,
      startDate: future,
      payable: true,
    });
    for (const [session, isFree] of [
      [free, true],
      [paying, false],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/public/sessions/${session.id}/detail`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        url: `${t.config.PUBLIC_URL}/training/${session.id}`,
        free: isFree,
      });
    }
  });
});
