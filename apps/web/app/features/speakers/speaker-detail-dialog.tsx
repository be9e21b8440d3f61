import {
  formatDay,
  formatDayRange,
  formatHoursNumber,
  formatSessionPlace,
  formatTime,
  personName,
  t,
  type SpeakerDetail,
  type SpeakerFilters,
  type SpeakerIdentity,
  type SpeakerSession,
} from '@passerelle/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { SessionStatusBadge } from '~/components/session-status-badge';
import { Alert } from '~/components/ui/alert';
import { DataTable } from '~/components/ui/data-table';
import { Dialog, DialogContent } from '~/components/ui/dialog';

import { getSpeakerDetail } from './speakers-api';

export interface SpeakerDetailDialogProps {
  speaker: SpeakerIdentity;
  /** The list's filters: the dialog shows the sessions the row counts. */
  filters: Partial<SpeakerFilters>;
  onClose: () => void;
}

/** Where a session takes place: city and modality, then the room. */
function placeOf(session: SpeakerSession): string {
  const place = formatSessionPlace(session);
  return session.room ? `${place} — ${session.room.name}` : place;
}

function DatesCell({ session }: { session: SpeakerSession }) {
  if (session.dates.length === 0) return <>{formatDayRange(session.startDate, session.endDate)}</>;
  return (
    <ul>
      {session.dates.map((date) => (
        <li key={date.startsAt} className="whitespace-nowrap">
          {t('speakers.detail.dateRange', {
            day: formatDay(date.startsAt),
            start: formatTime(date.startsAt),
            end: formatTime(date.endsAt),
          })}
        </li>
      ))}
    </ul>
  );
}

function HoursCell({ session }: { session: SpeakerSession }) {
  const hours =
    session.hours === null
      ? t('speakers.detail.hoursUnknown')
      : t('speakers.hours', { hours: formatHoursNumber(session.hours) });
  return (
    <>
      {hours}
      {session.counted ? null : (
        <span className="block text-sm">{t('speakers.detail.notCounted')}</span>
      )}
    </>
  );
}

/** A speaker's sessions on the actions the list shows: dates, place, status and hours. */
export function SpeakerDetailDialog({ speaker, filters, onClose }: SpeakerDetailDialogProps) {
  const [detail, setDetail] = useState<SpeakerDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { year, axisId, providerId } = filters;
  useEffect(() => {
    const controller = new AbortController();
    void getSpeakerDetail(speaker.id, { year, axisId, providerId }, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.ok) setDetail(result.data);
        else setError(result.error);
      },
    );
    return () => controller.abort();
  }, [speaker.id, year, axisId, providerId]);

  const narrowed = year !== undefined || axisId !== undefined || providerId !== undefined;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={t('speakers.detail.title')}
        description={personName(speaker)}
        className="md:max-w-5xl"
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
        {!detail && !error ? <p role="status">{t('speakers.detail.loading')}</p> : null}
        {detail ? (
          <div className="space-y-4">
            {narrowed ? <p>{t('speakers.detail.filtered')}</p> : null}
            <p role="status" className="font-medium">
              {t('speakers.detail.total', { hours: formatHoursNumber(detail.hours) })}
            </p>
            <DataTable
              caption={t('speakers.detail.caption')}
              dense
              rows={detail.sessions}
              rowKey={(session) => session.id}
              empty={t('speakers.detail.empty')}
              columns={[
                {
                  key: 'session',
                  header: t('speakers.detail.column.session'),
                  rowHeader: true,
                  className: 'whitespace-nowrap',
                  cell: (session) => session.code,
                },
                {
                  key: 'action',
                  header: t('speakers.detail.column.action'),
                  cell: (session) => (
                    <Link
                      to={`/back/programming/${session.action.id}/sessions`}
                      className="underline"
                    >
                      {session.action.name}
                    </Link>
                  ),
                },
                {
                  key: 'dates',
                  header: t('speakers.detail.column.dates'),
                  cell: (session) => <DatesCell session={session} />,
                },
                {
                  key: 'place',
                  header: t('speakers.detail.column.place'),
                  cell: (session) => placeOf(session),
                },
                {
                  key: 'status',
                  header: t('speakers.detail.column.status'),
                  cell: (session) => <SessionStatusBadge status={session.status} />,
                },
                {
                  key: 'hours',
                  header: t('speakers.detail.column.hours'),
                  align: 'right',
                  className: 'whitespace-nowrap',
                  cell: (session) => <HoursCell session={session} />,
                },
              ]}
            />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
