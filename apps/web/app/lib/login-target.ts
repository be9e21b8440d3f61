/**
 * `/login?redirect=<path>`; the guard and the login page read the same parameter. Its own module:
 * a page linking to the login page does not need the API client (decision 018).
 */
export function loginTarget(currentPath: string): string {
  return `/login?${new URLSearchParams({ redirect: currentPath })}`;
}
