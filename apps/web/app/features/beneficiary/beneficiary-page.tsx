import { beneficiaryListQuerySchema, t } from '@passerelle/shared';
import type { ReactNode } from 'react';

import { ListNotice } from '~/components/ui/list-notice';
import { Pagination } from '~/components/ui/pagination';
import type { ApiClient } from '~/lib/api-client';
import { dataOrThrow } from '~/lib/api-data';
import { readListState } from '~/lib/list-state';
import { listSearch } from '~/lib/list-search';
import { pageAt, pageTitle } from '~/lib/page-title';

/** The page's heading (shared APP_ROUTES title) and the document title. */
export function titleOf(path: string) {
  const heading = pageAt(path)?.title ?? t('layout.appName');
  return { heading, document: pageTitle(heading) };
}

/**
 * A loader's page of a beneficiary list (`/api/session_views/…`) at the URL's `?page=`, with the
 * notice of a refused one (lib/list-state.ts: dropped, and said).
 */
export async function loadBeneficiaryList<T>(api: ApiClient, request: Request, endpoint: string) {
  const list = readListState(beneficiaryListQuerySchema, new URL(request.url).searchParams);
  const result = await api.request<T>(`${endpoint}${listSearch(list.query, list.defaults)}`);
  return { ...dataOrThrow(result, 'beneficiary'), notice: list.notice };
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
