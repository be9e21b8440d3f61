import type { SessionStatus } from '@passerelle/shared';
import type { Executor } from '../../db/executor.js';
import { closeWindowsOfEndedSession } from '../attendance/attendance.service.js';
import { openReportIfDue } from '../reports/reports.service.js';
import { syncSessionSurvey } from '../surveys/survey-opening.service.js';

/**
 * What follows a session's change of status (or of its survey or report flag), in the change's
 * transaction:
 * - its satisfaction survey opens to its trainees when it becomes REALIZED, hides when it returns
 *   to programmed (modules/surveys, decision 032);
 * - its pedagogical report opens, with the REPORT_TO_WRITE mail, once it is realised with its
 *   report enabled (modules/reports, decision 033);
 * - its open signing windows close once it takes no more signatures (modules/attendance).
 */
export async function followSessionChange(
  tx: Executor,
  change: {
    session: { id: number; status: SessionStatus; reportEnabled: boolean };
    publicUrl: string;
  },
): Promise<void> {
  const { session, publicUrl } = change;
  await syncSessionSurvey(tx, { sessionId: session.id, publicUrl });
  await openReportIfDue(tx, session, publicUrl);
  await closeWindowsOfEndedSession(tx, session);
}
