import { createContext, useContext } from 'react';

/** entry.server provides the CSP nonce of the page being rendered. */
export const NonceContext = createContext<string | null>(null);

let pageNonce: string | undefined;

/**
 * The page's CSP nonce: on the server from entry.server; in the browser read back from the
 * page's own scripts (the `nonce` property keeps it while the attribute is hidden), so that
 * hydration sees the same value the server wrote.
 */
export function useNonce(): string {
  const provided = useContext(NonceContext);
  if (provided !== null) return provided;
  if (typeof document === 'undefined') return '';
  pageNonce ??= document.querySelector<HTMLElement>('script[nonce]')?.nonce ?? '';
  return pageNonce;
}
