import { LOGIN_POPUP_WINDOW_NAME } from '@passerelle/shared';

import type { ClientSession } from './session';

/**
 * `handlePopupStart` of lib/login-popup.ts for the start of every page: the popup flow's code is
 * fetched only in a window named as the popup, so that the other pages do not carry it
 * (decision 018). Resolves to true when the popup closes.
 */
export async function handlePopupStartIfPopup(session: ClientSession | null): Promise<boolean> {
  if (typeof window === 'undefined' || window.name !== LOGIN_POPUP_WINDOW_NAME) return false;
  const { handlePopupStart } = await import('./login-popup');
  return handlePopupStart(session);
}
