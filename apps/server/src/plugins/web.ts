import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import fastifyStatic from '@fastify/static';
import type Middie from '@fastify/middie';
import type {
  createRequestListener as CreateRequestListener,
  RequestListenerOptions,
} from '@react-router/node';
import type * as Vite from 'vite';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import { carriesSession } from './cache-control.js';
import {
  isSharedRead,
  openPublicReads,
  type Answer,
  type SharedAnswers,
} from './anonymous-cache.js';
import {
  anonymousPageKey,
  CompressedPages,
  inlineScriptHashes,
  newNonce,
  openAnonymousPages,
} from './anonymous-pages.js';
import { METRICS_PATH } from './metrics.js';
import { openSignedInShells, signedInPage } from './signed-in-shells.js';
import { importModule } from '../lib/import-module.js';
import { renderedForAudience, type PageAudience } from '../lib/page-audience.js';
import { WEB_ROOT } from '../paths.js';

/**
 * Serves the web app (apps/web, React Router framework mode) from the API's Fastify process:
 * - production: static files of `apps/web/build/client` and server rendering of
 *   `apps/web/build/server/index.js`;
 * - development: Vite in middleware mode (hot reload), rendering through
 *   `virtual:react-router/server-build`.
 * Registered by buildApp in its own encapsulated context: the catch-all below must not see the
 * API's body parsers, and /api/* is answered by the API's own routes.
 */

export interface WebPluginOptions {
  mode: 'production' | 'development';
}

/** What the app's entry.server exports for us (see apps/web/app/lib/load-context.ts). */
interface AppLoadContext {
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  cspNonce: string;
  /** A profile's shell is being rendered: it must name nobody (signed-in-shells.ts). */
  shell?: boolean;
}
type CreateLoadContext = (value: AppLoadContext) => RouterContextProvider;
type RequestListener = ReturnType<typeof CreateRequestListener>;
type RequestHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

/**
 * What the app's entry.server exports for the server: its load context and its request listener,
 * both from the bundle, so that they share the bundle's (production) copy of React Router.
 */
interface ServerEntry {
  createLoadContext: CreateLoadContext;
  createRequestListener: typeof CreateRequestListener;
  createRequestHandler: (build: ServerBuild, mode: string) => RequestHandler;
  /** How the document is written for this request (a crawler gets it whole). */
  documentVariant: (request: Request) => string;
  compressedHtml: (
    request: Request,
    html: string,
  ) => Promise<{ encoding: string | null; body: Buffer | string }>;
  /** A page kept without its stylesheet's text (the same in every page), and whole again. */
  withoutStylesheet: (html: string) => string;
  withStylesheet: (kept: string) => string;
}

const ENTRY_EXPORTS = [
  'createLoadContext',
  'createRequestListener',
  'createRequestHandler',
  'documentVariant',
  'compressedHtml',
  'withoutStylesheet',
  'withStylesheet',
] as const;

const CLIENT_DIR = path.join(WEB_ROOT, 'build', 'client');
const SERVER_BUILD = path.join(WEB_ROOT, 'build', 'server', 'index.js');

const ASSET_CACHE = 'public, max-age=31536000, immutable';
const FILE_CACHE = 'public, max-age=3600';
/** Polled by open tabs to detect a new build: always revalidated. */
const NO_CACHE_FILES = new Set(['/builds/latest.json']);

/** The session check: the one call of an audience page that carries the visitor's cookie. */
const SESSION_PATH = '/api/_auth/session';

/** Request headers of the visitor that an in-process API call carries along. */
const FORWARDED_HEADERS = ['cookie', 'origin', 'referer', 'user-agent', 'accept-language'];

