import {
  CATALOGUE_API,
  catalogueSessionSchema,
  formatDayRange,
  formatSessionPlace,
  t,
  type CatalogueSession,
} from '@passerelle/shared';
import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '~/components/ui/button';
import { AvailabilityBadge } from '~/components/availability-badge';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';
import type { ApiClient } from '~/lib/api-client';

/**
 * The next sessions of the catalogue (spec §7 `public/session_views/next`). A failed call, or an
 * item of another shape, only leaves the list shorter: the home page always shows.
 */
export async function loadNextSessions(api: ApiClient): Promise<CatalogueSession[]> {
  const result = await api.call(CATALOGUE_API.publicNext);
  if (!result.ok || !Array.isArray(result.data)) return [];
  return result.data.flatMap((item) => {
    const parsed = catalogueSessionSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function NextSessions({ sessions }: { sessions: readonly CatalogueSession[] }) {
  return (
    <section aria-labelledby="home-next-sessions" className="space-y-4">
      <h2 id="home-next-sessions" className="text-2xl font-bold">
        {t('home.nextSessions')}
      </h2>
      {sessions.length === 0 ? (
        <p>{t('home.nextSessionsEmpty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-col gap-2 rounded-sm border border-border border-l-8 p-4"
              style={{ borderLeftColor: session.action.axis.color ?? undefined }}
            >
              <p className="text-sm text-muted">
                {t('home.axisNumber', { number: session.action.axis.number })} —{' '}
                {session.action.axis.name}
              </p>
              <h3 className="text-lg font-bold">
                <Link
                  to={`/training/${session.id}`}
                  className={cn('text-primary underline', focusRing)}
                >
                  {session.action.name}
                </Link>
              </h3>
              <p className="flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                {formatDayRange(session.startDate, session.endDate)}
              </p>
              <p className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {formatSessionPlace(session)}
              </p>
              <p>
                <AvailabilityBadge availability={session.availability} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/training" className={buttonClasses('secondary')}>
          {t('home.allSessions')}
        </Link>
      </p>
    </section>
  );
}
