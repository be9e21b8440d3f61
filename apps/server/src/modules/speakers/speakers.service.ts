import {
  actionScopeOf,
  countsForSpeaker,
  reachesSpeaker,
  sessionHoursOf,
  sumHours,
  type SessionUser,
  type SpeakerDetail,
  type SpeakerDetailQuery,
  type SpeakerFilterChoices,
  type SpeakerFilters,
  type SpeakerListItem,
  type SpeakerListQuery,
  type SpeakerPage,
  type SpeakerYear,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { pageWindow } from '../../lib/pagination.js';
import { reachedOrNotFound } from '../access/access.service.js';
import {
  findSpeaker,
  selectSpeakerActions,
  selectSpeakerFilterChoices,
  selectSpeakerIdentities,
  selectSpeakerPage,
  selectSpeakerSessions,
  type SpeakerActionRow,
} from './speakers.repository.js';

/*
 * The speakers area (decision 040): who speaks on the actions the caller reaches, what they lead
 * there and their hours per programme year (shared countsForSpeaker and sessionHoursOf), one
 * speaker's sessions, and the choices of the filters. A provider reaches the speakers of its own
 * actions, and of them only what those actions hold (shared reachesSpeaker, actionScopeOf).
 */

/** The speakers' rows of `ids`, in the order of `ids`, their figures within filters and scope. */
export async function speakerRows(
  db: Database,
  ids: readonly number[],
  filters: SpeakerFilters,
  user: SessionUser,
): Promise<SpeakerListItem[]> {
  const { q: _q, ...actionFilters } = filters;
  const [identities, actionRows] = await Promise.all([
    selectSpeakerIdentities(db, ids),
    selectSpeakerActions(db, ids, actionFilters, actionScopeOf(user)),
  ]);
  const byId = new Map(identities.map((identity) => [identity.id, identity]));
  return ids.flatMap((id) => {
    const identity = byId.get(id);
    if (!identity) return [];
    return [{ ...identity, ...speakerFigures(actionRows.filter((row) => row.userId === id)) }];
  });
}

/** What a speaker's actions add up to: actions, providers, sessions and hours, per year. */
export function speakerFigures(
  rows: readonly SpeakerActionRow[],
): Omit<SpeakerListItem, 'id' | 'civility' | 'givenName' | 'familyName' | 'email'> {
  const providers = new Map<number, { id: number; name: string }>();
  for (const row of rows) if (row.provider) providers.set(row.provider.id, row.provider);
  const years = [...new Set(rows.map((row) => row.year))]
    .sort((a, b) => b - a)
    .map((year): SpeakerYear => {
      const ofYear = rows.filter((row) => row.year === year);
      return {
        year,
        sessionCount: ofYear.reduce((sum, row) => sum + row.sessionCount, 0),
        hours: sumHours(ofYear.map((row) => row.hours)),
      };
    });
  return {
    actions: rows.map((row) => ({ id: row.actionId, name: row.name, year: row.year })),
    providers: [...providers.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr')),
    sessionCount: years.reduce((sum, year) => sum + year.sessionCount, 0),
    hours: sumHours(years.map((year) => year.hours)),
    years,
  };
}

/** `GET /api/instructor_views`: a page of speakers within the caller's reach. */
export async function listSpeakers(
  db: Database,
  user: SessionUser,
  query: SpeakerListQuery,
): Promise<SpeakerPage> {
  const { page, pageSize, sort, ...filters } = query;
  const { ids, total } = await selectSpeakerPage(db, {
    filters,
    sort,
    scope: actionScopeOf(user),
    ...pageWindow(query),
  });
  return { items: await speakerRows(db, ids, filters, user), total, page, pageSize };
}

/**
 * `GET /api/instructor_views/{id}/detail`: the speaker's sessions on the actions the caller
 * reaches and the filters select, with their dates, place and hours. 404 for a user who speaks on
 * no action the caller reaches.
 */
export async function getSpeakerDetail(
  db: Database,
  user: SessionUser,
  id: number,
  filters: SpeakerDetailQuery,
): Promise<SpeakerDetail> {
  const { providerIds: _providerIds, ...speaker } = reachedOrNotFound(
    await findSpeaker(db, id),
    (found) => reachesSpeaker(user, found),
  );
  const rows = await selectSpeakerSessions(db, id, filters, actionScopeOf(user));
  const sessions = rows.map(
    ({ realisedHoursOnsite, realisedHoursRemote, dates, startDate, endDate, ...session }) => ({
      ...session,
      startDate: startDate.toISOString(),
      endDate: endDate.toISOString(),
      dates: dates.map((date) => ({
        startsAt: date.startsAt.toISOString(),
        endsAt: date.endsAt.toISOString(),
      })),
      hours: sessionHoursOf({ realisedHoursOnsite, realisedHoursRemote, dates }),
      counted: countsForSpeaker(session.status),
    }),
  );
  return {
    speaker,
    sessions,
    hours: sumHours(sessions.filter((session) => session.counted).map((session) => session.hours)),
  };
}

/** `GET /api/instructor_views/filters`. */
export function speakerFilterChoices(
  db: Database,
  user: SessionUser,
): Promise<SpeakerFilterChoices> {
  return selectSpeakerFilterChoices(db, actionScopeOf(user));
}
