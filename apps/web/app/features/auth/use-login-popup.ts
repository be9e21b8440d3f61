import { useCallback, useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

import { writeSession } from '~/lib/session';

import { openLoginPopup, type PopupPurpose } from './login-popup';

/**
 * Opens the sign-in popup from a page; when the popup hands a session back, the page keeps it
 * and reloads its data (header, guards) as the signed-in user. Returns false when blocked.
 */
export function useLoginPopup(): (purpose?: PopupPurpose) => boolean {
  const { revalidate } = useRevalidator();
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  return useCallback(
    (purpose: PopupPurpose = 'login') => {
      stop.current?.();
      stop.current = openLoginPopup({
        purpose,
        onResult: (session) => {
          if (session) writeSession(session);
          void revalidate();
        },
      });
      return stop.current !== null;
    },
    [revalidate],
  );
}
