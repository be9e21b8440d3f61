import type { SessionStatus } from '@passerelle/shared';
import type { Executor } from '../../db/executor.js';
import { syncSessionSurvey } from '../surveys/survey-opening.service.js';

/**
 * What follows a session's change of status (or of its survey flag), in the change's transaction:
 * its satisfaction survey opens to its trainees when it becomes REALIZED, hides when it returns
 * to programmed (modules/surveys, decision 032).
 */
export async function followSessionChange(
  tx: Executor,
  change: { sessionId: number; from: SessionStatus; to: SessionStatus; publicUrl: string },
): Promise<void> {
  await syncSessionSurvey(tx, { sessionId: change.sessionId, publicUrl: change.publicUrl });
}
