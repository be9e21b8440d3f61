import {
  CONTENT_CODES,
  CONTENT_CODE_LABELS,
  RICH_TEXT_MAX_LENGTH,
  contentSchema,
} from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, users } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const PROFILES = ['admin', 'manager', 'provider', 'beneficiary', 'hr'] as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const profile of PROFILES) tokens[profile] = await loginAs(t.app, profile);
});
afterAll(async () => {
  await t?.close();
});

function put(code: string, payload: unknown, token: string | null = tokens.admin!) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/contents/${code}`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
}

async function storedRow(code: (typeof CONTENT_CODES)[number]) {
  const [row] = await t.db.select().from(contents).where(eq(contents.code, code));
  return row;
}

describe('GET /api/contents/{code}', () => {
  it.each(CONTENT_CODES)('is open to anonymous visitors for %s', async (code) => {
    const response = await t.app.inject({ url: `/api/contents/${code}` });
    expect(response.statusCode).toBe(200);
    const body = contentSchema.parse(response.json());
    expect(body.code).toBe(code);
    expect(body.title).not.toBe('');
  });

  it('gives a page never written its label as title and no text', async () => {
    await t.db.delete(contents).where(eq(contents.code, 'lab'));
    const response = await t.app.inject({ url: '/api/contents/lab' });
    expect(response.json()).toEqual({
      code: 'lab',
      title: CONTENT_CODE_LABELS.lab,
      html: '',
      updatedAt: null,
    });
  });

  it('answers an unknown code with a French 404 naming the allowed codes', async () => {
    for (const url of ['/api/contents/inconnu', '/api/public/contents/inconnu']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'UNKNOWN_CONTENT_CODE',
        error:
          "La page de contenu « inconnu » n'existe pas. Pages disponibles : " +
          'format, lab, condition, about, accessibility, legal, cookies, cgu, message.',
      });
    }
  });

  it('is case-sensitive: CGU is not cgu', async () => {
    expect((await t.app.inject({ url: '/api/contents/CGU' })).statusCode).toBe(404);
  });

  it('serves the same page under /api/public/contents/{code}', async () => {
    await put('about', { title: 'À propos du programme', html: '<p>Le programme.</p>' });
    const response = await t.app.inject({ url: '/api/public/contents/about' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'À propos du programme',
      html: '<p>Le programme.</p>',
    });
  });

  it('sanitises rows written by other means on the way out', async () => {
    await t.db
      .insert(contents)
      .values({
        code: 'format',
        title: 'Formats',
        html: '<p onclick="x()">a</p><script>x</script>',
      })
      .onConflictDoUpdate({
        target: contents.code,
        set: { html: '<p onclick="x()">a</p><script>x</script>' },
      });
    expect((await t.app.inject({ url: '/api/contents/format' })).json().html).toBe('<p>a</p>');
  });
});

describe('PUT /api/contents/{code}', () => {
  it('lets the admin save a page, sanitised before it is stored, with the author', async () => {
    const response = await put('cgu', {
      title: '  Conditions générales  ',
      html:
        '<h1>Article 1</h1><p onmouseover="steal()">Objet <a href="javascript:alert(1)">ici</a>' +
        '<img src=x onerror=alert(1)></p><script>document.cookie</script>' +
        '<p><a href="https://example.fr" target="_blank">site</a></p>',
    });
    expect(response.statusCode).toBe(200);
    const expectedHtml =
      '<h2>Article 1</h2><p>Objet <a>ici</a></p>' +
      '<p><a href="https://example.fr" target="_blank" rel="noopener noreferrer">site</a></p>';
    const body = contentSchema.parse(response.json());
    expect(body).toMatchObject({ code: 'cgu', title: 'Conditions générales', html: expectedHtml });
    expect(body.updatedAt).not.toBeNull();

    const row = await storedRow('cgu');
    expect(row?.html).toBe(expectedHtml);
    const [admin] = await t.db.select().from(users).where(eq(users.username, 'admin'));
    expect(row?.updatedById).toBe(admin!.id);

    const read = await t.app.inject({ url: '/api/contents/cgu' });
    expect(read.json()).toMatchObject({ title: 'Conditions générales', html: expectedHtml });
  });

  it('saves again over the same row', async () => {
    await put('cookies', { title: 'Cookies v1', html: '<p>un</p>' });
    const response = await put('cookies', { title: 'Cookies v2', html: '' });
    expect(response.statusCode).toBe(200);
    expect((await storedRow('cookies'))?.title).toBe('Cookies v2');
    expect((await storedRow('cookies'))?.html).toBe('');
  });

  it('refuses a missing title or html with French field errors, changing nothing', async () => {
    await put('legal', { title: 'Mentions', html: '<p>avant</p>' });
    const response = await put('legal', { title: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
      fieldErrors: { title: ['Champ obligatoire'], html: ['Champ obligatoire'] },
    });
    expect((await storedRow('legal'))?.html).toBe('<p>avant</p>');
  });

  it('refuses HTML over the size limit and unknown fields', async () => {
    const tooLong = await put('legal', {
      title: 'Mentions',
      html: `<p>${'a'.repeat(RICH_TEXT_MAX_LENGTH)}</p>`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors.html).toEqual(['Maximum 100\u202f000 caractères']);

    const extra = await put('legal', { title: 'Mentions', html: '', updatedById: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fieldErrors['']).toEqual(['Champ non autorisé : updatedById']);
    expect((await storedRow('legal'))?.html).toBe('<p>avant</p>');
  });

  it('answers an unknown code with 404', async () => {
    const response = await put('inconnu', { title: 'X', html: '' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('UNKNOWN_CONTENT_CODE');
  });

  it('refuses anonymous visitors with 401', async () => {
    const response = await put('cgu', { title: 'X', html: '' }, null);
    expect(response.statusCode).toBe(401);
  });

  it.each(['manager', 'provider', 'beneficiary', 'hr'] as const)(
    'refuses %s with 403, changing nothing',
    async (profile) => {
      const before = await storedRow('cgu');
      const response = await put('cgu', { title: 'Piraté', html: '<p>x</p>' }, tokens[profile]);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
      expect((await storedRow('cgu'))?.title).toBe(before?.title);
    },
  );
});

describe('OpenAPI', () => {
  it('documents the content, message and parameters routes with their access rules', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { security?: unknown }>>;
    expect(paths['/api/contents/{code}']?.get?.security).toBeUndefined();
    expect(paths['/api/contents/{code}']?.put?.security).toEqual([{ bearerAuth: [] }]);
    for (const path of [
      '/api/messages',
      '/api/messages/{id}',
      '/api/messages/current',
      '/api/public/messages',
      '/api/year_parameters/current',
      '/api/year_parameters/history',
      '/api/year_quotas',
      '/api/year_quotas/{year}',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });
});
