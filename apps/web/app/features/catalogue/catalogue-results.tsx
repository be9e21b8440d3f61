import { t, type CataloguePage } from '@passerelle/shared';
import { Link } from 'react-router';

import { buttonClasses } from '~/components/ui/button';

import { catalogueHref, pageNumbers } from './catalogue-url';
import { SessionCard } from './session-card';

function Pagination({
  page,
  pages,
  search,
}: {
  page: number;
  pages: number;
  search: URLSearchParams;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('catalogue.pagination')} className="flex flex-wrap items-center gap-2">
      {page > 1 ? (
        <Link
          to={catalogueHref(search, page - 1)}
          rel="prev"
          className={buttonClasses('secondary', 'sm')}
        >
          {t('ui.previous')}
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {pageNumbers(page, pages).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={catalogueHref(search, n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('catalogue.pageOf', { page: n, pages })}
                className={buttonClasses(n === page ? 'primary' : 'ghost', 'sm')}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link
          to={catalogueHref(search, page + 1)}
          rel="next"
          className={buttonClasses('secondary', 'sm')}
        >
          {t('ui.next')}
        </Link>
      ) : null}
    </nav>
  );
}

/** The sessions found, their count (announced after each search) and the pages. */
export function CatalogueResults({
  results,
  search,
}: {
  results: CataloguePage;
  search: URLSearchParams;
}) {
  const pages = Math.max(1, Math.ceil(results.total / results.pageSize));
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
      <Pagination page={results.page} pages={pages} search={search} />
    </section>
  );
}