export default async function webPlugin(app: FastifyInstance, options: WebPluginOptions) {
  const dev = options.mode === 'development';

  // Route actions read the body themselves (request.formData()): Fastify must leave it unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const { loadBuild, staticFiles } = dev ? await startVite(app) : await loadProductionBuild(app);
  const publicReads = openPublicReads(app);
  const anonymousPages = dev ? null : openAnonymousPages(app);
  const signedInShells = dev ? null : openSignedInShells(app);
  const compressedPages = new CompressedPages();

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url) || isMetricsPath(request.url)) {
      // Unreachable while the API's /api/* route exists; never render a page there, nor at
      // /metrics when METRICS_TOKEN is unset (no metrics route then: a plain 404).
      return reply
        .code(404)
        .type('application/json')
        .send({ error: 'Élément introuvable.', code: 'NOT_FOUND' });
    }
    if (tooLarge(request, app)) {
      return reply.code(413).type('text/plain; charset=utf-8').send('Contenu trop volumineux.');
    }
    if (!dev && (request.method === 'GET' || request.method === 'HEAD')) {
      const served = await serveStatic(request, reply, staticFiles);
      if (served) return reply;
    }
    const apiFetch = createApiFetch(app, request, publicReads);
    const build = await loadBuild();
    const entry = entryOf(build);
    // The request as the web entry reads it: made once, and only when something reads it.
    let fetchRequest: Request | undefined;
    const asFetchRequest = () => (fetchRequest ??= asFetch(request));
    const variant = () => entry.documentVariant(asFetchRequest());
    const sendKept = (key: string, page: Promise<Answer>, headers: Answer['headers'] = {}) => {
      const encodings = `${request.headers['accept-encoding'] ?? ''}\n${key}`;
      const compressed = (html: string, etag: string) =>
        compressedPages.get(encodings, etag, () =>
          entry.compressedHtml(asFetchRequest(), entry.withStylesheet(html)),
        );
      return sendKeptPage(request, reply, page, compressed, headers);
    };
    // An anonymous visitor's page is every anonymous visitor's: rendered once, kept a moment.
    const key = anonymousPages && anonymousPageKey(request, variant);
    // A signed-in visitor's session (kept: no query), read as the API reads it; an error (the
    // database away) leaves the page to be rendered for the visitor, which reports it.
    const readUser = () => app.authenticate(request).catch(() => null);
    // A page rendered in the browser is every user's of the visitor's profile (decision 099), a
    // public page every user's of their profile and audience (decision 100).
    const signedIn =
      signedInShells &&
      !key &&
      (await signedInPage(request, build, readUser, app.catalogueAudienceOf, variant));
    if (anonymousPages && key) {
      await sendKept(
        key,
        anonymousPages.get(key, () => renderWhole(request, apiFetch, build)),
      );
    } else if (signedInShells && signedIn) {
      // An audience page's API calls are made for its audience, not as the visitor.
      const pageFetch = signedIn.audience
        ? createApiFetch(app, request, publicReads, signedIn.audience)
        : apiFetch;
      // Signed in: no cache keeps even a shell, as for every page of theirs (decision 026).
      await sendKept(
        signedIn.key,
        signedInShells.get(signedIn.key, () => renderWhole(request, pageFetch, build, true)),
        { 'cache-control': 'no-store' },
      );
    } else {
      await renderPage(request, reply, apiFetch, build, dev);
    }
    return reply;
  };

  // Every route of the server must declare an access rule; pages are public (the app's own
  // guards decide what each visitor sees).
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    config: { public: true },
    schema: { hide: true },
    handler,
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function isMetricsPath(url: string): boolean {
  return url === METRICS_PATH || url.startsWith(`${METRICS_PATH}?`);
}

function tooLarge(request: FastifyRequest, app: FastifyInstance): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > app.initialConfig.bodyLimit!;
}

// ---------------------------------------------------------------------------------------------
// Production: static files and the server build.

interface Served {
  loadBuild: () => Promise<ServerBuild>;
  /** Paths of the files under build/client (`/assets/…`, `/favicon.svg`…). */
  staticFiles: Set<string>;
}

