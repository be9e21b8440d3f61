import type { Readable } from 'node:stream';
import {
  errorMessage,
  formatDateTime,
  parisDay,
  personName,
  QUALITY_EVIDENCE,
  QUALITY_EVIDENCE_DOCUMENTS,
  QUALITY_INDICATORS,
  qualityEvidenceIndicators,
  qualityEvidencePrefix,
  qualityIndicatorLabel,
  SURVEY_KIND_LABELS,
  t,
  traineeDocumentRefusal,
  yearQualityPeriod,
  type GeneratedDocument,
  type QualityEvidenceKind,
  type SessionUser,
} from '@passerelle/shared';
import { AppError } from '../../lib/app-error.js';
import {
  CSV_BOM,
  CSV_SEPARATOR,
  csvLine,
  quoteCsvField,
  type ExportColumn,
} from '../../lib/export/index.js';
import { ZipStream } from '../../lib/export/zip.js';
import { reachableProviderStructure } from '../access/access.service.js';
import { surveyViewReaderOf } from '../survey-results/survey-results.service.js';
import { findEvidenceSessions, type EvidenceSurvey } from './documents.repository.js';
import {
  documentLabel,
  openDocumentBatch,
  renderQualityResultsPdfFor,
  safeName,
  type DocumentContext,
  type DocumentFile,
  type SessionDocumentBatch,
} from './documents.service.js';
import { renderSurveyResultsPdf } from './survey-results-pdf.service.js';

/*
 * A provider's Qualiopi evidence of a calendar year in one ZIP (issue 25 item 3, decision 081):
 * the year's results indicators, then per session held that ended in the year its signed
 * attendance sheet, its trainees' certificates, its report and its surveys' results, each file
 * named after the indicators it proves (the shared QUALITY_EVIDENCE); an index of every piece
 * (and of what is missing, and why) and a read-me. The archive streams as it is made: one
 * document in memory at a time, the download starting at once.
 */

/** One line of the index: a piece of evidence, where it is, or why it is not there. */
interface IndexLine {
  kind: QualityEvidenceKind;
  evidence: string;
  session: { code: string; actionName: string; endDate: Date } | null;
  /** Its path in the archive; null when missing or not issued. */
  file: string | null;
  note: string;
  /** Evidence that should be there and is not (a certificate not issued is not missing). */
  missing?: boolean;
}

const INDEX_COLUMNS = (): ExportColumn<IndexLine>[] => [
  {
    header: t('qualityEvidence.index.indicators'),
    kind: 'text',
    value: (line) => qualityEvidenceIndicators(line.kind),
  },
  { header: t('qualityEvidence.index.evidence'), kind: 'text', value: (line) => line.evidence },
  { header: t('qualityEvidence.index.session'), kind: 'text', value: (line) => line.session?.code },
  {
    header: t('qualityEvidence.index.action'),
    kind: 'text',
    value: (line) => line.session?.actionName,
  },
  { header: t('qualityEvidence.index.end'), kind: 'date', value: (line) => line.session?.endDate },
  { header: t('qualityEvidence.index.file'), kind: 'text', value: (line) => line.file },
  { header: t('qualityEvidence.index.note'), kind: 'text', value: (line) => line.note },
];

function indexCsv(lines: readonly IndexLine[]): Buffer {
  const columns = INDEX_COLUMNS();
  const header = columns.map((column) => quoteCsvField(column.header)).join(CSV_SEPARATOR);
  const body = lines.map((line) => csvLine(columns, line)).join('');
  return Buffer.from(`${CSV_BOM}${header}\r\n${body}`, 'utf8');
}

/** The read-me: what the archive holds, indicator by indicator, and how many of each. */
function readme(
  lines: readonly IndexLine[],
  facts: { year: number; provider: string; sessions: number; now: Date },
): Buffer {
  const files = (kind: QualityEvidenceKind) =>
    lines.filter((line) => line.kind === kind && line.file !== null).length;
  const kinds = Object.keys(QUALITY_EVIDENCE) as QualityEvidenceKind[];
  const missing = lines.filter((line) => line.missing);
  const text = [
    t('qualityEvidence.readme.title', { year: facts.year, provider: facts.provider }),
    '',
    t('qualityEvidence.readme.intro', { year: facts.year }),
    '',
    facts.sessions === 0
      ? t('qualityEvidence.readme.noSession', { year: facts.year })
      : t('qualityEvidence.readme.sessions', { count: facts.sessions, year: facts.year }),
    '',
    t('qualityEvidence.readme.indicators'),
    ...QUALITY_INDICATORS.flatMap((indicator) => [
      '',
      qualityIndicatorLabel(indicator),
      ...kinds
        .filter((kind) => (QUALITY_EVIDENCE[kind] as readonly number[]).includes(indicator))
        .map(
          (kind) =>
            `  - ${qualityEvidencePrefix(kind)} : ${t(`qualityEvidence.kind.${kind}`)} – ${t(
              'qualityEvidence.readme.files',
              { count: files(kind) },
            )}`,
        ),
    ]),
    '',
    ...(missing.length > 0 ? [t('qualityEvidence.readme.missing', { count: missing.length })] : []),
    t('qualityEvidence.readme.madeOn', {
      date: formatDateTime(facts.now),
      app: t('layout.appName'),
    }),
    '',
  ];
  return Buffer.from(`${CSV_BOM}${text.join('\r\n')}`, 'utf8');
}

/** Writes the archive's entries, then its index and read-me, and ends it. */
class EvidenceWriter {
  readonly lines: IndexLine[] = [];

