import {
  LOGIN_POPUP_HEIGHT,
  LOGIN_POPUP_MARKER_KEY,
  LOGIN_POPUP_WIDTH,
  LOGIN_POPUP_WINDOW_NAME,
  parseSessionUser,
} from '@passerelle/shared';

import type { ClientSession } from './session';

/**
 * The sign-in popup flow of spec §2, as we read it (it follows the "open in popup" pattern of
 * nuxt-auth-utils that the original portal used):
 *
 * 1. A page calls `openLoginPopup()`. It writes a temporary marker in localStorage
 *    (LOGIN_POPUP_MARKER_KEY: `{ purpose, openedAt }`) and opens `/login?popup=1` in a
 *    960×600 window named POPUP_WINDOW_NAME.
 *    - purpose 'login': the user is asked to sign in;
 *    - purpose 'check': the opener only wants to know whether a session exists (e.g. after
 *      signing in in another tab); nobody is asked anything.
 * 2. When the app starts inside that window (`handlePopupStart`, run once the session is known):
 *    - a signed-in user: the opener is told (postMessage, same origin) and the popup removes the
 *      marker and closes;
 *    - no signed-in user and purpose 'check': the popup removes the marker and closes itself;
 *    - no signed-in user and purpose 'login': the login form stays.
 * 3. After a successful login in the popup (`finishPopupLogin`): the opener receives the session
 *    `{ user, accessToken }` by postMessage, the marker is removed, the popup closes.
 * 4. The opener listens for the message, and for the marker's removal (a `storage` event) as a
 *    fallback, then updates its own session. Markers older than MARKER_TTL_MS are ignored.
 */

export type PopupPurpose = 'login' | 'check';
export const POPUP_WINDOW_NAME = LOGIN_POPUP_WINDOW_NAME;
export const POPUP_MESSAGE_TYPE = 'passerelle:login-popup';
export const MARKER_TTL_MS = 10 * 60 * 1000;

interface PopupMarker {
  purpose: PopupPurpose;
  openedAt: number;
}

export interface PopupMessage {
  type: typeof POPUP_MESSAGE_TYPE;
  session: ClientSession | null;
}

export function readPopupMarker(now = Date.now()): PopupMarker | null {
  const raw = window.localStorage.getItem(LOGIN_POPUP_MARKER_KEY);
  if (!raw) return null;
  try {
    const marker = JSON.parse(raw) as Partial<PopupMarker>;
    const fresh = typeof marker.openedAt === 'number' && now - marker.openedAt < MARKER_TTL_MS;
    if (fresh && (marker.purpose === 'login' || marker.purpose === 'check')) {
      return { purpose: marker.purpose, openedAt: marker.openedAt! };
    }
  } catch {
    // Fall through: an unreadable marker is stale.
  }
  window.localStorage.removeItem(LOGIN_POPUP_MARKER_KEY);
  return null;
}

function removeMarker() {
  window.localStorage.removeItem(LOGIN_POPUP_MARKER_KEY);
}

/** Screen position centring the popup over the current window. */
function popupFeatures(width: number, height: number): string {
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  return `popup=yes,width=${width},height=${height},top=${Math.round(top)},left=${Math.round(left)}`;
}

export interface OpenLoginPopupOptions {
  purpose?: PopupPurpose;
  /** Where the popup starts; `/login?popup=1` by default. */
  url?: string;
  width?: number;
  height?: number;
  /** Called once: the session the popup found or created, or null when there is none. */
  onResult: (session: ClientSession | null) => void;
}

/**
 * Opens the sign-in popup. Returns a function that stops listening (call it when the page
 * goes away). Returns null when the browser blocked the popup.
 */
export function openLoginPopup(options: OpenLoginPopupOptions): (() => void) | null {
  const {
    purpose = 'login',
    url = '/login?popup=1',
    width = LOGIN_POPUP_WIDTH,
    height = LOGIN_POPUP_HEIGHT,
  } = options;
  const marker: PopupMarker = { purpose, openedAt: Date.now() };
  window.localStorage.setItem(LOGIN_POPUP_MARKER_KEY, JSON.stringify(marker));

  let done = false;
  const finish = (session: ClientSession | null) => {
    if (done) return;
    done = true;
    stop();
    options.onResult(session);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    const data = event.data as Partial<PopupMessage> | null;
    if (data?.type !== POPUP_MESSAGE_TYPE) return;
    finish(validSession(data.session));
  };
  // Fallback when the message did not arrive: the popup removed the marker without a word.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOGIN_POPUP_MARKER_KEY && event.newValue === null) finish(null);
  };
  const stop = () => {
    window.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
  };
  window.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);

  const popup = window.open(url, POPUP_WINDOW_NAME, popupFeatures(width, height));
  if (!popup) {
    stop();
    removeMarker();
    return null;
  }
  return stop;
}

function validSession(value: unknown): ClientSession | null {
  if (!value || typeof value !== 'object') return null;
  const { user, accessToken } = value as { user?: unknown; accessToken?: unknown };
  const parsed = parseSessionUser(user);
  if (!parsed) return null;
  return { user: parsed, accessToken: typeof accessToken === 'string' ? accessToken : null };
}

/** True in a window opened by `openLoginPopup` while its marker is present. */
export function isLoginPopup(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.name === POPUP_WINDOW_NAME &&
    window.opener !== null &&
    readPopupMarker() !== null
  );
}

function tellOpener(session: ClientSession | null) {
  const message: PopupMessage = { type: POPUP_MESSAGE_TYPE, session };
  try {
    (window.opener as Window | null)?.postMessage(message, window.location.origin);
  } catch {
    // The opener went away: nothing to tell.
  }
}

/**
 * Run when the app starts, once the session is known. Returns true when the popup closes
 * (the caller then renders nothing more).
 */
export function handlePopupStart(session: ClientSession | null): boolean {
  if (!isLoginPopup()) return false;
  // No session in a popup opened to sign in: the login form stays for the user.
  if (!session && readPopupMarker()?.purpose !== 'check') return false;
  tellOpener(session);
  removeMarker();
  window.close();
  return true;
}

/** After a successful login inside the popup: hand the session over and close. */
export function finishPopupLogin(session: ClientSession): boolean {
  if (!isLoginPopup()) return false;
  tellOpener(session);
  removeMarker();
  window.close();
  return true;
}