async function loadProductionBuild(app: FastifyInstance): Promise<Served> {
  if (!existsSync(SERVER_BUILD) || !existsSync(CLIENT_DIR)) {
    throw new Error(
      `The web app is not built (${path.relative(process.cwd(), SERVER_BUILD)} is missing). ` +
        'Run `npm run build` first.',
    );
  }
  // Only reply.sendFile is used: the routes stay ours (with their access rule). The build wrote
  // a .br and a .gz beside each text asset (apps/web/scripts/precompress.mjs): they are sent to
  // browsers that accept them, with `vary: accept-encoding`.
  await app.register(fastifyStatic, { root: CLIENT_DIR, serve: false, preCompressed: true });
  // The file list is read once: restart after a rebuild. The compressed copies are no URLs.
  const staticFiles = new Set(
    (await listFiles(CLIENT_DIR))
      .filter((file) => !/\.(br|gz)$/.test(file))
      .map((file) => `/${file}`),
  );
  // The server build (React and the pages' modules, a fifth of a start's CPU time) loads once the
  // server listens: the API answers meanwhile, a page asked for sooner waits for it.
  let build: Promise<ServerBuild> | undefined;
  const loadBuild = () => (build ??= importModule<ServerBuild>(pathToFileURL(SERVER_BUILD).href));
  app.addHook('onListen', () => {
    loadBuild().catch((error: unknown) =>
      app.log.error({ err: error }, 'the web app could not be loaded'),
    );
  });
  return { loadBuild, staticFiles };
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), relative);
      return entry.isFile() ? [relative] : [];
    }),
  );
  return files.flat();
}

async function serveStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  staticFiles: Set<string>,
): Promise<boolean> {
  const pathname = decodePathname(request.url);
  if (pathname === null) return false;
  if (!staticFiles.has(pathname)) {
    if (!pathname.startsWith('/assets/')) return false;
    // A missing asset (an old build's chunk): a plain 404, no page rendering.
    await reply.code(404).type('text/plain; charset=utf-8').send('Fichier introuvable.');
    return true;
  }
  const cache = pathname.startsWith('/assets/')
    ? ASSET_CACHE
    : NO_CACHE_FILES.has(pathname)
      ? 'no-cache'
      : FILE_CACHE;
  await reply.header('cache-control', cache).sendFile(pathname.slice(1), { cacheControl: false });
  return true;
}

