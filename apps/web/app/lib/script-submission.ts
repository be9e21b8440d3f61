/**
 * A route action posted by the page's scripts (a fetcher), not by a form without them: the
 * browser says the request is not a navigation. Without the header (an old browser) it is taken
 * for a navigation, which is always safe: the visitor goes to the login page as before.
 *
 * Such a post whose session expired is answered (401) rather than sent to the login page, so
 * that the form opens the sign-in popup and keeps what was typed (decision 029).
 */
export function isScriptSubmission(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  return request.method !== 'GET' && mode !== null && mode !== 'navigate';
}
