import { t, type MessageKey } from '../i18n';
import type { GeneratedDocument } from './codes';

/*
 * A provider's Qualiopi evidence of a year (issue 25 item 3, decision 081): one ZIP with, for each
 * session held that ended in the year, the documents that prove what the auditor checks, each file
 * named after the indicators of the Référentiel national qualité (decree 2019-565) it proves. The
 * server assembles it; which document proves which indicator, and the names, live here.
 */

/**
 * The indicators of the Référentiel national qualité the portal holds proof of:
 * 2 the results indicators published, 11 the trainees' achievement of the objectives evaluated,
 * 12 their engagement followed (attendance), 30 the stakeholders' opinions gathered, 32 the
 * improvements drawn from them.
 */
export const QUALITY_INDICATORS = [2, 11, 12, 30, 32] as const;
export type QualityIndicator = (typeof QUALITY_INDICATORS)[number];

/** What the ZIP holds, each with the indicators it proves. */
export const QUALITY_EVIDENCE = {
  /** The provider's results indicators of the year (the PDF of decision 079). */
  results: [2],
  /** The signature sheet, signatures included: attendance followed half-day by half-day. */
  attendance: [12],
  /** Each trainee's certificates: the objectives and the attendance attested. */
  certificate: [11],
  /** The provider's report: objectives reached (11) and improvements (32). */
  report: [11, 32],
  /** The results of a session's satisfaction survey and cold evaluation. */
  survey: [30],
} as const satisfies Record<string, readonly QualityIndicator[]>;
export type QualityEvidenceKind = keyof typeof QUALITY_EVIDENCE;

/** The session documents of the ZIP, by kind (certificates: those the action type offers). */
export const QUALITY_EVIDENCE_DOCUMENTS = {
  attendance: ['registration_signature'],
  certificate: ['completion_certificate', 'end_certificate', 'participation_certificate'],
  report: ['report_pdf'],
} as const satisfies Partial<Record<QualityEvidenceKind, readonly GeneratedDocument[]>>;

/** "11 et 32": a list of numbers as a French sentence says it. */
function numbers(indicators: readonly number[]): string {
  return new Intl.ListFormat('fr', { type: 'conjunction' }).format(indicators.map(String));
}

/** "Ind. 11 et 32": what a file's name starts with, so that it sorts and reads by indicator. */
export function qualityEvidencePrefix(kind: QualityEvidenceKind): string {
  return t('qualityEvidence.prefix', { numbers: numbers(QUALITY_EVIDENCE[kind]) });
}

/** "Indicateur 12 – Engagement des bénéficiaires et prévention des ruptures". */
export function qualityIndicatorLabel(indicator: QualityIndicator): string {
  return t(`qualityEvidence.indicator.${indicator}` satisfies MessageKey);
}

/** The indicators an evidence kind proves, as the ZIP's index says them. */
export function qualityEvidenceIndicators(kind: QualityEvidenceKind): string {
  return numbers(QUALITY_EVIDENCE[kind]);
}

/**
 * `GET /api/structures/{id}/quality_evidence?year=`: the ZIP of a provider's evidence of a
 * calendar year (permission `quality.results`).
 */
export function qualityEvidenceUrl(structureId: number, year: number): string {
  return `/api/structures/${structureId}/quality_evidence?year=${year}`;
}
