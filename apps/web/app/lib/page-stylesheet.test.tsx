import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const CSS = 'body{color:#1e3a8a}.card>p{margin:0}';

// Vitest answers an empty URL for a stylesheet; the build answers the hashed file's. The files of
// a worker share their modules (vitest.config.ts): a fresh copy sees the mock, whichever test
// file imported the module (through root.tsx) first.
vi.mock('~/app.css?url', () => ({ default: '/assets/app-B2p4-8w1.css' }));
vi.resetModules();
const { forgetServedStylesheet, PageStylesheet, StylesheetContext } =
  await import('./page-stylesheet');

function serverHtml(inline: boolean): string {
  return renderToString(
    <StylesheetContext.Provider value={CSS}>
      <PageStylesheet nonce="abc" inline={inline} />
    </StylesheetContext.Provider>,
  );
}

/** Hydrates `html` as the browser would, without the provider; answers the container. */
async function hydrated(html: string, inline: boolean) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.fn();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(container, <PageStylesheet nonce="abc" inline={inline} />, {
      onRecoverableError: errors,
    });
  });
  expect(errors).not.toHaveBeenCalled();
  // React reports a differing inner HTML in development only, on the console.
  expect(logged).not.toHaveBeenCalled();
  logged.mockRestore();
  return container;
}

describe('PageStylesheet', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    forgetServedStylesheet();
  });

  it('writes the stylesheet entry.server gives into an anonymous page, with the nonce', () => {
    expect(serverHtml(true)).toBe(`<style data-stylesheet="" nonce="abc">${CSS}</style>`);
  });

  it('links the built file from a signed-in visitor’s page instead of writing its text', () => {
    const html = serverHtml(false);
    expect(html).toBe('<link rel="stylesheet" href="/assets/app-B2p4-8w1.css"/>');
    expect(html).not.toContain(CSS);
  });

  it('hydrates from the page’s own element, without the text in the JavaScript', async () => {
    const container = await hydrated(serverHtml(true), true);
    expect(container.querySelectorAll('style[data-stylesheet]')).toHaveLength(1);

    // A render from nothing (a boundary drawn again) writes the same text, even once the
    // visitor has signed in on the page: the document keeps the stylesheet it came with.
    const other = document.createElement('div');
    await act(async () => createRoot(other).render(<PageStylesheet nonce="abc" inline={false} />));
    expect(other.querySelector('style[data-stylesheet]')!.textContent).toBe(CSS);
    expect(other.querySelector('link')).toBeNull();
  });

  it('keeps the link of a signed-in visitor’s page after signing out on it', async () => {
    const container = await hydrated(serverHtml(false), false);
    expect(container.querySelector('link[rel=stylesheet]')).not.toBeNull();
    const other = document.createElement('div');
    await act(async () => createRoot(other).render(<PageStylesheet nonce="abc" inline />));
    expect(other.querySelector('link[rel=stylesheet]')).not.toBeNull();
    expect(other.querySelector('style')).toBeNull();
  });
});
