import { EXPORT_FORMATS, can, t } from '@passerelle/shared';
import { useEffect } from 'react';

import { ExportButtons } from '~/components/export-buttons';
import { ListNotice } from '~/components/ui/list-notice';
import { ListResults } from '~/components/ui/list-results';
import { Pagination, pageCount } from '~/components/ui/pagination';
import { useSessionUser } from '~/lib/session-user';

import { ActionCreateButton } from './action-create-dialog';
import { ActionIndicatorsBand } from './action-indicators';
import type { ActionListData } from './action-list-data';
import { ActionListFilters } from './action-list-filters';
import { actionExportHref, effectiveYear, isFiltered, sessionExportHref } from './action-list-url';
import { ActionTable } from './action-table';
import { useActionListNavigation } from './use-action-list-navigation';

/**
 * /back/programming: the programme's actions with their filters (kept in the URL), the
 * indicators of what is filtered, the sortable and paginated list, the exports of the same
 * selection, and 'Créer une action' for the staff.
 */
export function ActionListPage({ title, data }: { title: string; data: ActionListData }) {
  const { state, page } = data;
  const user = useSessionUser();
  const staff = can(user, 'programming.manage');
  const { href, go, loading } = useActionListNavigation(state);

  // A page beyond the last one (after a filter or a delete): show the last page instead.
  const total = page?.total ?? 0;
  const lastPage = pageCount(total, state.pageSize);
  useEffect(() => {
    if (page && page.items.length === 0 && state.page > lastPage) {
      void go({ ...state, page: lastPage }, { replace: true });
    }
  }, [page, state, lastPage, go]);

  const year = effectiveYear(state, data.defaultYear);
  const items = page?.items ?? [];
  const providerName = items.find((item) => item.provider?.id === state.providerId)?.provider?.name;

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{title}</h1>
        {staff ? (
          <ActionCreateButton
            year={year}
            lookups={{
              axes: data.axes,
              types: data.types,
              providers: data.providers ?? [],
              managers: data.managers,
            }}
          />
        ) : null}
      </div>

      <ListNotice notice={data.notice} />

      <ActionListFilters
        state={state}
        defaultYear={data.defaultYear}
        years={data.years}
        axes={data.axes}
        types={data.types}
        providers={staff ? data.providers : null}
        providerName={providerName}
        onChange={(next, options) => void go(next, options)}
      />

      {data.indicators ? <ActionIndicatorsBand indicators={data.indicators} /> : null}

      <section aria-labelledby="actions-list-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="actions-list-heading" className="text-xl font-bold">
            {t('programmingScreens.list.caption')}
          </h2>
          <div className="flex flex-wrap items-start gap-4">
            <ExportButtons
              formats={EXPORT_FORMATS}
              hrefOf={(format) => actionExportHref(format, state, data.defaultYear)}
              labelOf={(format) => t(`programmingScreens.export.${format}`)}
            />
            <ExportButtons
              formats={EXPORT_FORMATS}
              hrefOf={(format) => sessionExportHref(format, state, data.defaultYear)}
              labelOf={(format) => t(`programmingScreens.export.sessions.${format}`)}
            />
          </div>
        </div>
        <ListResults loading={loading} total={page?.total ?? null} error={data.error}>
          {page ? (
            <ActionTable
              items={items}
              sort={state.sort}
              onSort={(sort) => void go({ ...state, sort, page: 1 })}
              empty={isFiltered(state, data.defaultYear) ? t('ui.noMatchingData') : t('ui.noData')}
            />
          ) : null}
        </ListResults>
        {page ? (
          <Pagination
            page={state.page}
            pageSize={state.pageSize}
            total={total}
            hrefOf={(target) => href({ ...state, page: target })}
            onPageSize={(pageSize) => void go({ ...state, pageSize, page: 1 })}
          />
        ) : null}
      </section>
    </div>
  );
}
