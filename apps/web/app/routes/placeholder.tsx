import { t } from '@passerelle/shared';
import type { MetaFunction } from 'react-router';
import { useLocation } from 'react-router';

import { Alert } from '~/components/ui/alert';
import { pageAt, pageTitle } from '~/lib/page-title';

/*
 * A page of spec §2 that a later issue builds. It shows, inside its layout, its title and what
 * it will hold — never a blank page. Used by many routes: everything comes from the shared
 * APP_ROUTES entry matching the URL.
 */

export const meta: MetaFunction = ({ location }) => {
  const page = pageAt(location.pathname);
  return [{ title: pageTitle(page?.title ?? t('layout.appName')) }];
};

export function PlaceholderContent() {
  const { pathname } = useLocation();
  const page = pageAt(pathname);
  if (!page) return null;
  // A tab of /back/programming/{id}: the parent page holds the <h1>.
  const Heading = page.parent ? 'h2' : 'h1';
  return (
    <div className="space-y-4">
      <Heading className={page.parent ? 'text-2xl font-bold' : 'text-3xl font-bold'}>
        {page.title}
      </Heading>
      <p className="text-lg">{page.description}</p>
      <Alert tone="info">{t('ui.pageComingSoon')}</Alert>
    </div>
  );
}

export default function PlaceholderPage() {
  return <PlaceholderContent />;
}