  constructor(
    readonly zip: ZipStream,
    readonly context: DocumentContext,
    readonly user: SessionUser,
  ) {}

  async add(
    kind: QualityEvidenceKind,
    evidence: string,
    folder: string,
    file: DocumentFile,
    session: IndexLine['session'],
    note = '',
  ) {
    const path = `${folder}${qualityEvidencePrefix(kind)} - ${file.fileName}`;
    await this.zip.addFile(path, file.bytes);
    this.lines.push({ kind, evidence, session, file: path, note });
  }

  /** A document of the session, or the reason it is missing (a refusal of the documents' rules). */
  async sessionDocument(
    kind: QualityEvidenceKind,
    code: GeneratedDocument,
    batch: SessionDocumentBatch,
    at: { folder: string; session: IndexLine['session'] },
  ) {
    try {
      await this.add(
        kind,
        documentLabel(code),
        at.folder,
        await batch.render({ code }),
        at.session,
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      this.lines.push({
        kind,
        evidence: documentLabel(code),
        session: at.session,
        file: null,
        note: t('qualityEvidence.missing', { reason: errorMessage(error.code) }),
        missing: true,
      });
    }
  }

  /** Each trainee's certificates that the action type offers, or why one was not issued. */
  async certificates(
    batch: SessionDocumentBatch,
    at: { folder: string; session: IndexLine['session'] },
  ) {
    const codes = QUALITY_EVIDENCE_DOCUMENTS.certificate.filter(batch.offers);
    for (const trainee of batch.trainees) {
      for (const code of codes) {
        const evidence = `${documentLabel(code)} – ${personName(trainee)}`;
        const refusal = traineeDocumentRefusal(code, {
          session: { status: batch.facts.status },
          registration: trainee,
        });
        if (refusal) {
          const reason = errorMessage(refusal);
          const note = t('qualityEvidence.notIssued', { reason });
          this.lines.push({ kind: 'certificate', evidence, session: at.session, file: null, note });
          continue;
        }
        const file = await batch.render({ code, registrationId: trainee.registrationId });
        await this.add('certificate', evidence, at.folder, file, at.session);
      }
    }
  }

  /** The results of the session's surveys (satisfaction, then cold evaluation). */
  async surveys(
    batch: SessionDocumentBatch,
    surveys: readonly EvidenceSurvey[],
    at: { folder: string; session: IndexLine['session'] },
  ) {
    if (!surveys.some((survey) => survey.kind === 'HOT')) {
      this.lines.push({
        kind: 'survey',
        evidence: SURVEY_KIND_LABELS.HOT,
        session: at.session,
        file: null,
        note: t('qualityEvidence.missing', { reason: t('qualityEvidence.noSurvey') }),
        missing: true,
      });
    }
    const read = surveyViewReaderOf(this.context.db);
    for (const { id, kind } of surveys) {
      const survey = await read(this.user, id);
      await this.add(
        'survey',
        SURVEY_KIND_LABELS[kind],
        at.folder,
        await renderSurveyResultsPdf(this.context, survey, batch.identity),
        at.session,
        survey.status === 'OPEN' ? t('qualityEvidence.surveyOpen') : '',
      );
    }
  }
}

export interface EvidenceArchive {
  fileName: string;
  stream: Readable;
}

/**
 * `GET /api/structures/{id}/quality_evidence?year=`: the provider's evidence of `year`, for a
 * provider its own structure, staff every provider (404 otherwise). The reach and the year's
 * results are checked and made before any byte is sent, so a refusal answers as JSON; a failure
 * after that cuts the download.
 */
export async function openQualityEvidence(
  context: DocumentContext,
  user: SessionUser,
  structureId: number,
  year: number,
  now = new Date(),
): Promise<EvidenceArchive> {
  const structure = await reachableProviderStructure(context.db, user, structureId);
  const results = await renderQualityResultsPdfFor(context, user, structureId, year, now);
  const sessions = await findEvidenceSessions(context.db, structureId, yearQualityPeriod(year));
  const zip = new ZipStream();
  const writer = new EvidenceWriter(zip, context, user);
  void (async () => {
    await writer.add('results', t('qualityResults.pdf.title', { year }), '', results, null);
    for (const row of sessions) {
      if (zip.abandoned) return;
      const batch = await openDocumentBatch(context, row.id, now);
      // Deleted since the list was read: nothing to prove any more.
      if (!batch) continue;
      const session = { code: row.code, actionName: row.actionName, endDate: row.endDate };
      const name = safeName([parisDay(row.endDate), row.code, row.actionName]);
      const at = { folder: `${t('qualityEvidence.sessions')}/${name}/`, session };
      for (const code of QUALITY_EVIDENCE_DOCUMENTS.attendance) {
        await writer.sessionDocument('attendance', code, batch, at);
      }
      await writer.certificates(batch, at);
      for (const code of QUALITY_EVIDENCE_DOCUMENTS.report) {
        await writer.sessionDocument('report', code, batch, at);
      }
      await writer.surveys(batch, row.surveys, at);
    }
    zip.addBuffer(t('qualityEvidence.index.fileName'), indexCsv(writer.lines));
    zip.addBuffer(
      t('qualityEvidence.readme.fileName'),
      readme(writer.lines, { year, provider: structure.name, sessions: sessions.length, now }),
    );
    await zip.end();
  })().catch((error: unknown) => zip.output.destroy(error as Error));
  return { fileName: `${t('qualityEvidence.fileName', { year })}.zip`, stream: zip.output };
}
