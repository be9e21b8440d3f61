/*
 * The RGAA 4.1 (référentiel général d'amélioration de l'accessibilité) as the portal's
 * accessibility statement uses it (decision 080): its 106 criteria in 13 themes, the result of
 * each in an audit, and what the official model of statement computes from them — the
 * conformance rate and the conformance status.
 */
import { frenchNumberFormat } from '../format/intl';

/** The version of the RGAA the statement is measured against. */
export const RGAA_VERSION = '4.1.2';

/** The 13 themes of the RGAA 4.1, with how many criteria each holds (106 in all). */
export const RGAA_THEMES = [
  { number: 1, name: 'Images', criteria: 9 },
  { number: 2, name: 'Cadres', criteria: 2 },
  { number: 3, name: 'Couleurs', criteria: 3 },
  { number: 4, name: 'Multimédia', criteria: 13 },
  { number: 5, name: 'Tableaux', criteria: 8 },
  { number: 6, name: 'Liens', criteria: 2 },
  { number: 7, name: 'Scripts', criteria: 5 },
  { number: 8, name: 'Éléments obligatoires', criteria: 10 },
  { number: 9, name: 'Structuration de l’information', criteria: 4 },
  { number: 10, name: 'Présentation de l’information', criteria: 14 },
  { number: 11, name: 'Formulaires', criteria: 13 },
  { number: 12, name: 'Navigation', criteria: 11 },
  { number: 13, name: 'Consultation', criteria: 12 },
] as const;

/** A criterion's number, `theme.criterion`: `1.1` to `13.12`. */
export type RgaaCriterion = `${number}.${number}`;

/** Every criterion of the RGAA 4.1, in the referential's order. */
export const RGAA_CRITERIA: readonly RgaaCriterion[] = RGAA_THEMES.flatMap((theme) =>
  Array.from({ length: theme.criteria }, (_, i): RgaaCriterion => `${theme.number}.${i + 1}`),
);

/** A criterion's result on the sample: conform, non-conform, or not applicable. */
export type RgaaResult = 'C' | 'NC' | 'NA';

/**
 * How a result is established: axe on every page template of the sample at every run of the
 * journeys (`axe`), the keyboard-only journeys (`keyboard`), the team reading the pages and their
 * components (`review`).
 */
export type RgaaEvidence = 'axe' | 'keyboard' | 'review';

export interface RgaaAssessment {
  result: RgaaResult;
  evidence: readonly RgaaEvidence[];
}

/** How many criteria have each result. */
export interface RgaaCounts {
  conform: number;
  nonConform: number;
  notApplicable: number;
}

export function rgaaCounts(criteria: Readonly<Record<string, RgaaAssessment>>): RgaaCounts {
  const results = Object.values(criteria).map((criterion) => criterion.result);
  return {
    conform: results.filter((result) => result === 'C').length,
    nonConform: results.filter((result) => result === 'NC').length,
    notApplicable: results.filter((result) => result === 'NA').length,
  };
}

/**
 * The RGAA's conformance rate, from 0 to 1: the conform criteria out of the applicable ones
 * (conform and non-conform; the not applicable ones left out). A criterion is conform when it is
 * on every page of the sample. Null when no criterion applies.
 */
export function rgaaConformanceRate(counts: RgaaCounts): number | null {
  const applicable = counts.conform + counts.nonConform;
  return applicable === 0 ? null : counts.conform / applicable;
}

/**
 * The status the statement declares (the RGAA's obligations): totally conform when every
 * applicable criterion is, partially from 50 % on, not conform under 50 % or without any
 * applicable criterion assessed.
 */
export type RgaaStatus = 'full' | 'partial' | 'none';

export function rgaaStatus(rate: number | null): RgaaStatus {
  if (rate === null || rate < 0.5) return 'none';
  return rate === 1 ? 'full' : 'partial';
}

/**
 * "93,8 %": the rate to a tenth of a percent, rounded down so that a statement never shows
 * 100 % while a criterion fails.
 */
export function formatRgaaRate(rate: number): string {
  return frenchNumberFormat({ style: 'percent', maximumFractionDigits: 1 }).format(
    Math.floor(rate * 1000) / 1000,
  );
}
