import { PAGE_SIZES, t, type PageSize } from '@passerelle/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '~/components/ui/button';

import { inputBase, labelClasses } from './field-styles';

/** Number of pages of a list (at least one, so "Page 1 sur 1" for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** '0 élément', '1 élément', '12 éléments' (a plural message: French singular covers 0 and 1). */
export function totalLabel(total: number): string {
  return t('adminKit.total', { count: total });
}

export interface PaginationProps {
  page: number;
  pageSize: PageSize;
  total: number;
  /** The link of another page. */
  hrefOf: (page: number) => string;
  onPageSize: (pageSize: PageSize) => void;
}

/** 'Précédent' / 'Suivant' links, 'Page X sur Y', and the page size. */
export function Pagination({ page, pageSize, total, hrefOf, onPageSize }: PaginationProps) {
  const id = useId();
  const pages = pageCount(total, pageSize);
  const step = (target: number, label: string, icon: 'previous' | 'next') => {
    const content =
      icon === 'previous' ? (
        <>
          <ChevronLeft aria-hidden="true" />
          {label}
        </>
      ) : (
        <>
          {label}
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
      <Link to={hrefOf(target)} preventScrollReset className={buttonClasses('secondary', 'sm')}>
        {content}
      </Link>
    );
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <nav aria-label={t('adminKit.pagination')} className="flex items-center gap-3">
        {step(page - 1, t('ui.previous'), 'previous')}
        <span>{t('adminKit.pageOf', { page, pages })}</span>
        {step(page + 1, t('ui.next'), 'next')}
      </nav>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-size`} className={labelClasses}>
          {t('adminKit.pageSize')}
        </label>
        <select
          id={`${id}-size`}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value) as PageSize)}
          className={inputBase}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
