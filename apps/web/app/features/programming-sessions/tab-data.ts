import { ACTIONS_API, t, type ActionDetail } from '@passerelle/shared';
import { data } from 'react-router';

import { pageAt, pageTitle } from '~/lib/page-title';
import type { ApiClient } from '~/lib/api-client';
import { dataOrThrow } from '~/lib/api-data';

/**
 * The action a tab belongs to (`GET /api/actions/{id}`): the error screen for an id that is not
 * one, an action that does not exist or another provider's (404, its existence not revealed).
 */
export async function loadTabAction(api: ApiClient, id: string | undefined): Promise<ActionDetail> {
  if (!id || !/^\d{1,9}$/.test(id)) {
    throw data({ layout: 'back', message: t('error.api.notFound') }, { status: 404 });
  }
  return dataOrThrow(await api.call(ACTIONS_API.detail, { params: { id } }), 'back');
}

/**
 * The document title of a tab: "{tab} – {action} – Passerelle", or "{sheet} – {action}" when a
 * session's sheet is open, so that every page has its own title.
 */
export function tabTitle(
  pathname: string,
  action: Pick<ActionDetail, 'name'> | undefined,
  sheet: string | null = null,
): string {
  const title = sheet ?? pageAt(pathname)?.title ?? t('layout.appName');
  return pageTitle(
    action ? t('programmingTabs.actionTitle', { title, action: action.name }) : title,
  );
}
