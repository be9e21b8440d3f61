import { describe, expect, it } from 'vitest';
import {
  createPrefetchQueue,
  DISCOVERY_WAITS_MS,
  modulesOnceKnown,
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
  },
};

describe('routeModules', () => {
  it('gives the modules of the routes a path matches, outermost first', () => {
    expect(routeModules(MANIFEST, '/training/12')).toEqual([
      '/assets/root.js',
      '/assets/default.js',
      '/assets/session.js',
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
