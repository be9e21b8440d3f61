import { isSurveySessionStatus, satisfactionQuestionnaire } from '@passerelle/shared';
import type { Executor } from '../../db/executor.js';
import { questionnaireChecksum } from '../../lib/questionnaire-checksum.js';
import { registrationMailValues } from '../../lib/registration-mail-values.js';
import { enqueueMail } from '../mail/outbox.service.js';
import {
  deleteUnfilledOfNonTrainees,
  findSessionSurveyOf,
  findSheetMailSubjects,
  findSurveySource,
  insertMissingSheets,
  insertSessionSurvey,
  storeQuestionnaire,
} from './surveys.repository.js';

/*
 * Opening of a session's satisfaction survey (decisions.md "Surveys and reports", decision 032).
 * One function keeps the answer sheets right after anything they depend on changed: the
 * session's status (modules/session-workflow), its survey flag (same), a trainee's attendance
 * (modules/registrations). Each caller runs it in its own transaction, the session row already
 * locked by its change, so two calls on a session never interleave.
 */

/**
 * Brings the session's survey in line with the session, in `tx`:
 * - the UNFILLED sheets of registrations no longer PRESENT or PARTIAL_ABSENCE go (sent ones stay);
 * - when the session is REALIZED (or validated, or closed) with its survey enabled, the survey
 *   opens if it never did (with a snapshot of its questionnaire: the default questions and its
 *   action type's conditioned ones as they are now), and while it is OPEN each PRESENT or
 *   PARTIAL_ABSENCE trainee without a sheet gets one, UNFILLED, and the SURVEY_OPEN mail.
 * Otherwise (returned to programmed, survey disabled) the sheets stay as they are, hidden from the
 * trainees until the survey shows again: nobody is mailed twice for the same sheet.
 */
export async function syncSessionSurvey(
  tx: Executor,
  input: { sessionId: number; publicUrl: string; now?: Date },
): Promise<void> {
  const { sessionId } = input;
  const source = await findSurveySource(tx, sessionId);
  if (!source) return;
  let survey = await findSessionSurveyOf(tx, sessionId, 'HOT');
  if (survey) await deleteUnfilledOfNonTrainees(tx, survey.id);
  if (!source.surveyEnabled || !isSurveySessionStatus(source.status)) return;
  if (!survey) {
    const questionnaire = satisfactionQuestionnaire(source.conditionedQuestions);
    const questionnaireId = await storeQuestionnaire(
      tx,
      questionnaire,
      questionnaireChecksum(questionnaire),
    );
    survey = await insertSessionSurvey(tx, {
      sessionId,
      kind: 'HOT',
      questionnaireId,
      openedAt: input.now ?? new Date(),
    });
  }
  if (survey.status !== 'OPEN') return;
  const created = await insertMissingSheets(tx, survey.id, sessionId);
  await mailSurveyOpen(
    tx,
    created.map((sheet) => sheet.id),
    input.publicUrl,
  );
}

/** The SURVEY_OPEN mail of each new sheet, with the link to answer it. */
async function mailSurveyOpen(tx: Executor, sheetIds: readonly number[], publicUrl: string) {
  for (const subject of await findSheetMailSubjects(tx, sheetIds)) {
    await enqueueMail(tx, {
      template: 'SURVEY_OPEN',
      to: subject.email,
      values: {
        ...registrationMailValues({ ...subject, publicUrl }),
        url: new URL(`/surveys/${subject.sheetId}`, publicUrl).toString(),
      },
    });
  }
}
