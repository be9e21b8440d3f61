import {
  GENERATED_DOCUMENTS,
  GENERATED_DOCUMENT_INFO,
  PROFILES,
  type Permission,
  type Profile,
} from '@passerelle/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app.js';
import type { Database } from '../db/client.js';
import {
  actionDocuments,
  actionSpeakers,
  actionLinks,
  attendanceSignatures,
  documentSends,
  signingWindows,
  publicDocuments,
  publicLinks,
  publicMessages,
  mailTemplates,
  sessionDocuments,
  sessionReports,
} from '../db/schema/index.js';
import { seedTemplates } from '../db/seed/templates.js';
import { createPerson, type Person } from '../modules/registrations/registrations.fixtures.js';
import { fullAnswers, openSurveyWithTrainee } from '../modules/surveys/surveys.fixtures.js';
import {
  createAction,
  createActionType,
  createAxis,
  createCity,
  createRegistration,
  createRoom,
  createSession,
  createStructure,
  createUser,
} from './factories.js';
import { TEST_PDF, uploadFile } from './uploads.js';

/*
 * The expected access of every route the server registers (route-permissions.test.ts compares
 * this table with the routes `buildApp` registers: a route added without its entry fails it).
 *
 * - `public`: anyone, signed in or not;
 * - `permission`: the shared permission the route declares (PERMISSIONS says which profiles
 *   hold it): anonymous callers get 401, the other profiles 403;
 * - `scope`: the route acts on one object that a holder of the permission may still not reach
 *   (another provider's action, another structure's registration…): `outsiders` are the profiles
 *   tried on another owner's object, which the API answers `refusal`, while the same request on
 *   their own object is not refused;
 * - `unscoped`: why a route with an object parameter, open to a profile that is not staff, needs no
 *   scope check;
 * - `emptyPatch`: for a PATCH, an existing object, on which `{}` must answer 200 unchanged.
 */

/** The people and objects the checks work on: "own" objects are in the people's reach. */
export interface World {
  app: App;
  db: Database;
  /** One person per profile: the provider of `own` provider, the hr and beneficiary of `own`. */
  people: Record<Profile, Person>;
  structures: {
    ownProvider: number;
    otherProvider: number;
    ownEmployer: number;
    otherEmployer: number;
  };
  /** The other owners: another provider, another structure's HR validator and beneficiary. */
  others: { provider: Person; hr: Person; beneficiary: Person };
}

export type Side = 'own' | 'other';
type Params = Record<string, string | number>;

/** An action of the own (or other) provider. */
async function makeAction(w: World, side: Side) {
  const providerId = side === 'own' ? w.structures.ownProvider : w.structures.otherProvider;
  const action = await createAction(w.db, { providerId });
  return { id: action.id };
}

/** A programmed session of such an action, ended yesterday. */
async function makeSession(w: World, side: Side) {
  const { id: actionId } = await makeAction(w, side);
  const startDate = new Date(Date.now() - 2 * 24 * 3600_000);
  const session = await createSession(w.db, { actionId, status: 'PROGRAMMED', startDate });
  return { id: session.id, actionId };
}

/** A private file of the own (other) provider: uploaded by its user, kept from anybody else. */
async function makeFile(w: World, side: Side) {
  const owner = side === 'own' ? w.people.provider : w.others.provider;
  return { id: await upload(w, owner) };
}

/** A realised session of the own (other) provider, report enabled (decision 033). */
async function makeReportSession(w: World, side: Side) {
  const { id: actionId } = await makeAction(w, side);
  const startDate = new Date(Date.now() - 3 * 24 * 3600_000);
  const session = await createSession(w.db, {
    actionId,
    status: 'REALIZED',
    reportEnabled: true,
    startDate,
  });
  return { id: session.id };
}

