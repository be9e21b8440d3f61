import type { SessionStatus } from '@passerelle/shared';
import { DAY_MS, addMs, earliest, lerp } from '../calendar.js';
import type { Random } from './random.js';

const CANCEL_COMMENTS = [
  "Nombre d'inscrits insuffisant pour maintenir la session.",
  "Indisponibilité de l'intervenant ; la session n'a pas pu être reportée.",
];
const POSTPONE_COMMENT = 'Report demandé par le prestataire : nouvelles dates à fixer.';

export interface SessionEvent {
  at: Date;
  from: SessionStatus | null;
  to: SessionStatus;
  author: string;
  comment: string;
}

export interface SessionFate {
  status: SessionStatus;
  /** Its workflow history, from its creation. */
  events: SessionEvent[];
  /** When it was cancelled, if it was. */
  canceledAt: Date | null;
  /** When attendance was recorded (sessions realised and beyond). */
  attendanceAt: Date | null;
}

/**
 * The status a session has reached at `now`, as a real year shows: sessions ended long ago are
 * validated and closed, recent ones realised or still waiting for their attendance; a few were
 * cancelled or postponed. The history replays each step at a plausible date before `now`.
 */
export function planStatus(
  session: { startDate: Date; endDate: Date; referent: string; speaker: string },
  { now, plannedAt, admin, random }: { now: Date; plannedAt: Date; admin: string; random: Random },
): SessionFate {
  const events: SessionEvent[] = [
    { at: plannedAt, from: null, to: 'PROGRAMMED', author: session.referent, comment: '' },
  ];
  const step = (at: Date, to: SessionStatus, author: string, comment = '') => {
    events.push({ at, from: events[events.length - 1]!.to, to, author, comment });
  };
  // Draw every number whatever the branch, so that one session's fate never shifts the next's.
  const fate = random.next();
  const progress = random.next();
  const comment = random.pick(CANCEL_COMMENTS);

  if (fate < 0.07) {
    const at = earliest(addMs(session.startDate, -5 * DAY_MS), lerp(plannedAt, now, 0.85));
    if (fate < 0.04) {
      step(at, 'CANCELED', session.referent, comment);
      return { status: 'CANCELED', events, canceledAt: at, attendanceAt: null };
    }
    step(at, 'REPORTED', session.referent, POSTPONE_COMMENT);
    return { status: 'REPORTED', events, canceledAt: null, attendanceAt: null };
  }
  if (session.endDate >= now)
    return { status: 'PROGRAMMED', events, canceledAt: null, attendanceAt: null };

  const sinceEnd = now.getTime() - session.endDate.getTime();
  const ageDays = sinceEnd / DAY_MS;
  const stepsDone =
    ageDays <= 7
      ? progress < 0.6
        ? 0
        : 1
      : ageDays <= 40
        ? progress < 0.7
          ? 1
          : 2
        : ageDays <= 100
          ? progress < 0.6
            ? 2
            : 3
          : progress < 0.15
            ? 2
            : 3;
  if (stepsDone === 0)
    return { status: 'PROGRAMMED', events, canceledAt: null, attendanceAt: null };

  const attendanceAt = addMs(session.endDate, Math.min(0.1 * sinceEnd, 2 * DAY_MS));
  const realizedAt = addMs(session.endDate, Math.min(0.2 * sinceEnd, 5 * DAY_MS));
  step(realizedAt, 'REALIZED', session.speaker);
  if (stepsDone >= 2) {
    const gap = now.getTime() - realizedAt.getTime();
    const validatedAt = addMs(realizedAt, Math.min(0.3 * gap, 20 * DAY_MS));
    step(validatedAt, 'VALIDATED_MANAGER', session.referent);
    if (stepsDone === 3) {
      const rest = now.getTime() - validatedAt.getTime();
      step(addMs(validatedAt, Math.min(0.4 * rest, 30 * DAY_MS)), 'CLOSED', admin);
    }
  }
  return { status: events[events.length - 1]!.to, events, canceledAt: null, attendanceAt };
}
