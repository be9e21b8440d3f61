import type { FastifyInstance } from 'fastify';
import { AnswerCache } from '../lib/answer-cache.js';
import {
  CATALOGUE_CACHE,
  invalidatedEverywhere,
  PUBLIC_ANSWER_TTL_MS,
} from '../lib/cache-invalidation.js';

/*
 * The API reads of the anonymous public pages, kept for every anonymous visitor (decision 068):
 * the home page asks seven of them (the session, the message of the day, the axes, the contact
 * categories, the public documents and links, the next sessions), the same for everyone who is
 * not signed in. Served from here, a page's data costs no in-process API call and no query.
 * Like the catalogue's lists (decision 019), an answer lives PUBLIC_ANSWER_TTL_MS at most and
 * every replica drops them all when the back office writes (the catalogue cache's notification).
 */

/**
 * The reads whose answer to an anonymous visitor is the same for every anonymous visitor. Not the
 * captcha challenge (`public/contacts/…`): each visitor gets its own.
 */
const SHARED_READS = [
  /^\/api\/public\/(?!contacts(?:[/?]|$))/,
  /^\/api\/contents\//,
  /^\/api\/messages\/current(?:\?|$)/,
  /^\/api\/_auth\/session(?:\?|$)/,
];

export function isSharedRead(method: string, url: string): boolean {
  return method === 'GET' && SHARED_READS.some((pattern) => pattern.test(url));
}

/** An API answer as the in-process call got it. */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer | string;
}

/** An answer that is not kept (an error, a cookie set, not JSON): handed to its asker as it is. */
class NotShared extends Error {
  constructor(readonly answer: ApiAnswer) {
    super('not a shared answer');
  }
}

function shareable(answer: ApiAnswer): boolean {
  const type = answer.headers['content-type'];
  return (
    answer.status === 200 &&
    !('set-cookie' in answer.headers) &&
    typeof type === 'string' &&
    type.startsWith('application/json')
  );
}

export interface PublicReads {
  /** The answer of `url` for an anonymous visitor: kept, or read now by `read`. */
  get(url: string, read: () => Promise<ApiAnswer>): Promise<ApiAnswer>;
}

/** Opens the cache of `app`, dropped on every replica with the catalogue's. */
export async function openPublicReads(app: FastifyInstance): Promise<PublicReads> {
  const cache = new AnswerCache({
    ttlMs: PUBLIC_ANSWER_TTL_MS,
    maxEntries: 500,
    // About 16 MB of UTF-16 text: the catalogue's own bound (its pages are the biggest reads).
    maxChars: 8_000_000,
  });
  await invalidatedEverywhere(app, CATALOGUE_CACHE, () => cache.clear());
  return {
    async get(url, read) {
      try {
        // Stored as one text: the headers' JSON on the first line, then the body.
        const text = await cache.get(url, async () => {
          const answer = await read();
          if (!shareable(answer)) throw new NotShared(answer);
          return `${JSON.stringify(answer.headers)}\n${answer.body.toString()}`;
        });
        const newline = text.indexOf('\n');
        return {
          status: 200,
          headers: JSON.parse(text.slice(0, newline)) as ApiAnswer['headers'],
          body: text.slice(newline + 1),
        };
      } catch (error) {
        if (error instanceof NotShared) return error.answer;
        throw error;
      }
    },
  };
}
