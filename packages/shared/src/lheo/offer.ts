import type { Modality } from '../enums';
import { parisDay, type Instant } from '../format/wall-clock';
import { normalizeSiret, siretRefusal } from '../schemas/siret';
import {
  ACTIVITY_NUMBER_PATTERN,
  FORMACODE_PATTERN,
  LHEO_ENTRY_LEVEL_CODES,
  type LheoEntryLevel,
} from './codes';

/*
 * What the LHÉO feed needs of an action, its provider and its sessions, and which of the
 * mandatory elements our data cannot fill yet (decision 075). An action with a gap stays out of
 * the feed, whole, and the administrator's page says why: the feed never carries an invented
 * value, and never fails the schema.
 */

/** The provider of an action as the feed reads it. */
export interface LheoProvider {
  id: number;
  name: string;
  siret: string | null;
  activityNumber: string | null;
  address: string | null;
  zipCode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  managerName: string | null;
}

/** An action as the feed reads it. */
export interface LheoAction {
  id: number;
  name: string;
  goal: string;
  expectedResults: string;
  description: string;
  /** The audience, as written on the action ("info-public-vise"). */
  public: string;
  certifying: boolean;
  entryLevel: LheoEntryLevel | null;
  entryLevelRequired: boolean;
  rhythm: string;
  prerequisites: string;
  publicCodes: readonly string[];
  formacodes: readonly string[];
  amountHours: string | null;
  referent: { givenName: string; familyName: string; email: string; phone: string | null } | null;
  provider: LheoProvider | null;
}

/** A session of the feed. */
export interface LheoSession {
  id: number;
  code: string;
  startDate: Instant;
  endDate: Instant;
  modality: Modality;
  registrationDeadline: Instant | null;
  /** Where it takes place: its room's address when it has a whole one. */
  place: {
    name: string;
    address: string | null;
    zipCode: string | null;
    city: string | null;
  } | null;
}

/** A mandatory element of the feed our data leaves empty, by what fills it. */
export const LHEO_GAPS = [
  'goal',
  'expectedResults',
  'description',
  'entryLevel',
  'rhythm',
  'prerequisites',
  'publicCodes',
  'provider',
  'providerSiret',
  'activityNumber',
  'providerAddress',
] as const;
export type LheoGap = (typeof LHEO_GAPS)[number];

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

/** The gaps of an action's provider (none to check when it has no provider: that is the gap). */
function providerGaps(provider: LheoProvider): LheoGap[] {
  const gaps: LheoGap[] = [];
  if (provider.siret === null || siretRefusal(normalizeSiret(provider.siret)) !== null) {
    gaps.push('providerSiret');
  }
  if (!ACTIVITY_NUMBER_PATTERN.test(provider.activityNumber ?? '')) gaps.push('activityNumber');
  if (blank(provider.address) || !/^\d{5}$/.test(provider.zipCode ?? '') || blank(provider.city)) {
    gaps.push('providerAddress');
  }
  return gaps;
}

/** What keeps an action out of the feed, in LHEO_GAPS order; empty when it goes in. */
export function lheoGaps(action: LheoAction): LheoGap[] {
  const gaps: LheoGap[] = [];
  if (blank(action.goal)) gaps.push('goal');
  if (blank(action.expectedResults)) gaps.push('expectedResults');
  if (blank(action.description)) gaps.push('description');
  if (action.entryLevel === null || !LHEO_ENTRY_LEVEL_CODES.includes(action.entryLevel)) {
    gaps.push('entryLevel');
  }
  if (blank(action.rhythm)) gaps.push('rhythm');
  if (blank(action.prerequisites)) gaps.push('prerequisites');
  const codes = action.publicCodes.filter((code) => FORMACODE_PATTERN.test(code));
  if (codes.length === 0) gaps.push('publicCodes');
  if (action.provider === null) gaps.push('provider');
  else gaps.push(...providerGaps(action.provider));
  return gaps;
}

/** A day as LHÉO writes it: `AAAAMMJJ`, in the programme's time zone. */
export function lheoDay(instant: Instant): string {
  return parisDay(instant).replaceAll('-', '');
}

/**
 * A text cut to `max` characters for a schema limit: at the last space before it, with an
 * ellipsis, so that a word is never cut in two; line breaks kept.
 */
export function lheoText(text: string, max: number): string {
  const trimmed = text.trim();
  if ([...trimmed].length <= max) return trimmed;
  const head = [...trimmed].slice(0, max - 1).join('');
  const space = head.search(/\s\S*$/);
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}
