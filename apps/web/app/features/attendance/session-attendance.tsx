import {
  formatTime,
  t,
  type AttendanceHalfDay,
  type SessionAttendance as Attendance,
  type SigningWindowState,
} from '@passerelle/shared';
import { useEffect, useState } from 'react';

import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { TitledSection } from '~/components/ui/titled-section';
import { useMutation } from '~/lib/use-mutation';

import {
  closeSigningWindow,
  getSessionAttendance,
  getSigningWindow,
  openSigningWindow,
} from './attendance-api';
import { halfDayName } from './attendance-format';
import { AttendanceProposal } from './attendance-proposal';
import { LiveWindow } from './live-window';

export interface SessionAttendanceProps {
  sessionId: number;
  /**
   * The session's last change (its `updatedAt`): new dates or a new status read the half-days
   * and their windows again, without a reload of the page.
   */
  revision?: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'loaded'; attendance: Attendance }
  | { kind: 'error'; message: string };

function WindowState({ halfDay }: { halfDay: AttendanceHalfDay }) {
  if (!halfDay.window) return <span>{t('attendance.window.notOpened')}</span>;
  return halfDay.window.open ? (
    <Badge tone="success">{t('attendance.window.open')}</Badge>
  ) : (
    <Badge tone="neutral">{t('attendance.window.closed')}</Badge>
  );
}

/**
 * The digital attendance on a session's sheet (decision 038), for its provider and staff: the
 * half-days of its intervention dates with their signing windows (opened on the day, closed by
 * hand or at the day's end), the open window's QR code and signatures, and the attendance the
 * signatures propose. Read in the browser (`GET /api/sessions/{id}/attendance`); the paper
 * sheet, scanned, is still attached with the session's documents.
 */
export function SessionAttendance({ sessionId, revision }: SessionAttendanceProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  const [live, setLive] = useState<SigningWindowState | null>(null);
  const { pending: busy, run } = useMutation();
  const reload = () => setVersion((value) => value + 1);

  useEffect(() => {
    const controller = new AbortController();
    void getSessionAttendance(sessionId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setState({ kind: 'loaded', attendance: result.data });
      else if (!result.unauthorized) {
        setState({ kind: 'error', message: t('attendance.section.loadError') });
      }
    });
    return () => controller.abort();
  }, [sessionId, revision, version]);

  /** Runs a window action of a half-day's row; its answer is the window shown. */
  const act = (call: () => ReturnType<typeof getSigningWindow>, success?: string) =>
    void run(call, {
      successToast: success,
      onSuccess: (window) => {
        setLive(window);
        reload();
      },
    });

  const actionName = (action: string, halfDay: AttendanceHalfDay) =>
    t('attendance.window.actionOf', { action, halfDay: halfDayName(halfDay) });

  const actions = (halfDay: AttendanceHalfDay) => {
    const { window } = halfDay;
    if (window?.open) {
      return (
        <>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={actionName(t('attendance.window.showAction'), halfDay)}
            onClick={() => act(() => getSigningWindow(window.id))}
          >
            {t('attendance.window.showAction')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            aria-label={actionName(t('attendance.window.closeAction'), halfDay)}
            onClick={() =>
              act(() => closeSigningWindow(window.id), t('attendance.window.closedToast'))
            }
          >
            {t('attendance.window.closeAction')}
          </Button>
        </>
      );
    }
    if (halfDay.openRefusal !== null) return null;
    const label = t(window ? 'attendance.window.reopenAction' : 'attendance.window.openAction');
    return (
      <Button
        size="sm"
        disabled={busy}
        aria-label={actionName(label, halfDay)}
        onClick={() =>
          act(() => openSigningWindow(sessionId, halfDay.key), t('attendance.window.opened'))
        }
      >
        {label}
      </Button>
    );
  };

  const columns = (total: number): DataColumn<AttendanceHalfDay>[] => [
    {
      key: 'halfDay',
      header: t('attendance.column.halfDay'),
      rowHeader: true,
      cell: (row) => halfDayName(row),
    },
    {
      key: 'hours',
      header: t('attendance.column.hours'),
      className: 'whitespace-nowrap',
      cell: (row) =>
        t('attendance.hours', { start: formatTime(row.startsAt), end: formatTime(row.endsAt) }),
    },
    {
      key: 'signatures',
      header: t('attendance.column.signatures'),
      cell: (row) => t('attendance.signedCount', { count: row.signedCount, total }),
    },
    {
      key: 'window',
      header: t('attendance.column.window'),
      cell: (row) => <WindowState halfDay={row} />,
    },
  ];

  let body;
  if (state.kind === 'loading') {
    body = <p role="status">{t('ui.loading')}</p>;
  } else if (state.kind === 'error') {
    body = <Alert tone="error">{state.message}</Alert>;
  } else {
    const { attendance } = state;
    body =
      attendance.halfDays.length === 0 ? (
        <p>{t('attendance.noHalfDays')}</p>
      ) : (
        <div className="space-y-6">
          <DataTable
            caption={t('attendance.halfDays.caption')}
            columns={columns(attendance.trainees.length)}
            rows={attendance.halfDays}
            rowKey={(row) => row.key}
            rowActions={{
              header: t('attendance.column.window'),
              hideHeader: true,
              cell: actions,
            }}
          />
          {live ? (
            <LiveWindow initial={live} onHide={() => setLive(null)} onChange={reload} />
          ) : null}
          {/* Without any window, the session's attendance is on paper: nothing to propose. */}
          {attendance.halfDays.some((halfDay) => halfDay.window !== null) ? (
            <AttendanceProposal attendance={attendance} onApplied={reload} />
          ) : null}
        </div>
      );
  }

  return (
    <TitledSection
      id="session-attendance-title"
      title={t('attendance.section.title')}
      level={3}
      className="space-y-4"
    >
      <p>{t('attendance.section.intro')}</p>
      {body}
    </TitledSection>
  );
}
