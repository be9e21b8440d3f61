import {
  addStars,
  emptyQualitySums,
  NO_STARS,
  qualityResultsOf,
  rollingQualityPeriod,
  yearQualityPeriod,
  type QualityPeriod,
  type ProviderQualityResults,
  type QualityResults,
  type QualitySums,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { reachableProviderStructure } from '../access/access.service.js';
import { latestActionsOf, sumQualityByTraining } from './quality-results.repository.js';

/*
 * The published quality results (Qualiopi indicator 2, decision 079): a training's (an action
 * and its namesakes of the other programme years) on the public page of each of its sessions, a
 * provider's per training in the back office, over the last twelve whole months.
 */

/**
 * The published results of the training of action `actionId`, for the sheet of its sessions
 * (`CatalogueSessionDetail.quality`): null until enough trainees answered. The caller checked
 * that the session is shown.
 */
export async function trainingQualityResults(
  db: Database,
  actionId: number,
  now = new Date(),
): Promise<QualityResults | null> {
  const period = rollingQualityPeriod(now);
  // One training: the only key of the answer.
  const [sums] = (await sumQualityByTraining(db, { actionId }, period)).values();
  const results = sums ? qualityResultsOf(sums, period) : null;
  return results?.publishable ? results : null;
}

function total(all: Iterable<QualitySums>): QualitySums {
  const sum = emptyQualitySums();
  for (const one of all) {
    sum.trained += one.trained;
    sum.completed += one.completed;
    sum.answers += one.answers;
    sum.satisfaction = addStars(sum.satisfaction, one.satisfaction);
    for (const [theme, stars] of Object.entries(one.themes)) {
      sum.themes[theme] = addStars(sum.themes[theme] ?? NO_STARS, stars ?? NO_STARS);
    }
  }
  return sum;
}

/** `GET /api/structures/{id}/quality_results`: a provider's trainings, each as its latest action. */
export async function providerQualityResults(
  db: Database,
  user: SessionUser,
  structureId: number,
  now = new Date(),
): Promise<ProviderQualityResults> {
  await reachableProviderStructure(db, user, structureId);
  return resultsOfProvider(db, structureId, rollingQualityPeriod(now));
}

/** A provider's results of a calendar year (its PDF), for a user who reaches the structure. */
export async function providerYearQualityResults(
  db: Database,
  user: SessionUser,
  structureId: number,
  year: number,
): Promise<ProviderQualityResults> {
  await reachableProviderStructure(db, user, structureId);
  return resultsOfProvider(db, structureId, yearQualityPeriod(year));
}

async function resultsOfProvider(
  db: Database,
  structureId: number,
  period: QualityPeriod,
): Promise<ProviderQualityResults> {
  const [sums, actions] = await Promise.all([
    sumQualityByTraining(db, { providerId: structureId }, period),
    latestActionsOf(db, structureId),
  ]);
  return {
    total: qualityResultsOf(total(sums.values()), period),
    actions: [...sums]
      .map(([training, one]) => ({
        ...actions.get(training)!,
        results: qualityResultsOf(one, period),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr')),
  };
}
