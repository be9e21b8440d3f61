import { can, t, type Resource } from '@passerelle/shared';
import { Pencil, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLoaderData } from 'react-router';

import { buttonClasses } from '~/components/ui/button';
import { ListNotice } from '~/components/ui/list-notice';
import { Pagination, pageCount } from '~/components/ui/pagination';
import { useSessionUser } from '~/lib/session-user';

import { DeleteAction } from './delete-action';
import { itemLabel } from './item-label';
import { effectiveSort } from './list-url';
import { ListToolbar } from './list-toolbar';
import { ResourceDialog } from './resource-dialog';
import { ResourceResults } from './resource-results';
import type { CellRenderers } from './resource-table';
import type { ResourceListData } from './types';
import { useListNavigation } from './use-list-navigation';

export interface ResourcePageProps {
  resource: Resource;
  /** The page's `<h1>` (its shared route title). */
  title: string;
  cells?: CellRenderers;
}

/**
 * A reference-data screen from its resource definition: heading and create button, search and
 * filters, the sortable table with edit and delete on each row, pagination, and the form dialog.
 * The data comes from the route's loader (`resourceRoute`).
 */
export function ResourcePage({ resource, title, cells }: ResourcePageProps) {
  const data = useLoaderData() as ResourceListData;
  const { query } = data;
  const user = useSessionUser();
  const canWrite = can(user, resource.permissions.write);
  const { href, go, loading, revalidate } = useListNavigation();
  const results = useRef<HTMLDivElement>(null);

  // A delete may empty the last page: show the new last page instead.
  const total = data.page?.total ?? 0;
  const lastPage = pageCount(total, query.pageSize);
  useEffect(() => {
    if (data.page && data.page.items.length === 0 && query.page > lastPage) {
      void go({ ...query, page: lastPage }, { replace: true });
    }
  }, [data.page, query, lastPage, go]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{title}</h1>
        {canWrite ? (
          <Link
            to={href(query, { mode: 'create' })}
            preventScrollReset
            className={buttonClasses('primary')}
          >
            <Plus aria-hidden="true" />
            {resource.labels.create}
          </Link>
        ) : null}
      </div>
      <ListNotice notice={data.notice} />
      <ListToolbar
        resource={resource}
        query={query}
        onChange={(next, options) => void go(next, options)}
      />
      <ResourceResults
        ref={results}
        resource={resource}
        data={data}
        sort={effectiveSort(resource, query)}
        onSort={(sort) => void go({ ...query, sort, page: 1 })}
        loading={loading}
        cells={cells}
        rowActions={
          canWrite
            ? (item) => {
                const label = itemLabel(resource, item);
                return (
                  <>
                    <Link
                      to={href(query, { mode: 'edit', id: item.id })}
                      preventScrollReset
                      aria-label={t('adminKit.editItem', { label })}
                      className={buttonClasses('ghost', 'sm')}
                    >
                      <Pencil aria-hidden="true" />
                      {t('adminKit.edit')}
                    </Link>
                    <DeleteAction
                      resource={resource}
                      item={item}
                      onDeleted={() => {
                        void revalidate();
                        results.current?.focus();
                      }}
                    />
                  </>
                );
              }
            : undefined
        }
      />
      {data.page ? (
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          total={total}
          hrefOf={(page) => href({ ...query, page })}
          onPageSize={(pageSize) => void go({ ...query, pageSize, page: 1 })}
        />
      ) : null}
      {canWrite ? <ResourceDialog resource={resource} data={data} /> : null}
    </div>
  );
}
