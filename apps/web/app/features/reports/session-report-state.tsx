import {
  can,
  reportAvailability,
  reportDisplayState,
  t,
  type SessionReport,
  type SessionStatus,
  type SessionUser,
} from '@passerelle/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { ReportStatusBadge } from '~/components/report-status-badge';
import { buttonClasses } from '~/components/ui/button';

import { getSessionReport } from './reports-api';

export interface SessionReportStateProps {
  session: { id: number; status: SessionStatus; reportEnabled: boolean };
  user: SessionUser;
  /** Heading level inside the host's section. */
  headingLevel?: 'h3' | 'h4';
}

/** What the browser read, for the session in the status `key` names. */
type State =
  | { kind: 'loading'; key: string }
  | { kind: 'loaded'; key: string; report: SessionReport }
  | { kind: 'error'; key: string; message: string };

/**
 * The pedagogical report of a session, on the session's page in the back office: not enabled,
 * to write once the session is realised, or its state with a link to `/reports/{id}` ("Rédiger
 * le bilan" for its provider while it is in progress). The state is read in the browser
 * (`GET /api/sessions/{id}/report`) once the report exists; it follows the session's status and
 * report switch shown by the host.
 */
export function SessionReportState({
  session,
  user,
  headingLevel: Heading = 'h4',
}: SessionReportStateProps) {
  const availability = reportAvailability(session);
  // Read again when the session's status or switch changes: until then, "loading".
  const key = `${session.id}-${session.status}-${availability}`;
  const [read, setRead] = useState<State>({ kind: 'loading', key });
  const state: State = read.key === key ? read : { kind: 'loading', key };

  useEffect(() => {
    if (availability !== 'open') return;
    const controller = new AbortController();
    void getSessionReport(session.id, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setRead({ kind: 'loaded', key, report: result.data });
      else if (!result.unauthorized) {
        setRead({ kind: 'error', key, message: t('reports.session.loadError') });
      }
    });
    return () => controller.abort();
  }, [session.id, key, availability]);

  let body;
  if (availability === 'disabled') {
    body = <p>{t('reports.state.disabled')}</p>;
  } else if (availability === 'notRealized') {
    body = <p>{t('reports.state.notRealized')}</p>;
  } else if (state.kind === 'error') {
    body = <p className="text-danger">{state.message}</p>;
  } else if (state.kind === 'loading') {
    body = <p role="status">{t('ui.loading')}</p>;
  } else {
    const { report } = state;
    const writes = can(user, 'reports.write') && report.status === 'IN_PROGRESS';
    body = (
      <div className="space-y-2">
        <p className="flex flex-wrap items-center gap-2">
          <span>{t('reports.session.status')}</span>{' '}
          <ReportStatusBadge
            state={reportDisplayState({ status: report.status, savedAt: report.saved?.at ?? null })}
          />
        </p>
        <Link
          to={`/reports/${report.id}`}
          className={buttonClasses(writes ? 'primary' : 'secondary', 'sm')}
        >
          {t(writes ? 'reports.session.write' : 'reports.session.open')}
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <Heading className="font-bold">{t('reports.session.title')}</Heading>
      {body}
    </div>
  );
}
