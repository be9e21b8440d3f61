import { useCallback } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';

import { actionListSearch, type ActionListState } from './action-list-url';

/**
 * Links and navigation of the action list: every change of filter, sort or page is a navigation
 * (back button, reload and shared links keep it) that re-runs the route's loader.
 */
export function useActionListNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();

  const href = useCallback(
    (state: ActionListState) => `${location.pathname}${actionListSearch(state)}`,
    [location.pathname],
  );

  const go = useCallback(
    (state: ActionListState, options: { replace?: boolean } = {}) =>
      navigate(href(state), { replace: options.replace, preventScrollReset: true }),
    [href, navigate],
  );

  const loading =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  return { href, go, loading };
}
