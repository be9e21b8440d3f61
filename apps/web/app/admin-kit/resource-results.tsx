import { t, type Resource, type SortSpec } from '@passerelle/shared';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

import { Alert } from '~/components/ui/alert';

import { isNarrowed } from './list-url';
import { totalLabel } from './pagination';
import { ResourceTable, type CellRenderers } from './resource-table';
import type { ResourceItem, ResourceListData } from './types';

export interface ResourceResultsProps {
  resource: Resource;
  data: ResourceListData;
  sort: SortSpec;
  onSort: (sort: SortSpec) => void;
  loading: boolean;
  cells?: CellRenderers;
  rowActions?: (item: ResourceItem) => ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The list's outcome: the API's error, the empty message ('Aucune donnée', or 'Aucune donnée
 * correspondante' under a search or filter), or the count and the table. The count is a status
 * region, so a search's result is announced; the block can take the focus (after a delete).
 */
export function ResourceResults({
  resource,
  data,
  sort,
  onSort,
  loading,
  cells,
  rowActions,
  ref,
}: ResourceResultsProps) {
  const items = data.page?.items ?? [];
  return (
    <div ref={ref} tabIndex={-1} aria-busy={loading} className="space-y-3 outline-none">
      <div role="status" className="flex min-h-6 items-center gap-2">
        {loading ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t('ui.loading')}
          </>
        ) : data.page ? (
          <span className="font-medium">{totalLabel(data.page.total)}</span>
        ) : null}
      </div>
      {data.error ? <Alert tone="error">{data.error}</Alert> : null}
      {data.page && items.length === 0 ? (
        <p className="rounded-sm bg-surface-alt p-6 text-center">
          {isNarrowed(data.query) ? t('ui.noMatchingData') : t('ui.noData')}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ResourceTable
          resource={resource}
          items={items}
          sort={sort}
          onSort={onSort}
          cells={cells}
          rowActions={rowActions}
        />
      ) : null}
    </div>
  );
}
