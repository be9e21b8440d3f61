import { createHash } from 'node:crypto';
import type { Questionnaire } from '@passerelle/shared';

/**
 * SHA-256 of a questionnaire's JSON, as built by the shared model (its key order is the model's):
 * equal snapshots are stored once in `survey_questionnaires` (decision 032).
 */
export function questionnaireChecksum(questionnaire: Questionnaire): string {
  return createHash('sha256').update(JSON.stringify(questionnaire)).digest('hex');
}
