type Navigate = (to: string) => void;
let navigateTo: Navigate | null = null;

/*
 * How the browser's API client goes to the login page on a 401. Its own module: the root
 * registers the router here without loading the client itself, which pages bring when they call
 * the API from the browser (decision 018).
 */

/** The root component registers the router's navigate, so a 401 is a client navigation. */
export function registerApiNavigator(navigate: Navigate | null): void {
  navigateTo = navigate;
}

/** A client navigation when the router is registered, else a page load. */
export function navigateToLogin(target: string): void {
  if (navigateTo) navigateTo(target);
  else window.location.assign(target);
}
