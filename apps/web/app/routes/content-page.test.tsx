import type { Content } from '@passerelle/shared';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '../../test/fixtures';
import { createLoadContext } from '~/lib/load-context';

import ContentPage, { loader } from './content-page';

function loadAt(path: string, answer: Response) {
  const apiFetch = vi.fn(async (_path: string, _init?: RequestInit) => answer);
  const context = createLoadContext({ apiFetch, cspNonce: 'n' });
  const request = new Request(`http://localhost${path}`);
  const run = loader({
    request,
    url: new URL(request.url),
    context,
    params: {},
    pattern: path,
  } as unknown as Parameters<typeof loader>[0]);
  return { run, apiFetch };
}

describe('public content pages', () => {
  it.each([
    ['/cgu', '/api/contents/cgu'],
    ['/legal_mentions', '/api/contents/legal'],
    ['/accessibility', '/api/contents/accessibility'],
  ])('%s reads %s through the in-process API', async (path, apiPath) => {
    const page: Content = { code: 'cgu', title: 'T', html: '', updatedAt: null };
    const { run, apiFetch } = loadAt(path, jsonResponse(200, page));
    expect(await run).toEqual(page);
    expect(apiFetch.mock.calls[0]![0]).toBe(apiPath);
  });

  it('turns an API failure into the error screen with its status', async () => {
    const { run } = loadAt('/cgu', jsonResponse(503, { error: 'Le service est indisponible.' }));
    const thrown = (await run.catch((error: unknown) => error)) as { init: { status: number } };
    expect(thrown.init.status).toBe(503);
  });

  function renderPage(content: Content) {
    const Stub = createRoutesStub([
      { path: '/cgu', Component: ContentPage, loader: () => content },
    ]);
    render(<Stub initialEntries={['/cgu']} />);
  }

  it('shows the title as the only h1, then the stored text', async () => {
    renderPage({
      code: 'cgu',
      title: "Conditions générales d'utilisation",
      html: '<h2>Article 1</h2><p>Objet du <a href="/training">catalogue</a>.</p>',
      updatedAt: null,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      "Conditions générales d'utilisation",
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Article 1' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'catalogue' })).toHaveAttribute('href', '/training');
  });

  it('says when a page has no text yet', async () => {
    renderPage({ code: 'cgu', title: 'CGU', html: '', updatedAt: null });
    expect(await screen.findByText('Cette page n’a pas encore de contenu.')).toBeVisible();
  });
});
