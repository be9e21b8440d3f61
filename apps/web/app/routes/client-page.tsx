import { t } from '@passerelle/shared';
import type { MetaFunction } from 'react-router';
import { useLocation } from 'react-router';

import { pageAt, pageTitle } from '~/lib/page-title';

import { PlaceholderContent } from './placeholder';

/*
 * Reports and surveys (spec §2) are rendered in the browser only: the server sends the survey
 * layout with HydrateFallback, then `clientLoader` loads the page's data (nothing yet: a later
 * issue fetches the report or survey here).
 */

export const meta: MetaFunction = ({ location }) => [
  { title: pageTitle(pageAt(location.pathname)?.title ?? t('layout.appName')) },
];

export async function clientLoader() {
  return null;
}

/** What a client-rendered page shows until its data is loaded: its title and "Chargement…". */
export function ClientPageFallback() {
  const { pathname } = useLocation();
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">{pageAt(pathname)?.title}</h1>
      <p role="status">{t('ui.loading')}</p>
    </div>
  );
}

export function HydrateFallback() {
  return <ClientPageFallback />;
}

export default function ClientOnlyPage() {
  return <PlaceholderContent />;
}