function decodePathname(url: string): string | null {
  const end = url.search(/[?#]/);
  try {
    return decodeURIComponent(end < 0 ? url : url.slice(0, end));
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Development: Vite in middleware mode, with hot reload over the same HTTP server.

async function startVite(app: FastifyInstance): Promise<Served> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    importModule<typeof Vite>('vite'),
    importModule<{ default: typeof Middie }>('@fastify/middie'),
  ]);
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', () => vite.close());
  await app.register(middie);
  // Vite answers its own requests (modules, /@vite/client, public files) and passes on the rest.
  app.use(vite.middlewares);
  const loadBuild = async () =>
    (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  return { loadBuild, staticFiles: new Set() };
}

// ---------------------------------------------------------------------------------------------
// Server rendering.

/**
 * The page request being rendered, for React Router's `getLoadContext`: the listener is made
 * once, and hands that function the Fetch request it made, not the visitor's.
 */
const pageContext = new AsyncLocalStorage<AppLoadContext>();
/** One request listener per server build: its route table is built once, not on every page. */
const listeners = new WeakMap<ServerBuild, RequestListener>();

function listenerOf(build: ServerBuild, dev: boolean): RequestListener {
  let listener = listeners.get(build);
  if (listener) return listener;
  const { createLoadContext, createRequestListener } = entryOf(build);
  listener = createRequestListener({
    build,
    mode: dev ? 'development' : 'production',
    // The app enables `future.v8_middleware`, so its load context is a RouterContextProvider;
    // that flag's type augmentation lives in apps/web, not here.
    getLoadContext: (() =>
      createLoadContext(
        pageContext.getStore()!,
      )) as unknown as RequestListenerOptions['getLoadContext'],
  });
  listeners.set(build, listener);
  return listener;
}

/** The app's entry.server, checked to export what the server uses. */
function entryOf(build: ServerBuild): ServerEntry {
  const entry = build.entry.module as Partial<ServerEntry>;
  const missing = ENTRY_EXPORTS.filter((name) => typeof entry[name] !== 'function');
  if (missing.length > 0)
    throw new Error(`apps/web entry.server must export ${missing.join(', ')}`);
  return entry as ServerEntry;
}

/** One request handler per server build (for pages rendered whole, to be kept). */
const handlers = new WeakMap<ServerBuild, RequestHandler>();

/** A GET page request as a Fetch Request (its body is never read). */
function asFetch(request: FastifyRequest, headers = request.headers): Request {
  const fetchHeaders = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    for (const item of [value ?? []].flat()) fetchHeaders.append(name, item);
  }
  return new Request(new URL(request.url, 'http://passerelle.internal'), {
    method: request.method,
    headers: fetchHeaders,
  });
}

/**
 * Renders a page whole, uncompressed, for every anonymous visitor: its CSP names its inline
 * scripts' hashes (the nonce it was rendered with is never sent), so the bytes are everyone's.
 */
async function renderWhole(
  request: FastifyRequest,
  apiFetch: AppLoadContext['apiFetch'],
  build: ServerBuild,
  shell = false,
): Promise<Answer> {
  const entry = entryOf(build);
  let handler = handlers.get(build);
  if (!handler) handlers.set(build, (handler = entry.createRequestHandler(build, 'production')));
  const { 'accept-encoding': _compressed, ...headers } = request.headers;
  const cspNonce = newNonce();
  const response = await handler(
    asFetch(request, headers),
    entry.createLoadContext({ apiFetch, cspNonce, shell }),
  );
  const answerHeaders: Answer['headers'] = {};
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') answerHeaders[name] = value;
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) answerHeaders['set-cookie'] = cookies;
  const body = entry.withoutStylesheet(await response.text());
  const scripts = inlineScriptHashes(body).join(' ');
  Object.assign(answerHeaders, pageSecurityHeaders(scripts));
  // Names these bytes (a weak tag: they go out compressed in several ways).
  answerHeaders.etag = `W/"${newNonce()}"`;
  return { status: response.status, headers: answerHeaders, body };
}

/**
 * Sends a page rendered whole (anonymous-pages.ts, signed-in-shells.ts), compressed for this
 * visitor, with `headers` of this answer's own.
 */
async function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Promise<Answer>,
  compressed: (html: string, etag: string) => ReturnType<ServerEntry['compressedHtml']>,
  headers: Answer['headers'],
) {
  reply.hijack();
  try {
    const answer = await page;
    const { encoding, body } = await compressed(
      answer.body.toString(),
      String(answer.headers.etag ?? ''),
    );
    const raw = reply.raw;
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) raw.setHeader(name, value as string | string[]);
    }
    for (const [name, value] of Object.entries(answer.headers)) {
      if (name !== 'content-length' && name !== 'content-encoding') raw.setHeader(name, value);
    }
    for (const [name, value] of Object.entries(headers)) raw.setHeader(name, value);
    if (encoding) raw.setHeader('content-encoding', encoding);
    raw.setHeader('content-length', Buffer.byteLength(body));
    raw.writeHead(answer.status);
    raw.end(body);
  } catch (error) {
    failed(request, reply, error);
  }
}

function failed(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error({ err: error }, 'page rendering failed');
  if (!reply.raw.headersSent) {
    reply.raw.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
  }
  reply.raw.end('Erreur technique.');
}

