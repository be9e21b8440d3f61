import { MAX_BODY_DEPTH, PERMISSIONS, PROFILES, type Profile } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildApp, type App } from '../app.js';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { authTokens } from '../db/schema/index.js';
import { hashToken, newToken } from '../lib/tokens.js';
import { bearer, testConfig } from './app.js';
import { bodySchemaDepth } from './body-schema-depth.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import {
  createWorld,
  OBJECTS,
  ROUTE_ACCESS,
  type RouteAccess,
  type ScopeCheck,
  type World,
} from './route-access-table.js';

/*
 * The access of every route the server registers, from the routes themselves (an `onRoute` hook
 * on buildApp) against route-access-table.ts: a route without its entry fails here. Anonymous
 * callers get 401 and profiles without the permission 403 on every route that is not public;
 * object-scoped routes refuse another owner's object; no request answers 500; a body nested
 * deeper than any schema reads is refused unread. One app and one database for the whole file.
 */

interface Registered {
  method: string;
  url: string;
  /** The route itself: its config may still change after the hook (the docs' `public`). */
  route: RouteOptions;
}

const configOf = ({ route }: Registered) =>
  (route.config ?? {}) as { public?: unknown; permission?: unknown };

/** Values of path parameters when the object does not matter: ids that name nothing. */
const PLACEHOLDERS: Record<string, string | number> = {
  id: 2147480001,
  documentId: 2147480002,
  code: 'about',
  year: 2026,
  name: 'fichier.pdf',
  modifiers: '_',
  '*': 'nothing',
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function splitKey(key: string): { method: string; url: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), url: key.slice(space + 1) };
}

/** `url` with its `:name` parameters and `*` filled from `params`, then the placeholders. */
function fillUrl(url: string, params: Record<string, unknown> = {}): string {
  const value = (name: string) => String(params[name] ?? PLACEHOLDERS[name] ?? PLACEHOLDERS.id);
  return url.replace(/:(\w+)/g, (_match, name: string) => value(name)).replace(/\*$/, value('*'));
}

const TABLE = Object.entries(ROUTE_ACCESS).map(([key, access]) => ({
  key,
  ...splitKey(key),
  access,
}));
const GUARDED = TABLE.filter((route) => route.access.permission !== undefined);
const SCOPED = TABLE.flatMap((route) =>
  route.access.scope
    ? route.access.scope.outsiders.map((profile) => ({
        ...route,
        scope: route.access.scope!,
        profile,
      }))
    : [],
);
const PATCHES = GUARDED.filter((route) => route.method === 'PATCH');
/** The routes whose requests Fastify reads a body for (DELETE included). */
const BODY_READERS = TABLE.filter((route) =>
  ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
);
/** A JSON body 50,000 objects deep: the fuzzing run of issue 21 had 130 answers 500 with it. */
const DEEP_BODY = '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000);
const TOO_DEEP = {
  error: `Le contenu envoyé est imbriqué trop profondément : ${MAX_BODY_DEPTH} niveaux au plus sont acceptés.`,
  code: 'BODY_TOO_DEEP',
};

/**
 * Each table's row count and a hash of its rows. Left out: the limits' counters (a refused request
 * still counts against the address that sent it) and the timed tasks' bookkeeping.
 */
