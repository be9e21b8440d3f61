import {
  coldQuestionnaire,
  isSurveySessionStatus,
  satisfactionQuestionnaire,
  type Questionnaire,
  type SurveyKind,
} from '@passerelle/shared';
import type { Executor } from '../../db/executor.js';
import { questionnaireChecksum } from '../../lib/questionnaire-checksum.js';
import { registrationMailValues } from '../../lib/registration-mail-values.js';
import { enqueueMail } from '../mail/outbox.service.js';
import {
  deleteUnfilledOfNonTrainees,
  findSessionSurveyOf,
  findSessionSurveys,
  findSheetMailSubjects,
  findSurveySource,
  insertMissingSheets,
  insertSessionSurvey,
  storeQuestionnaire,
} from './surveys.repository.js';

/*
 * Opening of a session's surveys and their answer sheets kept right (decisions 032 and 035). The
 * satisfaction survey (HOT) opens when the session is realised with its survey enabled; the cold
 * evaluation (COLD) opens on its date, by the scheduled job (cold-survey.plugin.ts, a timed task of decision 043). Once a
 * survey of either kind is open, one function keeps its answer sheets right after anything they
 * depend on changed: the session's status (modules/session-workflow), its survey flag (same), a
 * trainee's attendance (modules/registrations). Each caller runs it in its own transaction, the
 * session row already locked by its change, so two calls on a session never interleave.
 */

type SurveySource = NonNullable<Awaited<ReturnType<typeof findSurveySource>>>;

/** What differs between the kinds: the questionnaire a survey opens with, and its mail. */
const SURVEY_KIND_RULES = {
  HOT: {
    template: 'SURVEY_OPEN',
    questionnaire: (source: SurveySource) => satisfactionQuestionnaire(source.conditionedQuestions),
  },
  COLD: { template: 'SURVEY_COLD_OPEN', questionnaire: () => coldQuestionnaire() },
} as const satisfies Record<
  SurveyKind,
  {
    template: 'SURVEY_OPEN' | 'SURVEY_COLD_OPEN';
    questionnaire: (source: SurveySource) => Questionnaire;
  }
>;

/**
 * Brings the session's surveys in line with the session, in `tx`:
 * - the UNFILLED sheets of registrations no longer PRESENT or PARTIAL_ABSENCE go (sent ones
 *   stay), from each of its surveys;
 * - when the session is REALIZED (or validated, or closed) with its survey enabled, the
 *   satisfaction survey opens if it never did (with a snapshot of its questionnaire: the default
 *   questions and its action type's conditioned ones as they are now), and while a survey of
 *   either kind is OPEN each PRESENT or PARTIAL_ABSENCE trainee without a sheet gets one,
 *   UNFILLED, and the survey's mail (SURVEY_OPEN, SURVEY_COLD_OPEN). The cold evaluation never
 *   opens here: only on its date (openColdSurvey).
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
  const opened = await findSessionSurveys(tx, sessionId);
  for (const survey of opened) await deleteUnfilledOfNonTrainees(tx, survey.id);
  if (!source.surveyEnabled || !isSurveySessionStatus(source.status)) return;
  const hot =
    opened.find((survey) => survey.kind === 'HOT') ??
    (await openSurvey(tx, { sessionId, kind: 'HOT', source, now: input.now ?? new Date() }));
  const cold = opened.find((survey) => survey.kind === 'COLD');
  for (const [kind, survey] of [
    ['HOT', hot],
    ['COLD', cold],
  ] as const) {
    if (survey?.status === 'OPEN') await addMissingSheets(tx, survey.id, kind, input);
  }
}

/**
 * Opens the session's cold evaluation, in `tx` (the scheduled job, the session row locked and its
 * conditions checked): its questionnaire snapshot, the survey, an UNFILLED sheet and the
 * SURVEY_COLD_OPEN mail for each PRESENT or PARTIAL_ABSENCE trainee. Returns the sheets created,
 * or null when the evaluation existed already (then nothing is written, nobody is mailed).
 */
export async function openColdSurvey(
  tx: Executor,
  input: { sessionId: number; publicUrl: string; now: Date },
): Promise<number | null> {
  const source = await findSurveySource(tx, input.sessionId);
  if (!source) return null;
  const survey = await openSurvey(tx, { ...input, kind: 'COLD', source });
  if (!survey) return null;
  return addMissingSheets(tx, survey.id, 'COLD', input);
}

/** Stores the kind's questionnaire and creates the survey; undefined if it existed already. */
async function openSurvey(
  tx: Executor,
  input: { sessionId: number; kind: SurveyKind; source: SurveySource; now: Date },
) {
  const questionnaire = SURVEY_KIND_RULES[input.kind].questionnaire(input.source);
  const questionnaireId = await storeQuestionnaire(
    tx,
    questionnaire,
    questionnaireChecksum(questionnaire),
  );
  const created = await insertSessionSurvey(tx, {
    sessionId: input.sessionId,
    kind: input.kind,
    questionnaireId,
    openedAt: input.now,
  });
  // The satisfaction survey goes on with the one another transaction opened meanwhile.
  return input.kind === 'HOT'
    ? (created ?? (await findSessionSurveyOf(tx, input.sessionId, input.kind)))
    : created;
}

/**
 * An UNFILLED sheet for each PRESENT or PARTIAL_ABSENCE trainee without one, and the kind's mail
 * for exactly the new sheets, with the link to answer it. Returns how many sheets were created.
 */
async function addMissingSheets(
  tx: Executor,
  surveyId: number,
  kind: SurveyKind,
  input: { sessionId: number; publicUrl: string },
): Promise<number> {
  const created = await insertMissingSheets(tx, surveyId, input.sessionId);
  const subjects = await findSheetMailSubjects(
    tx,
    created.map((sheet) => sheet.id),
  );
  for (const subject of subjects) {
    await enqueueMail(tx, {
      template: SURVEY_KIND_RULES[kind].template,
      to: subject.email,
      values: {
        ...registrationMailValues({ ...subject, publicUrl: input.publicUrl }),
        url: new URL(`/surveys/${subject.sheetId}`, input.publicUrl).toString(),
      },
    });
  }
  return created.length;
}
