import { LOGIN_POPUP_MARKER_KEY } from '@passerelle/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { userOf } from '../../test/fixtures';
import {
  finishPopupLogin,
  handlePopupStart,
  MARKER_TTL_MS,
  openLoginPopup,
  POPUP_MESSAGE_TYPE,
  POPUP_WINDOW_NAME,
  readPopupMarker,
} from './login-popup';
import { handlePopupStartIfPopup } from './login-popup-start';

const session = { user: userOf('profile_manager', 2), accessToken: 'tok' };

function setMarker(purpose: string, openedAt = Date.now()) {
  window.localStorage.setItem(LOGIN_POPUP_MARKER_KEY, JSON.stringify({ purpose, openedAt }));
}

/** Makes this jsdom window look like the popup opened by openLoginPopup. */
function actAsPopup() {
  const opener = { postMessage: vi.fn() };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true });
  window.name = POPUP_WINDOW_NAME;
  const close = vi.spyOn(window, 'close').mockImplementation(() => {});
  return { opener, close };
}

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
  window.name = '';
});

describe('openLoginPopup (the opener side)', () => {
  it('stores a temporary marker and opens /login?popup=1 in a 960×600 window', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    openLoginPopup({ onResult: () => {} });
    expect(readPopupMarker()?.purpose).toBe('login');
    const [url, name, features] = open.mock.calls[0]!;
    expect(url).toBe('/login?popup=1');
    expect(name).toBe(POPUP_WINDOW_NAME);
    expect(features).toContain('width=960');
    expect(features).toContain('height=600');
  });

  it('removes the marker when the browser blocks the popup', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openLoginPopup({ purpose: 'check', onResult: () => {} })).toBeNull();
    expect(window.localStorage.getItem(LOGIN_POPUP_MARKER_KEY)).toBeNull();
  });

  it('receives the session from a same-origin message only, once', () => {
    vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const onResult = vi.fn();
    openLoginPopup({ onResult });
    const message = { type: POPUP_MESSAGE_TYPE, session };
    window.dispatchEvent(
      new MessageEvent('message', { data: message, origin: 'https://evil.example' }),
    );
    expect(onResult).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent('message', { data: message, origin: window.location.origin }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: message, origin: window.location.origin }),
    );
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith(session);
  });

  it('hears "no session" when the popup removes the marker without a message', () => {
    vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const onResult = vi.fn();
    openLoginPopup({ purpose: 'check', onResult });
    window.dispatchEvent(
      new StorageEvent('storage', { key: LOGIN_POPUP_MARKER_KEY, newValue: null }),
    );
    expect(onResult).toHaveBeenCalledWith(null);
  });

  it('ignores a stale marker', () => {
    setMarker('check', Date.now() - MARKER_TTL_MS - 1);
    expect(readPopupMarker()).toBeNull();
    expect(window.localStorage.getItem(LOGIN_POPUP_MARKER_KEY)).toBeNull();
  });
});

describe('in the popup', () => {
  it('opened for a session check and finding no signed-in user: closes and removes the marker', () => {
    const { opener, close } = actAsPopup();
    setMarker('check');
    expect(handlePopupStart(null)).toBe(true);
    expect(close).toHaveBeenCalled();
    expect(window.localStorage.getItem(LOGIN_POPUP_MARKER_KEY)).toBeNull();
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: POPUP_MESSAGE_TYPE, session: null },
      window.location.origin,
    );
  });

  it('opened to sign in and finding no user: keeps the login form', () => {
    const { close } = actAsPopup();
    setMarker('login');
    expect(handlePopupStart(null)).toBe(false);
    expect(close).not.toHaveBeenCalled();
    expect(readPopupMarker()).not.toBeNull();
  });

  it('finding a signed-in user: hands it to the opener and closes', () => {
    const { opener, close } = actAsPopup();
    setMarker('login');
    expect(handlePopupStart(session)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: POPUP_MESSAGE_TYPE, session },
      window.location.origin,
    );
    expect(close).toHaveBeenCalled();
  });

  it('after a successful login: hands the session over, removes the marker and closes', () => {
    const { opener, close } = actAsPopup();
    setMarker('login');
    expect(finishPopupLogin(session)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalled();
    expect(window.localStorage.getItem(LOGIN_POPUP_MARKER_KEY)).toBeNull();
  });

  it('does nothing in an ordinary window, even with a marker', () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    setMarker('check');
    expect(handlePopupStart(null)).toBe(false);
    expect(finishPopupLogin(session)).toBe(false);
    expect(close).not.toHaveBeenCalled();
  });

  it('at the start of a page (handlePopupStartIfPopup): closes the popup, not an ordinary window', async () => {
    setMarker('check');
    const ordinary = vi.spyOn(window, 'close').mockImplementation(() => {});
    expect(await handlePopupStartIfPopup(null)).toBe(false);
    expect(ordinary).not.toHaveBeenCalled();
    ordinary.mockRestore();

    const { close } = actAsPopup();
    expect(await handlePopupStartIfPopup(null)).toBe(true);
    expect(close).toHaveBeenCalled();
  });
});