async function tablesFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('rate_limit_hits', 'scheduled_tasks')
      order by table_name`),
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ count: string; hash: string | null }>(
      await db.execute(sql`
        select count(*)::text as count, md5(string_agg(t::text, '|' order by t::text)) as hash
        from ${sql.identifier(name)} t`),
    );
    fingerprint[name] = `${row!.count} ${row!.hash}`;
  }
  return fingerprint;
}
const STAFF: readonly Profile[] = ['admin', 'manager'];

describe('every route the server registers', () => {
  let database: TestDatabase;
  let app: App;
  let world: World;
  const registered: Registered[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      // With a metrics token, so that the metrics route exists and is checked too.
      config: testConfig({ METRICS_TOKEN: 'route-permissions-metrics-token' }),
      database,
      logger: false,
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          registered.push({ method, url: route.url, route });
        }
      },
    });
    await app.ready();
    world = await createWorld(app, database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** Sends a request; no answer may be a 500, whoever asks and whatever they send. */
  async function send(
    method: string,
    url: string,
    options: { token?: string; payload?: unknown } = {},
  ): Promise<LightMyRequestResponse> {
    const payload = options.payload ?? (BODY_METHODS.has(method) ? {} : undefined);
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: options.token ? bearer(options.token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
    return response;
  }

  /** The token of `profile` for a request to `access` (a fresh one where the route revokes it). */
  async function tokenOf(profile: Profile, access: RouteAccess): Promise<string> {
    const person = world.people[profile];
    if (!access.revokesToken) return person.token;
    const token = newToken();
    await database.db.insert(authTokens).values({
      userId: person.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    return token;
  }

  it('each has its entry in the access table, saying what the route declares', () => {
    const keys = new Set<string>();
    for (const route of registered) {
      const key = `${route.method} ${route.url}`;
      if (route.method === 'HEAD') {
        // Fastify's copy of a GET route, with the same access.
        // (A prefix's root route is registered with and without its trailing slash at once.)
        const get = registered.find(
          (other) => other.method === 'GET' && other.url === route.url.replace(/(.)\/$/, '$1'),
        );
        expect(get && configOf(get), key).toEqual(configOf(route));
        continue;
      }
      keys.add(key);
      const access = ROUTE_ACCESS[key];
      if (!access) continue;
      const config = configOf(route);
      expect({ public: config.public, permission: config.permission }, key).toEqual({
        public: access.public,
        permission: access.permission,
      });
    }
    expect(keys.size).toBeGreaterThan(100);
    const missing = [...keys].filter((key) => !(key in ROUTE_ACCESS));
    expect(missing, 'routes without an entry in route-access-table.ts').toEqual([]);
    const stale = Object.keys(ROUTE_ACCESS).filter((key) => !keys.has(key));
    expect(stale, 'entries of route-access-table.ts that no route has').toEqual([]);
  });

  it('declares, for an object route open to other profiles than staff, how it is scoped', () => {
    const undecided = GUARDED.filter(({ url, access }) => {
      const holders = PERMISSIONS[access.permission!] as readonly Profile[];
      const hasObject = /:id\b/.test(url) || /^\/api\/(action_files|action_links)$/.test(url);
      return (
        hasObject &&
        holders.some((profile) => !STAFF.includes(profile)) &&
        !access.scope &&
        !access.unscoped
      );
    }).map(({ key }) => key);
    expect(undecided).toEqual([]);
  });

  it('answers anonymous callers of public routes without asking them to sign in (or for their own secret)', async () => {
    // The OpenAPI document takes seconds to generate: app.test.ts reads it.
    const publicRoutes = TABLE.filter(
      ({ url, access }) => access.public && !/^\/api\/docs\/(json|yaml)$/.test(url),
    );
    for (const { method, url, access } of publicRoutes) {
      const response = await send(method, fillUrl(url));
      if (access.ownSecret) {
        expect(response.statusCode, `${method} ${url} without ${access.ownSecret}`).toBe(401);
        expect(response.json().code).toBe('UNAUTHENTICATED');
      } else {
        expect(response.statusCode, `${method} ${url}`).not.toBe(401);
      }
    }
  });

  it.each(GUARDED)(
    '$key: 401 to anonymous callers, 403 without the permission, through with it',
    async ({ method, url, access }) => {
      const target = fillUrl(url);
      const anonymous = await send(method, target);
      expect(anonymous.statusCode, 'anonymous').toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHENTICATED');
      const holders = PERMISSIONS[access.permission!] as readonly Profile[];
      await Promise.all(
        PROFILES.map(async (profile) => {
          const response = await send(method, target, { token: await tokenOf(profile, access) });
          const label = `${profile} (${response.statusCode} ${response.body})`;
          if (holders.includes(profile)) {
            expect(response.statusCode, label).not.toBe(401);
            const refused = response.statusCode === 403 && response.json().code === 'FORBIDDEN';
            expect(refused, label).toBe(false);
          } else {
            expect(response.statusCode, label).toBe(403);
            expect(response.json().code, label).toBe('FORBIDDEN');
          }
        }),
      );
    },
  );

  /** The request of a scope check on one object, and what it comes to. */
  async function tryObject(
    route: { method: string; url: string },
    scope: ScopeCheck,
    profile: Profile,
    side: 'own' | 'other',
  ) {
    const object = await OBJECTS[scope.object](world, side);
    const params = scope.params ? scope.params(object) : object;
    const query = scope.query
      ? `?${new URLSearchParams(
          Object.entries(scope.query(object)).map(([name, value]): [string, string] => [
            name,
            String(value),
          ]),
        ).toString()}`
      : '';
    const payload = scope.payload ? await scope.payload(object, world, profile) : undefined;
    const response = await send(route.method, fillUrl(route.url, params) + query, {
      token: world.people[profile].token,
      payload,
    });
    return { response, outcome: scope.outcome ? scope.outcome(response) : response.statusCode };
  }

  it.each(SCOPED)(
    "$key: $profile is refused another owner's object, not its own",
    async (route) => {
      const theirs = await tryObject(route, route.scope, route.profile, 'other');
      expect(theirs.outcome, `another owner's object: ${theirs.response.body}`).toBe(
        route.scope.refusal,
      );
      const own = await tryObject(route, route.scope, route.profile, 'own');
      expect(own.outcome, `its own object: ${own.response.body}`).not.toBe(route.scope.refusal);
      expect(own.response.statusCode, `its own object: ${own.response.body}`).not.toBe(401);
    },
  );

  it.each(PATCHES)('$key: an empty change answers the object unchanged', async (route) => {
    const check = route.access.emptyPatch;
    expect(check, 'emptyPatch of the entry').toBeDefined();
    const profile = check!.profile ?? 'admin';
    const params = await check!.params(world);
    const url = fillUrl(route.url, params);
    const token = world.people[profile].token;
    const before = await send('GET', url, { token });
    const response = await send('PATCH', url, { token, payload: {} });
    expect(response.statusCode, response.body).toBe(check!.status ?? 200);
    if (response.statusCode === 200 && before.statusCode === 200) {
      const { updatedAt: _before, ...unchanged } = before.json() as Record<string, unknown>;
      const { updatedAt: _after, ...answered } = response.json() as Record<string, unknown>;
      expect(answered).toEqual(unchanged);
    }
  });

  it('holds MAX_BODY_DEPTH to the deepest body schema of all routes', () => {
    const depths = registered.flatMap(({ method, url, route }) => {
      const body = (route.schema as { body?: z.ZodType } | undefined)?.body;
      return body ? [{ key: `${method} ${url}`, depth: bodySchemaDepth(body) }] : [];
    });
    expect(depths.length).toBeGreaterThan(50);
    const unbounded = depths.filter(({ depth }) => !Number.isFinite(depth));
    expect(unbounded, 'body schemas reading JSON of any depth').toEqual([]);
    const deepest = Math.max(...depths.map(({ depth }) => depth));
    const where = depths.filter(({ depth }) => depth === deepest).map(({ key }) => key);
    expect(MAX_BODY_DEPTH, `the deepest body schema, of ${where.join(', ')}`).toBe(deepest);
  });

  describe('a JSON body nested 50,000 levels deep', () => {
    let before: Record<string, string>;
    beforeAll(async () => {
      before = await tablesFingerprint(database.db);
    });

    it.each(BODY_READERS)(
      '$key: is a French 400, read no further',
      async ({ method, url, access }) => {
        // A caller the route lets through, so that the body is what it answers. Their own token
        // even where the route revokes it (sign-out): refused unread, it revokes nothing.
        const holder = access.public
          ? null
          : (PERMISSIONS[access.permission!] as readonly Profile[])[0]!;
        const token = holder ? world.people[holder].token : undefined;
        const response = await app.inject({
          method: method as 'POST',
          url: fillUrl(url),
          headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
          payload: DEEP_BODY,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual(TOO_DEEP);
      },
    );

    it('changed nothing', async () => {
      expect(BODY_READERS.length).toBeGreaterThan(80);
      expect(await tablesFingerprint(database.db)).toEqual(before);
    });
  });
});
