import { REGISTRATION_STATUS_LABELS, CIVILITY_LABELS, t } from '@passerelle/shared';
import {
  CSV_BOM,
  csvLine,
  quoteCsvField,
  CSV_SEPARATOR,
  type ExportColumn,
} from '../../lib/export/index.js';
import type { SessionDocumentData, TraineeRow } from './document-data.js';

/** The session's trainees as CSV (`;`, BOM, CRLF: like the other exports). */
export function participantsCsv(data: SessionDocumentData): Buffer {
  const { session } = data;
  const columns: ExportColumn<TraineeRow>[] = [
    { header: t('documents.csv.session'), kind: 'text', value: () => session.code },
    { header: t('documents.csv.action'), kind: 'text', value: () => session.actionName },
    {
      header: t('documents.csv.civility'),
      kind: 'text',
      value: (row) => (row.civility ? CIVILITY_LABELS[row.civility] : ''),
    },
    { header: t('documents.pdf.column.familyName'), kind: 'text', value: (row) => row.familyName },
    { header: t('documents.pdf.column.givenName'), kind: 'text', value: (row) => row.givenName },
    { header: t('documents.pdf.column.email'), kind: 'text', value: (row) => row.email },
    { header: t('documents.csv.structure'), kind: 'text', value: (row) => row.structureName },
    {
      header: t('documents.pdf.column.status'),
      kind: 'text',
      value: (row) => REGISTRATION_STATUS_LABELS[row.status],
    },
    { header: t('documents.csv.hours'), kind: 'decimal', value: (row) => row.effectiveHours },
  ];
  const header = columns.map((column) => quoteCsvField(column.header)).join(CSV_SEPARATOR);
  const lines = data.trainees.map((row) => csvLine(columns, row)).join('');
  return Buffer.from(`${CSV_BOM}${header}\r\n${lines}`, 'utf8');
}
