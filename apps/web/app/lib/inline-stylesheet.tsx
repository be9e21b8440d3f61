import { createContext, useContext } from 'react';

/**
 * The portal's stylesheet, written into each page's head rather than linked (decision 092): the
 * first paint then waits on the page alone, not on a second request (166 ms of it under
 * Lighthouse's slow 4G). The text reaches the browser once per document load; client navigations
 * keep the element. entry.server provides the text.
 */
export const StylesheetContext = createContext<string | null>(null);

/** The element that carries it, found again in the browser. */
const SELECTOR = 'style[data-stylesheet]';

let pageStylesheet: string | undefined;

/**
 * On the server the text from entry.server; in the browser read back from the page's own
 * element, so that hydration sees what the server wrote and the JavaScript never carries it.
 */
function useStylesheetText(): string {
  const provided = useContext(StylesheetContext);
  if (provided !== null) return provided;
  if (typeof document === 'undefined') return '';
  pageStylesheet ??= document.querySelector(SELECTOR)?.textContent ?? '';
  return pageStylesheet;
}

export function InlineStylesheet({ nonce }: { nonce: string }) {
  const css = useStylesheetText();
  return <style data-stylesheet="" nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}
