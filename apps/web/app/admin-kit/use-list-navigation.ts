import type { ListQuery } from '@passerelle/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';

import { DIALOG_PARAMS, listSearch, type DialogTarget } from './list-url';

/** The list part of a search string: the dialog parameters do not change the rows. */
function listPart(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of DIALOG_PARAMS) params.delete(key);
  params.sort();
  return params.toString();
}

/**
 * Links and navigation of a resource list: the query lives in the URL, so every change is a
 * navigation (back button, reload and shared links keep it) that re-runs the route's loader.
 */
export function useListNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();

  const href = useCallback(
    (query: Partial<ListQuery>, dialog: DialogTarget = null) =>
      `${location.pathname}${listSearch(query, dialog)}`,
    [location.pathname],
  );

  const go = useCallback(
    (query: Partial<ListQuery>, options: { replace?: boolean; dialog?: DialogTarget } = {}) =>
      navigate(href(query, options.dialog ?? null), {
        replace: options.replace,
        preventScrollReset: true,
      }),
    [href, navigate],
  );

  // Rows are loading when the list part of the URL changes, or after a delete's revalidation;
  // opening or closing the dialog alone does not count.
  const loading =
    revalidator.state === 'loading' ||
    (navigation.state === 'loading' &&
      navigation.location.pathname === location.pathname &&
      listPart(navigation.location.search) !== listPart(location.search));

  return { href, go, loading, revalidate: revalidator.revalidate };
}