/** The objects a scope check is tried on, each made fresh. */
export const OBJECTS = {
  action: makeAction,
  session: makeSession,
  /**
   * A registration asked by the own (other) beneficiary, of the own (other) employer, to a
   * session of the own (other) provider.
   */
  registration: async (w: World, side: Side) => {
    const { id: sessionId } = await makeSession(w, side);
    const own = side === 'own';
    const registration = await createRegistration(w.db, {
      sessionId,
      beneficiaryId: own ? w.people.beneficiary.id : w.others.beneficiary.id,
      structureId: own ? w.structures.ownEmployer : w.structures.otherEmployer,
      status: 'REQUESTED',
    });
    return { id: registration.id };
  },
  /** The employer of the own (other) HR validator. */
  structure: async (w: World, side: Side) => ({
    id: side === 'own' ? w.structures.ownEmployer : w.structures.otherEmployer,
  }),
  /** The structure of the own (other) provider (its provider information, decision 037). */
  providerStructure: async (w: World, side: Side) => ({
    id: side === 'own' ? w.structures.ownProvider : w.structures.otherProvider,
  }),
  file: makeFile,
  /** A public document of an action of the own (other) provider. */
  actionDocument: async (w: World, side: Side) => {
    const { id: actionId } = await makeAction(w, side);
    const { id: fileId } = await makeFile(w, side);
    const [row] = await w.db
      .insert(actionDocuments)
      .values({ actionId, fileId, kind: 'public', name: 'Programme' })
      .returning();
    return { id: row!.id };
  },
  actionLink: async (w: World, side: Side) => {
    const { id: actionId } = await makeAction(w, side);
    const [row] = await w.db
      .insert(actionLinks)
      .values({ actionId, name: 'Site', url: 'https://example.org/' })
      .returning();
    return { id: row!.id };
  },
  /** A document of a session of the own (other) provider. */
  sessionDocument: async (w: World, side: Side) => {
    const { id: sessionId } = await makeSession(w, side);
    const { id: fileId } = await makeFile(w, side);
    const [row] = await w.db
      .insert(sessionDocuments)
      .values({ sessionId, fileId, kind: 'document', name: 'Compte rendu' })
      .returning();
    return { id: sessionId, documentId: row!.id };
  },
  /** The open survey of a REALIZED session of the own (other) provider. */
  sessionSurvey: async (w: World, side: Side) => {
    const { id: actionId } = await makeAction(w, side);
    const { surveyId } = await openSurveyWithTrainee(w.db, { actionId });
    return { id: surveyId };
  },
  /** The answer sheet of the own (other) beneficiary, UNFILLED, of an open survey. */
  registrationSurvey: async (w: World, side: Side) => {
    const own = side === 'own';
    const { sheetId } = await openSurveyWithTrainee(w.db, {
      beneficiaryId: own ? w.people.beneficiary.id : w.others.beneficiary.id,
      structureId: own ? w.structures.ownEmployer : w.structures.otherEmployer,
    });
    return { id: sheetId };
  },
  /** The report of a realised session of the own (other) provider, report enabled (decision 033). */
  report: makeReportSession,
  /**
   * A trainee of a realised session of the own (other) provider: the own (other) beneficiary,
   * of the own (other) employer, present with its hours recorded (its certificates exist).
   */
  traineeDocument: async (w: World, side: Side) => {
    const own = side === 'own';
    const { id: actionId } = await makeAction(w, side);
    const startDate = new Date(Date.now() - 3 * 24 * 3600_000);
    const session = await createSession(w.db, { actionId, status: 'REALIZED', startDate });
    const structureId = own ? w.structures.ownEmployer : w.structures.otherEmployer;
    const registration = await createRegistration(w.db, {
      sessionId: session.id,
      beneficiaryId: own ? w.people.beneficiary.id : w.others.beneficiary.id,
      structureId,
      status: 'PRESENT',
      effectiveHours: '7.00',
    });
    return { id: session.id, registrationId: registration.id, structureId };
  },
  /** A report written by the own (other) provider (decision 036: its PDF exists). */
  writtenReport: async (w: World, side: Side) => {
    const { id } = await makeReportSession(w, side);
    await w.db.insert(sessionReports).values({
      sessionId: id,
      sections: REPORT_TEXT.sections,
      savedAt: new Date(),
    });
    return { id };
  },
  /** A signing window of a session of the own (other) provider (decision 038). */
  signingWindow: async (w: World, side: Side) => {
    const { id: sessionId } = await makeSession(w, side);
    const [row] = await w.db
      .insert(signingWindows)
      .values({
        sessionId,
        day: '2026-03-10',
        period: 'morning',
        secret: 'secret-of-the-access-checks',
        openedAt: new Date(),
        closesAt: new Date(Date.now() + 3600_000),
      })
      .returning();
    return { id: row!.id };
  },
  /** A drawn signature of a trainee of a session of the own (other) provider. */
  attendanceSignature: async (w: World, side: Side) => {
    const { id: sessionId } = await makeSession(w, side);
    const registration = await createRegistration(w.db, { sessionId, status: 'REGISTERED' });
    const [row] = await w.db
      .insert(attendanceSignatures)
      .values({
        sessionId,
        registrationId: registration.id,
        day: '2026-03-10',
        period: 'morning',
        signedAt: new Date(),
        method: 'PROVIDER_DEVICE',
        image: Buffer.from('not checked when read'),
      })
      .returning();
    return { id: row!.id };
  },
  /** A user speaking on an action of the own (other) provider only (decision 040). */
  speaker: async (w: World, side: Side) => {
    const { id: actionId } = await makeAction(w, side);
    const speaker = await createUser(w.db, { profile: 'profile_provider' });
    await w.db.insert(actionSpeakers).values({ actionId, userId: speaker.id });
    return { id: speaker.id };
  },
  /** A finished send of the convocations of a session of the own (other) provider (decision 039). */
  documentSend: async (w: World, side: Side) => {
    const { id: sessionId } = await makeSession(w, side);
    const [row] = await w.db
      .insert(documentSends)
      .values({ sessionId, convocations: true, conventions: false, total: 0, status: 'DONE' })
      .returning();
    return { id: row!.id };
  },
} satisfies Record<string, (w: World, side: Side) => Promise<Params & { id: number }>>;

export type ObjectName = keyof typeof OBJECTS;
export type ObjectOf<N extends ObjectName> = Awaited<ReturnType<(typeof OBJECTS)[N]>>;

/** A file `person` uploaded (a file is attached only by whoever uploaded it). */
export function upload(w: World, person: Person): Promise<number> {
  return uploadFile(w.app, person.token, 'session_files/multiple', 'piece.pdf', TEST_PDF);
}

