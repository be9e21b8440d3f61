import {
  CIVILITY_LABELS,
  actionScopeOf,
  t,
  type SessionUser,
  type SpeakerExportQuery,
  type SpeakerListItem,
} from '@passerelle/shared';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { inIdBatches, sendExport, type ExportColumn } from '../../lib/export/index.js';
import { selectOrderedSpeakerIds } from './speakers.repository.js';
import { speakerRows } from './speakers.service.js';

/*
 * `GET /api/instructor_views/export`: the speakers of the list (same filters, order and reach),
 * one row per speaker and programme year, so that the hours stay a number a spreadsheet can add
 * up or pivot; CSV (`;`, BOM) or XLSX, streamed by batches of speakers.
 */

/** One line of the export: a speaker's figures of one programme year. */
export interface SpeakerExportRow {
  speaker: SpeakerListItem;
  year: number;
  providers: string;
  actions: string;
  actionCount: number;
  sessionCount: number;
  hours: string;
}

/** The lines of a speaker: one per year of their actions, newest first. */
export function speakerExportLines(speaker: SpeakerListItem): SpeakerExportRow[] {
  return speaker.years.map((figures) => {
    const actions = speaker.actions.filter((action) => action.year === figures.year);
    return {
      speaker,
      year: figures.year,
      providers: speaker.providers.map((provider) => provider.name).join(' ; '),
      actions: actions.map((action) => action.name).join(' ; '),
      actionCount: actions.length,
      sessionCount: figures.sessionCount,
      hours: figures.hours,
    };
  });
}

/** The export's columns, French headers read when the export starts. */
export function speakerExportColumns(): ExportColumn<SpeakerExportRow>[] {
  return [
    {
      header: t('speakers.export.column.year'),
      kind: 'integer',
      value: (row) => row.year,
      width: 8,
    },
    {
      header: t('speakers.export.column.civility'),
      kind: 'text',
      value: (row) => (row.speaker.civility ? CIVILITY_LABELS[row.speaker.civility] : ''),
      width: 9,
    },
    {
      header: t('speakers.export.column.familyName'),
      kind: 'text',
      value: (row) => row.speaker.familyName,
      width: 20,
    },
    {
      header: t('speakers.export.column.givenName'),
      kind: 'text',
      value: (row) => row.speaker.givenName,
      width: 20,
    },
    {
      header: t('speakers.export.column.email'),
      kind: 'text',
      value: (row) => row.speaker.email,
      width: 30,
    },
    {
      header: t('speakers.export.column.providers'),
      kind: 'text',
      value: (row) => row.providers,
      width: 30,
    },
    {
      header: t('speakers.export.column.actions'),
      kind: 'text',
      value: (row) => row.actions,
      width: 60,
    },
    {
      header: t('speakers.export.column.actionCount'),
      kind: 'integer',
      value: (row) => row.actionCount,
    },
    {
      header: t('speakers.export.column.sessionCount'),
      kind: 'integer',
      value: (row) => row.sessionCount,
    },
    { header: t('speakers.export.column.hours'), kind: 'decimal', value: (row) => row.hours },
  ];
}

export const SPEAKER_EXPORT_BATCH_SIZE = 200;

async function* speakerExportRows(
  db: Database,
  user: SessionUser,
  query: SpeakerExportQuery,
): AsyncGenerator<SpeakerExportRow> {
  const { format: _format, sort, ...filters } = query;
  const ids = await selectOrderedSpeakerIds(db, { filters, sort, scope: actionScopeOf(user) });
  const speakers = inIdBatches(
    ids,
    (batch) => speakerRows(db, batch, filters, user),
    SPEAKER_EXPORT_BATCH_SIZE,
  );
  for await (const speaker of speakers) yield* speakerExportLines(speaker);
}

export function exportSpeakers(
  db: Database,
  reply: FastifyReply,
  user: SessionUser,
  query: SpeakerExportQuery,
) {
  return sendExport(reply, {
    format: query.format,
    baseName: t('speakers.export.fileName'),
    sheetName: t('speakers.export.sheetName'),
    columns: speakerExportColumns(),
    rows: speakerExportRows(db, user, query),
  });
}
