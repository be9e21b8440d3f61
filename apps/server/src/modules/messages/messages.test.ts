import { publicMessageSchema, publicMessageState, type PublicMessage } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicMessages } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { currentMessage, visibleMessages } from './messages.service.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const PROFILES = ['admin', 'manager', 'provider', 'beneficiary', 'hr'] as const;
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  for (const profile of PROFILES) tokens[profile] = await loginAs(t.app, profile);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.delete(publicMessages);
});

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(tokens.admin!),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function create(values: Record<string, unknown>): Promise<PublicMessage> {
  const response = await call('POST', '/api/messages', { html: '<p>Message</p>', ...values });
  expect(response.statusCode, response.body).toBe(201);
  return publicMessageSchema.parse(response.json());
}

describe('POST /api/messages', () => {
  it('creates a message with the HTML sanitised and the defaults', async () => {
    const response = await call('POST', '/api/messages', {
      html: '<p onclick="x()">Fermeture <img src=x onerror=alert(1)><a href="javascript:x">le 1er mai</a></p><script>x</script>',
    });
    expect(response.statusCode).toBe(201);
    const body = publicMessageSchema.parse(response.json());
    expect(body).toMatchObject({
      title: '',
      html: '<p>Fermeture <a>le 1er mai</a></p>',
      published: false,
      startsAt: null,
      endsAt: null,
    });
    const [row] = await t.db.select().from(publicMessages).where(eq(publicMessages.id, body.id));
    expect(row?.html).toBe('<p>Fermeture <a>le 1er mai</a></p>');
  });

  it('keeps the window as given, in UTC', async () => {
    const message = await create({
      title: 'Fermeture',
      published: true,
      startsAt: '2030-05-01T08:00:00+02:00',
      endsAt: '2030-05-02T08:00:00+02:00',
    });
    expect(message.startsAt).toBe('2030-05-01T06:00:00.000Z');
    expect(message.endsAt).toBe('2030-05-02T06:00:00.000Z');
  });

  it('refuses bad input with French field errors and stores nothing', async () => {
    const response = await call('POST', '/api/messages', {
      title: 'x'.repeat(201),
      html: '<p>  </p>',
      published: 'oui',
      startsAt: 'demain',
      endsAt: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      title: ['Maximum 200 caractères'],
      html: ['Champ obligatoire'],
      published: ['Doit être oui ou non'],
      startsAt: ['Date invalide'],
    });

    const window = await call('POST', '/api/messages', {
      html: '<p>x</p>',
      startsAt: '2030-05-02T00:00:00Z',
      endsAt: '2030-05-01T00:00:00Z',
    });
    expect(window.statusCode).toBe(400);
    expect(window.json().fieldErrors).toEqual({
      endsAt: ['La date de début doit précéder la date de fin'],
    });
    expect(await t.db.select().from(publicMessages)).toEqual([]);
  });

  it('refuses HTML that holds no text once sanitised', async () => {
    const response = await call('POST', '/api/messages', {
      html: '<script>alert("bonjour")</script>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ html: ['Champ obligatoire'] });
    expect(await t.db.select().from(publicMessages)).toEqual([]);
  });
});

describe('PATCH and DELETE /api/messages/{id}', () => {
  it('changes only the given fields, sanitising the HTML', async () => {
    const message = await create({ title: 'Avant', published: false });
    const response = await call('PATCH', `/api/messages/${message.id}`, {
      published: true,
      html: '<p style="color:red">Après</p><iframe src="https://evil.example"></iframe>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Avant',
      published: true,
      html: '<p>Après</p>',
    });
  });

  it('checks the window on the merged values', async () => {
    const message = await create({ startsAt: '2030-05-01T00:00:00Z' });
    const response = await call('PATCH', `/api/messages/${message.id}`, {
      endsAt: '2030-04-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      endsAt: ['La date de début doit précéder la date de fin'],
    });
    const cleared = await call('PATCH', `/api/messages/${message.id}`, {
      startsAt: null,
      endsAt: '2030-04-01T00:00:00Z',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ startsAt: null, endsAt: '2030-04-01T00:00:00.000Z' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call('PATCH', '/api/messages/999999', { published: true })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/messages/999999')).statusCode).toBe(404);
    const malformed = await call('PATCH', '/api/messages/abc', { published: true });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ id: ['Doit être un nombre entier'] });
  });

  it('deletes a message', async () => {
    const message = await create({});
    const response = await call('DELETE', `/api/messages/${message.id}`);
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(publicMessages)).toEqual([]);
  });
});

describe('GET /api/messages/current and /api/public/messages', () => {
  it('gives null when no message is visible', async () => {
    await create({ published: false });
    await create({ published: true, startsAt: at(1) });
    await create({ published: true, endsAt: at(-1) });
    const response = await t.app.inject({ url: '/api/messages/current' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    expect((await t.app.inject({ url: '/api/public/messages' })).json()).toEqual([]);
  });

  it('gives the newest published message whose window contains now, to anyone', async () => {
    const always = await create({ title: 'Toujours', published: true });
    const started = await create({
      title: 'Commencé',
      published: true,
      startsAt: at(-2),
      endsAt: at(2),
    });
    await create({ title: 'Brouillon', published: false, startsAt: at(-1) });
    await create({ title: 'À venir', published: true, startsAt: at(3) });
    await create({ title: 'Fini', published: true, startsAt: at(-5), endsAt: at(-1) });

    const response = await t.app.inject({ url: '/api/messages/current' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    // "Toujours" has no start: it counts from its creation, later than the start of "Commencé"
    // two hours ago, although "Commencé" was created after it.
    expect(response.json()).toEqual({
      id: always.id,
      title: 'Toujours',
      html: '<p>Message</p>',
      startsAt: null,
      endsAt: null,
    });

    const visible = await t.app.inject({ url: '/api/public/messages' });
    expect(visible.json().map((m: { title: string }) => m.title)).toEqual(['Toujours', 'Commencé']);
    expect(started.id).toBeGreaterThan(always.id);
  });

  it('prefers the message that started last', async () => {
    await create({ title: 'Ancien', published: true, startsAt: at(-48) });
    await create({ title: 'Récent', published: true, startsAt: at(-1) });
    expect((await t.app.inject({ url: '/api/messages/current' })).json().title).toBe('Récent');
  });

  it('follows the window as time passes, as the shared state rule does', async () => {
    const message = await create({ published: true, startsAt: at(1), endsAt: at(3) });
    for (const [hours, expected] of [
      [0, 'scheduled'],
      [1, 'online'],
      [2, 'online'],
      [3, 'expired'],
    ] as const) {
      const now = new Date(Date.parse(at(0)) + hours * HOUR + (hours === 1 ? 1000 : 0));
      expect(publicMessageState(message, now)).toBe(expected);
      const current = await currentMessage(t.db, now);
      expect(current?.id ?? null).toBe(expected === 'online' ? message.id : null);
      expect((await visibleMessages(t.db, now)).length).toBe(expected === 'online' ? 1 : 0);
    }
  });
});

describe('permissions', () => {
  it('opens messages/current and public/messages to anonymous visitors', async () => {
    expect((await t.app.inject({ url: '/api/messages/current' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/public/messages' })).statusCode).toBe(200);
  });

  it('gives the admin the full list, newest first', async () => {
    await create({ title: 'A', startsAt: at(-10) });
    await create({ title: 'B', startsAt: at(-1) });
    const response = await call('GET', '/api/messages');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((m: { title: string }) => m.title)).toEqual(['B', 'A']);
  });

  it('refuses the admin routes to anonymous visitors with 401', async () => {
    const message = await create({});
    for (const [method, url] of [
      ['GET', '/api/messages'],
      ['POST', '/api/messages'],
      ['PATCH', `/api/messages/${message.id}`],
      ['DELETE', `/api/messages/${message.id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: { html: '<p>x</p>' } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it.each(['manager', 'provider', 'beneficiary', 'hr'] as const)(
    'refuses the admin routes to %s with 403, changing nothing',
    async (profile) => {
      const message = await create({ title: 'Intact' });
      for (const [method, url] of [
        ['GET', '/api/messages'],
        ['POST', '/api/messages'],
        ['PATCH', `/api/messages/${message.id}`],
        ['DELETE', `/api/messages/${message.id}`],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: bearer(tokens[profile]!),
          payload: { html: '<p>x</p>', title: 'Piraté' },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      const rows = await t.db.select().from(publicMessages);
      expect(rows.map((row) => row.title)).toEqual(['Intact']);
    },
  );
});
