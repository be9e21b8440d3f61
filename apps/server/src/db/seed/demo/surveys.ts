import {
  SURVEY_SESSION_STATUSES,
  SURVEY_TRAINEE_STATUSES,
  ratingQuestions,
  satisfactionQuestionnaire,
  type Questionnaire,
} from '@passerelle/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { questionnaireChecksum } from '../../../lib/questionnaire-checksum.js';
import {
  actionTypes,
  actions,
  registrationSurveys,
  registrations,
  sessionSurveys,
  sessions,
  surveyQuestionnaires,
  surveyRatingTotals,
} from '../../schema/index.js';
import { DAY_MS } from '../calendar.js';
import { insertMany, type Tx } from './insert-many.js';
import type { Random } from './random.js';

/*
 * The satisfaction surveys of the demo programme (decision 032), as the portal would have opened
 * them: every realised session with its survey enabled has one, with an answer sheet per PRESENT
 * or PARTIAL_ABSENCE trainee; about two thirds of the trainees answered; the surveys of closed
 * sessions are closed. The demo beneficiary keeps its latest open survey to fill. Written straight
 * into the tables (no mail: the demo's past is not mailed again).
 */

const STARS = [5, 5, 4, 4, 4, 4, 3, 3, 2, 5] as const;
const STRENGTHS = [
  'Les échanges entre participants et les cas pratiques.',
  "La disponibilité de l'intervenante et la clarté des apports.",
  'Des outils directement utilisables dans mon accompagnement.',
  'Le rythme et la bienveillance du groupe.',
];
const IMPROVEMENTS = [
  'Prévoir plus de temps pour les mises en situation.',
  'Envoyer les supports avant la session.',
  'Une salle plus grande et mieux équipée.',
  'Une demi-journée de plus pour approfondir.',
];

export async function writeSurveys(
  tx: Tx,
  {
    now,
    demoBeneficiaryId,
    adminId,
    random,
  }: {
    now: Date;
    demoBeneficiaryId: number;
    adminId: number;
    random: Random;
  },
): Promise<void> {
  const realised = await tx
    .select({
      id: sessions.id,
      status: sessions.status,
      endDate: sessions.endDate,
      typeId: actions.typeId,
    })
    .from(sessions)
    .innerJoin(actions, eq(actions.id, sessions.actionId))
    .where(
      and(inArray(sessions.status, [...SURVEY_SESSION_STATUSES]), eq(sessions.surveyEnabled, true)),
    )
    .orderBy(sessions.id);
  if (realised.length === 0) return;

  // One questionnaire per action type's questions, stored once per distinct content.
  const types = await tx
    .select({ id: actionTypes.id, questions: actionTypes.conditionedSurveyQuestions })
    .from(actionTypes);
  const questionnaireOfType = new Map<number, Questionnaire>();
  const byChecksum = new Map<string, Questionnaire>();
  for (const type of types) {
    const questionnaire = satisfactionQuestionnaire(type.questions);
    const checksum = questionnaireChecksum(questionnaire);
    byChecksum.set(checksum, byChecksum.get(checksum) ?? questionnaire);
    questionnaireOfType.set(type.id, byChecksum.get(checksum)!);
  }
  const stored = await insertMany(
    tx,
    surveyQuestionnaires,
    [...byChecksum].map(([checksum, content]) => ({
      kind: content.kind,
      version: content.version,
      checksum,
      content,
    })),
    ['id', 'checksum'],
  );
  const questionnaireId = new Map(stored.map((row) => [row.checksum, row.id]));

  const surveyRows = await insertMany(
    tx,
    sessionSurveys,
    realised.map((session) => {
      const questionnaire = questionnaireOfType.get(session.typeId)!;
      const closed = session.status === 'CLOSED';
      return {
        sessionId: session.id,
        kind: 'HOT' as const,
        questionnaireId: questionnaireId.get(questionnaireChecksum(questionnaire))!,
        status: closed ? ('CLOSED' as const) : ('OPEN' as const),
        openedAt: new Date(session.endDate.getTime() + 3_600_000),
        closedAt: closed ? new Date(session.endDate.getTime() + 30 * DAY_MS) : null,
        closedById: closed ? adminId : null,
      };
    }),
    ['id', 'sessionId'],
  );
  const surveyOf = new Map(surveyRows.map((row) => [row.sessionId, row.id]));
  const sessionById = new Map(realised.map((session) => [session.id, session]));

  const trainees = await tx
    .select({
      id: registrations.id,
      sessionId: registrations.sessionId,
      beneficiaryId: registrations.beneficiaryId,
    })
    .from(registrations)
    .where(
      and(
        inArray(registrations.sessionId, [...surveyOf.keys()]),
        inArray(registrations.status, [...SURVEY_TRAINEE_STATUSES]),
      ),
    )
    .orderBy(registrations.id);

  // The demo beneficiary's latest open survey stays to fill.
  const demoOpen = trainees
    .filter(
      (trainee) =>
        trainee.beneficiaryId === demoBeneficiaryId &&
        sessionById.get(trainee.sessionId)!.status !== 'CLOSED',
    )
    .sort(
      (a, b) =>
        sessionById.get(b.sessionId)!.endDate.getTime() -
        sessionById.get(a.sessionId)!.endDate.getTime(),
    )[0];

  const totals = new Map<
    string,
    { sessionSurveyId: number; questionKey: string; theme: string; stars: number[] }
  >();
  const sheets = trainees.map((trainee) => {
    const session = sessionById.get(trainee.sessionId)!;
    const sessionSurveyId = surveyOf.get(trainee.sessionId)!;
    const questionnaire = questionnaireOfType.get(session.typeId)!;
    // Drawn for every trainee, so that one's answers never shift the next's.
    const answers = random.chance(0.65);
    const delay = random.int(1, 12) * DAY_MS;
    const ratings = Object.fromEntries(
      ratingQuestions(questionnaire).map((question) => [question.key, random.pick(STARS)]),
    );
    const strengths = random.chance(0.5) ? random.pick(STRENGTHS) : null;
    const improvements = random.chance(0.35) ? random.pick(IMPROVEMENTS) : null;
    const filledAt = new Date(Math.min(session.endDate.getTime() + delay, now.getTime()));
    if (!answers || trainee === demoOpen) {
      return {
        sessionSurveyId,
        registrationId: trainee.id,
        fillStatus: 'UNFILLED' as const,
        ratings: null,
        comments: null,
        filledAt: null,
      };
    }
    for (const question of ratingQuestions(questionnaire)) {
      const key = `${sessionSurveyId}|${question.key}`;
      const total = totals.get(key) ?? {
        sessionSurveyId,
        questionKey: question.key,
        theme: question.theme,
        stars: [0, 0, 0, 0, 0],
      };
      total.stars[ratings[question.key]! - 1]! += 1;
      totals.set(key, total);
    }
    const comments: Record<string, string> = {};
    if (strengths) comments['general.strengths'] = strengths;
    if (improvements) comments['general.improvements'] = improvements;
    return {
      sessionSurveyId,
      registrationId: trainee.id,
      fillStatus: 'FILLED' as const,
      ratings,
      comments,
      filledAt,
    };
  });
  await insertMany(tx, registrationSurveys, sheets);
  await insertMany(
    tx,
    surveyRatingTotals,
    [...totals.values()].map(({ stars, ...total }) => ({
      ...total,
      stars1: stars[0]!,
      stars2: stars[1]!,
      stars3: stars[2]!,
      stars4: stars[3]!,
      stars5: stars[4]!,
    })),
  );
}
