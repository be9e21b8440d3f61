import { z } from 'zod';
import { AVAILABILITIES, MODALITIES, REGISTRATION_STATUSES, type SessionStatus } from '../enums';
import { t } from '../i18n';
import { firstNonBlank, pageParamsShape, param } from './query-params';
import type { CatalogueFilterName } from './catalogue-filters';
import { idParam, idParams } from './fields';
import { qualityResultsSchema } from './quality-results';
import './messages';
import { defineRoute } from './route';

/*
 * The public catalogue (spec §7 public `session_views`, `session_views/next`,
 * `session_views/related`, `sessions/{id}/detail`): the URL query of the search, shared by the
 * API and the /training page's GET form, and the answers.
 */

/**
 * Statuses a published session shows in with: not CANCELED (it will not take place) nor REPORTED
 * (postponed: its dates no longer hold until it is reprogrammed). Past sessions (REALIZED and
 * after) are found by a date range.
 */
export const CATALOGUE_SESSION_STATUSES = [
  'PROGRAMMED',
  'REALIZED',
  'VALIDATED_MANAGER',
  'CLOSED',
] as const satisfies readonly SessionStatus[];

/** Sessions on the home page (`session_views/next`). */
export const CATALOGUE_NEXT_COUNT = 6;
/** Sessions under a session sheet (`session_views/related`). */
export const CATALOGUE_RELATED_COUNT = 4;

const dateParam = z.iso.date({ error: () => t('validation.date') });

/** The filters of the search, without paging (also the fields of the advanced search form). */
export const catalogueFiltersShape = {
  /** Simple search: words of the action (French full text), a session code or a city name. */
  q: param(
    z
      .string()
      .trim()
      .max(255, { error: () => t('validation.maxLength', { max: 255 }) }),
  ),
  axisId: param(idParam),
  typeId: param(idParam),
  cityId: param(idParam),
  modality: param(z.enum(MODALITIES, { error: () => t('validation.choice') })),
  /** Days in Paris, both included, on the start date. Without `from`, sessions to come only. */
  from: param(dateParam),
  to: param(dateParam),
  availability: param(z.enum(AVAILABILITIES, { error: () => t('validation.choice') })),
} satisfies Record<CatalogueFilterName, z.ZodType>;

/** `GET /api/public/session_views`. */
export const catalogueQuerySchema = z
  .object({
    ...catalogueFiltersShape,
    ...pageParamsShape,
  })
  .superRefine((query, ctx) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: t('validation.dateRange') });
    }
  });
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

/** `GET /api/public/session_views/related?sessionId=`. */
export const catalogueRelatedQuerySchema = z.object({
  sessionId: z.preprocess(firstNonBlank, idParam),
});

const isoDateTime = z.string();

/** A session as the catalogue lists it. */
export const catalogueSessionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  startDate: isoDateTime,
  endDate: isoDateTime,
  modality: z.enum(MODALITIES),
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Never below zero. */
  seatsLeft: z.number().int(),
  /** Null once the session is over (sessionAvailability): no seats to offer. */
  availability: z.enum(AVAILABILITIES).nullable(),
  registrationDeadline: isoDateTime.nullable(),
  action: z.object({
    id: z.number().int(),
    name: z.string(),
    axis: z.object({
      id: z.number().int(),
      number: z.number().int(),
      name: z.string(),
      color: z.string().nullable(),
    }),
    type: z.object({
      id: z.number().int(),
      name: z.string(),
      acronym: z.string(),
      membersOnly: z.boolean(),
    }),
  }),
  provider: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type CatalogueSession = z.infer<typeof catalogueSessionSchema>;

export const cataloguePageSchema = z.object({
  items: z.array(catalogueSessionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CataloguePage = z.infer<typeof cataloguePageSchema>;

/** The caller's own registration to the session (a signed-in beneficiary), from the tables. */
export const catalogueRegistrationSchema = z.object({
  id: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  waitingList: z.boolean(),
});
export type CatalogueRegistration = z.infer<typeof catalogueRegistrationSchema>;

/** `GET /api/public/sessions/{id}/detail`: the session sheet. */
export const catalogueSessionDetailSchema = catalogueSessionSchema.extend({
  action: catalogueSessionSchema.shape.action.extend({
    goal: z.string(),
    public: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    /** The action's image file, for the sizes the sheet offers (`responsiveImage`). */
    imageId: z.number().int().nullable(),
    documents: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        url: z.string(),
        mimeType: z.string(),
        size: z.number().int(),
      }),
    ),
    links: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
  }),
  interventionDates: z.array(z.object({ startsAt: isoDateTime, endsAt: isoDateTime })),
  room: z
    .object({
      name: z.string(),
      address: z.string().nullable(),
      zipCode: z.string().nullable(),
      city: z.string().nullable(),
    })
    .nullable(),
  registrationRequired: z.boolean(),
  /** No fee for the trainee (the session is not "payante"). */
  free: z.boolean(),
  /** The sheet's own address, absolute (its canonical URL, its JSON-LD). */
  url: z.string(),
  /** Set when registration happens on another site: the button links there. */
  externalRegistrationUrl: z.string().nullable(),
  /** No seat left, but the waiting list still takes requests. */
  waitingListOpen: z.boolean(),
  /** The session is ahead and its deadline (if any) not passed. */
  registrationOpen: z.boolean(),
  /** null for a visitor who is not a signed-in beneficiary. */
  favorite: z.boolean().nullable(),
  registration: catalogueRegistrationSchema.nullable(),
  /** Its training's published results (decision 079); null until five trainees answered. */
  quality: qualityResultsSchema.nullable(),
});
export type CatalogueSessionDetail = z.infer<typeof catalogueSessionDetailSchema>;

/** `GET /api/…/session_views/next`: the next sessions, for the caller's audience. */
const nextSessionsRoute = <const P extends string, const A extends PublicOrSession>(
  path: P,
  access: A,
) =>
  defineRoute({
    method: 'GET',
    path,
    access,
    response: z.array(catalogueSessionSchema),
    errors: [401],
  });
type PublicOrSession = { public: true } | { permission: 'auth.session' };

/**
 * The routes of the public catalogue (spec §7 `session_views` with `next` and `related`,
 * `sessions/{id}/detail`): open to visitors, aware of a signed-in caller.
 */
export const CATALOGUE_API = {
  search: defineRoute({
    method: 'GET',
    path: '/public/session_views',
    access: { public: true },
    query: catalogueQuerySchema,
    response: cataloguePageSchema,
    errors: [400, 404],
  }),
  publicNext: nextSessionsRoute('/public/session_views/next', { public: true }),
  /** The same sessions among the signed-in paths of spec §7. */
  next: nextSessionsRoute('/session_views/next', { permission: 'auth.session' }),
  related: defineRoute({
    method: 'GET',
    path: '/public/session_views/related',
    access: { public: true },
    query: catalogueRelatedQuerySchema,
    response: z.array(catalogueSessionSchema),
    errors: [400, 404],
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/public/sessions/:id/detail',
    access: { public: true },
    params: idParams,
    response: catalogueSessionDetailSchema,
    errors: [400, 404],
  }),
};
