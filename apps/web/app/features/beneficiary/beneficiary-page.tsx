import {
  beneficiaryListQuerySchema,
  t,
  type BENEFICIARY_API,
  type RouteAnswer,
} from '@passerelle/shared';
import type { ReactNode } from 'react';
import type { ClientLoaderFunctionArgs } from 'react-router';

import { ListNotice } from '~/components/ui/list-notice';
import { Pagination } from '~/components/ui/pagination';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import { clientApi } from '~/lib/api-client-loader';
import { dataOrThrow } from '~/lib/api-data';
import { readListState } from '~/lib/list-state';
import { listQuery, listSearch } from '~/lib/list-search';
import { pageAt, pageTitle } from '~/lib/page-title';

import { loadActionMaterial, loadBeneficiaryDocuments } from './documents-column';

/** The page's heading (shared APP_ROUTES title) and the document title. */
export function titleOf(path: string) {
  const heading = pageAt(path)?.title ?? t('layout.appName');
  return { heading, document: pageTitle(heading) };
}

/** The lists of the beneficiary space: the same `?page=`, each its page of rows. */
type BeneficiaryList = (typeof BENEFICIARY_API)['favorites' | 'futures' | 'passed'];

/**
 * A loader's page of a beneficiary list (`/api/session_views/…`) at the URL's `?page=`, with the
 * notice of a refused one (lib/list-state.ts: dropped, and said).
 */
export async function loadBeneficiaryList<C extends BeneficiaryList>(
  api: ApiClient,
  request: Request,
  route: C,
) {
  const list = readListState(beneficiaryListQuerySchema, new URL(request.url).searchParams);
  // Called as the union of the three lists (the compiler cannot check a call of a generic one);
  // the answer is the page of the list asked for.
  const result = (await api.call(route as BeneficiaryList, {
    query: listQuery(list.query, list.defaults),
  })) as ApiResult<RouteAnswer<C>>;
  return { ...dataOrThrow(result, 'beneficiary'), notice: list.notice };
}

/**
 * The clientLoader of a list of registrations (current and upcoming, or passed): its page, and the
 * documents and action material of its rows.
 */
export async function loadRegistrationList<
  C extends (typeof BENEFICIARY_API)['futures' | 'passed'],
>(args: ClientLoaderFunctionArgs, route: C) {
  const api = clientApi(args);
  const [page, documents, actionMaterial] = await Promise.all([
    loadBeneficiaryList(api, args.request, route),
    loadBeneficiaryDocuments(api),
    loadActionMaterial(api),
  ]);
  return { page, documents, actionMaterial };
}

/** A page of the beneficiary space: its one `<h1>`, its content and, for a list, its pages. */
export function BeneficiaryPage({
  path,
  page,
  children,
}: {
  path: string;
  page?: { page: number; pageSize: number; total: number; notice?: string | null };
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{titleOf(path).heading}</h1>
      {page ? <ListNotice notice={page.notice} /> : null}
      {children}
      {page ? (
        <Pagination
          page={page.page}
          pageSize={page.pageSize}
          total={page.total}
          hrefOf={(target) => listSearch({ page: target })}
          keepScroll={false}
        />
      ) : null}
    </div>
  );
}
