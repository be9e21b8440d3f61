import {
  REPORT_SESSION_STATUSES,
  type ReportSections,
  type ReportStatus,
  type SessionHistoryEvent,
  type SessionStatus,
} from '@passerelle/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  actions,
  sessionHistory,
  sessionReports,
  sessions,
  userProfiles,
} from '../../schema/index.js';
import { DAY_MS, addMs } from '../calendar.js';
import { insertMany, type Tx } from './insert-many.js';

/*
 * The demo's pedagogical reports (decision 033), written after the programme: every realised
 * session with its report enabled has one. Sessions closed or validated by their manager have a
 * validated report (a few of the latter still await validation); among each provider's realised
 * sessions, the latest has a completed report, the next one a draft in progress, the others are
 * to write or in progress. Each step is in the session's history, at a date after the session was
 * realised and before `now`.
 */

const DELIVERED = [
  'Apports théoriques le matin (cadre, posture, outils), études de cas en sous-groupes l’après-midi. Le programme prévu a été suivi, la séquence sur les ressources du territoire a été raccourcie au profit des échanges.',
  'Alternance d’apports courts et de mises en situation filmées, débriefées en grand groupe. Supports remis : livret du stagiaire et fiches outils.',
  'Formation à distance en trois classes virtuelles de deux heures, avec des exercices entre les séances. Tous les contenus du programme ont été abordés.',
];
const GOALS = [
  'Objectifs atteints : chaque stagiaire a conduit un entretien simulé et l’a analysé avec la grille remise. Évaluation par un quiz final (moyenne 8,5 sur 10).',
  'Objectifs globalement atteints ; l’objectif sur la construction d’un plan d’action reste à consolider pour deux stagiaires. Évaluation par mise en situation observée.',
  'Objectifs atteints, vérifiés par une étude de cas individuelle corrigée en fin de session.',
];
const FEEDBACK = [
  'Tour de table très positif : contenus jugés directement utiles, rythme soutenu mais adapté. Demande de davantage de cas issus des structures des participants.',
  'Les stagiaires apprécient les mises en situation et les échanges entre structures ; certains auraient souhaité une journée de plus.',
  'Retours satisfaisants ; la classe virtuelle est jugée moins propice aux échanges que le présentiel.',
];
const DIFFICULTIES = [
  '',
  'Salle un peu petite pour le travail en sous-groupes ; deux arrivées tardives le premier jour.',
  'Connexion instable pour deux participants lors de la deuxième séance.',
];
const IMPROVEMENTS = [
  'Prévoir une demi-journée supplémentaire de mises en situation et envoyer le livret une semaine avant la session.',
  'Recueillir les cas des participants avant la session pour les intégrer aux exercices.',
  'Proposer une séance de prise en main de l’outil de visioconférence en amont.',
];

function sectionsOf(index: number, complete: boolean): ReportSections {
  const pick = (texts: readonly string[]) => texts[index % texts.length]!;
  return {
    delivered: pick(DELIVERED),
    goalsReached: pick(GOALS),
    traineesFeedback: complete ? pick(FEEDBACK) : '',
    difficulties: complete ? pick(DIFFICULTIES) : '',
    improvements: complete ? pick(IMPROVEMENTS) : '',
  };
}

type Plan = 'validated' | 'completed' | 'draft' | 'toWrite';

interface DemoSession {
  id: number;
  status: SessionStatus;
  providerId: number | null;
  referentId: number | null;
}

/** A report row with every column `insertMany` writes (each row carries the same keys). */
function reportRow(
  values: Pick<typeof sessionReports.$inferInsert, 'sessionId' | 'status' | 'createdAt'> &
    Partial<typeof sessionReports.$inferInsert>,
): typeof sessionReports.$inferInsert {
  return {
    sections: {},
    savedAt: null,
    authorId: null,
    completedAt: null,
    completedById: null,
    validatedAt: null,
    validatedById: null,
    ...values,
  };
}

/** What each session's report is, by the rules above. */
function planReports(rows: readonly DemoSession[]): Map<number, Plan> {
  const plans = new Map<number, Plan>();
  const realisedByProvider = new Map<number | null, number>();
  rows.forEach((row, index) => {
    if (row.status === 'CLOSED') plans.set(row.id, 'validated');
    else if (row.status === 'VALIDATED_MANAGER') {
      plans.set(row.id, index % 3 === 2 ? 'completed' : 'validated');
    } else {
      const rank = realisedByProvider.get(row.providerId) ?? 0;
      realisedByProvider.set(row.providerId, rank + 1);
      plans.set(
        row.id,
        rank === 0 ? 'completed' : rank === 1 || rank % 2 === 1 ? 'draft' : 'toWrite',
      );
    }
  });
  return plans;
}