export interface ScopeCheck {
  object: ObjectName;
  /** Profiles holding the permission that reach only some objects of this kind. */
  outsiders: readonly Profile[];
  /** What the API answers an outsider on another owner's object today (see `outcome`). */
  refusal: number | string;
  /** Path parameters from the object (default: the object's own fields, e.g. `id`). */
  params?: (object: Params) => Params;
  query?: (object: Params) => Params;
  /** A valid body, so that what refuses the outsider is the scope, not the validation. */
  payload?: (object: Params, w: World, profile: Profile) => unknown;
  /** The outcome compared (default: the status code). */
  outcome?: (response: LightMyRequestResponse) => string | number;
}

export interface RouteAccess {
  public?: true;
  permission?: Permission;
  scope?: ScopeCheck;
  unscoped?: string;
  /** PATCH: the parameters of an existing object, and what `{}` answers on it (default 200). */
  emptyPatch?: { params: (w: World) => Promise<Params>; profile?: Profile; status?: number };
  /** The route revokes the token it is called with (logout): each call gets a fresh one. */
  revokesToken?: true;
  /**
   * A public route guarded by a secret of its own (named here) instead of a portal session:
   * anonymous callers get 401, and so do signed-in ones.
   */
  ownSecret?: string;
}

const PUBLIC: RouteAccess = { public: true };
const needs = (permission: Permission, extra: Omit<RouteAccess, 'permission'> = {}) => ({
  permission,
  ...extra,
});
/** Every method of a catch-all route. */
const allMethods = (url: string, access: RouteAccess) =>
  Object.fromEntries(
    ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'QUERY'].map((method) => [
      `${method} ${url}`,
      access,
    ]),
  );

const existing = (make: (w: World) => Promise<{ id: number }>) => ({
  params: async (w: World) => ({ id: (await make(w)).id }),
});

