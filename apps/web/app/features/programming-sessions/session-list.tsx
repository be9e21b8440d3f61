import { formatDateTime, MODALITY_LABELS, t, type SessionPreview } from '@passerelle/shared';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';
import { SessionStatusBadge } from '~/features/session-workflow';

import { FOCUS_SHEET } from './sheet-focus';

export interface SessionListProps {
  sessions: readonly SessionPreview[];
  /** Shows "Ajouter une session" (the programme staff). */
  canAdd: boolean;
  /** The link opening a session (`?session=<id>`, or `new`). */
  hrefOf: (session: number | 'new') => string;
}

const headers = [
  'programmingSessions.column.code',
  'programmingSessions.column.dates',
  'programmingSessions.column.modality',
  'programmingSessions.column.city',
  'programmingSessions.column.seats',
  'programmingSessions.column.status',
  'programmingSessions.column.published',
] as const;

/** The sessions of an action, by start date; each code opens the session's sheet. */
export function SessionList({ sessions, canAdd, hrefOf }: SessionListProps) {
  return (
    <div className="space-y-4">
      {canAdd ? (
        <Link to={hrefOf('new')} state={FOCUS_SHEET} className={buttonClasses('primary')}>
          <Plus aria-hidden="true" />
          {t('programmingSessions.add')}
        </Link>
      ) : null}
      {sessions.length === 0 ? (
        <p className="text-muted">{t('programmingSessions.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('programmingSessions.caption')}</caption>
            <thead>
              <tr className="border-b-2 border-border">
                {headers.map((key) => (
                  <th key={key} scope="col" className="px-3 py-2 font-bold">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id} className="border-b border-border align-top">
                  <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                    <Link
                      to={hrefOf(session.id)}
                      state={FOCUS_SHEET}
                      aria-label={t('programmingSessions.open', { code: session.code })}
                      className={cn('text-primary underline', focusRing)}
                    >
                      {session.code}
                    </Link>
                  </th>
                  <td className="px-3 py-2">
                    {t('programmingSessions.dateRange', {
                      start: formatDateTime(session.startDate),
                      end: formatDateTime(session.endDate),
                    })}
                  </td>
                  <td className="px-3 py-2">{MODALITY_LABELS[session.modality]}</td>
                  <td className="px-3 py-2">{session.city?.name ?? '—'}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {t('programmingSessions.seats', {
                      taken: session.takenSeats,
                      total: session.seats,
                    })}
                  </td>
                  <td className="px-3 py-2">
                    <SessionStatusBadge status={session.status} />
                  </td>
                  <td className="px-3 py-2">
                    {session.published ? t('adminKit.yes') : t('adminKit.no')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
