import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPrefetchQueue,
  DISCOVERY_WAITS_MS,
  modulesOnceKnown,
  preloadPage,
  routeTree,
  routeModules,
  type ManifestRoute,
} from './route-prefetch';

const MANIFEST: Record<string, ManifestRoute> = {
  root: { id: 'root', path: '', module: '/assets/root.js' },
  'layouts/default': { id: 'layouts/default', parentId: 'root', module: '/assets/default.js' },
  index: { id: 'index', parentId: 'layouts/default', index: true, module: '/assets/home.js' },
  training: {
    id: 'training',
    parentId: 'layouts/default',
    path: 'training',
    module: '/assets/t.js',
  },
  'training-id': {
    id: 'training-id',
    parentId: 'layouts/default',
    path: 'training/:id',
    module: '/assets/session.js',
    imports: ['/assets/framework.js', '/assets/public-session.js'],
  },
};

describe('routeModules', () => {
  it('gives the modules of the routes a path matches, outermost first', () => {
    expect(routeModules(MANIFEST, '/training/12')).toEqual([
      '/assets/root.js',
      '/assets/default.js',
      '/assets/session.js',
      '/assets/framework.js',
      '/assets/public-session.js',
    ]);
    expect(routeModules(MANIFEST, '/')).toEqual([
      '/assets/root.js',
      '/assets/default.js',
      '/assets/home.js',
    ]);
  });

  it('gives nothing for a path the manifest does not know yet', () => {
    expect(routeModules(MANIFEST, '/back/programming')).toEqual([]);
  });

  it('gives nothing when only the catch-all "not found" route matches', () => {
    const withCatchAll = {
      ...MANIFEST,
      'not-found': { id: 'not-found', parentId: 'root', path: '*', module: '/assets/404.js' },
    };
    expect(routeModules(withCatchAll, '/back/programming')).toEqual([]);
    expect(routeModules(withCatchAll, '/training/12')).toContain('/assets/session.js');
  });
});

describe('routeTree', () => {
  const ids = (tree: ReturnType<typeof routeTree>): string[] =>
    tree.flatMap((route) => [route.id, ...ids((route.children ?? []) as typeof tree)]);
  const withMore: Record<string, ManifestRoute> = {
    ...MANIFEST,
    back: { id: 'back', parentId: 'root', path: 'back', module: '/assets/back.js' },
    'back-programming': {
      id: 'back-programming',
      parentId: 'back',
      path: 'programming/:id',
      module: '/assets/programming.js',
    },
    lang: { id: 'lang', parentId: 'root', path: ':lang?/about', module: '/assets/about.js' },
    help: { id: 'help', parentId: 'root', path: 'fr?/help', module: '/assets/help.js' },
    'not-found': { id: 'not-found', parentId: 'root', path: '*', module: '/assets/404.js' },
  };

  it('leaves out the branches whose static segments differ from the path', () => {
    expect(ids(routeTree(withMore, '/training/12'))).toEqual([
      'root',
      'layouts/default',
      'index',
      'training',
      'training-id',
      'lang',
      'help',
      'not-found',
    ]);
    expect(ids(routeTree(withMore, '/Back/programming/3'))).toEqual([
      'root',
      'layouts/default',
      'index',
      'back',
      'back-programming',
      'lang',
      'help',
      'not-found',
    ]);
  });

  it('matches what the whole tree matches', () => {
    // The whole tree, as matchRoutes would read it unpruned: the oracle.
    const whole = (parentId?: string): RouteObject[] =>
      Object.values(withMore)
        .filter((route) => route.parentId === parentId)
        .map((route) =>
          route.index
            ? { id: route.id, path: route.path, index: true }
            : { id: route.id, path: route.path, children: whole(route.id) },
        );
    for (const path of [
      '/',
      '/training',
      '/training/12',
      '/BACK/programming/3',
      '/en/about',
      '/about',
      '/help',
      '/fr/help',
      '/nope',
      '/back',
    ]) {
      const expected = (matchRoutes(whole(), path) ?? []).map((match) => match.route.id);
      const pruned = (matchRoutes(routeTree(withMore, path), path) ?? []).map((m) => m.route.id);
      expect(pruned, path).toEqual(expected);
    }
    expect(routeModules(withMore, '/back/programming/3')).toEqual([
      '/assets/root.js',
      '/assets/back.js',
      '/assets/programming.js',
    ]);
    expect(routeModules(withMore, '/en/about')).toEqual(['/assets/root.js', '/assets/about.js']);
  });
});

