import {
  STRUCTURE_TYPES,
  STRUCTURE_TYPE_LABELS,
  structureListQuerySchema,
  t,
  type StructureListQuery,
  type PageSize,
  type StructureRecord,
} from '@passerelle/shared';
import { Plus } from 'lucide-react';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router';

import { FilterSearch } from '~/admin-kit/filter-search';
import { GuardedDialog } from '~/admin-kit/guarded-dialog';
import { Alert } from '~/components/ui/alert';
import { buttonClasses } from '~/components/ui/button';
import { FilterForm } from '~/components/ui/filter-form';
import { FilterSelect } from '~/components/ui/filter-select';
import { ListNotice } from '~/components/ui/list-notice';
import { Pagination } from '~/components/ui/pagination';
import { listParams } from '~/lib/list-search';
import { useCloseUrlDialog } from '~/lib/url-dialog';

import type { StructuresPageData } from './structures-admin-api';
import { StructureForm } from './structure-form';
import { StructuresTable } from './structures-table';

const DEFAULT_QUERY = structureListQuerySchema.parse({});

const BOOLEAN_FILTERS = () => ({
  member: [
    { value: 'true', label: t('structuresAdmin.memberYes') },
    { value: 'false', label: t('structuresAdmin.memberNo') },
  ],
  active: [
    { value: 'true', label: t('structuresAdmin.statesActive') },
    { value: 'false', label: t('structuresAdmin.statesDisabled') },
  ],
});

/**
 * /back/admin/structures: the structures, filtered by text (name, city, SIRET), type, membership
 * and state, paged; created in a dialog addressed by the URL (`?new=1`), then opened on their
 * record page.
 */
export function StructuresPage({ title }: { title: string }) {
  const data = useLoaderData() as StructuresPageData;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const closeDialog = useCloseUrlDialog();
  const { query, list } = data;
  /** The list with `changes` (lib/list-state.ts), and the creation dialog open (`?new=1`). */
  const hrefOf = (changes: Partial<StructureListQuery>, creating = false) => {
    const params = listParams({ ...query, ...changes }, DEFAULT_QUERY);
    if (creating) params.set('new', '1');
    const text = params.toString();
    return text ? `${pathname}?${text}` : pathname;
  };
  const filters = BOOLEAN_FILTERS();
  const filtered = Boolean(query.q || query.type || query.member || query.active);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{title}</h1>
        <Link to={hrefOf({}, true)} preventScrollReset className={buttonClasses('primary')}>
          <Plus aria-hidden="true" />
          {t('structuresAdmin.create')}
        </Link>
      </div>
      <ListNotice notice={data.notice} />
      <FilterForm
        key={search}
        label={t('structuresAdmin.search')}
        resetLabel={t('structuresAdmin.reset')}
      >
        <FilterSearch
          id="structures-q"
          label={t('structuresAdmin.search')}
          defaultValue={query.q ?? ''}
          placeholder={t('structuresAdmin.searchHint')}
        />
        <FilterSelect
          id="structures-type"
          name="type"
          label={t('structuresAdmin.filterType')}
          defaultValue={query.type ?? ''}
          allLabel={t('structuresAdmin.allTypes')}
          options={STRUCTURE_TYPES.map((type) => ({
            value: type,
            label: STRUCTURE_TYPE_LABELS[type],
          }))}
        />
        <FilterSelect
          id="structures-member"
          name="member"
          label={t('structuresAdmin.filterMember')}
          defaultValue={query.member ?? ''}
          allLabel={t('structuresAdmin.allMembers')}
          options={filters.member}
        />
        <FilterSelect
          id="structures-active"
          name="active"
          label={t('structuresAdmin.filterActive')}
          defaultValue={query.active ?? ''}
          allLabel={t('structuresAdmin.allStates')}
          options={filters.active}
        />
      </FilterForm>
      <div aria-live="polite">
        {data.error ? <Alert tone="error">{data.error}</Alert> : null}
        {list ? (
          <div className="space-y-4">
            <p>{t('structuresAdmin.count', { count: list.total })}</p>
            <StructuresTable
              structures={list.items}
              recordHref={(structure) => `${pathname}/${structure.id}`}
              empty={t(filtered ? 'ui.noMatchingData' : 'ui.noData')}
            />
            <Pagination
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              hrefOf={(page) => hrefOf({ page })}
              onPageSize={(pageSize: PageSize) => void navigate(hrefOf({ pageSize, page: 1 }))}
            />
          </div>
        ) : null}
      </div>
      <GuardedDialog
        open={data.creating}
        onClose={() => closeDialog(hrefOf({}))}
        title={t('structuresAdmin.create')}
      >
        {({ requestClose, setDirty }) => (
          <StructureForm
            structure={null}
            onSaved={(created: StructureRecord) => void navigate(`${pathname}/${created.id}`)}
            onCancel={requestClose}
            onDirtyChange={setDirty}
          />
        )}
      </GuardedDialog>
    </div>
  );
}
