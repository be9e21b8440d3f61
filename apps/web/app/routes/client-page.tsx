import { t } from '@passerelle/shared';
import type { MetaFunction } from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
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

export function HydrateFallback() {
  return <ClientOnlyFallback />;
}

export default function ClientOnlyPage() {
  return <PlaceholderContent />;
}