/** The session's status at `at`, from its history (the last step made by then). */
function statusAt(steps: readonly { at: Date; to: SessionStatus }[], at: Date): SessionStatus {
  let status = steps[0]!.to;
  for (const step of steps) if (step.at <= at) status = step.to;
  return status;
}

/** A moment between `from` and `now`: `share` of the way, at most `max` after `from`. */
const between = (from: Date, now: Date, share: number, max: number) =>
  addMs(from, Math.min(share * (now.getTime() - from.getTime()), max));

export async function writeDemoReports(tx: Tx, now: Date): Promise<void> {
  const rows = await tx
    .select({
      id: sessions.id,
      status: sessions.status,
      providerId: actions.providerId,
      referentId: actions.referentId,
    })
    .from(sessions)
    .innerJoin(actions, eq(actions.id, sessions.actionId))
    .where(
      and(eq(sessions.reportEnabled, true), inArray(sessions.status, [...REPORT_SESSION_STATUSES])),
    )
    .orderBy(asc(actions.providerId), asc(sessions.endDate), asc(sessions.id));
  if (rows.length === 0) return;
  // Latest first within each provider, for the realised sessions' ranks.
  const ordered = [...rows].reverse();

  const providerUsers = new Map<number, number>();
  for (const profile of await tx
    .select({ userId: userProfiles.userId, structureId: userProfiles.structureId })
    .from(userProfiles)
    .where(eq(userProfiles.profileCode, 'profile_provider'))
    .orderBy(asc(userProfiles.userId))) {
    if (profile.structureId !== null && !providerUsers.has(profile.structureId)) {
      providerUsers.set(profile.structureId, profile.userId);
    }
  }
  const steps = new Map<number, { at: Date; to: SessionStatus }[]>();
  for (const step of await tx
    .select({
      sessionId: sessionHistory.sessionId,
      at: sessionHistory.createdAt,
      to: sessionHistory.toStatus,
    })
    .from(sessionHistory)
    .where(
      inArray(
        sessionHistory.sessionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(sessionHistory.createdAt), asc(sessionHistory.id))) {
    steps.set(step.sessionId, [...(steps.get(step.sessionId) ?? []), step]);
  }

  const plans = planReports(ordered);
  const reports: (typeof sessionReports.$inferInsert)[] = [];
  const history: (typeof sessionHistory.$inferInsert)[] = [];
  ordered.forEach((row, index) => {
    const plan = plans.get(row.id)!;
    const own = steps.get(row.id) ?? [];
    const realizedAt = own.find((step) => step.to === 'REALIZED')?.at ?? now;
    const author = row.providerId === null ? undefined : providerUsers.get(row.providerId);
    const line = (at: Date, authorId: number | null | undefined, event: SessionHistoryEvent) => {
      if (authorId) {
        const status = statusAt(own, at);
        history.push({
          sessionId: row.id,
          authorId,
          fromStatus: status,
          toStatus: status,
          event,
          createdAt: at,
        });
      }
    };
    if (plan === 'toWrite' || !author) {
      reports.push(reportRow({ sessionId: row.id, status: 'IN_PROGRESS', createdAt: realizedAt }));
      return;
    }
    const startedAt = between(realizedAt, now, 0.2, 1 * DAY_MS);
    line(startedAt, author, 'REPORT_STARTED');
    if (plan === 'draft') {
      reports.push(
        reportRow({
          sessionId: row.id,
          status: 'IN_PROGRESS',
          sections: sectionsOf(index, false),
          savedAt: startedAt,
          authorId: author,
          createdAt: realizedAt,
        }),
      );
      return;
    }
    const completedAt = between(startedAt, now, 0.3, 3 * DAY_MS);
    line(completedAt, author, 'REPORT_COMPLETED');
    const status: ReportStatus = plan === 'validated' ? 'VALIDATED' : 'COMPLETED';
    const validatedAt = between(completedAt, now, 0.4, 10 * DAY_MS);
    if (status === 'VALIDATED') line(validatedAt, row.referentId, 'REPORT_VALIDATED');
    reports.push(
      reportRow({
        sessionId: row.id,
        status,
        sections: sectionsOf(index, true),
        savedAt: completedAt,
        authorId: author,
        completedAt,
        completedById: author,
        ...(status === 'VALIDATED' ? { validatedAt, validatedById: row.referentId } : {}),
        createdAt: realizedAt,
      }),
    );
  });
  await insertMany(tx, sessionReports, reports);
  await insertMany(tx, sessionHistory, history);
}
