import type { Modality } from '@passerelle/shared';
import { DAY_MS, addMs, dayNumber, earliest, parisTime, workingDays } from '../calendar.js';
import { DEMO_ACTION_TYPES, type DemoActionType } from './action-types.js';
import { CATALOGUE, type Theme } from './catalogue.js';
import { placeChooser } from './places.js';
import type { Random } from './random.js';
import { planStatus, type SessionFate } from './session-status.js';

/** Who does what in the demo programme, by username. */
export interface Staff {
  /** Referent manager of the actions of each axis. */
  referentOfAxis(axis: number): string;
  /** The provider users of a provider structure (its speakers). */
  providerUsers(providerKey: string): string[];
  admin: string;
}

export interface PlannedAction {
  year: number;
  /** Its number within the year (the A012 of a session code). */
  number: number;
  theme: Theme;
  type: DemoActionType;
  referent: string;
  speakers: string[];
  lotNumber: string;
  costs: { pedagogicalCost: string; animationCost: string; travelCost: string };
}

export interface PlannedSession extends SessionFate {
  code: string;
  action: PlannedAction;
  slots: { startsAt: Date; endsAt: Date }[];
  startDate: Date;
  endDate: Date;
  registrationDeadline: Date;
  /** When registrations opened on the portal (none when the portal does not take them). */
  openedAt: Date | null;
  modality: Modality;
  cityCode: string | null;
  roomName: string | null;
  seats: number;
  hours: number;
  published: boolean;
  externalRegistrationUrl: string | null;
  registrationRequired: boolean;
  cost: string;
}

export interface Programme {
  actions: PlannedAction[];
  sessions: PlannedSession[];
}

// Daily rate of the provider, by type (euros per day of training).
const DAILY_RATE: Record<DemoActionType['acronym'], number> = {
  FC: 1350,
  JP: 1800,
  AAP: 950,
  WEB: 900,
  FCE: 1500,
  SEM: 3500,
  PEL: 600,
  MS: 1300,
  AN: 1100,
  AC: 1250,
  CONF: 2200,
  FDF: 1400,
};
const TWO_SPEAKER_TYPES = new Set(['FC', 'FCE', 'FDF', 'AC']);
const REMOTE_TYPES = new Set(['WEB', 'PEL']);
const HYBRID_TYPES = new Set(['AN', 'SEM']);
/** Days before the first day at which registrations close, in turn. */
const DEADLINE_DAYS = [7, 10, 14];
/** Registrations open on the portal at most this long before a session. */
const OPENING_DAYS = 150;
const money = (value: number) => value.toFixed(2);

/**
 * The demo programme of the current year and the next, relative to `now`: actions, sessions with
 * their dates, places and workflow history. Deterministic for a given `now` and `random`.
 */
export function planProgramme(
  now: Date,
  currentYear: number,
  staff: Staff,
  random: Random,
): Programme {
  const places = placeChooser(random);
  const actions: PlannedAction[] = [];
  const sessions: PlannedSession[] = [];
  for (const year of [currentYear, currentYear + 1]) {
    const themes = CATALOGUE.filter(
      (theme) => !theme.years || theme.years === (year === currentYear ? 'current' : 'next'),
    );
    const days = workingDays(year);
    // The programme of a year is drawn up in the autumn before it (never after `now`).
    const plannedAt = earliest(
      parisTime(dayNumber(year - 1, 11, 15), 10),
      addMs(now, -30 * DAY_MS),
    );
    themes.forEach((theme, index) => {
      const action = planAction(year, index + 1, theme, staff);
      const planned = sessionDays(theme, days, random)
        .sort((a, b) => a[0]! - b[0]!)
        .map((sessionDays, j) =>
          planSession(action, j, sessionDays, { now, plannedAt, staff, random, places }),
        );
      action.costs = actionCosts(action, planned);
      actions.push(action);
      sessions.push(...planned);
    });
  }
  return { actions, sessions };
}

function planAction(year: number, number: number, theme: Theme, staff: Staff): PlannedAction {
  const type = DEMO_ACTION_TYPES.find((candidate) => candidate.acronym === theme.type)!;
  const providerUsers = staff.providerUsers(theme.provider);
  const speakerCount = TWO_SPEAKER_TYPES.has(theme.type) ? 2 : 1;
  return {
    year,
    number,
    theme,
    type,
    referent: staff.referentOfAxis(theme.axis),
    // Rotate who leads, so that each provider user speaks on several actions.
    speakers: Array.from(
      { length: Math.min(speakerCount, providerUsers.length) },
      (_, i) => providerUsers[(number + i) % providerUsers.length]!,
    ),
    lotNumber: `Lot ${lotOf(theme.provider)}`,
    costs: { pedagogicalCost: '0', animationCost: '0', travelCost: '0' },
  };
}

