import {
  ACTION_FIELD_LABELS,
  MODALITY_LABELS,
  SESSION_FIELD_LABELS,
  SESSION_STATUS_LABELS,
  actionScopeOf,
  t,
  type SessionExportQuery,
  type SessionListItem,
  type SessionUser,
} from '@passerelle/shared';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { inIdBatches, sendExport, type ExportColumn } from '../../lib/export/index.js';
import { selectOrderedSessionIds, selectSessionRowsById } from './sessions-list.repository.js';

/** The columns of the session export, with the labels of the forms. */
export const SESSION_EXPORT_COLUMNS: readonly ExportColumn<SessionListItem>[] = [
  { header: ACTION_FIELD_LABELS.year, kind: 'integer', value: (row) => row.action.year, width: 8 },
  { header: ACTION_FIELD_LABELS.name, kind: 'text', value: (row) => row.action.name, width: 50 },
  { header: SESSION_FIELD_LABELS.code, kind: 'text', value: (row) => row.code, width: 16 },
  {
    header: 'Statut',
    kind: 'text',
    value: (row) => SESSION_STATUS_LABELS[row.status],
    width: 20,
  },
  { header: SESSION_FIELD_LABELS.startDate, kind: 'datetime', value: (row) => row.startDate },
  { header: SESSION_FIELD_LABELS.endDate, kind: 'datetime', value: (row) => row.endDate },
  {
    header: SESSION_FIELD_LABELS.modality,
    kind: 'text',
    value: (row) => MODALITY_LABELS[row.modality],
    width: 16,
  },
  { header: SESSION_FIELD_LABELS.cityId, kind: 'text', value: (row) => row.city?.name, width: 24 },
  {
    header: ACTION_FIELD_LABELS.providerId,
    kind: 'text',
    value: (row) => row.provider?.name,
    width: 30,
  },
  { header: SESSION_FIELD_LABELS.seats, kind: 'integer', value: (row) => row.seats },
  { header: 'Places prises', kind: 'integer', value: (row) => row.takenSeats },
  { header: 'Places restantes', kind: 'integer', value: (row) => row.availableSeats },
  { header: SESSION_FIELD_LABELS.published, kind: 'boolean', value: (row) => row.published },
  { header: SESSION_FIELD_LABELS.cost, kind: 'decimal', value: (row) => row.cost },
];

/** Sessions per query of an export (their rows are read by id, like the actions'). */
export const SESSION_EXPORT_BATCH_SIZE = 1000;

/** Streams the sessions the list's filters select, in the list's order, as CSV or XLSX. */
export async function exportSessions(
  db: Database,
  reply: FastifyReply,
  user: SessionUser,
  query: SessionExportQuery,
) {
  const { format, sort, ...filters } = query;
  const scope = actionScopeOf(user);
  async function* rows() {
    const ids = await selectOrderedSessionIds(db, filters, sort, scope);
    yield* inIdBatches(ids, (batch) => selectSessionRowsById(db, batch), SESSION_EXPORT_BATCH_SIZE);
  }
  return sendExport(reply, {
    format,
    baseName: t('programming.export.sessionsFileName'),
    sheetName: 'Sessions',
    columns: SESSION_EXPORT_COLUMNS,
    rows: rows(),
  });
}
