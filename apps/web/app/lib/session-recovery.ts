import { openLoginPopup } from './login-popup';
import { writeSession, type ClientSession } from './session';

/*
 * Signing in again without leaving the page (spec §2 sign-in popup, decision 029): after a 401,
 * a form opens the popup; the session it hands back is kept, and the form goes on.
 */

/**
 * Opens the sign-in popup. `onResult` gets the new session (already stored), or null when the
 * popup closed without one. Answers the function that stops waiting for it, or null when the
 * browser blocked the popup.
 */
export function signInAgain(
  onResult: (session: ClientSession | null) => void,
): (() => void) | null {
  return openLoginPopup({
    purpose: 'login',
    onResult: (session) => {
      if (session) writeSession(session);
      onResult(session);
    },
  });
}