const PROVIDER_LOTS = [...new Set(CATALOGUE.map((theme) => theme.provider))];
function lotOf(providerKey: string): number {
  return PROVIDER_LOTS.indexOf(providerKey) + 1;
}

function actionCosts(action: PlannedAction, sessions: PlannedSession[]): PlannedAction['costs'] {
  const { days, type } = action.theme;
  const billedDays = Math.ceil(days);
  const onsite = sessions.filter((session) => session.modality !== 'REMOTE').length;
  return {
    pedagogicalCost: money(DAILY_RATE[type] * days * sessions.length),
    animationCost: money(180 * billedDays * sessions.length),
    travelCost: money(95 * billedDays * onsite * action.speakers.length),
  };
}

/** The days of each session of a theme in a year, spread over the year. */
function sessionDays(theme: Theme, days: number[], random: Random): number[][] {
  const count = theme.sessionsPerYear;
  const length = theme.type === 'PEL' ? 16 : Math.ceil(theme.days);
  return Array.from({ length: count }, (_, j) => {
    const share = (j + 0.5 + (random.next() - 0.5) * 0.6) / count;
    let index = Math.min(Math.floor(share * days.length), days.length - length);
    if (theme.type === 'PEL') {
      // An e-learning course: a virtual class to open it and another three weeks later.
      return [days[index]!, days[index + length - 1]!];
    }
    // Consecutive working days, never across a break (at most a weekend in between).
    while (index > 0 && days[index + length - 1]! - days[index]! > length + 2) index--;
    return days.slice(index, index + length);
  });
}

interface PlanContext {
  now: Date;
  plannedAt: Date;
  staff: Staff;
  random: Random;
  places: ReturnType<typeof placeChooser>;
}

function planSession(
  action: PlannedAction,
  j: number,
  days: number[],
  { now, plannedAt, staff, random, places }: PlanContext,
): PlannedSession {
  const { theme, type } = action;
  const slots = days.flatMap((day) => {
    const morning = { startsAt: parisTime(day, 9), endsAt: parisTime(day, 12, 30) };
    const afternoon = { startsAt: parisTime(day, 14), endsAt: parisTime(day, 17, 30) };
    if (theme.type === 'PEL') return [morning];
    if (theme.days === 0.5) return [theme.type === 'CONF' ? afternoon : morning];
    return [morning, afternoon];
  });
  const startDate = slots[0]!.startsAt;
  const endDate = slots[slots.length - 1]!.endsAt;
  const code = `${action.year}-A${String(action.number).padStart(3, '0')}-S${String(j + 1).padStart(2, '0')}`;
  const modality: Modality = REMOTE_TYPES.has(theme.type)
    ? 'REMOTE'
    : HYBRID_TYPES.has(theme.type)
      ? 'BOTH'
      : 'ONSITE';
  const place = modality === 'REMOTE' ? null : places.next(type.seatAmount >= 40);
  const seats = Math.min(type.seatAmount, place?.seatAmount ?? type.seatAmount);
  const external = theme.type === 'SEM' && j === 1;
  const registrationRequired = theme.type !== 'CONF';
  const deadlineDays = DEADLINE_DAYS[(action.number + j) % DEADLINE_DAYS.length]!;

  const fate = planStatus(
    {
      startDate,
      endDate,
      referent: action.referent,
      speaker: action.speakers[0] ?? action.referent,
    },
    { now, plannedAt, admin: staff.admin, random },
  );
  const openedAt =
    registrationRequired && !external
      ? new Date(
          Math.max(plannedAt.getTime() + DAY_MS, startDate.getTime() - OPENING_DAYS * DAY_MS),
        )
      : null;
  const unpublishedYet = startDate.getTime() - now.getTime() > OPENING_DAYS * DAY_MS;
  const published = fate.status !== 'CANCELED' && !unpublishedYet && random.chance(0.9);

  return {
    ...fate,
    code,
    action,
    slots,
    startDate,
    endDate,
    registrationDeadline: parisTime(days[0]! - deadlineDays, 23, 59),
    openedAt: openedAt && openedAt < now ? openedAt : null,
    modality,
    cityCode: place?.cityCode ?? null,
    roomName: place?.name ?? null,
    seats,
    hours: theme.days * 7,
    published,
    externalRegistrationUrl: external
      ? `https://evenements.${theme.provider}.example/inscription/${code}`
      : null,
    registrationRequired,
    cost: money(Number(place?.cost ?? 0) * days.length),
  };
}
