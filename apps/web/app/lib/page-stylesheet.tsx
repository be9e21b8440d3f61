import { createContext, useContext } from 'react';

import stylesheetHref from '~/app.css?url';

/**
 * The portal's stylesheet in a page's head. An anonymous visitor's page carries its text
 * (decision 092): the first paint then waits on the page alone, not on a second request (166 ms
 * of it under Lighthouse's slow 4G), and the page is kept and compressed once for every visitor.
 * A signed-in visitor's page links the built file instead (decision 098): it comes from the
 * browser's cache after the first page, and the server no longer writes and compresses its
 * 39,000 characters into every page it renders for one visitor. Client navigations keep the
 * element the document came with. entry.server provides the text.
 */
export const StylesheetContext = createContext<string | null>(null);

/** The element that carries the text, found again in the browser. */
const SELECTOR = 'style[data-stylesheet]';

/** How this document came with the stylesheet, read once in the browser. */
let served: { text: string } | 'linked' | undefined;

function servedInThisDocument(): { text: string } | 'linked' {
  const element = document.querySelector(SELECTOR);
  return element ? { text: element.textContent ?? '' } : 'linked';
}

/**
 * `inline` says how the server writes it. In the browser the page's own element decides, so
 * that hydration sees what the server wrote, the JavaScript never carries the text, and signing
 * in or out on the page does not drop the stylesheet it has.
 */
export function PageStylesheet({ nonce, inline }: { nonce: string; inline: boolean }) {
  const provided = useContext(StylesheetContext);
  let text = inline ? provided : null;
  if (provided === null && typeof document !== 'undefined') {
    served ??= servedInThisDocument();
    text = served === 'linked' ? null : served.text;
  }
  if (text === null) return <link rel="stylesheet" href={stylesheetHref} />;
  return <style data-stylesheet="" nonce={nonce} dangerouslySetInnerHTML={{ __html: text }} />;
}

/** Forgets how the document came (tests render several documents in one page). */
export function forgetServedStylesheet(): void {
  served = undefined;
}
