import type { RegistrationStatus } from '@passerelle/shared';
import { DAY_MS, addMs, earliest } from '../calendar.js';
import type { PlannedSession } from './programme.js';
import type { Random } from './random.js';
import {
  buildRegistration,
  type Beneficiary,
  type Outcome,
  type PlannedRegistration,
} from './registration-steps.js';

export type { Beneficiary, PlannedRegistration } from './registration-steps.js';

export interface RegistrationPlan {
  registrations: PlannedRegistration[];
  /** The session whose seats are all taken, with a waiting list. */
  fullSession: PlannedSession | null;
  /** Sessions the demo beneficiary marked as favourites. */
  favorites: PlannedSession[];
}

/** Yearly quotas of decisions.md (the values base.ts seeds). */
const MAX_MEMBERS_ONLY = 6;
const MAX_HR_VALIDATED = 3;
/** Nobody follows more than this many sessions a year. */
const MAX_PER_YEAR = 8;
/** Registrations per session, whatever its seats: the demo has 40 beneficiaries. */
const MAX_PER_SESSION = 16;

const INACTIVE: readonly RegistrationStatus[] = ['CANCELED', 'REFUSED_HR', 'REFUSED_SUPPLIER'];

/** What the demo beneficiary does on the sessions picked for them. */
type DemoTarget = 'attend' | 'register' | 'pending' | 'waiting';

/**
 * Registrations on the sessions whose registrations opened before `now`, following the rules of
 * decisions.md: seats, waiting list, members-only types, yearly quotas, HR and provider
 * validation steps, attendance once the session is realised. The demo beneficiary gets past,
 * future, pending and waiting-list registrations.
 */
export function planRegistrations(
  sessions: PlannedSession[],
  beneficiaries: Beneficiary[],
  demoBeneficiary: string,
  now: Date,
  random: Random,
): RegistrationPlan {
  const open = sessions
    .filter((session) => session.openedAt !== null)
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  const fullSession = pickFullSession(open, now);
  const demoTargets = pickDemoTargets(open, fullSession, now);
  const demo = beneficiaries.find((beneficiary) => beneficiary.username === demoBeneficiary)!;
  const others = beneficiaries.filter((beneficiary) => beneficiary !== demo);
  const ledger = new Ledger();
  const registrations: PlannedRegistration[] = [];

  const ordered = fullSession ? [fullSession, ...open.filter((s) => s !== fullSession)] : open;
  for (const session of ordered) {
    const { type } = session.action;
    const isFull = session === fullSession;
    const askLimit = earliest(now, session.registrationDeadline, session.canceledAt);
    if (askLimit.getTime() - session.openedAt!.getTime() < DAY_MS) continue;

    const target = isFull
      ? session.seats + type.waitingSeatAmount
      : Math.min(MAX_PER_SESSION, Math.round(session.seats * fillRatio(session, now, random)));
    let engaged = 0;
    let waiting = 0;
    let count = 0;
    let demoTarget = demoTargets.get(session);
    const candidates = random.shuffle(others);

    while (count < target) {
      // The demo beneficiary comes first, or once the seats are gone when meant to wait.
      const demoNow = demoTarget && (demoTarget !== 'waiting' || engaged >= session.seats);
      const beneficiary = demoNow ? demo : candidates.shift();
      if (!beneficiary) break;
      const forced = demoNow ? demoTarget : undefined;
      if (demoNow) demoTarget = undefined;
      // A request counts in the quotas whatever becomes of it later.
      if (!ledger.eligible(beneficiary, session) || !ledger.withinQuotas(beneficiary, session)) {
        continue;
      }
      let outcome = forced ? demoOutcome(forced) : drawOutcome(session, now, isFull, random);
      const takesSeat = outcome === 'accepted' || outcome === 'pending';
      if (outcome === 'waiting' || (takesSeat && engaged >= session.seats)) {
        // Only the full session (and the demo beneficiary there) shows a waiting list.
        const canWait =
          (isFull || forced !== undefined) &&
          session.status !== 'CANCELED' &&
          session.startDate > now &&
          waiting < type.waitingSeatAmount;
        if (!canWait) continue;
        outcome = 'waiting';
      }
      const registration = buildRegistration(session, beneficiary, outcome, now, random);
      if (outcome === 'waiting') waiting++;
      else if (outcome === 'accepted' || outcome === 'pending') engaged++;
      ledger.add(beneficiary, registration);
      registrations.push(registration);
      count++;
    }
  }

  const favorites = pickFavorites(open, registrations, demo, now);
  return { registrations, fullSession, favorites };
}

/** Share of the seats taken: high once the session is near or past, lower far ahead. */
function fillRatio(session: PlannedSession, now: Date, random: Random): number {
  const jitter = random.next() * 0.25;
  if (session.status === 'CANCELED') return 0.2 + jitter;
  if (session.startDate <= now) return 0.65 + jitter;
  const monthsAhead = (session.startDate.getTime() - now.getTime()) / (30 * DAY_MS);
  return Math.max(0.15, 0.7 - 0.1 * monthsAhead) + jitter;
}

