import {
  formatDay,
  formatDayRange,
  formatSessionPlace,
  t,
  type CatalogueSession,
} from '@passerelle/shared';
import { CalendarDays, MapPin } from 'lucide-react';
import { PrefetchLink } from '~/components/prefetch-link';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

import { AvailabilityBadge } from '~/components/availability-badge';

/** The axis as a coloured mark and its number (the colour alone carries no information). */
export function AxisTag({ axis }: { axis: CatalogueSession['action']['axis'] }) {
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <span
        aria-hidden="true"
        className="inline-block size-3 rounded-full border border-border-strong"
        style={{ backgroundColor: axis.color ?? undefined }}
      />
      <span>
        {t('catalogue.axisNumber', { number: axis.number })} – {axis.name}
      </span>
    </span>
  );
}

/** One session of a list: its action (the link to its sheet), dates, place and seats. */
export function SessionCard({
  session,
  headingLevel = 3,
}: {
  session: CatalogueSession;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col gap-2 rounded-sm border border-border bg-surface p-4">
      <AxisTag axis={session.action.axis} />
      <Heading className="text-lg font-bold">
        <PrefetchLink
          to={`/training/${session.id}`}
          className={cn('text-primary underline-offset-4 hover:underline', focusRing)}
        >
          {session.action.name}
        </PrefetchLink>
      </Heading>
      <p className="text-sm text-muted">
        {session.action.type.name} · {t('sessionSheet.session', { code: session.code })}
        {session.action.type.membersOnly ? ` · ${t('catalogue.membersOnly')}` : ''}
      </p>
      <p className="flex items-start gap-2">
        <CalendarDays aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted" />
        {formatDayRange(session.startDate, session.endDate)}
      </p>
      <p className="flex items-start gap-2">
        <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted" />
        {formatSessionPlace(session)}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
        <AvailabilityBadge availability={session.availability} />
        <span className="text-sm">
          {session.seatsLeft > 0
            ? t('catalogue.seatsLeft', { count: session.seatsLeft })
            : t('catalogue.noSeatLeft')}
        </span>
      </div>
      {session.registrationDeadline ? (
        <p className="text-sm text-muted">
          {t('catalogue.deadline', { date: formatDay(session.registrationDeadline) })}
        </p>
      ) : null}
    </article>
  );
}
