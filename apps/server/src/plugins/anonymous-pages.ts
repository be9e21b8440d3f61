import { randomBytes } from 'node:crypto';
import { LOCALE_COOKIE } from '@passerelle/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SharedAnswers, type Answer } from './anonymous-cache.js';
import { carriesSession } from './cache-control.js';

/*
 * Pages kept for every anonymous visitor (decision 068): an anonymous visitor's page is made of
 * the public data every such visitor reads (anonymous-cache.ts), so the HTML is the same for all
 * of them but for the CSP nonce of its scripts. A page is rendered once, kept with the nonce it
 * was rendered with, and each visitor gets it with a nonce of their own in its place.
 */

/** Where a kept page's nonce travels with its headers (never sent). */
const NONCE_HEADER = 'x-passerelle-rendered-nonce';

/** A new CSP nonce: 128 random bits. */
export const newNonce = () => randomBytes(16).toString('base64');

/** Kept when answered 200 in HTML without a cookie but the locale's (the same for everyone). */
function shareablePage(answer: Answer): boolean {
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
export function openAnonymousPages(app: FastifyInstance): Promise<SharedAnswers> {
  return new SharedAnswers(8_000_000, shareablePage).dropWithTheCatalogue(app);
}

/**
 * The key of a page kept for every anonymous visitor, or null when this visitor's page is their
 * own: a signed-in visitor's, a form posted. The cookies stay in the key (the locale, and
 * whether the page must set it), and so does how the document is written (`variant`).
 */
export function anonymousPageKey(request: FastifyRequest, variant: () => string): string | null {
  if (request.method !== 'GET' || carriesSession(request)) return null;
  return `${variant()}\n${request.headers.cookie ?? ''}\n${request.url}`;
}

/** A rendered page with the nonce it was rendered with, as the cache keeps it. */
export function withRenderedNonce(answer: Answer, nonce: string): Answer {
  return { ...answer, headers: { ...answer.headers, [NONCE_HEADER]: nonce } };
}

/** A kept page for one visitor: the HTML with their own nonce, the headers to send. */
export function forVisitor(
  page: Answer,
  nonce: string,
): { html: string; headers: Record<string, string | string[]> } {
  const { [NONCE_HEADER]: rendered, ...headers } = page.headers;
  const html = page.body.toString();
  return {
    html: typeof rendered === 'string' ? html.replaceAll(rendered, nonce) : html,
    headers,
  };
}