async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  apiFetch: AppLoadContext['apiFetch'],
  build: ServerBuild,
  dev: boolean,
) {
  const cspNonce = newNonce();
  const listener = listenerOf(build, dev);
  const context = { apiFetch, cspNonce };

  // hijack() skips Fastify's onSend hooks: the page's headers are written on the raw response.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value as string | string[]);
  }
  for (const [name, value] of Object.entries(pageSecurityHeaders(`'nonce-${cspNonce}'`, dev))) {
    reply.raw.setHeader(name, value);
  }
  // A signed-in visitor's page holds their data: no cache keeps it (decision 026).
  if (carriesSession(request)) reply.raw.setHeader('cache-control', 'no-store');
  reply.hijack();
  try {
    await pageContext.run(context, () => listener(request.raw, reply.raw));
  } catch (error) {
    failed(request, reply, error);
  }
}

/**
 * CSP and companion headers of every rendered page; `scripts` names the inline scripts it may run
 * (`'nonce-…'` for a page rendered for one visitor, their hashes for a kept page).
 */
export function pageSecurityHeaders(scripts: string, dev = false): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scripts}`,
    // Radix primitives and Vite's dev CSS set inline styles.
    "style-src 'self' 'unsafe-inline'",
    // blob: the preview of an image chosen in a form (a logo, a stamp), shown before it is saved.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // Vite's hot reload talks over a WebSocket in development.
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    // Pages depend on the visitor's session: never shared by caches.
    'cache-control': 'private, no-cache',
  };
}

/**
 * The load context's `apiFetch`: the API called in-process with `inject`, as if the visitor's
 * browser had called it (same cookie, origin and client address), answering a Fetch Response
 * whose Set-Cookie headers are kept so route actions can forward them. An anonymous visitor's
 * reads of public data come from `publicReads` when given (the same for every such visitor).
 * For a page kept for an `audience` (decision 100), only the session check carries the visitor's
 * cookie: every other call is made for that audience, as anonymous as a visitor's.
 */
export function createApiFetch(
  app: FastifyInstance,
  visitor: FastifyRequest,
  publicReads?: SharedAnswers,
  audience?: PageAudience,
) {
  return async function apiFetch(target: string, init: RequestInit = {}): Promise<Response> {
    if (!isApiPath(target)) throw new Error(`apiFetch only calls the API (/api/...): ${target}`);
    // A Request normalises the body and its content type (JSON text, FormData, URLSearchParams).
    const request = new Request(new URL(target, 'http://passerelle.internal'), init);
    const forAudience = audience && target !== SESSION_PATH ? audience : undefined;
    const call = async (): Promise<Answer> => {
      const headers: Record<string, string> = Object.fromEntries(request.headers);
      for (const name of FORWARDED_HEADERS) {
        const value = visitor.headers[name];
        if (forAudience && name === 'cookie') continue;
        if (typeof value === 'string' && !(name in headers)) headers[name] = value;
      }
      const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      // Awaited inside: `inject` starts the request when awaited, which must be in the audience.
      const inject = async () =>
        await app.inject({
          method: request.method as 'GET',
          url: target,
          headers,
          payload: body,
          remoteAddress: visitor.ip,
        });
      const response = await (forAudience ? renderedForAudience(forAudience, inject) : inject());
      return {
        status: response.statusCode,
        headers: response.headers as Answer['headers'],
        body: response.rawPayload,
      };
    };
    // Neither the visitor nor the call names anyone: the answer is every anonymous visitor's
    // (an audience's when it sees the members-only sessions).
    const anonymous =
      (forAudience !== undefined || !carriesSession(visitor)) &&
      !request.headers.has('authorization') &&
      !request.headers.has('cookie');
    const shared = publicReads && anonymous && isSharedRead(request.method, target);
    const sharedKey = forAudience?.membersOnly ? `members\n${target}` : target;
    const answer = shared ? await publicReads.get(sharedKey, call) : await call();
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(name, String(item));
      }
    }
    const empty = [101, 204, 205, 304].includes(answer.status) || request.method === 'HEAD';
    return new Response(empty ? null : answer.body, {
      status: answer.status,
      headers: responseHeaders,
    });
  };
}
