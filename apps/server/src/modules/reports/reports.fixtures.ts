import type { SessionStatus } from '@passerelle/shared';
import { sessions } from '../../db/schema/index.js';
import { DAY_MS, type WorkflowFixture } from '../session-workflow/session-workflow.fixtures.js';

let counter = 0;

/**
 * A session for the report suites: of the demo provider's action unless `actionId`, ended two
 * days ago, its report enabled unless said otherwise.
 */
export async function createReportSession(
  fixture: WorkflowFixture,
  options: {
    status?: SessionStatus;
    actionId?: number;
    reportEnabled?: boolean;
    code?: string;
  } = {},
): Promise<number> {
  const now = Date.now();
  const [row] = await fixture.db
    .insert(sessions)
    .values({
      actionId: options.actionId ?? fixture.ownActionId,
      code: options.code ?? `BILAN-${++counter}`,
      status: options.status ?? 'PROGRAMMED',
      startDate: new Date(now - 3 * DAY_MS),
      endDate: new Date(now - 2 * DAY_MS),
      reportEnabled: options.reportEnabled ?? true,
    })
    .returning({ id: sessions.id });
  return row!.id;
}

/** The text of a report whose required sections are all filled. */
export const FULL_REPORT = {
  delivered: 'Apports sur la posture d’écoute, puis trois études de cas.',
  goalsReached: 'Objectifs atteints : chaque stagiaire a conduit un entretien simulé.',
  traineesFeedback: 'Groupe très satisfait ; demande davantage de mises en situation.',
  difficulties: '',
  improvements: 'Ajouter une demi-journée de mises en situation filmées.',
};
