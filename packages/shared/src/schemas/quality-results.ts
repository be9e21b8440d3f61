import { z } from 'zod';
import { t } from '../i18n';
import { SURVEY_THEMES } from '../surveys/questionnaire';
import { idParams } from './fields';
import './messages';
import { defineRoute } from './route';

/*
 * The published quality results (Qualiopi indicator 2, decision 079): a training's, in the sheet
 * of each of its sessions once enough trainees answered (`CatalogueSessionDetail.quality`); a
 * provider's, per training, in the back office. The figures are computed by `qualityResultsOf`
 * (survey-results/quality-results.ts).
 */

export const qualityResultsSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  trained: z.number().int(),
  completionRate: z.number().nullable(),
  answers: z.number().int(),
  satisfactionRate: z.number().nullable(),
  themes: z.array(
    z.object({ theme: z.enum(SURVEY_THEMES), label: z.string(), average: z.number().nullable() }),
  ),
  publishable: z.boolean(),
});

/** A provider's results: every action with a session ended in the period, and all together. */
export const providerQualityResultsSchema = z.object({
  total: qualityResultsSchema,
  actions: z.array(
    z.object({ id: z.number().int(), name: z.string(), results: qualityResultsSchema }),
  ),
});
export type ProviderQualityResults = z.infer<typeof providerQualityResultsSchema>;

export const QUALITY_RESULTS_API = {
  /** A provider structure's, over the last twelve months (its own for a provider). */
  provider: defineRoute({
    method: 'GET',
    path: '/structures/:id/quality_results',
    access: { permission: 'quality.results' },
    params: idParams,
    response: providerQualityResultsSchema,
    errors: [400, 401, 403, 404],
  }),
};

/** The years whose PDF the provider's panel offers: this one and the ones before. */
export const QUALITY_RESULTS_PDF_YEARS = 3;

/** `?year=` of the PDF: a calendar year. */
export const qualityResultsPdfQuerySchema = z.object({
  year: z.coerce
    .number({ error: () => t('validation.integer') })
    .int({ error: () => t('validation.integer') })
    .min(2000, { error: () => t('validation.choice') })
    .max(2100, { error: () => t('validation.choice') }),
});

/**
 * `GET /api/structures/{id}/quality_results/pdf?year=`: the provider's "indicateurs de
 * résultats" of a calendar year, in PDF (permission `quality.results`).
 */
export function qualityResultsPdfUrl(structureId: number, year: number): string {
  return `/api/structures/${structureId}/quality_results/pdf?year=${year}`;
}
