import { t, type Resource, type SortSpec } from '@passerelle/shared';
import type { ReactNode, Ref } from 'react';

import { ListResults } from '~/components/ui/list-results';

import { isNarrowed } from './list-url';
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
 * The list's outcome: the API's error, or the count and the table, which says 'Aucune donnée'
 * when empty ('Aucune donnée correspondante' under a search or filter).
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
  return (
    <ListResults ref={ref} loading={loading} total={data.page?.total ?? null} error={data.error}>
      {data.page ? (
        <ResourceTable
          resource={resource}
          items={data.page.items}
          sort={sort}
          onSort={onSort}
          cells={cells}
          rowActions={rowActions}
          empty={isNarrowed(data.query) ? t('ui.noMatchingData') : t('ui.noData')}
        />
      ) : null}
    </ListResults>
  );
}