const actionScope = (extra: Partial<ScopeCheck> = {}): ScopeCheck => ({
  object: 'action',
  outsiders: ['provider'],
  refusal: 404,
  ...extra,
});
const sessionScope = (extra: Partial<ScopeCheck> = {}): ScopeCheck => ({
  object: 'session',
  outsiders: ['provider'],
  refusal: 404,
  ...extra,
});
const registrationScope = (
  outsiders: readonly Profile[],
  extra: Partial<ScopeCheck> = {},
): ScopeCheck => ({ object: 'registration', outsiders, refusal: 404, ...extra });
const REASON = { reason: 'Motif de la décision' };
const reportScope = (extra: Partial<ScopeCheck> = {}): ScopeCheck => ({
  object: 'report',
  outsiders: ['provider'],
  refusal: 404,
  ...extra,
});
const REPORT_TEXT = {
  sections: {
    delivered: 'Contenus prévus abordés',
    goalsReached: 'Objectifs atteints',
    traineesFeedback: 'Groupe satisfait',
    improvements: 'Plus de cas pratiques',
  },
};

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // The API documentation (public by app.ts, DOCS_PREFIX).
  'GET /api/docs': PUBLIC,
  'GET /api/docs/static/index.html': PUBLIC,
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/*': PUBLIC,
  // Unknown API paths: a JSON 404 whatever the method.
  ...allMethods('/api', PUBLIC),
  ...allMethods('/api/*', PUBLIC),
  // Images of public files (plugins/ipx.ts).
  'GET /_ipx/:modifiers/*': PUBLIC,
  // The decision links of the "à valider" mails: the secret in the address is the access.
  'GET /api/public/registration_links/:token': PUBLIC,
  'POST /api/public/registration_links/:token': PUBLIC,
  'GET /api/public/favorite_alert_links/:token': PUBLIC,
  'POST /api/public/favorite_alert_links/:token': PUBLIC,
  'POST /api/public/favorite_alert_links/:token/unsubscribe': PUBLIC,
  // For search engines, at the site's root (decision 076).
  'GET /sitemap.xml': PUBLIC,
  'GET /robots.txt': PUBLIC,

  'GET /api/health': PUBLIC,
  'GET /api/health/ready': PUBLIC,
  // Prometheus (plugins/metrics.ts): its own bearer token, METRICS_TOKEN, not a portal session.
  'GET /metrics': { public: true, ownSecret: 'METRICS_TOKEN' },
  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/password_reset/request': PUBLIC,
  'POST /api/auth/password_reset/check': PUBLIC,
  'POST /api/auth/password_reset': PUBLIC,
  'GET /api/_auth/session': needs('auth.session'),
  'DELETE /api/_auth/session': needs('auth.logout', { revokesToken: true }),
  // Impersonation and profile switching (decision 031): each acts on the caller's own session.
  'POST /api/users/:id/impersonate': needs('users.impersonate'),
  'DELETE /api/_auth/impersonation': needs('auth.endImpersonation'),
  'PUT /api/_auth/session/profile': needs('auth.switchProfile'),
  // Single sign-on (modules/sso): public, and off (404) without OIDC_ISSUER as in these tests.
  'GET /api/auth/sso': PUBLIC,
  'GET /api/auth/sso/start': PUBLIC,
  'GET /api/auth/jwt': PUBLIC,
  'GET /api/auth/sso/end_session': needs('auth.session'),
  'GET /api/profiles': needs('auth.session'),

  // Structures.
  'GET /api/structures': needs('users.manage'),
  'GET /api/structures/previews': needs('structures.previews'),
  'GET /api/structures/providers': needs('programming.read'),
  'GET /api/structures/:id': needs('structures.read', {
    scope: { object: 'structure', outsiders: ['hr'], refusal: 404 },
  }),
  'POST /api/structure_files/multiple': needs('provider.information'),
  // Provider information (decision 037): a provider its own structure only.
  'GET /api/structures/:id/information': needs('provider.information', {
    scope: { object: 'providerStructure', outsiders: ['provider'], refusal: 404 },
  }),
  'GET /api/structures/:id/information/preview': needs('provider.information', {
    scope: { object: 'providerStructure', outsiders: ['provider'], refusal: 404 },
  }),
  'PATCH /api/structures/:id/information': needs('provider.information', {
    scope: {
      object: 'providerStructure',
      outsiders: ['provider'],
      refusal: 404,
      payload: () => ({ managerName: 'Claire Martin' }),
    },
    emptyPatch: { params: async (w) => ({ id: w.structures.ownProvider }) },
  }),
  // Structures administration (decision 028): staff-only routes, no scope.
  'GET /api/structures/detail': needs('structures.list'),
  'GET /api/structures/detail/:id': needs('structures.list'),
  'POST /api/structures/detail': needs('structures.manage'),
  'PATCH /api/structures/detail/:id': needs('structures.manage', {
    emptyPatch: existing((w) => createStructure(w.db, { type: 'employer' })),
  }),
  'DELETE /api/structures/detail/:id': needs('structures.manage'),
  'POST /api/structure_files': needs('structures.manage'),
  'DELETE /api/structure_files/:id': needs('structures.manage'),

  // Mails and templates.
  'GET /api/mails': needs('mails.read'),
  'GET /api/mails/authorized_tags': needs('templates.manage'),
  'GET /api/mails/:id': needs('mails.read'),
  'GET /api/mails/:id/attachments/:attachmentId': needs('mails.read'),
  // The automatic tasks page (decision 043); off in tests, a task answers 404 to its run.
  'GET /api/jobs': needs('jobs.manage'),
  'POST /api/jobs/:name/run': needs('jobs.manage'),
  'GET /api/templates': needs('templates.manage'),
  'GET /api/templates/:id': needs('templates.manage'),
  'PATCH /api/templates/:id': needs('templates.manage', {
    // Subject and body are the whole template: both are required.
    emptyPatch: {
      params: async (w) => {
        const [template] = await w.db.select({ id: mailTemplates.id }).from(mailTemplates).limit(1);
        return { id: template!.id };
      },
      status: 400,
    },
  }),
  'POST /api/templates/:id/test': needs('templates.manage'),
  'POST /api/templates/:id/import': needs('templates.manage'),

  // Reference resources (lib/crud).
  ...referenceResource('axes', () => existing((w) => createAxis(w.db))),
  'GET /api/axes/is_unique_number': needs('programming.read'),
  ...referenceResource('cities', () => existing((w) => createCity(w.db))),
  'GET /api/cities/is_unique_code': needs('programming.read'),
  ...referenceResource('rooms', () => existing((w) => createRoom(w.db))),
  ...referenceResource('action_types', () => existing((w) => createActionType(w.db))),
  'POST /api/room_files/multiple': needs('reference.manage'),

  // Home page content.
  ...contentResource('public_documents', async (w) => {
    const [row] = await w.db
      .insert(publicDocuments)
      .values({ name: 'Guide', url: 'https://example.org/guide.pdf' })
      .returning();
    return { id: row!.id };
  }),
  'POST /api/public_document_files/multiple': needs('content.manage'),
  ...contentResource('public_links', async (w) => {
    const [row] = await w.db
      .insert(publicLinks)
      .values({ name: 'Lien', url: 'https://example.org/' })
      .returning();
    return { id: row!.id };
  }),
  'GET /api/public/axes': PUBLIC,
  'GET /api/public/cities': PUBLIC,
  'GET /api/public/action_types': PUBLIC,
  'GET /api/public/public_documents': PUBLIC,
  'GET /api/public/public_links': PUBLIC,
  'GET /api/public/contacts/challenge': PUBLIC,
  'POST /api/public/contacts': PUBLIC,
  // The contact categories (decision 067): offered to everyone, worded by the admin.
  'GET /api/public/contact_categories': PUBLIC,
  'GET /api/contact_categories': needs('reference.manage'),
  'PUT /api/contact_categories/:code': needs('reference.manage'),
  'GET /api/contents/:code': PUBLIC,
  'GET /api/public/contents/:code': PUBLIC,
  'PUT /api/contents/:code': needs('content.manage'),
  'GET /api/messages/current': PUBLIC,
  'GET /api/public/messages': PUBLIC,
  'GET /api/messages': needs('content.manage'),
  'POST /api/messages': needs('content.manage'),
  'PATCH /api/messages/:id': needs('content.manage', {
    emptyPatch: existing(async (w) => {
      const [row] = await w.db
        .insert(publicMessages)
        .values({ html: '<p>Bonjour</p>' })
        .returning();
      return row!;
    }),
  }),
  'DELETE /api/messages/:id': needs('content.manage'),

  // The public catalogue.
  'GET /api/public/session_views': PUBLIC,
  'GET /api/public/session_views/next': PUBLIC,
  'GET /api/session_views/next': needs('auth.session'),
  'GET /api/public/session_views/related': PUBLIC,
  'GET /api/public/sessions/:id/detail': PUBLIC,
  'GET /api/public/sessions/:id/calendar.ics': PUBLIC,
  // The feed behind its secret link (decision 041): the token is the access.
  'GET /api/calendar/:file': PUBLIC,
  'GET /api/calendar_feed': needs('calendar.subscribe'),
  'POST /api/calendar_feed': needs('calendar.subscribe'),
  'DELETE /api/calendar_feed': needs('calendar.subscribe'),
  // The catalogue in LHÉO (decision 075): the feed, and its state for the admin.
  'GET /api/public/catalogue.lheo.xml': PUBLIC,
  'GET /api/lheo/state': needs('lheo.read'),
  'GET /api/session_modalities': PUBLIC,
  'GET /api/public/session_modalities': PUBLIC,

  // Actions.
  'GET /api/actions': needs('programming.read'),
  'GET /api/actions/available_years': needs('programming.read'),
  'GET /api/actions/indicators': needs('programming.read'),
  'POST /api/actions': needs('programming.manage'),
  'GET /api/actions/:id': needs('programming.read', { scope: actionScope() }),
  'PATCH /api/actions/:id': needs('programming.editPedagogy', {
    scope: actionScope({ payload: () => ({ goal: 'Savoir écouter' }) }),
    emptyPatch: existing((w) => makeAction(w, 'own')),
  }),
  'DELETE /api/actions/:id': needs('programming.manage'),
  'GET /api/actions/:id/cost': needs('programming.read', { scope: actionScope() }),
  'POST /api/actions/:id/duplicate': needs('programming.manage'),
  'POST /api/actions/:id/add_session': needs('programming.manage'),
  'GET /api/actions/:id/session_previews': needs('programming.read', { scope: actionScope() }),
  'GET /api/actions/:id/speakers': needs('programming.read', { scope: actionScope() }),
  'PUT /api/actions/:id/speakers': needs('programming.editPedagogy', {
    scope: actionScope({ payload: () => ({ speakerIds: [] }) }),
  }),
  'GET /api/actions/:id/speaker_candidates': needs('programming.editPedagogy', {
    scope: actionScope(),
  }),
  'GET /api/action_views/export': needs('programming.export'),
  'GET /api/action_files': needs('programming.read', {
    scope: actionScope({ params: () => ({}), query: (action) => ({ actionId: action.id! }) }),
  }),
  'POST /api/action_files': needs('programming.editPedagogy', {
    scope: actionScope({
      params: () => ({}),
      payload: async (action, w, profile) => ({
        actionId: action.id,
        fileId: await upload(w, w.people[profile]),
        kind: 'public',
      }),
    }),
  }),
  'DELETE /api/action_files/:id': needs('programming.editPedagogy', {
    scope: actionScope({ object: 'actionDocument' }),
  }),
  'GET /api/action_links': needs('programming.read', {
    scope: actionScope({ params: () => ({}), query: (action) => ({ actionId: action.id! }) }),
  }),
  'POST /api/action_links': needs('programming.editPedagogy', {
    scope: actionScope({
      params: () => ({}),
      payload: (action) => ({ actionId: action.id, name: 'Site', url: 'https://example.org/' }),
    }),
  }),
  'DELETE /api/action_links/:id': needs('programming.editPedagogy', {
    scope: actionScope({ object: 'actionLink' }),
  }),
  'POST /api/action_files/multiple': needs('programming.read', {
    unscoped: 'an upload belongs to nobody until its uploader attaches it',
  }),

  // Sessions.
  'GET /api/sessions': needs('programming.read'),
  'GET /api/session_statuses': needs('programming.read'),
  'GET /api/registration_statuses': needs('registrations.detail'),
  'GET /api/sessions/:id': needs('programming.read', { scope: sessionScope() }),
  'GET /api/sessions/:id/cost': needs('programming.read', { scope: sessionScope() }),
  'GET /api/session_views/indicators': needs('programming.read'),
  'GET /api/session_views/export': needs('programming.export'),
  'PATCH /api/sessions/:id': needs('sessions.recordHours', {
    scope: sessionScope({ payload: () => ({ realisedHoursOnsite: '3' }) }),
    emptyPatch: existing((w) => makeSession(w, 'own')),
  }),
  'DELETE /api/sessions/:id': needs('programming.manage'),
  'GET /api/session_intervention_dates': needs('programming.read', {
    scope: sessionScope({ params: () => ({}), query: (session) => ({ sessionId: session.id! }) }),
  }),
  'PUT /api/session_intervention_dates': needs('programming.manage'),
  'POST /api/sessions/:id/postpone': needs('sessions.postpone'),
  'POST /api/sessions/:id/reprogram': needs('sessions.reprogram'),
  'POST /api/sessions/:id/cancel': needs('sessions.cancel'),
  'POST /api/sessions/:id/realize': needs('sessions.realize', {
    scope: sessionScope({ payload: () => ({ expectedStatus: 'PROGRAMMED' }) }),
  }),
  'POST /api/sessions/:id/validate_manager': needs('sessions.validateManager'),
  'POST /api/sessions/:id/close': needs('sessions.close'),
  'POST /api/sessions/:id/return_to_programmed': needs('sessions.returnToProgrammed'),
  'GET /api/sessions/:id/cancelled_registrations': needs('sessions.returnToProgrammed'),
  'POST /api/sessions/:id/toggle_report': needs('sessions.toggleReport'),
  'POST /api/sessions/:id/survey': needs('sessions.toggleSurvey'),
  'GET /api/sessions/:id/history': needs('programming.read', { scope: sessionScope() }),
  'GET /api/sessions/:id/documents': needs('programming.read', { scope: sessionScope() }),
  'POST /api/sessions/:id/documents': needs('sessions.attachDocuments', {
    scope: sessionScope({
      payload: async (_session, w, profile) => ({
        kind: 'document',
        fileIds: [await upload(w, w.people[profile])],
      }),
    }),
  }),
  'DELETE /api/sessions/:id/documents/:documentId': needs('sessions.attachDocuments', {
    scope: sessionScope({ object: 'sessionDocument' }),
  }),
  'POST /api/session_files/multiple': needs('programming.read', {
    unscoped: 'an upload belongs to nobody until its uploader attaches it',
  }),

  // Files: public ones to anyone, the others to staff and to the provider they belong to.
  'GET /api/files/:id': {
    ...PUBLIC,
    scope: { object: 'file', outsiders: ['provider'], refusal: 404 },
  },
  'GET /api/files/:id/:name': {
    ...PUBLIC,
    scope: {
      object: 'file',
      outsiders: ['provider'],
      refusal: 404,
      params: (file) => ({ id: file.id!, name: 'piece.pdf' }),
    },
  },

  // Users.
  'GET /api/users': needs('users.manage'),
  'GET /api/users/managers': needs('users.listManagers'),
  'GET /api/users/:id': needs('users.manage'),
  'POST /api/users': needs('users.manage'),
  'PATCH /api/users/:id': needs('users.manage', {
    emptyPatch: { params: async (w) => ({ id: w.people.manager.id }) },
  }),
  'GET /api/users/:id/structure_profiles': needs('users.manage'),
  'PUT /api/users/:id/structure_profiles': needs('users.manage'),
  'POST /api/users/:id/sync': needs('users.sync'),

  // The beneficiary space: the caller's own rows only (no object in the request).
  'POST /api/sessions/:id/favorite': needs('sessions.favorite', {
    unscoped: 'a favourite is the caller’s own; any published session may be one',
  }),
  'DELETE /api/sessions/:id/favorite': needs('sessions.favorite', {
    unscoped: 'a favourite is the caller’s own',
  }),
  'GET /api/session_views/favorites': needs('sessions.favorite'),
  'GET /api/beneficiaries/favorite_alerts': needs('sessions.favorite'),
  'PUT /api/beneficiaries/favorite_alerts': needs('sessions.favorite'),
  // A provider's results indicators (decision 079): a provider its own structure only.
  'GET /api/structures/:id/quality_results': needs('quality.results', {
    scope: { object: 'providerStructure', outsiders: ['provider'], refusal: 404 },
  }),
  'GET /api/structures/:id/quality_results/pdf': needs('quality.results', {
    scope: {
      object: 'providerStructure',
      outsiders: ['provider'],
      refusal: 404,
      query: () => ({ year: '2026' }),
    },
  }),
  'GET /api/structures/:id/quality_evidence': needs('quality.results', {
    scope: {
      object: 'providerStructure',
      outsiders: ['provider'],
      refusal: 404,
      query: () => ({ year: '2026' }),
    },
  }),
  'GET /api/session_views/futures': needs('beneficiary.space'),
  'GET /api/session_views/passed': needs('beneficiary.space'),
  'GET /api/beneficiaries/info': needs('beneficiary.space'),
  'PATCH /api/beneficiaries/info': needs('beneficiary.space', {
    // The personal information form is sent whole: its fields are required.
    emptyPatch: { params: async () => ({}), profile: 'beneficiary', status: 400 },
  }),

  // Parameters.
  'GET /api/year_parameters/current': needs('parameters.read'),
  'PUT /api/year_parameters/current': needs('parameters.manage'),
  'GET /api/year_parameters/history': needs('parameters.manage'),
  'GET /api/year_quotas': needs('parameters.manage'),
  'PUT /api/year_quotas/:year': needs('parameters.manage'),

  // Registrations.
  'GET /api/registrations': needs('registrations.read'),
  'GET /api/registration_views/export': needs('registrations.read'),
  'GET /api/registration_views/structures': needs('registrations.filterByStructure'),
  'POST /api/sessions/:id/register': needs('registrations.request', {
    unscoped: 'any beneficiary may ask for any open session; the session’s rules decide',
  }),
  'POST /api/registrations/bulk_validate': needs('registrations.validate', {
    // One answer for the batch; each registration out of reach is refused as not found.
    scope: registrationScope(['hr', 'provider'], {
      params: () => ({}),
      payload: (registration) => ({ ids: [registration.id] }),
      outcome: (response) => {
        const results = (response.json() as { results?: { code?: string }[] }).results;
        return results?.[0]?.code ?? response.statusCode;
      },
      refusal: 'NOT_FOUND',
    }),
  }),
  'POST /api/registrations/:id/force': needs('registrations.force'),
  'POST /api/registrations/:id/revert': needs('registrations.force'),
  'POST /api/registrations/:id/complete': needs('registrations.recordAttendance', {
    scope: registrationScope(['provider'], { payload: () => ({ status: 'PRESENT' }) }),
  }),
  'POST /api/registrations/:id/effective_hours': needs('registrations.recordAttendance', {
    scope: registrationScope(['provider'], { payload: () => ({ effectiveHours: '2' }) }),
  }),
  'POST /api/registrations/:id/validate': needs('registrations.validate', {
    scope: registrationScope(['hr', 'provider'], { payload: () => ({}) }),
  }),
  'POST /api/registrations/:id/refuse_request': needs('registrations.validateHr', {
    scope: registrationScope(['hr'], { payload: () => REASON }),
  }),
  'POST /api/registrations/:id/refuse_registration': needs('registrations.validateProvider', {
    scope: registrationScope(['provider'], { payload: () => REASON }),
  }),
  'POST /api/registrations/:id/cancel': needs('registrations.cancelOwn', {
    scope: registrationScope(['beneficiary'], { payload: () => REASON }),
  }),
  'GET /api/registrations/:id': needs('registrations.detail', {
    scope: registrationScope(['provider', 'hr', 'beneficiary']),
  }),
  'GET /api/registrations/:id/detail': needs('registrations.detail', {
    scope: registrationScope(['provider', 'hr', 'beneficiary']),
  }),

  // Survey results (decision 034): lists narrowed to the viewer's reach, one survey checked.
  'GET /api/survey_views': needs('surveys.read'),
  'GET /api/survey_views/summary': needs('surveys.read'),
  'GET /api/survey_views/rollups': needs('surveys.read'),
  'GET /api/survey_views/filters': needs('surveys.read'),
  'GET /api/survey_views/export': needs('surveys.read'),
  'GET /api/survey_views/:id': needs('surveys.read', {
    scope: { object: 'sessionSurvey', outsiders: ['provider'], refusal: 404 },
  }),
  'GET /api/survey_views/:id/pdf': needs('surveys.read', {
    scope: { object: 'sessionSurvey', outsiders: ['provider'], refusal: 404 },
  }),
  // Satisfaction surveys (modules/surveys, decision 032): a beneficiary's own answer sheets only;
  // a provider the surveys of its own sessions; closing is staff only (who reach every session).
  'GET /api/registration_surveys': needs('surveys.fill'),
  'GET /api/registration_surveys/:id': needs('surveys.fill', {
    scope: { object: 'registrationSurvey', outsiders: ['beneficiary'], refusal: 404 },
  }),
  'PUT /api/registration_surveys/:id': needs('surveys.fill', {
    scope: {
      object: 'registrationSurvey',
      outsiders: ['beneficiary'],
      refusal: 404,
      payload: () => fullAnswers(),
    },
  }),
  'GET /api/session_surveys/:id': needs('surveys.read', {
    scope: sessionScope({ object: 'sessionSurvey' }),
  }),
  'GET /api/sessions/:id/registration_surveys': needs('surveys.read', { scope: sessionScope() }),
  'POST /api/sessions/:id/close_survey': needs('surveys.close'),
  // The cold evaluation's state (decision 035): a provider its own sessions'.
  'GET /api/sessions/:id/cold_survey': needs('surveys.read', { scope: sessionScope() }),
  'GET /api/survey_statuses': needs('surveys.read'),
  'GET /api/survey_fill_statuses': needs('surveys.read'),
  // Pedagogical reports (decision 033): a report is its session's, reached through it.
  'GET /api/sessions/:id/report': needs('reports.read', { scope: reportScope() }),
  'PUT /api/sessions/:id/report': needs('reports.write', {
    scope: reportScope({ payload: () => REPORT_TEXT }),
  }),
  'GET /api/session_reports/:id': needs('reports.read', { scope: reportScope() }),
  'PUT /api/session_reports/:id': needs('reports.write', {
    scope: reportScope({ payload: () => REPORT_TEXT }),
  }),
  'POST /api/session_reports/:id/complete': needs('reports.write', {
    scope: reportScope({ payload: () => REPORT_TEXT }),
  }),
  'POST /api/session_reports/:id/send_back': needs('reports.validate'),
  'POST /api/session_reports/:id/validate': needs('reports.validate'),
  'GET /api/session_reports': needs('reports.read'),
  'GET /api/report_statuses': needs('reports.read'),
  'GET /api/survey_views/report_export': needs('reports.read'),
  // The speakers area (decision 040): a provider the speakers of its own actions.
  'GET /api/instructor_views': needs('speakers.read'),
  'GET /api/instructor_views/filters': needs('speakers.read'),
  'GET /api/instructor_views/export': needs('speakers.read'),
  'GET /api/instructor_views/:id/detail': needs('speakers.read', {
    scope: { object: 'speaker', outsiders: ['provider'], refusal: 404 },
  }),
  // Generated documents (decision 036): a session's documents through its session's reach; a
  // trainee's also to the beneficiary, for its own registration only.
  ...documentRoutes(),
  'GET /api/sessions/:id/generated_documents': needs('documents.session', {
    scope: sessionScope(),
  }),
  'GET /api/registration_views/documents': needs('beneficiary.space'),
  'GET /api/registration_views/action_documents': needs('beneficiary.space'),
  // Sending convocations and conventions (decision 039): through the session's reach.
  'GET /api/sessions/:id/document_sends': needs('sessions.sendDocuments', {
    scope: sessionScope(),
  }),
  'POST /api/sessions/:id/document_sends': needs('sessions.sendDocuments', {
    // Its own session has no trainee: refused for that (409), not for its reach.
    scope: sessionScope({ payload: () => ({}) }),
  }),
  'GET /api/document_sends/:id': needs('sessions.sendDocuments', {
    scope: sessionScope({ object: 'documentSend' }),
  }),
  // Digital attendance (decision 038): a session's, reached through it; the trainee's own.
  'GET /api/sessions/:id/attendance': needs('attendance.collect', { scope: sessionScope() }),
  'POST /api/sessions/:id/signing_windows': needs('attendance.collect', {
    // Its own session has no such half-day: refused for that (409), not for its reach.
    scope: sessionScope({ payload: () => ({ halfDay: '2026-03-10-morning' }) }),
  }),
  'GET /api/signing_windows/:id': needs('attendance.collect', {
    scope: sessionScope({ object: 'signingWindow' }),
  }),
  'POST /api/signing_windows/:id/close': needs('attendance.collect', {
    scope: sessionScope({ object: 'signingWindow' }),
  }),
  'POST /api/signing_windows/:id/signatures': needs('attendance.collect', {
    // An unreadable PNG: refused (400) once the window is reached.
    scope: sessionScope({
      object: 'signingWindow',
      payload: () => ({ registrationId: 1, image: 'data:image/png;base64,AAAA' }),
    }),
  }),
  'GET /api/attendance_signatures/:id/image': needs('attendance.collect', {
    scope: sessionScope({ object: 'attendanceSignature' }),
  }),
  'POST /api/sessions/:id/attendance_proposal': needs('registrations.recordAttendance', {
    // No such trainee in its own session: refused for that (400), not for its reach.
    scope: sessionScope({ payload: () => ({ registrationIds: [2147480001] }) }),
  }),
  // The token names the window; the trainee is always the caller's own registration.
  'GET /api/signing/:token': needs('attendance.sign'),
  'POST /api/signatures': needs('attendance.sign'),
};

/** `GET /api/sessions/:id/<document>` for every generated document (shared GENERATED_DOCUMENTS). */
function documentRoutes(): Record<string, RouteAccess> {
  const trainee = (extra: Partial<ScopeCheck> = {}): ScopeCheck => ({
    object: 'traineeDocument',
    outsiders: ['provider', 'beneficiary'],
    refusal: 404,
    params: (object) => ({ id: object.id! }),
    query: (object) => ({ registrationId: object.registrationId! }),
    ...extra,
  });
  return Object.fromEntries(
    GENERATED_DOCUMENTS.map((code): [string, RouteAccess] => {
      const key = `GET /api/sessions/:id/${code}`;
      switch (GENERATED_DOCUMENT_INFO[code].scope) {
        case 'trainee':
          return [key, needs('documents.trainee', { scope: trainee() })];
        case 'structure':
          return [
            key,
            needs('documents.session', {
              scope: trainee({
                outsiders: ['provider'],
                query: (object) => ({ structureId: object.structureId! }),
              }),
            }),
          ];
        case 'session':
          return code === 'report_pdf'
            ? [key, needs('reports.read', { scope: reportScope({ object: 'writtenReport' }) })]
            : [key, needs('documents.session', { scope: sessionScope() })];
      }
    }),
  );
}

