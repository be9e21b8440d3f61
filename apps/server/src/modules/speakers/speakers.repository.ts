import {
  SPEAKER_UNCOUNTED_STATUSES,
  type ActionScope,
  type Modality,
  type SessionStatus,
  type Sort,
  type SpeakerFilters,
  type SpeakerSortField,
} from '@passerelle/shared';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectDatesOfSessions } from '../../lib/session-dates.js';
import {
  actionSpeakers,
  actions,
  cities,
  rooms,
  sessionDates,
  sessions,
  structures,
  users,
} from '../../db/schema/index.js';
import { foldSql, foldedContains } from '../../lib/crud/fold.js';
import { actionScopeCondition } from '../../lib/scope-conditions.js';
import { sessionHeadColumns } from '../../lib/session-columns.js';
import { actionFilterConditions } from '../../lib/optional-filters.js';
import { selectSessionsWithPlace } from '../../lib/query-joins.js';
import { personColumns, type Person } from '../../lib/user-columns.js';
import {
  selectActionAxes,
  selectActionProviders,
  selectActionYears,
} from '../../lib/action-choices.js';

/*
 * The speakers' SQL (decision 040). A speaker is a user of `action_speakers`; what they lead is
 * the sessions of those actions. Every query starts from the (speaker, action) pairs the caller
 * reaches (the shared action scope) and the filters select, so a provider never counts another
 * provider's actions, and the filters narrow what is counted, not only who is listed.
 */

/** At most this many words of `q` are looked at. */
const MAX_WORDS = 5;

/** `q`: every word in the speaker's given name, family name or email, accents and case ignored. */
function nameConditions(q: string | undefined): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  return and(
    ...words.map((word) =>
      or(
        foldedContains(users.givenName, word),
        foldedContains(users.familyName, word),
        foldedContains(users.email, word),
      ),
    ),
  );
}

