import { APP_ROUTES, type AppRoute, type LayoutName, type RouteName } from '@passerelle/shared';
import {
  index,
  layout,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from '@react-router/dev/routes';

/*
 * One route table built from the shared APP_ROUTES (spec §2): each page sits inside its layout,
 * with its route name as the route id, and its module in PAGE_MODULES (every route has one: no
 * page says it will come later).
 */

const PAGE_MODULES: Record<RouteName, string> = {
  index: 'routes/home.tsx',
  // The public catalogue: search, session sheet, calendar (app/features/catalogue).
  training: 'routes/training.tsx',
  'training-id': 'routes/training-session.tsx',
  calendar: 'routes/calendar.tsx',
  login: 'routes/login.tsx',
  // Password reset: ask for a link, then choose the new password (app/features/auth).
  'forgot-password': 'routes/forgot-password.tsx',
  'reset-password': 'routes/reset-password.tsx',
  // A decision link of an "à valider" mail, signed out (app/features/registration-links).
  'registration-decision-token': 'routes/registration-decision.tsx',
  // The "ne plus recevoir" link of the alert mails on favourites (app/features/favorite-alerts).
  'favorite-alerts-token': 'routes/favorite-alerts.tsx',
  // Actions list and an action's page with its sheet (app/features/programming).
  'back-programming': 'routes/programming-list.tsx',
  'back-programming-id': 'routes/programming-action.tsx',
  'back-programming-id-action': 'routes/programming-action-tab.tsx',
  // Sessions, speakers and registrations tabs of an action (app/features/programming-sessions).
  'back-programming-id-sessions': 'routes/programming-sessions.tsx',
  'back-programming-id-speakers': 'routes/programming-speakers.tsx',
  'back-programming-id-registrations': 'routes/programming-registrations.tsx',
  // Registrations back office: list, filters, export, row events (app/features/registrations).
  'back-registrations': 'routes/back-registrations.tsx',
  // Speakers: list, a speaker's sessions, export (app/features/speakers, decision 040).
  'back-speakers': 'routes/back-speakers.tsx',
  // Provider information: logo, stamp, manager on documents (app/features/provider-information).
  'back-information': 'routes/back-information.tsx',
  // Survey results: lists, roll-ups, a session's results (app/features/survey-results).
  'back-surveys': 'routes/back-surveys.tsx',
  'back-surveys-id': 'routes/back-surveys-id.tsx',
  // Reference data on the admin-kit (app/admin-kit).
  'back-admin-axis': 'routes/admin-axes.tsx',
  'back-admin-cities': 'routes/admin-cities.tsx',
  'back-admin-rooms': 'routes/admin-rooms.tsx',
  'back-admin-actions': 'routes/admin-action-types.tsx',
  'back-admin-documents': 'routes/admin-documents.tsx',
  'back-admin-links': 'routes/admin-links.tsx',
  // User accounts (app/features/users).
  'back-admin-users': 'routes/admin-users.tsx',
  'back-admin-structures': 'routes/admin-structures.tsx',
  'back-admin-structures-id': 'routes/admin-structure.tsx',
  // Mail and document templates, outbox (app/features/templates).
  'back-admin-templates': 'routes/admin-templates.tsx',
  // Content pages, public message and parameters (app/features/content, app/features/parameters).
  'back-admin-content-code': 'routes/admin-content.tsx',
  'back-admin-parameters': 'routes/admin-parameters.tsx',
  // Every enumeration with its labels and meanings (app/features/references).
  'back-admin-references': 'routes/admin-references.tsx',
  // The timed tasks, the outbox's and the document sends' backlog (app/features/jobs).
  'back-admin-jobs': 'routes/admin-jobs.tsx',
  // The catalogue's LHÉO feed: address, readings, actions left out (app/features/lheo).
  'back-admin-lheo': 'routes/admin-lheo.tsx',
  cgu: 'routes/content-page.tsx',
  lab: 'routes/content-page.tsx',
  about: 'routes/content-page.tsx',
  format: 'routes/content-page.tsx',
  condition: 'routes/content-page.tsx',
  cookies: 'routes/content-page.tsx',
  // The content page, then the RGAA statement of packages/shared (decision 080).
  accessibility: 'routes/accessibility.tsx',
  legal_mentions: 'routes/content-page.tsx',
  // Redirect-only paths: the guard always redirects them; the module is the fallback.
  back: 'routes/redirect.tsx',
  'back-admin-content': 'routes/redirect.tsx',
  beneficiary: 'routes/redirect.tsx',
  // Beneficiary space (app/features/beneficiary).
  'beneficiary-favorites': 'routes/beneficiary-favorites.tsx',
  'beneficiary-future': 'routes/beneficiary-future.tsx',
  'beneficiary-passed': 'routes/beneficiary-passed.tsx',
  'beneficiary-information': 'routes/beneficiary-information.tsx',
  // The trainee's signing page of a QR code (app/features/attendance, decision 038).
  'beneficiary-sign-token': 'routes/beneficiary-sign.tsx',
  // HR validator's pages (app/features/structures); /back/structures always redirects (guard).
  'back-structures': 'routes/redirect.tsx',
  'back-structures-id': 'routes/structure.tsx',
  // Satisfaction surveys, rendered in the browser only (app/features/surveys).
  surveys: 'routes/surveys.tsx',
  'surveys-id': 'routes/surveys-id.tsx',
  // Pedagogical reports, rendered in the browser like every survey-layout page (app/features/reports).
  reports: 'routes/reports.tsx',
  'reports-id': 'routes/reports-id.tsx',
};

function moduleOf(page: AppRoute): string {
  return PAGE_MODULES[page.name as RouteName];
}

const relative = (path: string) => path.replace(/^\//, '');

function pagesOf(layoutName: LayoutName): RouteConfigEntry[] {
  const pages: AppRoute[] = APP_ROUTES.filter((page) => page.layout === layoutName);
  return pages
    .filter((page) => !page.parent)
    .map((page) => {
      const children = pages.filter((child) => child.parent === page.name);
      if (page.path === '/') return index(moduleOf(page), { id: page.name });
      if (children.length === 0)
        return route(relative(page.path), moduleOf(page), { id: page.name });
      return route(relative(page.path), moduleOf(page), { id: page.name }, [
        // /back/programming/{id} opens its first tab.
        index('routes/redirect.tsx', { id: `${page.name}-index` }),
        ...children.map((child) =>
          route(child.path.slice(page.path.length + 1), moduleOf(child), { id: child.name }),
        ),
      ]);
    });
}

export default [
  layout('layouts/default.tsx', pagesOf('default')),
  layout('layouts/login.tsx', pagesOf('login')),
  layout('layouts/back.tsx', [
    ...pagesOf('back'),
    // /back/admin has no page of its own: it opens the first administration section.
    route('back/admin', 'routes/redirect.tsx', { id: 'back-admin' }),
  ]),
  layout('layouts/hr.tsx', pagesOf('hr')),
  layout('layouts/beneficiary.tsx', pagesOf('beneficiary')),
  layout('layouts/survey.tsx', pagesOf('survey')),
  route('logout', 'routes/logout.tsx'),
  // Error screens on demand for the end-to-end tests (E2E_ERROR_ROUTES=1 or development only).
  route('__test/error/:status', 'routes/test-error.tsx'),
  // Anything else: 404 "Page not found: {path}".
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