/** The six routes lib/crud generates for a reference resource (read by back office, written by admin). */
function referenceResource(name: string, emptyPatch: () => RouteAccess['emptyPatch']) {
  return {
    [`GET /api/${name}`]: needs('programming.read'),
    [`GET /api/${name}/:id`]: needs('programming.read', { unscoped: 'reference data' }),
    [`POST /api/${name}`]: needs('reference.manage'),
    [`PATCH /api/${name}/:id`]: needs('reference.manage', { emptyPatch: emptyPatch() }),
    [`DELETE /api/${name}/:id`]: needs('reference.manage'),
  };
}

/** The routes lib/crud generates for home page content (admin). */
function contentResource(name: string, make: (w: World) => Promise<{ id: number }>) {
  return {
    [`GET /api/${name}`]: needs('admin.access'),
    [`GET /api/${name}/:id`]: needs('admin.access'),
    [`POST /api/${name}`]: needs('content.manage'),
    [`PATCH /api/${name}/:id`]: needs('content.manage', { emptyPatch: existing(make) }),
    [`DELETE /api/${name}/:id`]: needs('content.manage'),
  };
}

/** The people and structures of the checks, on an empty database. */
export async function createWorld(app: App, db: Database): Promise<World> {
  const ownProvider = (await createStructure(db, { name: 'Organisme A' })).id;
  const otherProvider = (await createStructure(db, { name: 'Organisme B' })).id;
  const ownEmployer = (await createStructure(db, { name: 'Employeur A', type: 'employer' })).id;
  const otherEmployer = (await createStructure(db, { name: 'Employeur B', type: 'employer' })).id;
  const structureOf: Record<Profile, number | null> = {
    admin: null,
    manager: ownEmployer,
    provider: ownProvider,
    beneficiary: ownEmployer,
    hr: ownEmployer,
  };
  const people = {} as Record<Profile, Person>;
  for (const profile of PROFILES) {
    people[profile] = await createPerson(db, `profile_${profile}`, structureOf[profile]);
  }
  const others = {
    provider: await createPerson(db, 'profile_provider', otherProvider),
    hr: await createPerson(db, 'profile_hr', otherEmployer),
    beneficiary: await createPerson(db, 'profile_beneficiary', otherEmployer),
  };
  await seedTemplates(db);
  return {
    app,
    db,
    people,
    structures: { ownProvider, otherProvider, ownEmployer, otherEmployer },
    others,
  };
}