describe('modulesOnceKnown', () => {
  const { 'training-id': _session, ...beforeDiscovery } = MANIFEST;

  it('waits for the manifest to learn the page (route discovery) before giving its modules', async () => {
    const waits: number[] = [];
    let routes: Record<string, ManifestRoute> = beforeDiscovery;
    const modules = await modulesOnceKnown(
      () => routes,
      '/training/12',
      async (ms) => {
        waits.push(ms);
        if (waits.length === 2) routes = MANIFEST; // The /__manifest answer arrives.
      },
    );
    expect(waits).toEqual(DISCOVERY_WAITS_MS.slice(0, 2));
    expect(modules).toContain('/assets/session.js');
  });

  it('gives up with nothing after its last wait', async () => {
    const waits: number[] = [];
    const modules = await modulesOnceKnown(
      () => beforeDiscovery,
      '/training/12',
      async (ms) => void waits.push(ms),
    );
    expect(waits).toEqual(DISCOVERY_WAITS_MS);
    expect(modules).toEqual([]);
  });
});

describe('createPrefetchQueue', () => {
  it('runs at most `limit` preloads at once, each page once, in order', async () => {
    const finish = new Map<string, () => void>();
    const started: string[] = [];
    const queue = createPrefetchQueue(
      (key) =>
        new Promise<void>((resolve) => {
          started.push(key);
          finish.set(key, resolve);
        }),
      4,
    );
    for (const key of ['/a', '/b', '/c', '/d', '/e', '/f', '/a']) queue.add(key);
    expect(started).toEqual(['/a', '/b', '/c', '/d']);
    expect(queue.running).toBe(4);

    finish.get('/b')!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(queue.running).toBe(4);
  });

  it('goes on after a preload fails', async () => {
    const started: string[] = [];
    const queue = createPrefetchQueue(async (key) => {
      started.push(key);
      throw new Error('chunk gone');
    }, 1);
    queue.add('/a');
    queue.add('/b');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['/a', '/b']);
  });
});

describe('preloadPage', () => {
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
  /** Settles each preload as the browser would once the file is fetched. */
  const fetchEach = () =>
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) (node as HTMLLinkElement).onload?.(new Event('load'));
    });
  // jsdom does not preload modules; a browser does.
  const preloading = () => vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  });

  it('fetches the modules of the page and their chunks without running them, low priority, once', async () => {
    preloading();
    // Fetched by the page already: the framework.
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name.endsWith('/assets/framework.js') ? [{} as PerformanceEntry] : [],
    );
    const observer = fetchEach();
    observer.observe(document.head, { childList: true });
    await preloadPage('/training/12', () => MANIFEST);
    expect(preloads()).toEqual([
      '/assets/root.js',
      '/assets/default.js',
      '/assets/session.js',
      '/assets/public-session.js',
    ]);
    expect(
      document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')?.fetchPriority,
    ).toBe('low');

    // Another page sharing the layout: only what it adds.
    await preloadPage('/training', () => MANIFEST);
    expect(preloads().slice(4)).toEqual(['/assets/t.js']);
    observer.disconnect();
  });

  it('settles when a file cannot be fetched, and preloads nothing for a page never learnt', async () => {
    preloading();
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          (node as HTMLLinkElement).onerror?.(new Event('error'));
    });
    observer.observe(document.head, { childList: true });
    await expect(preloadPage('/', () => MANIFEST)).resolves.toBeUndefined();
    expect(preloads()).toContain('/assets/home.js');
    observer.disconnect();

    const before = preloads().length;
    await preloadPage(
      '/back/programming',
      () => MANIFEST,
      async () => undefined,
    );
    expect(preloads().length).toBe(before);
  });

  it('preloads nothing, and settles at once, where the browser cannot preload modules', async () => {
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(false);
    const read = vi.fn(() => MANIFEST);
    await preloadPage('/training/12', read);
    expect(read).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });
});
