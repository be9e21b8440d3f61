import {
  availabilityOf,
  availableSeats,
  parisParts,
  sessionAvailability,
  type CatalogueSession,
  type SessionStatus,
} from '@passerelle/shared';
import {
  catalogueActionOf,
  shownSessionOf,
  type CatalogueFilters,
  type CatalogueVisibility,
  type ShownSession,
} from './catalogue.repository.js';
import type { IndexSource, TextMatches } from './catalogue-index.repository.js';

/*
 * The catalogue's index (decision 069): the sessions the catalogue may list, in memory, so that a
 * search nobody asked lately is answered without planning and scanning them again in SQL. The
 * answers are those of the SQL search it replaces (same filters, order, pages, visibility rules);
 * only the text's matches among the actions come from the database (PostgreSQL's French
 * dictionary and ranking), and the seats taken from a count read again every few seconds.
 */

interface IndexedAction {
  id: number;
  axisId: number;
  typeId: number;
  membersOnly: boolean;
  shown: CatalogueSession['action'];
}

/** A session of the index: what the filters compare and what the list shows. */
export interface IndexedSession {
  id: number;
  /** The start, in ms (the date filters). */
  start: number;
  status: SessionStatus;
  seats: number;
  cityId: number | null;
  cityFolded: string | null;
  codeFolded: string | null;
  action: IndexedAction;
  /** The list's item but its seats (`seatsLeft`, `availability`), which move with registrations. */
  shown: ShownSession;
}

export interface CatalogueSnapshot {
  /** The programme's version it was read at (`catalogue_version`). */
  version: string;
  /** In the catalogue's date order (start date, then id, as the database sorted them). */
  sessions: IndexedSession[];
  /** The 1st of January of the current public year (decision 064), ms; null without one. */
  publicYearStart: number | null;
}

/** The snapshot of the rows read, in their order; an action's shared part is kept once. */
export function snapshotOf({ version, publicYearStart, rows }: IndexSource): CatalogueSnapshot {
  const actions = new Map<number, IndexedAction>();
  const sessions = rows.map((row): IndexedSession => {
    let action = actions.get(row.action_id);
    if (action === undefined) {
      action = {
        id: row.action_id,
        axisId: row.axis_id,
        typeId: row.type_id,
        membersOnly: row.members_only,
        shown: catalogueActionOf(row),
      };
      actions.set(row.action_id, action);
    }
    const shown = shownSessionOf(row, action.shown);
    return {
      id: row.id,
      start: Date.parse(shown.startDate),
      status: row.status,
      seats: row.seats,
      cityId: row.city_id,
      cityFolded: row.city_id !== null ? row.city_folded : null,
      codeFolded: row.code_folded,
      action,
      shown,
    };
  });
  return { version, sessions, publicYearStart };
}

const HOUR = 3_600_000;

/**
 * Midnight starting the calendar day `day` (`YYYY-MM-DD`) plus `plusDays` in Paris, in ms: the
 * SQL search's `(day::date + n)::timestamp at time zone 'Europe/Paris'`. Paris changes its clocks
 * at 2 or 3 in the morning, so midnight is always 1 or 2 hours before midnight UTC.
 */
export function parisMidnight(day: string, plusDays = 0): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date + plusDays);
  const winter = utcMidnight - HOUR;
  return parisParts(winter).hour === 0 ? winter : utcMidnight - 2 * HOUR;
}

/** The first index of `sessions` starting at or after `instant` (they are in start order). */
function firstFrom(sessions: IndexedSession[], instant: number): number {
  let low = 0;
  let high = sessions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sessions[middle]!.start < instant) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** What a search needs besides the snapshot. */
export interface SearchContext {
  visibility: CatalogueVisibility;
  /** Seats taken per session (none: absent). */
  taken: ReadonlyMap<number, number>;
  /** The matches of `filters.q`, when given. */
  text: TextMatches | null;
  now: Date;
}

/**
 * The sessions a search answers, in its order (relevance when a text is given, then start date
 * and id) with their rank; the same conditions as the SQL search of decision 064.
 */
export function matchingSessions(
  snapshot: CatalogueSnapshot,
  filters: CatalogueFilters,
  { visibility, taken, text, now }: SearchContext,
): IndexedSession[] {
  const { sessions } = snapshot;
  // Unless a start day is asked for, the current public year's programme to come.
  const from =
    filters.from !== undefined
      ? parisMidnight(filters.from)
      : Math.max(now.getTime(), snapshot.publicYearStart ?? -Infinity);
  const until = filters.to !== undefined ? parisMidnight(filters.to, 1) : Infinity;
  const found: IndexedSession[] = [];
  // With a text: the sessions of each rank, in date order (ranks are few: one per action).
  const byRank = new Map<number, IndexedSession[]>();
  for (let index = firstFrom(sessions, from); index < sessions.length; index++) {
    const session = sessions[index]!;
    if (session.start >= until) break;
    const { action } = session;
    if (action.membersOnly && !visibility.membersOnly) continue;
    if (filters.axisId !== undefined && action.axisId !== filters.axisId) continue;
    if (filters.typeId !== undefined && action.typeId !== filters.typeId) continue;
    if (filters.cityId !== undefined && session.cityId !== filters.cityId) continue;
    if (filters.modality !== undefined && session.shown.modality !== filters.modality) continue;
    let rank = 0;
    if (text !== null) {
      const actionRank = text.ranks.get(action.id);
      if (actionRank !== undefined) rank = actionRank;
      else if (
        !session.codeFolded?.includes(text.folded) &&
        !session.cityFolded?.includes(text.folded)
      ) {
        continue;
      }
    }
    if (
      filters.availability !== undefined &&
      availabilityOf(session.seats - (taken.get(session.id) ?? 0)) !== filters.availability
    ) {
      continue;
    }
    if (text === null) {
      found.push(session);
    } else {
      const ofRank = byRank.get(rank);
      if (ofRank === undefined) byRank.set(rank, [session]);
      else ofRank.push(session);
    }
  }
  if (text === null) return found;
  // By rank, most relevant first, then in date order.
  for (const rank of [...byRank.keys()].sort((a, b) => b - a)) {
    for (const session of byRank.get(rank)!) found.push(session);
  }
  return found;
}

/** The list's item of an indexed session, its seats counted now. */
export function catalogueItem(
  session: IndexedSession,
  taken: ReadonlyMap<number, number>,
  now: Date,
): CatalogueSession {
  const takenSeats = taken.get(session.id) ?? 0;
  return {
    ...session.shown,
    seatsLeft: availableSeats(session.seats, takenSeats),
    availability: sessionAvailability(
      {
        seats: session.seats,
        taken: takenSeats,
        status: session.status,
        endDate: session.shown.endDate,
      },
      now,
    ),
  };
}
