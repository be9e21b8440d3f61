import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet does to an answer: the headers it sets and those it removes. */
export interface SecurityHeaders {
  set: [name: string, value: string | number | readonly string[]][];
  removed: string[];
}

/**
 * The headers helmet gives every answer with `options`, read once by running its middleware on a
 * recording answer. With options of plain values (no function directives, no nonces) helmet sets
 * the same headers on every answer; @fastify/helmet rebuilt its middleware from the options on
 * every request (about a tenth of a cheap request's time, issue 24).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): SecurityHeaders {
  const set = new Map<string, string | number | readonly string[]>();
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name.toLowerCase(), value);
      return recorder;
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      removed.push(name.toLowerCase());
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return { set: [...set], removed };
}

/**
 * Helmet's security headers on every answer (the API's CSP given as `options`), from the set
 * computed at start. They go on Fastify's reply rather than on the raw answer (as @fastify/helmet
 * did): one raw header set before `writeHead` makes Node check and store every header of the
 * answer a second time, a tenth of a cheap request's time (issue 24). Pages, written on the raw
 * answer, copy the reply's headers first and replace the CSP and its companions (plugins/web.ts).
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, options: HelmetOptions) {
    const { set, removed } = helmetHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const name of removed) reply.removeHeader(name);
      for (const [name, value] of set) reply.header(name, value);
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
