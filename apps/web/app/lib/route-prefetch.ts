import { ROUTE_PRELOAD_LIMIT } from '@passerelle/shared';
import { matchRoutes, type RouteObject } from 'react-router';

/*
 * Route preloads (spec §9): the code of a page a visible link leads to is fetched ahead of the
 * click, at most ROUTE_PRELOAD_LIMIT pages at once. Only the code: the page's data is read when
 * the visitor goes there, so seats and statuses are never shown stale. Fetched, not run
 * (`<link rel="modulepreload">`): running a page's modules (its forms' schemas, say) costs the
 * phone's main thread for a page the visitor may never open; they run when it does.
 */

/** What React Router's browser manifest says of a route (`window.__reactRouterManifest`). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  /** The chunks the module imports (React Router's manifest lists them). */
  imports?: string[];
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

type Tree = RouteObject & { id: string };

const segmentsOf = (path: string | undefined) => (path ?? '').split('/').filter(Boolean);

/**
 * Whether a route whose whole path is `segments` may match `target`, or have a child that does:
 * each static segment before the first dynamic, optional or splat one equal to the target's
 * (case aside, as React Router compares them). The rest is left to `matchRoutes`.
 */
function mayMatch(segments: string[], target: string[]): boolean {
  for (const [index, segment] of segments.entries()) {
    if (/[:*?]/.test(segment)) return true;
    if (segment.toLowerCase() !== target[index]?.toLowerCase()) return false;
  }
  return true;
}

/**
 * The manifest's flat routes as the nested tree `matchRoutes` reads, without the branches that
 * cannot match `pathname`: `matchRoutes` flattens and ranks the whole tree on every call (about
 * 1 ms a call here for the catalogue's links, twenty of them on a page of sessions).
 */
export function routeTree(routes: Record<string, ManifestRoute>, pathname: string): Tree[] {
  const target = segmentsOf(pathname);
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    const siblings = byParent.get(route.parentId);
    if (siblings) siblings.push(route);
    else byParent.set(route.parentId, [route]);
  }
  const build = (parentId: string | undefined, above: string[]): Tree[] =>
    (byParent.get(parentId) ?? []).flatMap((route): Tree[] => {
      const segments = [...above, ...segmentsOf(route.path)];
      if (!mayMatch(segments, target)) return [];
      return route.index
        ? [{ id: route.id, path: route.path, index: true }]
        : [{ id: route.id, path: route.path, children: build(route.id, segments) }];
    });
  return build(undefined, []);
}

/**
 * The module URLs of the routes `pathname` matches and the chunks they import, each once; empty
 * when the manifest does not know its page yet (only the catch-all "not found" route matches then).
 */
export function routeModules(routes: Record<string, ManifestRoute>, pathname: string): string[] {
  const matches = matchRoutes(routeTree(routes, pathname), pathname) ?? [];
  if (matches.at(-1)?.route.path === '*') return [];
  const urls = matches.flatMap((match) => {
    const route = routes[(match.route as Tree).id];
    return route ? [route.module, ...(route.imports ?? [])] : [];
  });
  return [...new Set(urls)];
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

const preloaded = new Set<string>();

/**
 * Whether the browser already has `url`: preloaded here, or fetched by the page (its resource
 * timing; a module already fetched would only be found in the module map again).
 */
function fetched(url: string): boolean {
  const absolute = new URL(url, window.location.href).href;
  return preloaded.has(absolute) || performance.getEntriesByName(absolute).length > 0;
}

/** Fetches and parses the module at `url` without running it; settles once fetched or failed. */
function preloadModule(url: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    // The property reads back the URL resolved against the page's.
    preloaded.add(link.href);
    // After what the page being shown still fetches.
    link.fetchPriority = 'low';
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

/**
 * Whether the browser preloads modules: one that does not would neither fetch nor ever settle
 * the link, holding a place of the queue for good.
 */
function preloadsModules(): boolean {
  return document.createElement('link').relList.supports?.('modulepreload') === true;
}

/** Preloads the modules of the page at `pathname` and the chunks they import, once known. */
export async function preloadPage(
  pathname: string,
  read: () => Record<string, ManifestRoute> | undefined = () =>
    window.__reactRouterManifest?.routes,
  wait?: (ms: number) => Promise<unknown>,
): Promise<void> {
  if (!preloadsModules()) return;
  const known = await modulesOnceKnown(read, pathname, wait);
  await Promise.all(known.filter((url) => !fetched(url)).map(preloadModule));
}

let queue: ReturnType<typeof createPrefetchQueue> | null = null;

/** Preloads the page at `pathname` when its turn comes (browser only). */
export function prefetchPage(pathname: string): void {
  queue ??= createPrefetchQueue((pathname) => preloadPage(pathname), ROUTE_PRELOAD_LIMIT);
  queue.add(pathname);
}
