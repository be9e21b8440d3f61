import { ROUTE_PRELOAD_LIMIT } from '@passerelle/shared';
import { matchRoutes, type RouteObject } from 'react-router';

/*
 * Route preloads (spec §9): the code of a page a visible link leads to is fetched ahead of the
 * click, at most ROUTE_PRELOAD_LIMIT pages at once. Only the code: the page's data is read when
 * the visitor goes there, so seats and statuses are never shown stale.
 */

/** What React Router's browser manifest says of a route (`window.__reactRouterManifest`). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

type Tree = RouteObject & { id: string };

/** The manifest's flat routes as the nested tree `matchRoutes` reads. */
function routeTree(routes: Record<string, ManifestRoute>): Tree[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const build = (parentId: string | undefined): Tree[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: build(route.id) },
    );
  return build(undefined);
}

/**
 * The module URLs of the routes `pathname` matches; empty when the manifest does not know its
 * page yet (only the catch-all "not found" route matches then).
 */
export function routeModules(routes: Record<string, ManifestRoute>, pathname: string): string[] {
  const matches = matchRoutes(routeTree(routes), pathname) ?? [];
  if (matches.at(-1)?.route.path === '*') return [];
  return matches.flatMap((match) => routes[(match.route as Tree).id]?.module ?? []);
}

/**
 * React Router learns the routes of the links on screen from the server (its `/__manifest` call)
 * shortly after the page starts: a preload asked before the answer waits for it, this long.
 */
export const DISCOVERY_WAITS_MS = [250, 500, 1_000, 2_000];

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The modules of the page at `pathname` once the manifest (`read`) knows it; none if it never does. */
export async function modulesOnceKnown(
  read: () => Record<string, ManifestRoute> | undefined,
  pathname: string,
  wait: (ms: number) => Promise<unknown> = delay,
): Promise<string[]> {
  for (const ms of [0, ...DISCOVERY_WAITS_MS]) {
    if (ms > 0) await wait(ms);
    const routes = read();
    const modules = routes ? routeModules(routes, pathname) : [];
    if (modules.length > 0) return modules;
  }
  return [];
}

/**
 * A queue of page preloads: each page once, at most `limit` at once, the others waiting their
 * turn in the order they were asked for.
 */
export function createPrefetchQueue(load: (key: string) => Promise<unknown>, limit: number) {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;
  const next = () => {
    while (running < limit && waiting.length > 0) {
      const key = waiting.shift()!;
      running += 1;
      void load(key)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };
  return {
    add(key: string) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(key);
      next();
    },
    get running() {
      return running;
    },
  };
}

const loaded = new Set<string>();

/** Imports the modules of the page at `pathname` (the browser fetches what they import too). */
async function loadPage(pathname: string): Promise<void> {
  const known = await modulesOnceKnown(() => window.__reactRouterManifest?.routes, pathname);
  const modules = known.filter((url) => !loaded.has(url));
  await Promise.all(
    modules.map(async (url) => {
      await import(/* @vite-ignore */ url);
      loaded.add(url);
    }),
  );
}

let queue: ReturnType<typeof createPrefetchQueue> | null = null;

/** Preloads the page at `pathname` when its turn comes (browser only). */
export function prefetchPage(pathname: string): void {
  queue ??= createPrefetchQueue(loadPage, ROUTE_PRELOAD_LIMIT);
  queue.add(pathname);
}
