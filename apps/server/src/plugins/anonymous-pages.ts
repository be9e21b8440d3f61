import { createHash, randomBytes } from 'node:crypto';
import { LOCALE_COOKIE, matchRoute, pathnameOf } from '@passerelle/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ExpirySweep } from '../lib/answer-cache.js';
import { PUBLIC_ANSWER_TTL_MS } from '../lib/cache-invalidation.js';
import { SharedAnswers, type Answer } from './anonymous-cache.js';
import { carriesSession } from './cache-control.js';

/*
 * Pages kept for every anonymous visitor (decision 068): an anonymous visitor's page is made of
 * the public data every such visitor reads (anonymous-cache.ts), so its HTML is the same for all
 * of them. A page is rendered once and kept with the hashes of its inline scripts: its CSP names
 * those hashes instead of a nonce, so the same bytes serve every visitor, compressed once.
 */

/** A new CSP nonce: 128 random bits. */
export const newNonce = () => randomBytes(16).toString('base64');

/** Kept when answered 200 in HTML without a cookie but the locale's (the same for everyone). */
export function shareablePage(answer: Answer): boolean {
  const cookies = answer.headers['set-cookie'];
  const onlyLocale = [cookies ?? []]
    .flat()
    .every((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`));
  return (
    answer.status === 200 &&
    onlyLocale &&
    String(answer.headers['content-type'] ?? '').startsWith('text/html')
  );
}

/** Opens the pages kept for anonymous visitors (about 16 MB of text at most). */
export function openAnonymousPages(app: FastifyInstance): SharedAnswers {
  return new SharedAnswers(8_000_000, shareablePage).dropWithTheCatalogue(app);
}

/**
 * The key of a page kept for every anonymous visitor, or null when this visitor's page is their
 * own: a signed-in visitor's, a form posted, a mailed link's page (`linkPage`). The cookies stay in the key (the locale, and
 * whether the page must set it), and so does how the document is written (`variant`).
 */
export function anonymousPageKey(request: FastifyRequest, variant: () => string): string | null {
  if (request.method !== 'GET' || carriesSession(request)) return null;
  // A mailed link's page shows what its use changes: a reload right after must show it used.
  if (matchRoute(pathnameOf(request.url))?.linkPage) return null;
  return `${variant()}\n${request.headers.cookie ?? ''}\n${request.url}`;
}

/** An inline script: no `src`, its text as the browser hashes it. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources of a page's inline scripts, `'sha256-…'` each (CSP level 2): what lets a kept
 * page run its scripts without a nonce. React escapes `</script` inside a script's text, so the
 * first closing tag ends it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

type Compressed = { encoding: string | null; body: Buffer | string };
type KeptCompressed = { etag: string; expiresAt: number } & Compressed;

/**
 * Kept pages compressed for each `Accept-Encoding` asked (a handful of values in practice):
 * compressed once per page, not once per visitor. Each is kept with the ETag of the page it was
 * made from (a page rendered again has a new one), never with the page itself, so that the
 * pages this holds on to are the compressed bytes only; and no longer than a kept page lives
 * (`lifetimeMs`), after which its page has been rendered again under another ETag.
 */
export class CompressedPages {
  readonly #entries = new Map<string, KeptCompressed>();
  readonly #sweep: ExpirySweep<string, KeptCompressed>;

  constructor(
    private readonly maxEntries = 500,
    private readonly lifetimeMs = PUBLIC_ANSWER_TTL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#sweep = new ExpirySweep(this.#entries, now);
  }

  async get(key: string, etag: string, compress: () => Promise<Compressed>): Promise<Compressed> {
    const kept = this.#entries.get(key);
    if (kept && kept.etag === etag) return kept;
    const compressed = await compress();
    const expiresAt = this.now() + this.lifetimeMs;
    this.#entries.delete(key);
    this.#entries.set(key, { etag, expiresAt, ...compressed });
    this.#sweep.plan(expiresAt);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.maxEntries) break;
      this.#entries.delete(oldest);
    }
    return compressed;
  }

  /** Pages kept compressed. */
  get size(): number {
    return this.#entries.size;
  }
}
