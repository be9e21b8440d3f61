import { t } from '@passerelle/shared';
import { useLocation } from 'react-router';

import { pageAt } from '~/lib/page-title';

/**
 * What the server sends for a page rendered in the browser only (spec §2: surveys and reports):
 * the page's title and a loading notice, shown until its `clientLoader` has answered.
 */
export function ClientOnlyFallback() {
  const { pathname } = useLocation();
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">{pageAt(pathname)?.title}</h1>
      <p role="status">{t('ui.loading')}</p>
    </div>
  );
}
