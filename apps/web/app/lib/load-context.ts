import { createContext, RouterContextProvider } from 'react-router';

/**
 * What the server (apps/server/src/plugins/web.ts) hands to every page request
 * (docs/architecture.md "Server ↔ web").
 */
export interface AppLoadContext {
  /** Calls the API in-process (Fastify inject), forwarding the visitor's cookie. */
  apiFetch(path: string, init?: RequestInit): Promise<Response>;
  /** Nonce for the page's inline scripts; the CSP header of the page names it. */
  cspNonce: string;
  /**
   * A signed-in visitor's page rendered in the browser, rendered as its profile's shell: kept for
   * every user of that profile (decision 099), so it names the profile and nobody.
   */
  shell?: boolean;
}

/**
 * With `future.v8_middleware` the load context is a RouterContextProvider keyed by context
 * objects. The key below lives inside the app bundle, so the server cannot import it: it calls
 * `createLoadContext`, re-exported by entry.server.tsx and reached through `build.entry.module`.
 */
export const appLoadContext = createContext<AppLoadContext>();

export function createLoadContext(value: AppLoadContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(appLoadContext, value);
  return provider;
}

/** The server's load context, from a loader, action or middleware `context` argument. */
export function getLoadContext(context: Readonly<RouterContextProvider>): AppLoadContext {
  return context.get(appLoadContext);
}
