import { describe, expect, it, vi } from 'vitest';
import { isSharedRead, SharedAnswers, type Answer } from './anonymous-cache.js';
import { createHash } from 'node:crypto';
import { anonymousPageKey, CompressedPages, inlineScriptHashes } from './anonymous-pages.js';
import type { FastifyRequest } from 'fastify';

const json = (body: string, status = 200): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body,
});

describe('the reads kept for every anonymous visitor', () => {
  it('are the public data, never a captcha challenge nor a write', () => {
    expect(isSharedRead('GET', '/api/public/axes')).toBe(true);
    expect(isSharedRead('GET', '/api/public/session_views?q=accueil')).toBe(true);
    expect(isSharedRead('GET', '/api/contents/cgu')).toBe(true);
    expect(isSharedRead('GET', '/api/messages/current')).toBe(true);
    expect(isSharedRead('GET', '/api/_auth/session')).toBe(true);
    expect(isSharedRead('GET', '/api/public/contacts/challenge')).toBe(false);
    expect(isSharedRead('GET', '/api/public/contacts')).toBe(false);
    expect(isSharedRead('GET', '/api/public/registration_links/abc')).toBe(false);
    expect(isSharedRead('GET', '/api/public/favorite_alert_links/abc')).toBe(false);
    expect(isSharedRead('POST', '/api/public/axes')).toBe(false);
    expect(isSharedRead('GET', '/api/messages')).toBe(false);
    expect(isSharedRead('GET', '/api/sessions')).toBe(false);
  });

  it('compute once for concurrent askers and pass an unshareable answer through, unkept', async () => {
    const answers = new SharedAnswers(1_000_000, (answer) => answer.status === 200);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return json(`{"n":${computed}}`);
    };
    const [first, second] = await Promise.all([
      answers.get('/a', compute),
      answers.get('/a', compute),
    ]);
    expect(first).toEqual(json('{"n":1}'));
    expect(second).toEqual(first);
    expect(computed).toBe(1);

    let refused = 0;
    const notFound = async () => json(`{"refused":${++refused}}`, 404);
    expect(await answers.get('/b', notFound)).toEqual(json('{"refused":1}', 404));
    expect(await answers.get('/b', notFound)).toEqual(json('{"refused":2}', 404));
  });
});

describe('the pages kept for every anonymous visitor', () => {
  const request = (
    method: string,
    headers: Record<string, string> = {},
    url = '/training?page=2',
  ) => ({ method, url, headers, cookies: {} }) as unknown as FastifyRequest;

  it('are keyed by how they are written, the cookies and the URL, for anonymous GETs only', () => {
    expect(anonymousPageKey(request('GET', { cookie: 'locale=fr' }), () => 'streamed')).toBe(
      'streamed\nlocale=fr\n/training?page=2',
    );
    expect(anonymousPageKey(request('POST'), () => 'streamed')).toBeNull();
    expect(
      anonymousPageKey(request('GET', { authorization: 'Bearer abc' }), () => 'streamed'),
    ).toBeNull();
  });

  it('never keep a mailed link’s page, which using the link changes', () => {
    for (const url of [
      '/registration-decision/abc?decision=validate',
      '/favorite-alerts/abc',
      '/reset-password?token=abc',
    ]) {
      expect(
        anonymousPageKey(request('GET', {}, url), () => 'streamed'),
        url,
      ).toBeNull();
    }
  });

  it('name the hashes of their inline scripts, not of the scripts they load', () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const html =
      '<script nonce="N">window.a = "é";</script><script type="module" async="">import "x";</script>' +
      '<script src="/assets/a.js"></script><script nonce="N">window.a = "é";</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = "é";'), sha('import "x";')]);
  });

  it('are compressed once per page and encoding, again once the page changed', async () => {
    const pages = new CompressedPages(2);
    let compressions = 0;
    const compress = (html: string) => async () => ({
      encoding: 'br',
      body: `${html}:${++compressions}`,
    });
    expect((await pages.get('br\n/', 'W/"1"', compress('A'))).body).toBe('A:1');
    expect((await pages.get('br\n/', 'W/"1"', compress('A'))).body).toBe('A:1');
    expect((await pages.get('br\n/', 'W/"2"', compress('B'))).body).toBe('B:2');
    await pages.get('br\n/a', 'W/"3"', compress('C'));
    await pages.get('br\n/b', 'W/"4"', compress('D'));
    // Two kept at most: the oldest went.
    expect((await pages.get('br\n/', 'W/"2"', compress('B'))).body).toBe('B:5');
  });

  it('are kept no longer than a kept page lives, then dropped without being asked', async () => {
    vi.useFakeTimers();
    try {
      const clock = { now: 0 };
      const pages = new CompressedPages(10, 5_000, () => clock.now);
      await pages.get('br\n/', 'W/"1"', async () => ({ encoding: 'br', body: 'A' }));
      expect(pages.size).toBe(1);
      clock.now = 6_000;
      vi.advanceTimersByTime(6_000);
      expect(pages.size).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