function drawOutcome(session: PlannedSession, now: Date, isFull: boolean, random: Random): Outcome {
  const { type } = session.action;
  const draw = random.next();
  const stillAhead = session.startDate > now;
  if (isFull) return 'accepted';
  if (draw < 0.06) return 'selfCancel';
  if (draw < 0.1 && type.hrValidation) return 'refusedHr';
  if (draw < 0.13 && type.providerValidation) return 'refusedProvider';
  if (session.status === 'CANCELED') return 'accepted';
  // Far ahead, more requests still wait for a validation.
  const pendingShare = session.startDate.getTime() - now.getTime() > 60 * DAY_MS ? 0.45 : 0.2;
  const canPend = type.hrValidation || type.providerValidation;
  return stillAhead && canPend && random.next() < pendingShare ? 'pending' : 'accepted';
}

function demoOutcome(target: DemoTarget): Outcome {
  return target === 'pending' ? 'pending' : target === 'waiting' ? 'waiting' : 'accepted';
}

/** Per beneficiary: what they already follow, for the quotas and to avoid clashes. */
class Ledger {
  private readonly byUser = new Map<string, PlannedRegistration[]>();

  private of(beneficiary: Beneficiary): PlannedRegistration[] {
    return this.byUser.get(beneficiary.username) ?? [];
  }

  add(beneficiary: Beneficiary, registration: PlannedRegistration): void {
    this.byUser.set(beneficiary.username, [...this.of(beneficiary), registration]);
  }

  /** Members-only types need a member structure; one session per action; no two at once. */
  eligible(beneficiary: Beneficiary, session: PlannedSession): boolean {
    if (session.action.type.membersOnly && !beneficiary.member) return false;
    return this.of(beneficiary).every(
      (other) =>
        other.session.action !== session.action &&
        (INACTIVE.includes(other.status) ||
          other.session.endDate <= session.startDate ||
          other.session.startDate >= session.endDate),
    );
  }

  /** The yearly quotas count every registration not cancelled or refused (decisions.md). */
  withinQuotas(beneficiary: Beneficiary, session: PlannedSession): boolean {
    const { type, year } = session.action;
    const sameYear = this.of(beneficiary).filter(
      (other) => other.session.action.year === year && !INACTIVE.includes(other.status),
    );
    const count = (keep: (other: PlannedRegistration) => boolean) => sameYear.filter(keep).length;
    if (sameYear.length >= MAX_PER_YEAR) return false;
    if (type.membersOnly && count((o) => o.session.action.type.membersOnly) >= MAX_MEMBERS_ONLY) {
      return false;
    }
    return !(
      type.hrValidation && count((o) => o.session.action.type.hrValidation) >= MAX_HR_VALIDATED
    );
  }
}

/**
 * The session shown full with a waiting list: the first one well ahead, published, of a small
 * type open to everyone that has a waiting list and HR validation.
 */
function pickFullSession(open: PlannedSession[], now: Date): PlannedSession | null {
  return (
    open.find(
      ({ action: { type }, ...session }) =>
        session.status === 'PROGRAMMED' &&
        session.published &&
        session.registrationDeadline > addMs(now, 3 * DAY_MS) &&
        session.seats <= 12 &&
        type.waitingSeatAmount > 0 &&
        type.hrValidation &&
        !type.membersOnly,
    ) ?? null
  );
}

/**
 * Sessions for the demo beneficiary: three attended in the past (types without HR validation,
 * to leave room in the quota), one registered and one pending ahead, and the full session's
 * waiting list.
 */
function pickDemoTargets(
  open: PlannedSession[],
  fullSession: PlannedSession | null,
  now: Date,
): Map<PlannedSession, DemoTarget> {
  const targets = new Map<PlannedSession, DemoTarget>();
  if (fullSession) targets.set(fullSession, 'waiting');
  const free = (session: PlannedSession) =>
    [...targets.keys()].every(
      (other) =>
        other.action !== session.action &&
        (other.endDate <= session.startDate || other.startDate >= session.endDate),
    );
  const attended = open.filter(
    (session) => session.attendanceAt !== null && !session.action.type.hrValidation,
  );
  const inToulouse = attended.filter((session) => session.cityCode === '31555');
  const pool = inToulouse.length >= 3 ? inToulouse : attended;
  for (const index of [0.2, 0.55, 0.9].map((share) => Math.floor(share * pool.length))) {
    const session = pool[index];
    if (session && free(session)) targets.set(session, 'attend');
  }
  const ahead = open.filter(
    (session) =>
      session.status === 'PROGRAMMED' &&
      session !== fullSession &&
      session.registrationDeadline > now,
  );
  const register = ahead.find((session) => !session.action.type.hrValidation && free(session));
  if (register) targets.set(register, 'register');
  const pending = ahead.find((session) => session.action.type.hrValidation && free(session));
  if (pending) targets.set(pending, 'pending');
  return targets;
}

/** Four published sessions ahead that the demo beneficiary has not registered for. */
function pickFavorites(
  open: PlannedSession[],
  registrations: PlannedRegistration[],
  demo: Beneficiary,
  now: Date,
): PlannedSession[] {
  const mine = new Set(
    registrations.filter((r) => r.beneficiary === demo).map((r) => r.session.action),
  );
  const favorites: PlannedSession[] = [];
  for (const session of open) {
    if (favorites.length === 4) break;
    if (session.startDate <= now || !session.published || session.status !== 'PROGRAMMED') continue;
    if (mine.has(session.action)) continue;
    mine.add(session.action);
    favorites.push(session);
  }
  return favorites;
}
