import {
  REPORT_ATTENDANCE_KEYS,
  REPORT_SECTIONS,
  SESSION_STATUS_LABELS,
  reportAttendanceLabel,
  reportDisplayLabel,
  reportDisplayState,
  reportSectionLabel,
  t,
  type ReportExportQuery,
  type SessionReport,
  type SessionUser,
} from '@passerelle/shared';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { inIdBatches, sendExport, type ExportColumn } from '../../lib/export/index.js';
import {
  attendanceGroups,
  selectOrderedReportIds,
  selectReportsById,
} from './reports.repository.js';
import { reportQueryOf, toSessionReport } from './reports.service.js';

/*
 * `GET /api/survey_views/report_export`: the reports of the list (same filters, same order, same
 * reach), one row per session, CSV (`;`, BOM) or XLSX, streamed by batches of ids.
 */

/** The export's columns, French headers read when the export starts. */
export function reportExportColumns(): ExportColumn<SessionReport>[] {
  return [
    {
      header: t('reports.export.column.actionYear'),
      kind: 'integer',
      value: (report) => report.session.action.year,
    },
    {
      header: t('reports.export.column.action'),
      kind: 'text',
      value: (report) => report.session.action.name,
      width: 40,
    },
    {
      header: t('reports.export.column.session'),
      kind: 'text',
      value: (report) => report.session.code,
      width: 16,
    },
    {
      header: t('reports.export.column.startDate'),
      kind: 'datetime',
      value: (report) => report.session.startDate,
    },
    {
      header: t('reports.export.column.endDate'),
      kind: 'datetime',
      value: (report) => report.session.endDate,
    },
    {
      header: t('reports.export.column.provider'),
      kind: 'text',
      value: (report) => report.session.provider?.name,
      width: 30,
    },
    {
      header: t('reports.export.column.sessionStatus'),
      kind: 'text',
      value: (report) => SESSION_STATUS_LABELS[report.session.status],
      width: 20,
    },
    {
      header: t('reports.export.column.status'),
      kind: 'text',
      value: (report) =>
        reportDisplayLabel(
          reportDisplayState({ status: report.status, savedAt: report.saved?.at ?? null }),
        ),
      width: 14,
    },
    ...REPORT_ATTENDANCE_KEYS.map((key): ExportColumn<SessionReport> => ({
      header: reportAttendanceLabel(key),
      kind: 'integer',
      value: (report) => report.attendance[key],
    })),
    ...REPORT_SECTIONS.map((section): ExportColumn<SessionReport> => ({
      header: reportSectionLabel(section),
      kind: 'text',
      value: (report) => report.sections[section],
      width: 60,
    })),
    {
      header: t('reports.export.column.completedAt'),
      kind: 'datetime',
      value: (report) => report.completed?.at,
    },
    {
      header: t('reports.export.column.validatedAt'),
      kind: 'datetime',
      value: (report) => report.validated?.at,
    },
    {
      header: t('reports.export.column.validatedBy'),
      kind: 'text',
      value: (report) => report.validated?.by?.name,
      width: 24,
    },
  ];
}

export const REPORT_EXPORT_BATCH_SIZE = 500;

async function* reportExportRows(
  db: Database,
  user: SessionUser,
  query: ReportExportQuery,
): AsyncGenerator<SessionReport> {
  const { format: _format, ...filters } = query;
  const ids = await selectOrderedReportIds(db, reportQueryOf(user, filters));
  yield* inIdBatches(
    ids,
    async (batch) => {
      const [rows, groups] = await Promise.all([
        selectReportsById(db, batch),
        attendanceGroups(db, batch),
      ]);
      return rows.map((row) =>
        toSessionReport(
          row,
          groups.filter((group) => group.sessionId === row.sessionId),
        ),
      );
    },
    REPORT_EXPORT_BATCH_SIZE,
  );
}

export function exportReports(
  db: Database,
  reply: FastifyReply,
  user: SessionUser,
  query: ReportExportQuery,
) {
  return sendExport(reply, {
    format: query.format,
    baseName: t('reports.export.fileName'),
    sheetName: t('reports.export.sheetName'),
    columns: reportExportColumns(),
    rows: reportExportRows(db, user, query),
  });
}
