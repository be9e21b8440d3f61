import { useCallback } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';

import {
  actionListSearch,
  readActionListState,
  rebaseState,
  type ActionListState,
} from './action-list-url';

/**
 * Links and navigation of the action list: every change of filter, sort or page is a navigation
 * (back button, reload and shared links keep it) that re-runs the route's loader. A change is
 * made on `shown`, the state on screen, then applied to the newest address (the one on its way,
 * or the one the router has already written while the page re-renders), so that two quick
 * changes both hold.
 */
export function useActionListNavigation(shown: ActionListState) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();

  const href = useCallback(
    (state: ActionListState) => `${location.pathname}${actionListSearch(state)}`,
    [location.pathname],
  );

  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const go = useCallback(
    (state: ActionListState, options: { replace?: boolean } = {}) => {
      // The address bar is ahead of `location` while the router re-renders (a transition); a
      // router in memory (tests) has no address bar of its own.
      const search =
        pending?.search ??
        (window.location.pathname === location.pathname ? window.location.search : location.search);
      const live = readActionListState(new URLSearchParams(search)).state;
      return navigate(href(rebaseState(state, shown, live)), {
        replace: options.replace,
        preventScrollReset: true,
      });
    },
    [href, navigate, pending, shown, location],
  );

  const loading =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  return { href, go, loading };
}
