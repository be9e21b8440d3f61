import { z } from 'zod';
import { CIVILITIES, MODALITIES, type SessionStatus } from '../enums';
import { t } from '../i18n';
import { centsToDecimal, decimalToCents } from './decimal';
import { idParam, idParams, sessionHeadShape } from './fields';
import { EXPORT_FORMATS, listPagingShape, listSortParam, type Sort } from './programming-queries';
import { pageSchema } from './programming-responses';
import { integerParam, param } from './query-params';
import { defineRoute } from './route';
import './messages';

/*
 * The speakers area (/back/speakers, modules/speakers, decision 040): every speaker (a user
 * attached to an action, `action_speakers`) with the actions and sessions they lead and their
 * hours per programme year, the detail of one speaker's sessions, and the export of the list.
 */

const choice = () => t('validation.choice');

/**
 * How a speaker's hours are counted (decision 040): a speaker leads every session of the actions
 * they speak on; each session is worth its hours as shared `sessionHoursOf` gives them (the
 * realised hours once recorded, else the length of its intervention dates), in the programme
 * year of its action. A cancelled session took no hours: it is shown, not counted.
 */
export const SPEAKER_UNCOUNTED_STATUSES = ['CANCELED'] as const satisfies readonly SessionStatus[];

/** Whether a session of this status counts in a speaker's sessions and hours. */
export function countsForSpeaker(status: SessionStatus): boolean {
  return !(SPEAKER_UNCOUNTED_STATUSES as readonly SessionStatus[]).includes(status);
}

/** The sum of hours given as decimal texts (a null is worth nothing), as decimal text. */
export function sumHours(values: readonly (string | null)[]): string {
  return centsToDecimal(
    values.reduce((sum, value) => sum + (value === null ? 0 : decimalToCents(value)), 0),
  );
}

export const SPEAKER_SORT_FIELDS = ['name', 'actionCount', 'sessionCount', 'hours'] as const;
export type SpeakerSortField = (typeof SPEAKER_SORT_FIELDS)[number];
export const SPEAKER_DEFAULT_SORT: Sort<SpeakerSortField> = { field: 'name', direction: 'asc' };

/**
 * Filters of the list, its export and a speaker's detail. Year, axis and provider select the
 * actions (a speaker is listed when one of its actions matches, and only those actions count);
 * `q` is the speaker's name or email, every word matching, accents and case ignored.
 */
export const speakerFiltersShape = {
  /** The action's programme year. */
  year: param(integerParam),
  axisId: param(idParam),
  providerId: param(idParam),
  q: listPagingShape.q,
};

export const speakerFiltersSchema = z.object(speakerFiltersShape);
export type SpeakerFilters = z.output<typeof speakerFiltersSchema>;

/** The filters' names, in the URL's order. */
export const SPEAKER_FILTER_NAMES = ['year', 'axisId', 'providerId', 'q'] as const;

/** `GET /api/instructor_views`. */
export const speakerListQuerySchema = z.object({
  ...listPagingShape,
  ...speakerFiltersShape,
  sort: listSortParam(SPEAKER_SORT_FIELDS, SPEAKER_DEFAULT_SORT),
});
export type SpeakerListQuery = z.output<typeof speakerListQuerySchema>;

/** `GET /api/instructor_views/export`: the list's filters and sort, and the file format. */
export const speakerExportQuerySchema = z.object({
  ...speakerFiltersShape,
  sort: listSortParam(SPEAKER_SORT_FIELDS, SPEAKER_DEFAULT_SORT),
  format: param(z.enum(EXPORT_FORMATS, { error: choice })).transform((format) => format ?? 'csv'),
});
export type SpeakerExportQuery = z.output<typeof speakerExportQuerySchema>;

/**
 * `GET /api/instructor_views/{id}/detail`: the actions' filters of the list (year, axis,
 * provider), so that the detail shows the sessions the row counts.
 */
