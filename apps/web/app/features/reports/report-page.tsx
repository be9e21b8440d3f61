import {
  REPORT_ATTENDANCE_KEYS,
  REPORT_SECTIONS,
  SESSION_STATUS_LABELS,
  formatDateTime,
  formatDayRange,
  isSessionReadOnly,
  profileOf,
  reportAttendanceLabel,
  reportDisplayState,
  reportSectionLabel,
  reportTransitions,
  t,
  type SessionReport,
  type SessionUser,
} from '@passerelle/shared';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { ReportStatusBadge } from '~/components/report-status-badge';
import { Alert } from '~/components/ui/alert';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';
import { TitledSection } from '~/components/ui/titled-section';

import { ReportForm } from './report-form';
import { ReportReview } from './report-review';

const linkClasses = cn('inline-flex items-center gap-1 text-primary underline', focusRing);

/** Who did what and when: saved, completed, validated. */
function Steps({ report }: { report: SessionReport }) {
  const lines = (
    [
      ['reports.page.lastSaved', report.saved],
      ['reports.page.completed', report.completed],
      ['reports.page.validated', report.validated],
    ] as const
  ).flatMap(([key, step]) =>
    step
      ? [
          t(key, {
            date: formatDateTime(step.at),
            name: step.by?.name ?? t('sessionWorkflow.history.unknownAuthor'),
          }),
        ]
      : [],
  );
  if (lines.length === 0) return null;
  return (
    <ul className="space-y-1 text-muted">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function Attendance({ report }: { report: SessionReport }) {
  return (
    <TitledSection
      id="report-attendance"
      title={t('reports.attendance.title')}
      size="2xl"
      className="space-y-2"
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {REPORT_ATTENDANCE_KEYS.map((key) => (
          <div key={key} className="rounded-sm border border-border p-3">
            <dt className="text-sm">{reportAttendanceLabel(key)}</dt>
            <dd className="text-2xl font-bold">{report.attendance[key]}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">{t('reports.attendance.note')}</p>
    </TitledSection>
  );
}

/** The sections as text, for whoever does not (or no longer) write them. */
function ReportText({ report }: { report: SessionReport }) {
  return (
    <section aria-labelledby="report-sections" className="space-y-4">
      <h2 id="report-sections" className="text-2xl font-bold">
        {t('reports.page.sections')}
      </h2>
      {REPORT_SECTIONS.map((section) => (
        <div key={section} className="space-y-1">
          <h3 className="text-lg font-bold">{reportSectionLabel(section)}</h3>
          {report.sections[section] ? (
            <p className="whitespace-pre-line">{report.sections[section]}</p>
          ) : (
            <p className="text-muted italic">{t('reports.page.empty')}</p>
          )}
        </div>
      ))}
    </section>
  );
}

/** Why the viewer may not change the report, when nothing is left to do. */
function readOnlyNotice(report: SessionReport, writes: boolean): string | null {
  if (isSessionReadOnly(report.session.status)) return t('reports.page.readOnly.closed');
  if (report.status === 'VALIDATED') return t('reports.page.readOnly.validated');
  if (report.status === 'COMPLETED' && writes) return t('reports.page.readOnly.completed');
  if (report.status === 'IN_PROGRESS' && !writes) return t('reports.page.waitingProvider');
  return null;
}

/**
 * `/reports/{id}`: a session's pedagogical report. The provider writes it (draft, completion);
 * a manager or an admin reads it and validates it or sends it back; everyone sees the attendance
 * computed from the registrations. Each answer of the API replaces the report shown.
 */
export function ReportPage({
  initial,
  user,
}: {
  initial: SessionReport;
  user: SessionUser | null;
}) {
  const [report, setReport] = useState(initial);
  const profile = user ? profileOf(user.userProfileCode) : null;
  const events = profile ? reportTransitions(report.status, profile, report.session.status) : [];
  const writes = profile === 'provider';
  const { session } = report;
  const notice = readOnlyNotice(report, writes);

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <Link to="/reports" className={linkClasses}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('reports.page.back')}
        </Link>
        <h1 className="text-3xl font-bold">{t('reports.page.title', { code: session.code })}</h1>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{t('reports.page.action')}</dt>
          <dd>{session.action.name}</dd>
          {session.provider ? (
            <>
              <dt className="font-medium">{t('reports.page.provider')}</dt>
              <dd>{session.provider.name}</dd>
            </>
          ) : null}
          <dt className="font-medium">{t('reports.page.dates')}</dt>
          <dd>{formatDayRange(session.startDate, session.endDate)}</dd>
          <dt className="font-medium">{t('reports.page.session')}</dt>
          <dd>
            {SESSION_STATUS_LABELS[session.status]} –{' '}
            <Link
              to={`/back/programming/${session.action.id}/sessions?session=${session.id}`}
              className={linkClasses}
            >
              {t('reports.page.sessionLink')}
            </Link>
          </dd>
        </dl>
        <p role="status" className="flex items-center gap-2">
          <span>{t('reports.page.status')}</span>{' '}
          <ReportStatusBadge
            state={reportDisplayState({ status: report.status, savedAt: report.saved?.at ?? null })}
          />
        </p>
        <Steps report={report} />
        {report.sentBack && report.status === 'IN_PROGRESS' ? (
          <Alert tone="warning">
            {t('reports.page.sentBack', {
              date: formatDateTime(report.sentBack.at),
              name: report.sentBack.by?.name ?? t('sessionWorkflow.history.unknownAuthor'),
              reason: report.sentBack.reason,
            })}
          </Alert>
        ) : null}
        {notice ? <Alert tone="info">{notice}</Alert> : null}
      </div>

      <Attendance report={report} />

      {events.includes('save') ? (
        <ReportForm key={report.status} report={report} onChange={setReport} />
      ) : (
        <ReportText report={report} />
      )}
      {events.includes('validate') || events.includes('sendBack') ? (
        <ReportReview report={report} events={events} onChange={setReport} />
      ) : null}
    </div>
  );
}
