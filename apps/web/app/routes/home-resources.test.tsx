import type { PublicDocumentItem, PublicLinkItem } from '@passerelle/shared';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { createLoadContext } from '~/lib/load-context';
import HomePage, { loader } from '~/routes/home';

import { jsonResponse } from '../../test/fixtures';

const DOCUMENTS: PublicDocumentItem[] = [
  {
    id: 1,
    name: 'Catalogue 2027',
    href: '/api/files/4/catalogue.pdf',
    file: {
      id: 4,
      name: 'catalogue.pdf',
      mimeType: 'application/pdf',
      size: 1_572_864,
      url: '/api/files/4/catalogue.pdf',
    },
    importedAt: '2026-01-05T09:00:00.000Z',
  },
  {
    id: 2,
    name: 'Annuaire des structures',
    href: 'https://example.org/annuaire',
    file: null,
    importedAt: '2026-01-06T09:00:00.000Z',
  },
];

const LINKS: PublicLinkItem[] = [
  { id: 3, name: 'Mon Compte Formation', url: 'https://example.org/mcf', importedAt: '' },
];

/** The home loader against an in-process API answering each path with `answers[path]`. */
function runLoader(answers: Record<string, Response>) {
  const apiFetch = vi.fn(
    async (path: string) => answers[path] ?? jsonResponse(404, { error: 'Introuvable' }),
  );
  const request = new Request('http://localhost/');
  const context = createLoadContext({ apiFetch, cspNonce: 'n' });
  const run = loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0]);
  return { run, apiFetch };
}

function renderHome(data: Awaited<ReturnType<typeof loader>>) {
  const Stub = createRoutesStub([{ path: '/', Component: HomePage, loader: () => data }]);
  render(<Stub initialEntries={['/']} />);
}

describe('home page documents and links', () => {
  it('are read from the public endpoints, a failing one only hiding its list', async () => {
    const { run, apiFetch } = runLoader({
      '/api/public/public_documents': jsonResponse(200, DOCUMENTS),
      '/api/public/public_links': jsonResponse(503, { error: 'Indisponible' }),
    });
    const data = await run;
    expect(data.resources).toEqual({ documents: DOCUMENTS, links: [] });
    const paths = apiFetch.mock.calls.map(([path]) => path);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/public/public_documents', '/api/public/public_links']),
    );
  });

  it('list documents (file format and size) and links under their headings', async () => {
    renderHome({
      message: null,
      sessions: [],
      axes: [],
      resources: { documents: DOCUMENTS, links: LINKS },
      contactCategories: [],
    });
    const documents = await screen.findByRole('region', { name: 'Documents utiles' });
    const items = within(documents).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Catalogue 2027 (Document PDF, 1,5\u00a0Mo)',
      'Annuaire des structures',
    ]);
    expect(within(documents).getByRole('link', { name: 'Catalogue 2027' })).toHaveAttribute(
      'href',
      '/api/files/4/catalogue.pdf',
    );
    expect(
      within(documents).getByRole('link', { name: 'Annuaire des structures' }),
    ).toHaveAttribute('href', 'https://example.org/annuaire');
    const links = screen.getByRole('region', { name: 'Liens utiles' });
    expect(within(links).getByRole('link', { name: 'Mon Compte Formation' })).toHaveAttribute(
      'href',
      'https://example.org/mcf',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('show nothing when nothing is published', async () => {
    renderHome({
      message: null,
      sessions: [],
      axes: [],
      resources: { documents: [], links: [] },
      contactCategories: [],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Documents utiles' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Liens utiles' })).toBeNull();
  });
});
