import { APP_ROUTES, type AppRoute } from '@passerelle/shared';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';

import routes from '../app/routes';

interface Flat {
  id: string | undefined;
  path: string;
  file: string;
  layout: string | undefined;
}

function flatten(entries: RouteConfigEntry[], parentPath = '', layout?: string): Flat[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parentPath}/${entry.path}`.replace(/\/+/g, '/') : parentPath;
    const ownLayout = entry.file.startsWith('layouts/') ? entry.file.slice(8, -4) : layout;
    const self: Flat = { id: entry.id, path: path || '/', file: entry.file, layout: ownLayout };
    return [self, ...flatten(entry.children ?? [], path, ownLayout)];
  });
}

const table = flatten(routes);

describe('route table (spec §2)', () => {
  it.each(APP_ROUTES.map((page) => [page.path, page] as const))(
    '%s exists, named after the shared route, inside its layout',
    (_path, page) => {
      const found = table.find((route) => route.id === page.name);
      expect(found, page.name).toBeDefined();
      expect(found!.path).toBe(page.path);
      expect(found!.layout).toBe(page.layout);
    },
  );

  it('renders reports and surveys on the client only', async () => {
    const pages: readonly AppRoute[] = APP_ROUTES;
    for (const page of pages.filter((candidate) => candidate.clientOnly)) {
      const file = table.find((route) => route.id === page.name)!.file;
      // No server loader: the server sends the layout and the fallback, the browser the data.
      const module = (await import(`../app/${file.replace(/\.tsx$/, '')}`)) as Record<
        string,
        unknown
      >;
      expect(module.loader, file).toBeUndefined();
      expect(typeof module.clientLoader, file).toBe('function');
      expect(typeof module.HydrateFallback, file).toBe('function');
    }
  });

  it('ends with a splat route for unknown paths', () => {
    expect(routes.at(-1)).toMatchObject({ path: '*', file: 'routes/not-found.tsx' });
  });
});
