import {
  SURVEY_SESSION_STATUSES,
  SURVEY_TRAINEE_STATUSES,
  coldQuestionnaire,
  coldSurveyDueDate,
  ratingQuestions,
  satisfactionQuestionnaire,
  type Questionnaire,
} from '@passerelle/shared';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
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
 * sessions are closed. The demo beneficiary keeps its latest open survey to fill. And the cold
 * evaluations (decision 035) of the types asking for one, every one due by `now` opened on its
 * date: a few answers each, closed 180 days after. Written straight into the tables (no mail: the
 * demo's past is not mailed again; the scheduled job opens the ones that come due later).
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

  const trainees = await surveyTrainees(tx, [...surveyOf.keys()]);

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

  await writeSheets(
    tx,
    trainees.map((trainee) => {
      const session = sessionById.get(trainee.sessionId)!;
      const questionnaire = questionnaireOfType.get(session.typeId)!;
      // Drawn for every trainee, so that one's answers never shift the next's.
      const answers = random.chance(0.65);
      const delay = random.int(1, 12) * DAY_MS;
      const drawn = drawAnswers(random, questionnaire, STARS, HOT_TEXTS);
      const filledAt = new Date(Math.min(session.endDate.getTime() + delay, now.getTime()));
      return {
        sessionSurveyId: surveyOf.get(trainee.sessionId)!,
        registrationId: trainee.id,
        questionnaire,
        sent: answers && trainee !== demoOpen ? { ...drawn, filledAt } : null,
      };
    }),
  );
}

/** The free-text answers drawn for a sent sheet: each key's chance and possible texts. */
interface TextDraw {
  key: string;
  chance: number;
  texts: readonly string[];
}

const HOT_TEXTS: readonly TextDraw[] = [
  { key: 'general.strengths', chance: 0.5, texts: STRENGTHS },
  { key: 'general.improvements', chance: 0.35, texts: IMPROVEMENTS },
];

/** The trainees a survey of `sessionIds` goes to (one answer sheet each), in registration order. */
function surveyTrainees(tx: Tx, sessionIds: number[]) {
  return tx
    .select({
      id: registrations.id,
      sessionId: registrations.sessionId,
      beneficiaryId: registrations.beneficiaryId,
    })
    .from(registrations)
    .where(
      and(
        inArray(registrations.sessionId, sessionIds),
        inArray(registrations.status, [...SURVEY_TRAINEE_STATUSES]),
      ),
    )
    .orderBy(registrations.id);
}

/** A trainee's answers: a star per rating question, then each free text or none. */
function drawAnswers(
  random: Random,
  questionnaire: Questionnaire,
  stars: readonly number[],
  texts: readonly TextDraw[],
) {
  const ratings = Object.fromEntries(
    ratingQuestions(questionnaire).map((question) => [question.key, random.pick(stars)]),
  );
  const comments: Record<string, string> = {};
  for (const { key, chance, texts: choices } of texts) {
    const text = random.chance(chance) ? random.pick(choices) : null;
    if (text) comments[key] = text;
  }
  return { ratings, comments };
}

interface DrawnSheet {
  sessionSurveyId: number;
  registrationId: number;
  questionnaire: Questionnaire;
  /** The answers sent, or null (UNFILLED). */
  sent: {
    ratings: Record<string, number>;
    comments: Record<string, string>;
    filledAt: Date;
  } | null;
}

/** The sheets as the portal keeps them, and their sent stars in the surveys' totals. */
async function writeSheets(tx: Tx, sheets: readonly DrawnSheet[]): Promise<void> {
  const totals: StarTotals = new Map();
  const rows = sheets.map(({ sessionSurveyId, registrationId, questionnaire, sent }) => {
    if (!sent) {
      return {
        sessionSurveyId,
        registrationId,
        fillStatus: 'UNFILLED' as const,
        ratings: null,
        comments: null,
        filledAt: null,
      };
    }
    countStars(totals, sessionSurveyId, questionnaire, sent.ratings);
    return { sessionSurveyId, registrationId, fillStatus: 'FILLED' as const, ...sent };
  });
  await insertMany(tx, registrationSurveys, rows);
  await insertTotals(tx, totals);
}

/** The stars given per survey and question, as `survey_rating_totals` keeps them. */
type StarTotals = Map<
  string,
  { sessionSurveyId: number; questionKey: string; theme: string; stars: number[] }
>;