export const speakerDetailQuerySchema = speakerFiltersSchema.pick({
  year: true,
  axisId: true,
  providerId: true,
});
export type SpeakerDetailQuery = z.output<typeof speakerDetailQuerySchema>;

const id = z.number().int();
/** Hours as decimal text ("10.50"). */
const hours = z.string();
const named = z.object({ id, name: z.string() });

export const speakerIdentitySchema = z.object({
  id,
  civility: z.enum(CIVILITIES).nullable(),
  givenName: z.string(),
  familyName: z.string(),
  email: z.string(),
});
export type SpeakerIdentity = z.infer<typeof speakerIdentitySchema>;

/** A speaker's counted sessions and hours of one programme year. */
export const speakerYearSchema = z.object({
  year: z.number().int(),
  sessionCount: z.number().int(),
  hours,
});
export type SpeakerYear = z.infer<typeof speakerYearSchema>;

export const speakerListItemSchema = speakerIdentitySchema.extend({
  /** The actions they lead among those the filters select, by year (newest first) then name. */
  actions: z.array(named.extend({ year: z.number().int() })),
  /** The providers of those actions, by name. */
  providers: z.array(named),
  /** Sessions of those actions that count (not cancelled). */
  sessionCount: z.number().int(),
  /** Hours of those sessions (countsForSpeaker, sessionHoursOf), all years together. */
  hours,
  /** The same, per programme year, newest first. */
  years: z.array(speakerYearSchema),
});
export type SpeakerListItem = z.infer<typeof speakerListItemSchema>;

export const speakerPageSchema = pageSchema(speakerListItemSchema);
export type SpeakerPage = z.infer<typeof speakerPageSchema>;

export const speakerSessionSchema = z.object({
  ...sessionHeadShape,
  modality: z.enum(MODALITIES),
  city: named.nullable(),
  room: named.nullable(),
  action: named.extend({ year: z.number().int() }),
  provider: named.nullable(),
  /** The session's intervention dates, in order. */
  dates: z.array(z.object({ startsAt: z.string(), endsAt: z.string() })),
  /** The session's hours (shared sessionHoursOf); null when neither realised nor planned. */
  hours: hours.nullable(),
  /** Whether its hours count in the speaker's total (a cancelled session does not). */
  counted: z.boolean(),
});
export type SpeakerSession = z.infer<typeof speakerSessionSchema>;

export const speakerDetailSchema = z.object({
  speaker: speakerIdentitySchema,
  /** The sessions of the speaker's actions within reach and filters, latest start first. */
  sessions: z.array(speakerSessionSchema),
  /** Hours of the counted sessions. */
  hours,
});
export type SpeakerDetail = z.infer<typeof speakerDetailSchema>;

/** `GET /api/instructor_views/filters`: the filters' choices, from the actions having speakers. */
export const speakerFilterChoicesSchema = z.object({
  years: z.array(z.number().int()),
  axes: z.array(named.extend({ number: z.number().int() })),
  /** Empty for a provider, whose list holds its own actions only. */
  providers: z.array(named),
});
export type SpeakerFilterChoices = z.infer<typeof speakerFilterChoicesSchema>;

/** The routes of the speakers area the pages call (the export is a download: its link). */
export const SPEAKERS_API = {
  list: defineRoute({
    method: 'GET',
    path: '/instructor_views',
    access: { permission: 'speakers.read' },
    query: speakerListQuerySchema,
    response: speakerPageSchema,
    errors: [400, 401, 403],
  }),
  filters: defineRoute({
    method: 'GET',
    path: '/instructor_views/filters',
    access: { permission: 'speakers.read' },
    response: speakerFilterChoicesSchema,
    errors: [401, 403],
  }),
  /** 404 for a user who speaks on no action within reach. */
  detail: defineRoute({
    method: 'GET',
    path: '/instructor_views/:id/detail',
    access: { permission: 'speakers.read' },
    params: idParams,
    query: speakerDetailQuerySchema,
    response: speakerDetailSchema,
    errors: [400, 401, 403, 404],
  }),
};
