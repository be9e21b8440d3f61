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

/** A client navigation when the router is registered, else a page load; none during a hold. */
export function navigateToLogin(target: string): void {
  if (holds.size > 0) {
    for (const hold of holds) hold.target = target;
    return;
  }
  if (navigateTo) navigateTo(target);
  else window.location.assign(target);
}

/** A call during which a 401 does not leave the page: the login target it would have gone to. */
export interface LoginRedirectHold {
  /** Ends the hold; answers the login target a 401 asked for meanwhile, or null. */
  release(): string | null;
}

const holds = new Set<{ target: string | null }>();

/**
 * Keeps the page while a form's call runs (decision 029): a 401 meanwhile is noted instead of
 * navigating, so the form can open the sign-in popup and keep what the user typed.
 */
export function holdLoginRedirect(): LoginRedirectHold {
  const hold = { target: null as string | null };
  holds.add(hold);
  return {
    release() {
      holds.delete(hold);
      return hold.target;
    },
  };
}