const counted = sql`${sessions.status} not in (${sql.join(
  SPEAKER_UNCOUNTED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

/**
 * A session's hours as shared `sessionHoursOf` computes them: the realised hours (onsite +
 * remote) once one is recorded, else the intervention dates' length (each date rounded to the
 * minute, the total to the hundredth of an hour), else null. `minutes` is the dates' total.
 */
function sessionHours(minutes: SQL): SQL {
  return sql`(case
    when ${sessions.realisedHoursOnsite} is not null or ${sessions.realisedHoursRemote} is not null
      then coalesce(${sessions.realisedHoursOnsite}, 0) + coalesce(${sessions.realisedHoursRemote}, 0)
    when ${minutes} is not null then round(${minutes} * 100 / 60) / 100
  end)::numeric(12, 2)`;
}

/** The pairs (speaker, action) in scope and filters, and each action's counted sessions and hours. */
function speakerActionsWith(
  db: Database,
  filters: Omit<SpeakerFilters, 'q'>,
  scope: ActionScope,
  speakerIds?: readonly number[],
) {
  const pairs = db.$with('speaker_actions').as(
    db
      .selectDistinct({ userId: actionSpeakers.userId, actionId: actionSpeakers.actionId })
      .from(actionSpeakers)
      .innerJoin(actions, eq(actions.id, actionSpeakers.actionId))
      .where(
        and(
          actionFilterConditions(filters, scope),
          speakerIds ? inArray(actionSpeakers.userId, [...speakerIds]) : undefined,
        ),
      ),
  );
  const minutes = db
    .select({
      sessionId: sessionDates.sessionId,
      minutes:
        sql<string>`sum(greatest(0, round(extract(epoch from (${sessionDates.endsAt} - ${sessionDates.startsAt})) / 60)))`.as(
          'minutes',
        ),
    })
    .from(sessionDates)
    .where(
      inArray(
        sessionDates.sessionId,
        db
          .select({ id: sessions.id })
          .from(sessions)
          .where(inArray(sessions.actionId, db.select({ id: pairs.actionId }).from(pairs))),
      ),
    )
    .groupBy(sessionDates.sessionId)
    .as('session_minutes');
  const totals = db.$with('action_totals').as(
    db
      .select({
        actionId: sessions.actionId,
        sessionCount: sql<number>`(count(*) filter (where ${counted}))::int`.as('session_count'),
        hours:
          sql<string>`coalesce(sum(${sessionHours(sql`${minutes.minutes}`)}) filter (where ${counted}), 0)`.as(
            'hours',
          ),
      })
      .from(sessions)
      .leftJoin(minutes, eq(minutes.sessionId, sessions.id))
      .where(inArray(sessions.actionId, db.select({ id: pairs.actionId }).from(pairs)))
      .groupBy(sessions.actionId),
  );
  return { pairs, totals };
}

export interface SpeakerPageQuery {
  filters: SpeakerFilters;
  sort: Sort<SpeakerSortField>;
  scope: ActionScope;
}

/** The speakers in the list's order (and, with a window, one page and the number of speakers). */
async function selectSpeakerIds(
  db: Database,
  query: SpeakerPageQuery,
  window?: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const { q, ...actionFilters } = query.filters;
  const { pairs, totals } = speakerActionsWith(db, actionFilters, query.scope);
  const keys: Record<SpeakerSortField, SQL> = {
    name: foldSql(users.familyName),
    actionCount: sql`count(*)`,
    sessionCount: sql`coalesce(sum(${totals.sessionCount}), 0)`,
    hours: sql`coalesce(sum(${totals.hours}), 0)`,
  };
  const direction = query.sort.direction === 'desc' ? desc : asc;
  let select = db
    .with(pairs, totals)
    .select({ id: users.id, total: sql<number>`(count(*) over ())::int` })
    .from(pairs)
    .innerJoin(users, eq(users.id, pairs.userId))
    .leftJoin(totals, eq(totals.actionId, pairs.actionId))
    .where(nameConditions(q))
    .groupBy(users.id)
    .orderBy(
      direction(keys[query.sort.field]),
      asc(foldSql(users.familyName)),
      asc(foldSql(users.givenName)),
      asc(users.id),
    )
    .$dynamic();
  if (window) select = select.limit(window.limit).offset(window.offset);
  const rows = await select;
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

/** A page of the list: its speakers' ids in order, and the number of matching speakers. */
export async function selectSpeakerPage(
  db: Database,
  query: SpeakerPageQuery & { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const page = await selectSpeakerIds(db, query, query);
  // Past the last page the window count is not there: count apart (rare).
  if (page.ids.length === 0 && query.offset > 0) {
    return { ids: [], total: (await selectSpeakerIds(db, query)).ids.length };
  }
  return page;
}

/** Every matching speaker's id in the list's order: what an export reads once. */
export async function selectOrderedSpeakerIds(
  db: Database,
  query: SpeakerPageQuery,
): Promise<number[]> {
  return (await selectSpeakerIds(db, query)).ids;
}

export type SpeakerIdentityRow = Person;

export async function selectSpeakerIdentities(
  db: Database,
  ids: readonly number[],
): Promise<SpeakerIdentityRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(personColumns)
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** One action a speaker leads, with its counted sessions and hours. */
export interface SpeakerActionRow {
  userId: number;
  actionId: number;
  name: string;
  year: number;
  provider: { id: number; name: string } | null;
  sessionCount: number;
  hours: string;
}

/** The actions of the speakers `ids` within the filters and scope, with their sessions' figures. */
export async function selectSpeakerActions(
  db: Database,
  ids: readonly number[],
  filters: Omit<SpeakerFilters, 'q'>,
  scope: ActionScope,
): Promise<SpeakerActionRow[]> {
  if (ids.length === 0) return [];
  const { pairs, totals } = speakerActionsWith(db, filters, scope, ids);
  const rows = await db
    .with(pairs, totals)
    .select({
      userId: pairs.userId,
      actionId: actions.id,
      name: actions.name,
      year: actions.year,
      providerId: structures.id,
      providerName: structures.name,
      sessionCount: sql<number>`coalesce(${totals.sessionCount}, 0)::int`,
      hours: sql<string>`coalesce(${totals.hours}, 0)::numeric(12, 2)::text`,
    })
    .from(pairs)
    .innerJoin(actions, eq(actions.id, pairs.actionId))
    .leftJoin(structures, eq(structures.id, actions.providerId))
    .leftJoin(totals, eq(totals.actionId, pairs.actionId))
    .orderBy(desc(actions.year), asc(actions.nameFolded), asc(actions.id));
  return rows.map(({ providerId, providerName, ...row }) => ({
    ...row,
    provider:
      providerId !== null && providerName !== null ? { id: providerId, name: providerName } : null,
  }));
}

/** The speaker `id` and the providers of every action they speak on (null: none), or undefined. */
export async function findSpeaker(
  db: Database,
  id: number,
): Promise<(SpeakerIdentityRow & { providerIds: (number | null)[] }) | undefined> {
  const rows = await db
    .select({ ...personColumns, providerId: actions.providerId })
    .from(users)
    .innerJoin(actionSpeakers, eq(actionSpeakers.userId, users.id))
    .innerJoin(actions, eq(actions.id, actionSpeakers.actionId))
    .where(eq(users.id, id));
  const [first] = rows;
  if (!first) return undefined;
  const { providerId: _providerId, ...identity } = first;
  return { ...identity, providerIds: [...new Set(rows.map((row) => row.providerId))] };
}

export interface SpeakerSessionRow {
  id: number;
  code: string;
  status: SessionStatus;
  startDate: Date;
  endDate: Date;
  modality: Modality;
  realisedHoursOnsite: string | null;
  realisedHoursRemote: string | null;
  city: { id: number; name: string } | null;
  room: { id: number; name: string } | null;
  action: { id: number; name: string; year: number };
  provider: { id: number; name: string } | null;
  dates: { startsAt: Date; endsAt: Date }[];
}

/** The sessions of the speaker's actions within the filters and scope, latest start first. */
export async function selectSpeakerSessions(
  db: Database,
  speakerId: number,
  filters: Omit<SpeakerFilters, 'q'>,
  scope: ActionScope,
): Promise<SpeakerSessionRow[]> {
  const rows = await selectSessionsWithPlace(db, {
    ...sessionHeadColumns,
    modality: sessions.modality,
    realisedHoursOnsite: sessions.realisedHoursOnsite,
    realisedHoursRemote: sessions.realisedHoursRemote,
    cityId: cities.id,
    cityName: cities.value,
    roomId: rooms.id,
    roomName: rooms.name,
    actionId: actions.id,
    actionName: actions.name,
    actionYear: actions.year,
    providerId: structures.id,
    providerName: structures.name,
  })
    .where(
      and(
        actionFilterConditions(filters, scope),
        inArray(
          sessions.actionId,
          db
            .select({ id: actionSpeakers.actionId })
            .from(actionSpeakers)
            .where(eq(actionSpeakers.userId, speakerId)),
        ),
      ),
    )
    .orderBy(desc(sessions.startDate), asc(sessions.code), asc(sessions.id));
  const dates = await selectDatesOfSessions(
    db,
    rows.map((row) => row.id),
  );
  const named = (id: number | null, name: string | null) =>
    id !== null && name !== null ? { id, name } : null;
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    modality: row.modality,
    realisedHoursOnsite: row.realisedHoursOnsite,
    realisedHoursRemote: row.realisedHoursRemote,
    city: named(row.cityId, row.cityName),
    room: named(row.roomId, row.roomName),
    action: { id: row.actionId, name: row.actionName, year: row.actionYear },
    provider: named(row.providerId, row.providerName),
    dates: (dates.get(row.id) ?? []).map(({ startsAt, endsAt }) => ({ startsAt, endsAt })),
  }));
}

/** The years, axes and providers of the actions having speakers within the scope. */
export async function selectSpeakerFilterChoices(db: Database, scope: ActionScope) {
  const spoken = and(
    actionScopeCondition(scope, actions.providerId),
    inArray(actions.id, db.select({ id: actionSpeakers.actionId }).from(actionSpeakers)),
  );
  const [years, axisRows, providers] = await Promise.all([
    selectActionYears(db, spoken),
    selectActionAxes(db, spoken),
    scope.all ? selectActionProviders(db, spoken) : Promise.resolve([]),
  ]);
  return { years, axes: axisRows, providers };
}
