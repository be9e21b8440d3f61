import { createHash } from 'node:crypto';

import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';

/** The demo's action of a members-only type (its structure a member one: 'beneficiary'). */
const MEMBERS_ONLY_ACTION = 'Évaluer les compétences : outils et méthodes';

// How the Fastify process serves the built web app (apps/server/src/plugins/web.ts).

/** The inline scripts of a page: each `<script>` without `src`, with its text. */
function inlineScripts(html: string): { tag: string; text: string }[] {
  return [...html.matchAll(/(<script(?![^>]*\bsrc=)[^>]*>)([\s\S]*?)<\/script>/g)].map(
    ([, tag, text]) => ({ tag: tag!, text: text! }),
  );
}

test('a signed-in page carries a CSP whose nonce is on its inline scripts, its own each time', async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  await visitor.post('/api/auth/login', {
    data: { username: 'beneficiary', password: DEMO_PASSWORD },
  });
  const nonceOf = async () => {
    // Their information page holds their own data: rendered for them alone.
    const response = await visitor.get('/beneficiary/information');
    expect(response.status()).toBe(200);
    const csp = response.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, csp).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    const scripts = inlineScripts(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const { tag } of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    return nonce;
  };
  expect(await nonceOf()).not.toBe(await nonceOf());
  await visitor.dispose();
});

test('an anonymous page, kept for every anonymous visitor, names the hash of each inline script', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).not.toContain("'nonce-");
  expect(csp).toContain("frame-ancestors 'none'");
  const html = await response.text();
  expect(html).toContain('<html lang="fr"');
  const scripts = inlineScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  for (const { text } of scripts) {
    const hash = createHash('sha256').update(text, 'utf8').digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
  }
});

test('a page rendered in the browser is its profile’s shell: the same bytes, naming nobody', async ({
  playwright,
  baseURL,
}) => {
  // Decision 099: two beneficiaries are answered the same kept page, a provider another.
  const shellOf = async (username: string) => {
    const visitor = await playwright.request.newContext({ baseURL });
    await visitor.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
    const user = (await (await visitor.get('/api/_auth/session')).json()) as {
      familyName: string;
      email: string;
    };
    const response = await visitor.get('/surveys');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const html = await response.text();
    await visitor.dispose();
    return { user, headers, html };
  };
  const first = await shellOf('beneficiary');
  const second = await shellOf('questionnaire');
  expect(second.user.email).not.toBe(first.user.email);
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(second.html).toBe(first.html);
  for (const { user } of [first, second]) {
    expect(first.html).not.toContain(`"${user.familyName}"`);
    expect(first.html).not.toContain(user.email);
  }
  expect(first.html).not.toContain('Connecté :');
  expect(first.headers['cache-control']).toBe('no-store');
  const csp = first.headers['content-security-policy'] ?? '';
  expect(csp).not.toContain("'nonce-");
  for (const { text } of inlineScripts(first.html)) {
    const hash = createHash('sha256').update(text, 'utf8').digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
  }
  // Signed in: no sign-in link as for an anonymous visitor; a provider has a shell of its own.
  expect(first.html).not.toContain('href="/login');
  const provider = await shellOf('provider');
  expect(provider.headers.etag).not.toBe(first.headers.etag);
});

test('a public page for a signed-in visitor is their audience’s: the same bytes, naming nobody', async ({
  playwright,
  baseURL,
  request,
}) => {
  // Decision 100: two member beneficiaries are answered the same kept page, an anonymous visitor
  // and an hr validator (who see no members-only session) others.
  const pageOf = async (username: string | null, path: string) => {
    const visitor = await playwright.request.newContext({ baseURL });
    if (username) {
      await visitor.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
    }
    const user = username
      ? ((await (await visitor.get('/api/_auth/session')).json()) as {
          familyName: string;
          email: string;
        })
      : null;
    const response = await visitor.get(path);
    expect(response.status(), path).toBe(200);
    const page = { user, headers: response.headers(), html: await response.text() };
    await visitor.dispose();
    return page;
  };
  const catalogue = (await (await request.get('/api/public/session_views')).json()) as {
    items: { id: number }[];
  };
  for (const path of ['/', '/training', `/training/${catalogue.items[0]!.id}`]) {
    const first = await pageOf('beneficiary', path);
    const second = await pageOf('questionnaire', path);
    expect(second.headers.etag, path).toBe(first.headers.etag);
    expect(second.html).toBe(first.html);
    for (const { user } of [first, second]) {
      expect(first.html).not.toContain(`"${user!.familyName}"`);
      expect(first.html).not.toContain(user!.email);
    }
    expect(first.html).not.toContain('Votre inscription :');
    expect(first.headers['cache-control']).toBe('no-store');
    const csp = first.headers['content-security-policy'] ?? '';
    for (const { text } of inlineScripts(first.html)) {
      const hash = createHash('sha256').update(text, 'utf8').digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    // Their profile's menus, not the sign-in link of an anonymous visitor's page.
    expect(first.html).not.toContain('href="/login');
    expect((await pageOf(null, path)).headers.etag).not.toBe(first.headers.etag);
    expect((await pageOf('hr', path)).headers.etag).not.toBe(first.headers.etag);
  }
  // The members' audience sees the members-only sessions, which an hr validator's does not.
  const search = `/training?q=${encodeURIComponent('évaluer les compétences')}`;
  expect((await pageOf('beneficiary', search)).html).toContain(MEMBERS_ONLY_ACTION);
  expect((await pageOf('hr', search)).html).not.toContain(MEMBERS_ONLY_ACTION);
});

test('a kept public page asks the server nothing more once shown, but a beneficiary’s own part', async ({
  page,
  request,
}) => {
  // Decision 100: the start-up session check finds the profile the page was kept for, so the
  // page's data is not read again for the visitor; a session sheet reads their own part.
  const login = await page.request.post('/api/auth/login', {
    data: { username: 'beneficiary', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const calls: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/') || url.pathname.endsWith('.data')) {
      calls.push(url.pathname);
    }
  });
  const catalogue = (await (await request.get('/api/public/session_views')).json()) as {
    items: { id: number }[];
  };
  const sessionId = catalogue.items[0]!.id;
  for (const [path, asked] of [
    ['/training', ['/api/_auth/session']],
    [`/training/${sessionId}`, ['/api/_auth/session', `/api/public/sessions/${sessionId}/detail`]],
  ] as const) {
    calls.length = 0;
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByText(/^Connecté : /)).toBeVisible();
    expect(calls.toSorted(), path).toEqual([...asked].sort());
  }
  await expect(page.getByRole('button', { name: /favoris/ })).toBeVisible();
});

