import {
  PERMISSIONS,
  PROFILES,
  type Permission,
  type Profile,
  type Resource,
} from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from './app.js';

/** A valid new item of a resource; called once per write, so unique values must not repeat. */
export type Sample = () => object;

interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (id: number) => string;
  payload?: () => object;
  permission: Permission;
  /** Status of a caller holding the permission. */
  ok: number;
}

/** Every route the engine generates for `resource`, in an order where DELETE comes last. */
function routesOf(resource: Resource, sample: Sample): Route[] {
  const base = `/api/${resource.name}`;
  const { read, write } = resource.permissions;
  return [
    { method: 'GET', url: () => base, permission: read, ok: 200 },
    { method: 'GET', url: (id) => `${base}/${id}`, permission: read, ok: 200 },
    ...resource.fields
      .filter((f) => f.unique)
      .map((f): Route => ({
        method: 'GET',
        url: () => `${base}/is_unique_${f.key}?value=1`,
        permission: read,
        ok: 200,
      })),
    { method: 'POST', url: () => base, payload: sample, permission: write, ok: 201 },
    { method: 'PATCH', url: (id) => `${base}/${id}`, payload: sample, permission: write, ok: 200 },
    { method: 'DELETE', url: (id) => `${base}/${id}`, permission: write, ok: 204 },
  ];
}

/**
 * The permission suite of resources served by the engine (lib/crud): every generated route ×
 * anonymous and the five profiles, each answered as the shared permission matrix says, and a
 * refused write changes nothing. `samples` gives a valid new item per resource name.
 */
export function describeResourcePermissions(
  resources: readonly Resource[],
  samples: Readonly<Record<string, Sample>>,
): void {
  let t: TestApp;
  const tokens = {} as Record<Profile, string>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const profile of PROFILES) tokens[profile] = await loginAs(t.app, profile);
  });
  afterAll(async () => {
    await t?.close();
  });

  const request = (route: Route, id: number, token?: string) =>
    t.app.inject({
      method: route.method,
      url: route.url(id),
      payload: route.payload?.(),
      headers: token ? bearer(token) : {},
    });

  describe.each(resources)('$name routes', (resource) => {
    let id: number;
    let original: unknown;
    let total: number;
    const sample = samples[resource.name]!;
    const routes = routesOf(resource, sample);
    const list = async () =>
      (
        await t.app.inject({ url: `/api/${resource.name}`, headers: bearer(tokens.admin) })
      ).json() as { total: number };

    beforeAll(async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/${resource.name}`,
        payload: sample(),
        headers: bearer(tokens.admin),
      });
      expect(created.statusCode).toBe(201);
      original = created.json();
      id = (original as { id: number }).id;
      total = (await list()).total;
    });

    it('only the admin may write; reading follows the definition', () => {
      expect(PERMISSIONS[resource.permissions.write]).toEqual(['admin']);
      expect(routes.length).toBeGreaterThanOrEqual(5);
    });

    it('refuses anonymous visitors with 401 on every route', async () => {
      for (const route of routes) {
        const response = await request(route, id);
        expect(response.statusCode, `${route.method} ${route.url(id)}`).toBe(401);
        expect(response.json().code).toBe('UNAUTHENTICATED');
      }
    });

    // The admin comes last: their DELETE removes the row the others are refused.
    const profiles = [...PROFILES.filter((p) => p !== 'admin'), 'admin' as const];
    it.each(profiles)('answers %s as the permission matrix says', async (profile) => {
      for (const route of routes) {
        const allowed = (PERMISSIONS[route.permission] as readonly Profile[]).includes(profile);
        const response = await request(route, id, tokens[profile]);
        const label = `${profile}: ${route.method} ${route.url(id)}`;
        expect(response.statusCode, label).toBe(allowed ? route.ok : 403);
        if (!allowed) expect(response.json().code, label).toBe('FORBIDDEN');
      }
      if (profile !== 'admin') {
        // Nothing a refused write asked for happened.
        const after = await t.app.inject({
          url: `/api/${resource.name}/${id}`,
          headers: bearer(tokens.admin),
        });
        expect(after.json()).toEqual(original);
        expect((await list()).total).toBe(total);
      }
    });
  });
}
