import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { createJsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { AppError } from './lib/app-error.js';
import { CacheDrops } from './lib/cache-invalidation.js';
import type { FileStore } from './lib/file-store.js';
import { openFileStore } from './lib/open-file-store.js';
import { proxyTrust } from './lib/proxy-trust.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { databaseRateLimitStore } from './lib/rate-limit-store.js';
import './lib/fastify-types.js';
import { actionsRoutes } from './modules/actions/actions.routes.js';
import { speakerCandidatesRoutes } from './modules/actions/speaker-candidates.routes.js';
import { speakersRoutes } from './modules/speakers/speakers.routes.js';
import { actionDocumentsRoutes } from './modules/actions/action-documents.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { impersonationRoutes } from './modules/auth/impersonation.routes.js';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import mailPlugin from './modules/mail/mail.plugin.js';
import documentSendsPlugin from './modules/document-sends/document-sends.plugin.js';
import { documentSendsRoutes } from './modules/document-sends/document-sends.routes.js';
import { mailsRoutes } from './modules/mail/mails.routes.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { outboxBacklog } from './modules/mail/outbox.service.js';
import { templatesRoutes } from './modules/mail/templates.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import fileCleanupPlugin from './modules/files/file-cleanup.plugin.js';
import coldSurveyPlugin from './modules/surveys/cold-survey.plugin.js';
import favoriteAlertsPlugin from './modules/favorite-alerts/favorite-alerts.plugin.js';
import { findPublicImage } from './modules/files/files.service.js';
import { sessionWorkflowRoutes } from './modules/session-workflow/session-workflow.routes.js';
import { sessionsRoutes } from './modules/sessions/sessions.routes.js';
import { sessionDocumentsRoutes } from './modules/sessions/session-documents.routes.js';
import { structuresRoutes } from './modules/structures/structures.routes.js';
import { structuresAdminRoutes } from './modules/structures/structures-admin.routes.js';
import { providerInformationRoutes } from './modules/structures/provider-information.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { ssoRoutes } from './modules/sso/sso.routes.js';
import { beneficiaryRoutes } from './modules/beneficiary/beneficiary.routes.js';
import { contentsRoutes } from './modules/contents/contents.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { parametersRoutes } from './modules/parameters/parameters.routes.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { homeDocumentsRoutes } from './modules/home-documents/home-documents.routes.js';
import { publicListsRoutes } from './modules/public-lists/public-lists.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import catalogueCachePlugin from './modules/catalogue/catalogue-cache.plugin.js';
import surveyResultsCachePlugin from './modules/survey-results/survey-results-cache.plugin.js';
import { surveyResultsRoutes } from './modules/survey-results/survey-results.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import { lheoRoutes } from './modules/catalogue/lheo.routes.js';
import { sitemapRoutes } from './modules/catalogue/sitemap.routes.js';
import { registrationsRoutes } from './modules/registrations/registrations.routes.js';
import { registrationLinksRoutes } from './modules/registrations/registration-links.routes.js';
import { favoriteAlertsRoutes } from './modules/favorite-alerts/favorite-alerts.routes.js';
import { qualityResultsRoutes } from './modules/quality-results/quality-results.routes.js';
import { surveysRoutes } from './modules/surveys/surveys.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { attendanceRoutes } from './modules/attendance/attendance.routes.js';
import authPlugin from './plugins/auth.js';
import referenceAnswersPlugin from './plugins/reference-answers.js';
import routeSchemasPlugin from './plugins/route-schemas.js';
import cacheControlPlugin from './plugins/cache-control.js';
import { clientErrorHandler, frameworkErrors } from './plugins/early-errors.js';
import errorsPlugin, { validatorCompiler } from './plugins/errors.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import jobsPlugin from './plugins/jobs.js';
import jsonBodyPlugin from './plugins/json-body.js';
import { ipxRoutes } from './plugins/ipx.js';
import metricsPlugin from './plugins/metrics.js';
import { RequestLogController, requestIdGenerator } from './plugins/request-log.js';

export interface BuildAppOptions {
  config: Config;
  /**
   * An open, migrated database and its notifications; when absent the app opens (and migrates)
   * its own and closes it.
   */
  database?: Pick<DatabaseHandle, 'db' | 'notifications'> &
    Partial<Pick<DatabaseHandle, 'poolUse' | 'transactions' | 'statements'>>;
  /** Where files' bytes are; by default the store the configuration names. */
  fileStore?: FileStore;
  /** Fastify logger option; by default pino at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** Serve the web app (apps/web) from this process. */
  web?: boolean;
  /** Called with every route the app registers (the route permission test lists them so). */
  onRoute?: (route: RouteOptions) => void;
}

export const DOCS_PREFIX = '/api/docs';

/** The API's Content-Security-Policy: JSON answers load nothing and may not be framed. */
export const API_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  },
};

