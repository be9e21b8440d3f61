import {
  AVAILABILITY_LABELS,
  formatCalendarDay,
  formatMonth,
  formatTime,
  parisDay,
  t,
  weekdayNames,
  type CatalogueSession,
} from '@passerelle/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

import { formatYearMonth, monthWeeks, shiftMonth, type YearMonth } from './calendar-month';

/** Sessions shown in a day's cell; the others are a link to the list of that day. */
export const SESSIONS_PER_DAY = 4;

const monthHref = (month: YearMonth) => `/calendar?month=${formatYearMonth(month)}`;

function DaySessions({ day, sessions }: { day: string; sessions: CatalogueSession[] }) {
  if (sessions.length === 0) return null;
  const shown = sessions.slice(0, SESSIONS_PER_DAY);
  const more = sessions.length - shown.length;
  return (
    <ul className="mt-1 space-y-1">
      {shown.map((session) => (
        <li key={session.id}>
          <Link
            to={`/training/${session.id}`}
            className={cn(
              'block rounded-sm border-l-4 bg-surface px-1 py-0.5 text-sm leading-snug hover:underline',
              focusRing,
            )}
            style={{ borderLeftColor: session.action.axis.color ?? undefined }}
          >
            <span className="font-medium">{formatTime(session.startDate)}</span>{' '}
            {session.action.name}
            {session.availability !== null && session.availability !== 'AVAILABLE' ? (
              <span className="block text-muted">{AVAILABILITY_LABELS[session.availability]}</span>
            ) : null}
          </Link>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Link
            to={`/training?from=${day}&to=${day}`}
            className={cn('text-sm text-primary underline', focusRing)}
          >
            {t('calendar.more', { count: more })}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * A month of sessions as a table (weeks from Monday, French day and month names), each day
 * listing its sessions by start time; the previous and next months are plain links, so the
 * month is in the URL and every control is reached with the keyboard.
 */
export function MonthCalendar({
  month,
  today,
  sessions,
  truncated,
}: {
  month: YearMonth;
  /** `YYYY-MM-DD` in Paris, from the server (the same text on both sides). */
  today: string;
  sessions: CatalogueSession[];
  truncated: boolean;
}) {
  const byDay = new Map<string, CatalogueSession[]>();
  for (const session of sessions) {
    const day = parisDay(session.startDate);
    byDay.set(day, [...(byDay.get(day) ?? []), session]);
  }
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const label = formatMonth(month);
  return (
    <div className="space-y-4">
      <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
        <Link to={monthHref(previous)} className={buttonClasses('secondary', 'sm')}>
          <ChevronLeft aria-hidden="true" />
          <span>{t('calendar.previous', { month: formatMonth(previous) })}</span>
        </Link>
        <Link to="/calendar" className={buttonClasses('ghost', 'sm')}>
          {t('calendar.current')}
        </Link>
        <Link to={monthHref(next)} className={buttonClasses('secondary', 'sm')}>
          <span>{t('calendar.next', { month: formatMonth(next) })}</span>
          <ChevronRight aria-hidden="true" />
        </Link>
      </nav>
      {truncated ? <p className="text-muted">{t('calendar.truncated')}</p> : null}
      {sessions.length === 0 ? <p className="text-muted">{t('calendar.empty')}</p> : null}
      {/* The table scrolls sideways on a narrow screen: the keyboard must reach that too (WCAG
          2.1.1, axe scrollable-region-focusable), hence a focusable named region. */}
      <div
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={label}
        className={cn('overflow-x-auto rounded-sm', focusRing)}
      >
        <table className="w-full min-w-[48rem] table-fixed border-collapse">
          <caption className="mb-2 text-left text-2xl font-bold first-letter:uppercase">
            {label}
          </caption>
          <thead>
            <tr>
              {weekdayNames().map((weekday) => (
                <th
                  key={weekday}
                  scope="col"
                  className="border border-border bg-surface-alt p-2 text-left first-letter:uppercase"
                >
                  {weekday}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week) => (
              <tr key={week[0]!.day}>
                {week.map(({ day, inMonth }) => {
                  const daySessions = inMonth ? (byDay.get(day) ?? []) : [];
                  return (
                    <td
                      key={day}
                      aria-current={day === today ? 'date' : undefined}
                      className={cn(
                        'h-28 border border-border p-1 align-top',
                        inMonth ? 'bg-surface' : 'bg-surface-alt text-muted',
                        day === today && 'outline-2 -outline-offset-2 outline-primary',
                      )}
                    >
                      <span className="text-sm font-medium">
                        <span aria-hidden="true">{Number(day.slice(8))}</span>
                        <span className="sr-only">
                          {formatCalendarDay(day)}
                          {daySessions.length > 0
                            ? `, ${t('calendar.sessionsOfDay', { count: daySessions.length })}`
                            : ''}
                        </span>
                      </span>
                      <DaySessions day={day} sessions={daySessions} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
