import { t } from '@passerelle/shared';
import { Link } from 'react-router';

import { buttonClasses } from '~/components/ui/button';

/** Previous and next pages of a beneficiary list (`?page=`), shown only when there are several. */
export function ListPager({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('adminKit.pagination')} className="flex items-center gap-4">
      {page > 1 ? (
        <Link to={`?page=${page - 1}`} className={buttonClasses('secondary', 'sm')}>
          {t('beneficiary.previousPage')}
        </Link>
      ) : null}
      <span>{t('beneficiary.pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link to={`?page=${page + 1}`} className={buttonClasses('secondary', 'sm')}>
          {t('beneficiary.nextPage')}
        </Link>
      ) : null}
    </nav>
  );
}
