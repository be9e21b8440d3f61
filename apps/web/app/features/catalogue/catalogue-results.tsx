import { t, type CataloguePage, type CatalogueQuery } from '@passerelle/shared';

import { Pagination } from '~/components/ui/pagination';
import type { ListState } from '~/lib/list-state';

import { catalogueHref } from './catalogue-url';
import { SessionCard } from './session-card';

/** The sessions found, their count (announced after each search) and the pages. */
export function CatalogueResults({
  results,
  list,
}: {
  results: CataloguePage;
  /** The search shown, as the loader read it: the pages' links keep it. */
  list: Omit<ListState<CatalogueQuery>, 'notice'>;
}) {
  return (
    <section aria-labelledby="catalogue-results" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="catalogue-results" className="text-xl font-bold">
          {t('catalogue.resultsHeading')}
        </h2>
        <p role="status" className="text-muted">
          {t('catalogue.results', { count: results.total })}
        </p>
      </div>
      {results.items.length === 0 ? (
        <p className="rounded-sm bg-surface-alt p-6 text-center">{t('ui.noMatchingData')}</p>
      ) : (
        <ol className="grid list-none gap-4 md:grid-cols-2">
          {results.items.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} />
            </li>
          ))}
        </ol>
      )}
      <Pagination
        page={results.page}
        pageSize={results.pageSize}
        total={results.total}
        hrefOf={(page) => catalogueHref(list, page)}
        label={t('catalogue.pagination')}
        numbered
        keepScroll={false}
      />
    </section>
  );
}
