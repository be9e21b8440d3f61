import { programmingTabs, t } from '@passerelle/shared';
import { ArrowLeft } from 'lucide-react';
import { Link, NavLink, Outlet, useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';
import {
  actionPageMeta,
  loadActionPage,
  type ActionPageData,
} from '~/features/programming/action-page-data';
import { clientApi } from '~/lib/api-client-loader';

/*
 * /back/programming/{id}: the action's name as the page's heading and its tab bar; each tab is a
 * child route. An unknown id, or another provider's action, shows the 404 screen.
 */

export function clientLoader(args: ClientLoaderFunctionArgs) {
  return loadActionPage(clientApi(args), args.params.id);
}

export const HydrateFallback = ClientOnlyFallback;

export const meta = actionPageMeta;

export default function ProgrammingActionPage() {
  const { action } = useLoaderData() as ActionPageData;
  return (
    <div className="space-y-6">
      <Link
        to="/back/programming"
        className={cn('inline-flex items-center gap-1 text-primary underline', focusRing)}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('programmingScreens.page.backToList')}
      </Link>
      <div className="space-y-1">
        <h1 className="text-3xl font-bold">{action.name}</h1>
        <p className="text-muted">
          {t('programmingScreens.page.subtitle', { year: action.year, axis: action.axis.name })}
        </p>
      </div>
      <nav aria-label={t('programmingScreens.page.tabs')}>
        <ul className="flex flex-wrap gap-1 border-b border-border">
          {programmingTabs(action.id).map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-block border-b-2 px-4 py-2 font-medium',
                    focusRing,
                    isActive ? 'border-primary text-primary' : 'border-transparent text-ink',
                  )
                }
              >
                {t(tab.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
