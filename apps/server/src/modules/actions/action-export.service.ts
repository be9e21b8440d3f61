import {
  ACTION_FIELD_LABELS,
  t,
  type ActionExportQuery,
  type SessionUser,
  actionScopeOf,
} from '@passerelle/shared';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { inIdBatches, sendExport, type ExportColumn } from '../../lib/export/index.js';
import { selectActionExportRows, type ActionExportRow } from './action-export.repository.js';
import { selectOrderedActionIds, type ActionRowsQuery } from './actions-list.repository.js';

/** "Hélène Dupré", as the list shows the referent. */
function referentName(row: ActionExportRow): string | null {
  return row.referentGivenName !== null
    ? `${row.referentGivenName} ${row.referentFamilyName ?? ''}`.trim()
    : null;
}

/** The columns of the action export, with the labels of the forms. */
export const ACTION_EXPORT_COLUMNS: readonly ExportColumn<ActionExportRow>[] = [
  { header: ACTION_FIELD_LABELS.year, kind: 'integer', value: (row) => row.year, width: 8 },
  { header: 'N° axe', kind: 'integer', value: (row) => row.axisNumber, width: 8 },
  { header: ACTION_FIELD_LABELS.axisId, kind: 'text', value: (row) => row.axisName, width: 30 },
  { header: ACTION_FIELD_LABELS.typeId, kind: 'text', value: (row) => row.typeName, width: 24 },
  { header: ACTION_FIELD_LABELS.name, kind: 'text', value: (row) => row.name, width: 50 },
  {
    header: ACTION_FIELD_LABELS.providerId,
    kind: 'text',
    value: (row) => row.providerName,
    width: 30,
  },
  {
    header: ACTION_FIELD_LABELS.referentId,
    kind: 'text',
    value: referentName,
    width: 24,
  },
  { header: ACTION_FIELD_LABELS.lotNumber, kind: 'text', value: (row) => row.lotNumber },
  { header: ACTION_FIELD_LABELS.amountDays, kind: 'decimal', value: (row) => row.amountDays },
  { header: ACTION_FIELD_LABELS.amountHours, kind: 'decimal', value: (row) => row.amountHours },
  {
    header: ACTION_FIELD_LABELS.sessionCount,
    kind: 'integer',
    value: (row) => row.sessionCount,
  },
  {
    header: ACTION_FIELD_LABELS.pedagogicalCost,
    kind: 'decimal',
    value: (row) => row.pedagogicalCost,
  },
  {
    header: ACTION_FIELD_LABELS.animationCost,
    kind: 'decimal',
    value: (row) => row.animationCost,
  },
  { header: ACTION_FIELD_LABELS.travelCost, kind: 'decimal', value: (row) => row.travelCost },
  {
    header: ACTION_FIELD_LABELS.sessionsCost,
    kind: 'decimal',
    value: (row) => row.sessionsCost,
  },
  { header: ACTION_FIELD_LABELS.totalCost, kind: 'decimal', value: (row) => row.totalCost },
];

/**
 * Rows per query of an export: each batch reads its rows by id (bench/export.ts), so the size
 * only trades round trips against the memory of one batch (two are in memory: the one written
 * and the one being read).
 */
export const ACTION_EXPORT_BATCH_SIZE = 1000;

/** The matching actions in the list's order: their ids once, then their rows by batches. */
async function* actionExportRows(
  db: Database,
  query: ActionRowsQuery,
): AsyncGenerator<ActionExportRow> {
  const ids = await selectOrderedActionIds(db, query);
  yield* inIdBatches(ids, (batch) => selectActionExportRows(db, batch), ACTION_EXPORT_BATCH_SIZE);
}

/** Streams the actions the list's filters select, in the list's order, as CSV or XLSX. */
export async function exportActions(
  db: Database,
  reply: FastifyReply,
  user: SessionUser,
  query: ActionExportQuery,
) {
  const { format, sort, ...filters } = query;
  return sendExport(reply, {
    format,
    baseName: t('programming.export.actionsFileName'),
    sheetName: 'Actions',
    columns: ACTION_EXPORT_COLUMNS,
    rows: actionExportRows(db, { filters, sort, scope: actionScopeOf(user) }),
  });
}