/**
 * The Zod compilers as Fastify's schema controller builds them. Fastify's types describe Ajv's
 * factories; at run time a factory only has to return a compiler, called like the one
 * `setValidatorCompiler` takes (`{ schema, method, url, httpPart }`).
 */
const zodCompilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => responseSerializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const trusts = proxyTrust(config.TRUST_PROXY);
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // One JSON line per request, with the request id a trusted proxy may give (decision 048).
    genReqId: requestIdGenerator(trusts),
    logController: new RequestLogController(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    trustProxy: trusts,
    // Errors before any route (a malformed URL, a request Node refuses): French JSON too.
    frameworkErrors,
    clientErrorHandler,
    // Loading the web build (or starting Vite in development) takes seconds on a busy machine:
    // more than avvio's default 10 s per plugin must not fail the start.
    pluginTimeout: 120_000,
    // Every schema is Zod, checked and serialized by these compilers: given here, Fastify does not
    // load Ajv and fast-json-stringify at start for defaults it would never use (decision 025).
    schemaController: { compilersFactory: zodCompilersFactory },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  let database = options.database;
  if (!database) {
    const handle = await openDatabase(config);
    app.addHook('onClose', () => handle.close());
    await handle.migrate();
    database = handle;
  }
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('notifications', database.notifications);
  const cacheDrops = new CacheDrops(database.db, app.log);
  app.addHook('onClose', await cacheDrops.listen(database.notifications));
  app.decorate('cacheDrops', cacheDrops);
  app.decorate('poolUse', database.poolUse ?? (() => null));
  app.decorate('dbTransactions', database.transactions ?? (() => 0));
  app.decorate('dbStatements', database.statements ?? (() => 0));
  let fileStore = options.fileStore;
  if (!fileStore) {
    const opened = await openFileStore(config);
    app.addHook('onClose', async () => opened.close?.());
    fileStore = opened;
  }
  app.decorate('fileStore', fileStore);

  // So that a user can quote it and we can find the request in the logs.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorsPlugin, { notFoundHandler: !options.web });
  // Before every route, so that each answer is measured (decision 048).
  await app.register(metricsPlugin, { outboxBacklog: () => outboxBacklog(app.db) });
  // JSON bodies nested deeper than the schemas allow are refused unread (decision 049).
  await app.register(jsonBodyPlugin);
  // Helmet's headers, computed once (decision 072).
  await app.register(securityHeadersPlugin, { contentSecurityPolicy: API_CSP });
  await app.register(fastifyCookie);
  // `no-store` on every answer that may hold signed-in data (decision 026).
  await app.register(cacheControlPlugin);
  // Off by default, on where a route asks; counted in the database, shared by the replicas
  // (decision 044).
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore({ db: app.db, log: app.log.child({ module: 'rate-limit' }) }),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { retryAfter: Math.ceil(context.ttl / 1000) }),
  });

  // The documentation's own routes are public by nature.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, public: true };
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Passerelle API',
        description:
          'API du portail Passerelle. Authentification : `Authorization: Bearer <jeton>` ou le ' +
          'cookie de session posé à la connexion.',
        version: '0.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: openApiTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // Over plain http (local runs), upgrading the UI's requests to https would break it.
    transformStaticCSP: (header) =>
      config.PUBLIC_URL.startsWith('https:')
        ? header
        : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  await app.register(authPlugin);
  // Background work: the queues and timed tasks below run through it (decision 043).
  await app.register(jobsPlugin);
  await app.register(mailPlugin);
  await app.register(documentSendsPlugin);
  await app.register(fileCleanupPlugin);
  // The catalogue's list answers, dropped by any back-office write on every replica (decisions 019
  // and 045).
  await app.register(catalogueCachePlugin);
  // The reference lists every back-office user reads alike, dropped with the catalogue (decision
  // 101): before the routes, whose handlers it wraps.
  await app.register(referenceAnswersPlugin);
  // The survey results' lists, summaries and roll-ups, dropped by any signed-in write on every
  // replica (decisions 034 and 045).
  await app.register(surveyResultsCachePlugin, { ttlSeconds: config.SURVEY_RESULTS_CACHE_SECONDS });
  // The cold evaluations opened on their date (decision 035).
  await app.register(coldSurveyPlugin);
  // The alert mails on favourites, grouped, at most one a day a person (decision 078).
  await app.register(favoriteAlertsPlugin);
  await app.register(
    async (api) => {
      // Unknown API paths answer JSON, even when the web app catches every other path: any method,
      // body and query string, so registered before the schema check.
      for (const url of ['/', '/*']) {
        api.all(url, { schema: { hide: true }, config: { public: true } }, async () => {
          throw new AppError('NOT_FOUND');
        });
      }
      // Every route of the API declares its schemas, checked at start-up (decision 050).
      await api.register(routeSchemasPlugin);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(impersonationRoutes);
      await api.register(passwordResetRoutes);
      await api.register(structuresRoutes);
      await api.register(structuresAdminRoutes);
      await api.register(providerInformationRoutes);
      await api.register(mailsRoutes);
      // The automatic tasks page: timed tasks, outbox and document sends (decision 043).
      await api.register(jobsRoutes);
      await api.register(templatesRoutes);
      await api.register(referenceRoutes);
      await api.register(homeDocumentsRoutes);
      await api.register(publicListsRoutes);
      // Public contact form with its captcha (spec §7 `public/contacts`).
      await api.register(contactRoutes);
      // The public catalogue: search, next and related sessions, session sheet.
      await api.register(catalogueRoutes);
      // The catalogue in the national LHÉO format, and its state for the admin (decision 075).
      await api.register(lheoRoutes);
      await api.register(calendarRoutes);
      await api.register(sessionWorkflowRoutes);
      await api.register(actionsRoutes);
      await api.register(sessionsRoutes);
      // Sessions, speakers and registrations tabs of an action (web features/programming-sessions).
      await api.register(speakerCandidatesRoutes);
      await api.register(sessionDocumentsRoutes);
      await api.register(actionDocumentsRoutes);
      await api.register(filesRoutes);
      await api.register(usersRoutes);
      await api.register(ssoRoutes);
      // The beneficiary space: favourites, own registrations, personal information.
      await api.register(beneficiaryRoutes);
      await api.register(contentsRoutes);
      await api.register(messagesRoutes);
      await api.register(parametersRoutes);
      // Registration workflow: request, validations, refusals, cancellation, detail.
      await api.register(registrationsRoutes);
      // The "Valider" / "Refuser" links of the "à valider" mails (decision 077).
      await api.register(registrationLinksRoutes);
      // Alerts on favourites: the setting, and the mail's "ne plus recevoir" link (decision 078).
      await api.register(favoriteAlertsRoutes);
      // Published quality results: a session's action, a provider's actions (decision 079).
      await api.register(qualityResultsRoutes);
      // Survey results: lists, one survey, summary, roll-ups, export (spec §7 survey_views).
      await api.register(surveyResultsRoutes);
      // Satisfaction surveys: the trainees' answer sheets, a session's survey, its closing.
      await api.register(surveysRoutes);
      // Pedagogical reports (bilans): the session's report, its workflow, list and export.
      await api.register(reportsRoutes);
      // Generated documents: convocations, conventions, lists, signature sheets, certificates.
      await api.register(documentsRoutes);
      await api.register(documentSendsRoutes);
      // Digital attendance: signing windows, QR tokens, signatures and the proposal (decision 038).
      await api.register(attendanceRoutes);
      // The speakers area: list, a speaker's sessions, filters' choices, export (decision 040).
      await api.register(speakersRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(ipxRoutes, { findPublicImage: (id) => findPublicImage(app.db, id) });
  // The sitemap and robots.txt, at the root where crawlers look (decision 076).
  await app.register(sitemapRoutes);

  if (options.web) {
    // Loaded only when serving pages: tests of the API never pull in React Router or Vite.
    const { default: webPlugin } = await import('./plugins/web.js');
    await app.register(webPlugin, {
      mode: config.NODE_ENV === 'development' ? 'development' : 'production',
    });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

const jsonSchemaTransform = createJsonSchemaTransform({ skipList: [] });

/** Zod schemas to JSON Schema; a route with a permission is marked as needing the Bearer token. */
function openApiTransform(document: Parameters<typeof jsonSchemaTransform>[0]) {
  const result = jsonSchemaTransform(document);
  const permission = document.route.config?.permission;
  const schema = (result.schema ?? {}) as Record<string, unknown>;
  if (!permission || schema.hide) return result;
  const description = [schema.description, `Permission : \`${permission}\`.`];
  return {
    ...result,
    schema: {
      ...schema,
      security: [{ bearerAuth: [] }],
      description: description.filter(Boolean).join('\n\n'),
    },
  };
}
