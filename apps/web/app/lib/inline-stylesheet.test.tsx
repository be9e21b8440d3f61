import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { InlineStylesheet, StylesheetContext } from './inline-stylesheet';

const CSS = 'body{color:#1e3a8a}.card>p{margin:0}';

function serverHtml(): string {
  return renderToString(
    <StylesheetContext.Provider value={CSS}>
      <InlineStylesheet nonce="abc" />
    </StylesheetContext.Provider>,
  );
}

describe('InlineStylesheet', () => {
  it('writes the stylesheet entry.server gives into the page, with the nonce', () => {
    const html = serverHtml();
    expect(html).toBe(`<style data-stylesheet="" nonce="abc">${CSS}</style>`);
  });

  it('hydrates from the page’s own element, without the text in the JavaScript', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    const errors = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // No provider in the browser: the text is read back from the element the server wrote.
    await act(async () => {
      hydrateRoot(container, <InlineStylesheet nonce="abc" />, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    // React reports a differing inner HTML in development only, on the console.
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect(container.querySelectorAll('style[data-stylesheet]')).toHaveLength(1);

    // A render from nothing (a boundary drawn again) writes the same text.
    const other = document.createElement('div');
    await act(async () => createRoot(other).render(<InlineStylesheet nonce="abc" />));
    expect(other.querySelector('style[data-stylesheet]')!.textContent).toBe(CSS);
    container.remove();
  });
});
