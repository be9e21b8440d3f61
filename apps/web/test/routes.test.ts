import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../app');

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

  it('renders the pages said to be rendered in the browser there only (decision 099)', () => {
    const pages: readonly AppRoute[] = APP_ROUTES;
    for (const page of pages.filter((candidate) => candidate.clientOnly)) {
      const file = table.find((route) => route.id === page.name)!.file;
      const source = readFileSync(path.join(appDir, file), 'utf8');
      // Data in the browser (clientLoader), a fallback from the server, never a server loader.
      expect(source, file).toMatch(/export ((async )?function|const) clientLoader\b/);
      expect(source, file).toMatch(/export (function|const) HydrateFallback\b/);
      expect(source, file).not.toMatch(/export (async )?function loader\b|export const loader\b/);
    }
  });

  it('gives the redirect module to exactly the pages the shared table says never render', () => {
    const pages: readonly AppRoute[] = APP_ROUTES;
    for (const page of pages) {
      const file = table.find((route) => route.id === page.name)!.file;
      // The axe summary and the crawlers' list skip these pages: they must really never render.
      expect(file === 'routes/redirect.tsx', page.path).toBe(page.redirectOnly === true);
    }
  });

  it('ends with a splat route for unknown paths', () => {
    expect(routes.at(-1)).toMatchObject({ path: '*', file: 'routes/not-found.tsx' });
  });
});
