import type { FastifyInstance } from 'fastify';
import { AnswerCache } from '../lib/answer-cache.js';
import {
  CATALOGUE_CACHE,
  invalidatedEverywhere,
  PUBLIC_ANSWER_TTL_MS,
} from '../lib/cache-invalidation.js';

/*
 * What every anonymous visitor is answered alike, kept for all of them (decision 068): the API
 * reads of the public pages (the home page asks seven: the session, the message of the day, the
 * axes, the contact categories, the public documents and links, the next sessions) and the pages
 * themselves. Like the catalogue's lists (decision 019), an answer lives PUBLIC_ANSWER_TTL_MS at
 * most and every replica drops them all when the back office writes (the catalogue cache's
 * notification, lib/cache-invalidation.ts).
 */

/**
 * The reads whose answer to an anonymous visitor is the same for every anonymous visitor. Not the
 * captcha challenge (`public/contacts/…`): each visitor gets its own; nor what a mailed link's
 * page reads of the link (a decision, the alerts' switch), which using the link changes.
 */
const SHARED_READS = [
  /^\/api\/public\/(?!contacts(?:[/?]|$)|registration_links\/|favorite_alert_links\/)/,
  /^\/api\/contents\//,
  /^\/api\/messages\/current(?:\?|$)/,
  /^\/api\/_auth\/session(?:\?|$)/,
];

export function isSharedRead(method: string, url: string): boolean {
  return method === 'GET' && SHARED_READS.some((pattern) => pattern.test(url));
}

/** An answer as its computation made it: a status, headers and a body. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer | string;
}

/** An answer that is not kept (an error, a cookie set…): handed to its asker as it is. */
class NotShared extends Error {
  constructor(readonly answer: Answer) {
    super('not a shared answer');
  }
}

/** Answers kept in an AnswerCache when `shareable` says so; the others pass through. */
export class SharedAnswers {
  readonly #cache: AnswerCache;

  constructor(
    maxChars: number,
    private readonly shareable: (answer: Answer) => boolean,
  ) {
    this.#cache = new AnswerCache({ ttlMs: PUBLIC_ANSWER_TTL_MS, maxEntries: 500, maxChars });
  }

  /** Drops every kept answer on every replica's back-office write (and on this one's). */
  dropWithTheCatalogue(app: FastifyInstance): this {
    invalidatedEverywhere(app, CATALOGUE_CACHE, () => this.#cache.clear());
    return this;
  }

  /** The answer of `key`: kept, or computed now by `compute` (and kept if shareable). */
  async get(key: string, compute: () => Promise<Answer>): Promise<Answer> {
    try {
      // Stored as one text: the status and headers' JSON on the first line, then the body.
      const text = await this.#cache.get(key, async () => {
        const answer = await compute();
        if (!this.shareable(answer)) throw new NotShared(answer);
        return `${JSON.stringify([answer.status, answer.headers])}\n${answer.body.toString()}`;
      });
      const newline = text.indexOf('\n');
      const [status, headers] = JSON.parse(text.slice(0, newline)) as [number, Answer['headers']];
      return { status, headers, body: text.slice(newline + 1) };
    } catch (error) {
      if (error instanceof NotShared) return error.answer;
      throw error;
    }
  }
}

const isJson = (answer: Answer) =>
  String(answer.headers['content-type'] ?? '').startsWith('application/json');

/**
 * The public API reads of anonymous pages: kept when answered 200 in JSON without a cookie.
 * About 16 MB of UTF-16 text at most, the catalogue's own bound (its pages are the biggest).
 */
export function openPublicReads(app: FastifyInstance): SharedAnswers {
  return new SharedAnswers(
    8_000_000,
    (answer) => answer.status === 200 && !('set-cookie' in answer.headers) && isJson(answer),
  ).dropWithTheCatalogue(app);
}
