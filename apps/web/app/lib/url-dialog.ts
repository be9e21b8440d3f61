import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Closes a dialog whose state is in the URL (`?new=1`, `?edit=3`, `?mail=5`): the page's URL
 * without it REPLACES the dialog's in the history, so that Back after a save or a cancel goes
 * to the page before, not to the dialog again, empty.
 */
export function useCloseUrlDialog(): (to: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: string) => void navigate(to, { replace: true, preventScrollReset: true }),
    [navigate],
  );
}
