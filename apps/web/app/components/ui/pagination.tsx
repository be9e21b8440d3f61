import { PAGE_SIZES, t, type PageSize } from '@passerelle/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from './button';
import { fieldInputBase, fieldLabelClasses } from './field';

/** Number of pages of a list (at least one, so "Page 1 sur 1" for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** '1 élément', '12 éléments' (French singular covers 0 and 1). */
export function totalLabel(total: number): string {
  return t('adminKit.total', { count: total });
}

/** The pages to link around the current one: the first, the last, two on each side, gaps. */
export function pageNumbers(current: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1, current + 2, current - 2]);
  const sorted = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const n of sorted) {
    const last = result.at(-1);
    if (typeof last === 'number' && n - last > 1) result.push('gap');
    result.push(n);
  }
  return result;
}

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The link of another page. */
  hrefOf: (page: number) => string;
  /** The navigation's name ('Pagination' by default). */
  label?: string;
  /** Links to the pages around the current one (long result lists) instead of 'Page X sur Y'. */
  numbered?: boolean;
  /**
   * Another page keeps the scroll position (the default: lists whose pagination sits under a
   * short table); false starts the new page at its top, like any link.
   */
  keepScroll?: boolean;
  /**
   * Offers the page sizes of PAGE_SIZES (the back office's lists). Without it a list of one page
   * shows no pagination at all.
   */
  onPageSize?: (pageSize: PageSize) => void;
}

/**
 * The one pagination of the lists (decision 022): 'Précédent' / 'Suivant' links (greyed and out
 * of the tab order where there is no such page), 'Page X sur Y' or the nearby pages' links, and
 * the page size when the list lets the reader choose it.
 */
export function Pagination({
  page,
  pageSize,
  total,
  hrefOf,
  label,
  numbered = false,
  keepScroll = true,
  onPageSize,
}: PaginationProps) {
  const id = useId();
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && !onPageSize) return null;
  const step = (target: number, text: string, rel: 'prev' | 'next') => {
    const content =
      rel === 'prev' ? (
        <>
          <ChevronLeft aria-hidden="true" />
          {text}
        </>
      ) : (
        <>
          {text}
          <ChevronRight aria-hidden="true" />
        </>
      );
    if (target < 1 || target > pages) {
      // A link to nowhere is not a link: shown greyed, out of the tab order.
      return (
        <span aria-disabled="true" className={buttonClasses('secondary', 'sm')}>
          {content}
        </span>
      );
    }
    return (
      <Link
        to={hrefOf(target)}
        rel={rel}
        preventScrollReset={keepScroll}
        className={buttonClasses('secondary', 'sm')}
      >
        {content}
      </Link>
    );
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <nav aria-label={label ?? t('ui.pagination')} className="flex flex-wrap items-center gap-3">
        {step(page - 1, t('ui.previous'), 'prev')}
        {numbered ? (
          <ul className="flex flex-wrap items-center gap-1">
            {pageNumbers(page, pages).map((n, index) =>
              n === 'gap' ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1">
                  …
                </li>
              ) : (
                <li key={n}>
                  <Link
                    to={hrefOf(n)}
                    preventScrollReset={keepScroll}
                    aria-current={n === page ? 'page' : undefined}
                    aria-label={t('ui.pageOf', { page: n, pages })}
                    className={buttonClasses(n === page ? 'primary' : 'ghost', 'sm')}
                  >
                    {n}
                  </Link>
                </li>
              ),
            )}
          </ul>
        ) : (
          <span>{t('ui.pageOf', { page, pages })}</span>
        )}
        {step(page + 1, t('ui.next'), 'next')}
      </nav>
      {onPageSize ? (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-size`} className={fieldLabelClasses}>
            {t('adminKit.pageSize')}
          </label>
          <select
            id={`${id}-size`}
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value) as PageSize)}
            className={fieldInputBase}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