/**
 * The first script of a page: a `src`, a preload (signed-in pages) or the module script's import
 * (an anonymous visitor's page preloads nothing, decision 096).
 */
function firstScriptOf(html: string): string | undefined {
  const found = /(?:src|href)="(\/assets\/[^"]+\.js)"|import\s*\(?\s*"(\/assets\/[^"]+\.js)"/.exec(
    html,
  );
  return found?.[1] ?? found?.[2];
}

test('hashed assets are cached for a year, the build id is not cached', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = firstScriptOf(html);
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const latest = await request.get('/builds/latest.json');
  expect(latest.status()).toBe(200);
  expect(latest.headers()['cache-control']).not.toContain('immutable');
  const { id } = (await latest.json()) as { id: string };
  const meta = await request.get(`/builds/meta/${id}.json`);
  expect(meta.status()).toBe(200);
  expect(((await meta.json()) as { id: string }).id).toBe(id);
});

test('/favicon.ico answers the portal’s icon, at 16 and 32 pixels', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/icon/);
  const ico = await response.body();
  // An icon (type 1) of two images, each a PNG whose entry gives its size and where it starts.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
  const images = [0, 1].map((index) => {
    const entry = 6 + 16 * index;
    const png = ico.subarray(ico.readUInt32LE(entry + 12)).subarray(0, ico.readUInt32LE(entry + 8));
    return { size: ico.readUInt8(entry), png };
  });
  expect(images.map(({ size }) => size)).toEqual([16, 32]);
  for (const { size, png } of images) {
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The PNG's own width and height (its IHDR chunk) are the entry's.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  }
});

test('pages are compressed for browsers that accept it, plain for others', async ({ request }) => {
  const plain = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toContain('<html lang="fr"');
  for (const encoding of ['br', 'gzip']) {
    const page = await request.get('/', { headers: { 'accept-encoding': encoding } });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-encoding']).toBe(encoding);
    expect(page.headers()['vary']).toMatch(/accept-encoding/i);
    expect(await page.text()).toContain('<html lang="fr"');
  }
});

test('scripts go out precompressed to browsers that accept it, plain to others', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = firstScriptOf(html);
  expect(script).toBeTruthy();
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  for (const encoding of ['br', 'gzip']) {
    const compressed = await request.get(script!, { headers: { 'accept-encoding': encoding } });
    expect(compressed.status()).toBe(200);
    expect(compressed.headers()['content-encoding']).toBe(encoding);
    expect(compressed.headers()['vary']).toContain('accept-encoding');
    expect(compressed.headers()['content-type']).toContain('javascript');
    // Playwright decodes the body: the same script either way.
    expect(await compressed.text()).toBe(await plain.text());
  }
  // The compressed copies are not URLs of their own.
  expect((await request.get(`${script!}.br`)).status()).toBe(404);
});

test('the locale cookie is set to fr for 365 days', async ({ request }) => {
  const response = await request.get('/');
  const setCookie = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value)
    .join('\n');
  expect(setCookie).toMatch(/locale=fr/);
  expect(setCookie).toMatch(/Max-Age=31536000/);
});

test('a signed-in visitor’s pages are never stored by a cache; an anonymous one’s revalidate', async ({
  request,
  playwright,
  baseURL,
}) => {
  expect((await request.get('/')).headers()['cache-control']).toBe('private, no-cache');
  const visitor = await playwright.request.newContext({ baseURL });
  const login = await visitor.post('/api/auth/login', {
    data: { username: 'beneficiary', password: DEMO_PASSWORD },
  });
  expect(login.headers()['cache-control']).toBe('no-store');
  for (const path of ['/', '/beneficiary/information']) {
    const page = await visitor.get(path);
    expect(page.status(), path).toBe(200);
    expect(page.headers()['cache-control'], path).toBe('no-store');
  }
  expect((await visitor.get('/api/_auth/session')).headers()['cache-control']).toBe('no-store');
  await visitor.dispose();
});

test('a malformed address answers French JSON with the security headers, pages too', async ({
  request,
}) => {
  const reference = await request.get('/api/health');
  for (const path of ['/api/axes/%ZZ', '/training/%ZZ']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.json()).toEqual({
      error: "La requête est mal formée : vérifiez l'adresse demandée.",
      code: 'MALFORMED_REQUEST',
    });
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options']) {
      expect(response.headers()[name], `${path} ${name}`).toBe(reference.headers()[name]);
    }
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['x-request-id']).toBeTruthy();
  }
});
