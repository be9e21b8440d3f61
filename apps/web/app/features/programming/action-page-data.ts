import {
  ACTIONS_API,
  ACTION_DOCUMENTS_API,
  idParam,
  t,
  type ActionCost,
  type ActionDetail,
  type ActionDocument,
  type ActionLink,
  type SessionUser,
  can,
  matchRoute,
} from '@passerelle/shared';
import { data, useRouteLoaderData, type MetaArgs, type MetaDescriptor } from 'react-router';

import type { ApiClient } from '~/lib/api-client';
import { dataOrThrow } from '~/lib/api-data';

import type { ActionFormLookups } from './action-identity-fields';
import { loadActionTypes, loadAxes, loadManagers, loadProviders } from './lookups';

/** Route id of /back/programming/{id}, whose loader reads the action for all its tabs. */
export const ACTION_PAGE_ROUTE_ID = 'back-programming-id';

/** What /back/programming/{id} loads for its heading and its tabs. */
export interface ActionPageData {
  action: ActionDetail;
}

/**
 * The action of the page, or the error screen: 404 for an id that is not one, or that the user
 * may not see (the API answers 404 for another provider's action).
 */
export async function loadActionPage(
  api: ApiClient,
  rawId: string | undefined,
): Promise<ActionPageData> {
  const id = idParam.safeParse(rawId ?? '');
  if (!id.success) {
    throw data({ layout: 'back', message: t('error.api.notFound') }, { status: 404 });
  }
  const result = await api.call(ACTIONS_API.detail, { params: { id: id.data } });
  return { action: dataOrThrow(result, 'back') };
}

/** The action of the current /back/programming/{id} page (for its tabs). */
export function useActionOfPage(): ActionDetail {
  const page = useRouteLoaderData(ACTION_PAGE_ROUTE_ID) as ActionPageData | undefined;
  if (!page) throw new Error(`useActionOfPage outside the ${ACTION_PAGE_ROUTE_ID} route`);
  return page.action;
}

/**
 * The document title of /back/programming/{id} and its tabs: the tab, then the action's name
 * ("Sessions de l'action – Accueil des publics – Passerelle"), unique for every page.
 */
export function actionPageMeta({ location, matches }: MetaArgs): MetaDescriptor[] {
  const page = matches.find((match) => match?.id === ACTION_PAGE_ROUTE_ID);
  const name = (page?.loaderData as ActionPageData | undefined)?.action.name;
  const tab = matchRoute(location.pathname)?.title ?? t('nav.programming');
  return [{ title: [tab, name, t('layout.appName')].filter(Boolean).join(' – ') }];
}

/**
 * What the action tab loads beside the action: its costs, its documents and public links, and the
 * form's choices for staff.
 */
export interface ActionTabData {
  cost: ActionCost | null;
  /** Null for a provider, who reads the sheet without editing it. */
  lookups: ActionFormLookups | null;
  /** Null when they could not be loaded. */
  documents: ActionDocument[] | null;
  links: ActionLink[] | null;
}

export async function loadActionTab(
  api: ApiClient,
  rawId: string | undefined,
  user: SessionUser | null,
): Promise<ActionTabData> {
  const id = idParam.safeParse(rawId ?? '');
  // An invalid id: the page's own loader shows the 404 screen.
  if (!id.success) return { cost: null, lookups: null, documents: null, links: null };
  const staff = !user || can(user, 'programming.manage');
  const [cost, lookups, documents, links] = await Promise.all([
    api.call(ACTIONS_API.cost, { params: { id: id.data } }),
    staff
      ? Promise.all([loadAxes(api), loadActionTypes(api), loadProviders(api), loadManagers(api)])
      : Promise.resolve(null),
    api.call(ACTION_DOCUMENTS_API.documents, { query: { actionId: id.data } }),
    api.call(ACTION_DOCUMENTS_API.links, { query: { actionId: id.data } }),
  ]);
  return {
    cost: cost.ok ? cost.data : null,
    documents: documents.ok ? documents.data : null,
    links: links.ok ? links.data : null,
    lookups: lookups
      ? { axes: lookups[0], types: lookups[1], providers: lookups[2], managers: lookups[3] }
      : null,
  };
}
