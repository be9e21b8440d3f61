import { isbot } from 'isbot';

/**
 * Spec §2: a bot visitor gets no error page. Crawlers receive the status with a one-line plain
 * text body instead of the rendered screen (nothing to index, nothing to follow).
 */
export function botErrorResponse(request: Request, status: number): Response | null {
  if (status < 400 || !isbot(request.headers.get('user-agent'))) return null;
  return new Response(`${status}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
