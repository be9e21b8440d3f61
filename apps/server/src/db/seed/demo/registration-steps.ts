import { SESSION_CANCELLATION_REASON, type RegistrationStatus } from '@passerelle/shared';
import { DAY_MS, HOUR_MS, addMs, earliest } from '../calendar.js';
import type { PlannedSession } from './programme.js';
import type { Random } from './random.js';

export interface Beneficiary {
  username: string;
  /** Key of their employer in structures.ts. */
  structure: string;
  member: boolean;
  /** The HR validator of their structure. */
  hr: string;
}

export interface RegistrationEvent {
  at: Date;
  from: RegistrationStatus | null;
  to: RegistrationStatus;
  author: string;
  reason: string;
}

export interface PlannedRegistration {
  session: PlannedSession;
  beneficiary: Beneficiary;
  status: RegistrationStatus;
  waitingList: boolean;
  motivation: string;
  askedAt: Date;
  hrValidatedAt: Date | null;
  providerValidatedAt: Date | null;
  refusalReason: string | null;
  effectiveHours: string | null;
  excusedAbsence: boolean;
  events: RegistrationEvent[];
}

/** How a request ends up; `pending` still waits for a validation, `waiting` for a seat. */
export type Outcome =
  | 'accepted'
  | 'pending'
  | 'waiting'
  | 'selfCancel'
  | 'refusedHr'
  | 'refusedProvider';

const MOTIVATIONS = [
  "Je souhaite consolider mes pratiques d'entretien individuel.",
  'Formation identifiée lors de mon entretien professionnel annuel.',
  'Ma direction me confie une nouvelle mission sur ce sujet.',
  "J'accompagne ce public depuis peu et souhaite être mieux outillé.",
  'Thématique prioritaire du projet de service de notre structure.',
  "Échanger avec des collègues d'autres structures sur nos pratiques.",
  'Besoin de mettre à jour mes connaissances sur les dispositifs.',
  '',
];
const CANCEL_REASONS = [
  "Contrainte de service : remplacement d'un collègue absent.",
  'Raison personnelle.',
  'Arrêt maladie.',
  'Dates incompatibles avec un comité de pilotage partenarial.',
];
const HR_REFUSALS = [
  'Formation non prioritaire au regard du plan de développement des compétences de la structure.',
  'Charge de travail du service incompatible avec ces dates.',
];
const PROVIDER_REFUSALS = [
  'Les prérequis de la formation ne sont pas remplis.',
  'Profil ne correspondant pas au public visé ; une session ultérieure est conseillée.',
];

/** A moment between `from` and `to`: a share of the gap, at most `maxDays` after `from`. */
function after(from: Date, to: Date, share: number, maxDays: number): Date {
  const gap = to.getTime() - from.getTime();
  return addMs(from, Math.max(0, Math.min(gap * share, maxDays * DAY_MS)));
}

/**
 * One registration and its history: the request, the HR and provider validations its type needs
 * (automatic otherwise), then a refusal, a cancellation or the attendance.
 */
export function buildRegistration(
  session: PlannedSession,
  beneficiary: Beneficiary,
  outcome: Outcome,
  now: Date,
  random: Random,
): PlannedRegistration {
  const { type, speakers, referent } = session.action;
  const provider = speakers[0] ?? referent;
  const askLimit = earliest(now, session.registrationDeadline, session.canceledAt);
  const askedAt = after(session.openedAt!, askLimit, 0.05 + random.next() * 0.75, 365);
  const stepLimit = earliest(now, addMs(session.startDate, -HOUR_MS), session.canceledAt);

  const registration: PlannedRegistration = {
    session,
    beneficiary,
    status: 'REQUESTED',
    waitingList: outcome === 'waiting',
    motivation: random.pick(MOTIVATIONS),
    askedAt,
    hrValidatedAt: null,
    providerValidatedAt: null,
    refusalReason: null,
    effectiveHours: null,
    excusedAbsence: false,
    events: [],
  };
  let last = askedAt;
  const step = (to: RegistrationStatus, author: string, at: Date, reason = '') => {
    registration.events.push({
      at,
      from: registration.events.at(-1)?.to ?? null,
      to,
      author,
      reason,
    });
    registration.status = to;
    last = at;
  };
  const initial: RegistrationStatus = type.hrValidation
    ? 'REQUESTED'
    : type.providerValidation
      ? 'PRE_REGISTERED'
      : 'REGISTERED';
  step(
    outcome === 'waiting' && initial === 'REGISTERED' ? 'REQUESTED' : initial,
    beneficiary.username,
    askedAt,
  );

  const hrStep = (refuse: boolean) => {
    const at = after(last, stepLimit, 0.3, 4);
    if (refuse) {
      registration.refusalReason = random.pick(HR_REFUSALS);
      step('REFUSED_HR', beneficiary.hr, at, registration.refusalReason);
      return;
    }
    registration.hrValidatedAt = at;
    step(
      type.providerValidation || registration.waitingList ? 'PRE_REGISTERED' : 'REGISTERED',
      beneficiary.hr,
      at,
    );
  };
  const providerStep = (refuse: boolean) => {
    const at = after(last, stepLimit, 0.3, 3);
    if (refuse) {
      registration.refusalReason = random.pick(PROVIDER_REFUSALS);
      step('REFUSED_SUPPLIER', provider, at, registration.refusalReason);
      return;
    }
    registration.providerValidatedAt = at;
    step('REGISTERED', provider, at);
  };

  switch (outcome) {
    case 'waiting':
      // HR may already have validated; the provider validates only once a seat frees up.
      if (type.hrValidation && random.chance(0.5)) hrStep(false);
      return registration;
    case 'pending':
      // Waits for HR (REQUESTED) or, HR done, for the provider (PRE_REGISTERED).
      if (type.hrValidation && type.providerValidation && random.chance(0.5)) hrStep(false);
      return registration;
    case 'refusedHr':
      hrStep(true);
      return registration;
    case 'refusedProvider':
      if (type.hrValidation) hrStep(false);
      providerStep(true);
      return registration;
    default:
      break;
  }
  if (type.hrValidation) hrStep(false);
  if (type.providerValidation) providerStep(false);

  if (outcome === 'selfCancel') {
    step(
      'CANCELED',
      beneficiary.username,
      after(last, stepLimit, 0.5, 20),
      random.pick(CANCEL_REASONS),
    );
  } else if (session.status === 'CANCELED') {
    step('CANCELED', referent, session.canceledAt!, SESSION_CANCELLATION_REASON);
  } else if (session.attendanceAt) {
    recordAttendance(registration, session, provider, random);
  }
  return registration;
}

function recordAttendance(
  registration: PlannedRegistration,
  session: PlannedSession,
  provider: string,
  random: Random,
): void {
  const draw = random.next();
  const excused = random.chance(0.5);
  const hours = session.hours;
  const [status, effective]: [RegistrationStatus, number] =
    draw < 0.8
      ? ['PRESENT', hours]
      : draw < 0.88
        ? ['PARTIAL_ABSENCE', hours > 3.5 ? hours - 3.5 : hours / 2]
        : ['ABSENCE', 0];
  registration.effectiveHours = effective.toFixed(2);
  registration.excusedAbsence = status !== 'PRESENT' && excused;
  registration.events.push({
    at: session.attendanceAt!,
    from: registration.status,
    to: status,
    author: provider,
    reason: registration.excusedAbsence ? 'Absence justifiée' : '',
  });
  registration.status = status;
}
