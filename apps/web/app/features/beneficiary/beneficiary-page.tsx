import { t } from '@passerelle/shared';
import type { ReactNode } from 'react';

import { Pagination } from '~/components/ui/pagination';
import type { ApiClient } from '~/lib/api-client';
import { dataOrThrow } from '~/lib/api-data';
import { pageAt, pageTitle } from '~/lib/page-title';

/** The page's heading (shared APP_ROUTES title) and the document title. */
export function titleOf(path: string) {
  const heading = pageAt(path)?.title ?? t('layout.appName');
  return { heading, document: pageTitle(heading) };
}

/** `?page=` of a beneficiary list, passed on to the API (which checks it). */
function beneficiaryListQuery(request: Request) {
  return { page: new URL(request.url).searchParams.get('page') };
}

/** A loader's page of a beneficiary list (`/api/session_views/…`) at the URL's `?page=`. */
export async function loadBeneficiaryList<T>(api: ApiClient, request: Request, endpoint: string) {
  const result = await api.request<T>(endpoint, { query: beneficiaryListQuery(request) });
  return dataOrThrow(result, 'beneficiary');
}

/** A page of the beneficiary space: its one `<h1>`, its content and, for a list, its pages. */
export function BeneficiaryPage({
  path,
  page,
  children,
}: {
  path: string;
  page?: { page: number; pageSize: number; total: number };
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{titleOf(path).heading}</h1>
      {children}
      {page ? (
        <Pagination
          page={page.page}
          pageSize={page.pageSize}
          total={page.total}
          hrefOf={(target) => `?page=${target}`}
          keepScroll={false}
        />
      ) : null}
    </div>
  );
}