/** Adds a sent sheet's ratings to its survey's totals. */
function countStars(
  totals: StarTotals,
  sessionSurveyId: number,
  questionnaire: Questionnaire,
  ratings: Record<string, number>,
): void {
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
}

async function insertTotals(tx: Tx, totals: StarTotals): Promise<void> {
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

/** Cold evaluations stay open this long after their date, then staff closed them. */
const COLD_OPEN_DAYS = 180;
const COLD_STARS = [5, 4, 4, 4, 3, 3, 2, 5] as const;
const COLD_EXAMPLES = [
  "J'utilise la grille d'entretien à chaque premier rendez-vous.",
  'Les ateliers collectifs reprennent la méthode vue en formation.',
  "J'ai revu la façon d'accueillir les personnes sans rendez-vous.",
];
const COLD_OBSTACLES = [
  'Le manque de temps entre deux rendez-vous.',
  "L'équipe n'a pas été formée en même temps que moi.",
];
const COLD_TEXTS: readonly TextDraw[] = [
  { key: 'application.example', chance: 0.5, texts: COLD_EXAMPLES },
  { key: 'impact.obstacles', chance: 0.3, texts: COLD_OBSTACLES },
];

/**
 * The cold evaluations of the demo (decision 035): each session of a type asking for one, that
 * took place with its survey enabled and whose date (its end plus the type's delay) came by
 * `now`, has its evaluation, opened on that date to its PRESENT and PARTIAL_ABSENCE trainees;
 * about half answered within a few weeks; those older than COLD_OPEN_DAYS are closed.
 */
export async function writeColdSurveys(
  tx: Tx,
  { now, adminId, random }: { now: Date; adminId: number; random: Random },
): Promise<void> {
  const due = await tx
    .select({
      id: sessions.id,
      endDate: sessions.endDate,
      delayDays: actionTypes.coldSurveyDelayDays,
    })
    .from(sessions)
    .innerJoin(actions, eq(actions.id, sessions.actionId))
    .innerJoin(actionTypes, eq(actionTypes.id, actions.typeId))
    .where(
      and(
        eq(actionTypes.coldSurveyEnabled, true),
        eq(sessions.surveyEnabled, true),
        inArray(sessions.status, [...SURVEY_SESSION_STATUSES]),
        lte(
          sql`${sessions.endDate} + make_interval(hours => 24 * ${actionTypes.coldSurveyDelayDays})`,
          sql`${now.toISOString()}::timestamptz`,
        ),
      ),
    )
    .orderBy(sessions.id);
  if (due.length === 0) return;

  const questionnaire = coldQuestionnaire();
  const checksum = questionnaireChecksum(questionnaire);
  const [stored] = await insertMany(
    tx,
    surveyQuestionnaires,
    [{ kind: 'COLD' as const, version: questionnaire.version, checksum, content: questionnaire }],
    ['id'],
  );
  const openedOn = new Map(
    due.map((session) => [session.id, coldSurveyDueDate(session.endDate, session.delayDays)]),
  );
  const surveyRows = await insertMany(
    tx,
    sessionSurveys,
    due.map((session) => {
      const openedAt = openedOn.get(session.id)!;
      const closedAt = new Date(openedAt.getTime() + COLD_OPEN_DAYS * DAY_MS);
      const closed = closedAt <= now;
      return {
        sessionId: session.id,
        kind: 'COLD' as const,
        questionnaireId: stored!.id,
        status: closed ? ('CLOSED' as const) : ('OPEN' as const),
        openedAt,
        closedAt: closed ? closedAt : null,
        closedById: closed ? adminId : null,
      };
    }),
    ['id', 'sessionId'],
  );
  const surveyOf = new Map(surveyRows.map((row) => [row.sessionId, row.id]));

  const trainees = await surveyTrainees(tx, [...surveyOf.keys()]);
  await writeSheets(
    tx,
    trainees.map((trainee) => {
      const openedAt = openedOn.get(trainee.sessionId)!;
      // Drawn for every trainee, so that one's answers never shift the next's.
      const filledAt = new Date(openedAt.getTime() + random.int(1, 20) * DAY_MS);
      const answers = random.chance(0.55) && filledAt <= now;
      const drawn = drawAnswers(random, questionnaire, COLD_STARS, COLD_TEXTS);
      return {
        sessionSurveyId: surveyOf.get(trainee.sessionId)!,
        registrationId: trainee.id,
        questionnaire,
        sent: answers ? { ...drawn, filledAt } : null,
      };
    }),
  );
}
