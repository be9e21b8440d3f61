import { guard, type GuardSession } from '@passerelle/shared';

/**
 * Runs the shared route guard (spec §2) for one navigation, on the server (root `middleware`,
 * with the load context's apiFetch) or in the browser (root `clientMiddleware`, with fetch).
 * Returns the redirect target, or null when the page may open.
 */

type Send = (path: string, init?: RequestInit) => Promise<Response>;

/** First structure of `GET /api/structures/previews`; null when the list is empty or fails. */
export async function firstStructureId(send: Send): Promise<number | null> {
  try {
    const response = await send('/api/structures/previews', {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const answer: unknown = await response.json();
    const { firstStructureIdOf } = await import('./structure-previews');
    return firstStructureIdOf(answer);
  } catch {
    return null;
  }
}

export async function guardRedirect(
  pathWithQuery: string,
  session: GuardSession,
  send: Send,
): Promise<string | null> {
  let result = guard(pathWithQuery, session);
  if (result.type === 'needStructurePreviews') {
    // hr on /back or /back/structures: the answer depends on the user's structures.
    result = guard(pathWithQuery, session, { firstStructureId: await firstStructureId(send) });
  }
  return result.type === 'redirect' ? result.to : null;
}

/** Path and query of a URL, as the guard and the login redirect parameter use them. */
export function pathWithQuery(url: URL): string {
  return `${url.pathname}${url.search}`;
}
