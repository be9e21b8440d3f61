import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * The architecture of docs/architecture.md "Layering rules", enforced: a boundary rule that stops
 * you means the shared part belongs lower down (components/, lib/, packages/shared); never disable it.
 */

const TS_PROJECTS = [
  'apps/web/tsconfig.json',
  'apps/server/tsconfig.json',
  'packages/shared/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
];

const resolver = createTypeScriptImportResolver({
  project: TS_PROJECTS,
  alwaysTryTypes: true,
  noWarnOnMultipleProjects: true,
});

/** The web app's layers (DESIGN.md "Layout"). */
const WEB_ELEMENTS = [
  { type: 'web-route', pattern: 'apps/web/app/routes', partialMatch: false },
  { type: 'web-layout', pattern: 'apps/web/app/layouts', partialMatch: false },
  {
    type: 'web-feature',
    pattern: 'apps/web/app/features/*',
    capture: ['feature'],
    partialMatch: false,
  },
  { type: 'web-admin-kit', pattern: 'apps/web/app/admin-kit', partialMatch: false },
  { type: 'web-component', pattern: 'apps/web/app/components', partialMatch: false },
  { type: 'web-lib', pattern: 'apps/web/app/lib', partialMatch: false },
];

/** The server's layers: a module's repository is its own; plugins, lib and db sit below modules. */
const SERVER_ELEMENTS = [
  {
    type: 'server-module',
    pattern: 'apps/server/src/modules/*',
    capture: ['module'],
    partialMatch: false,
  },
  { type: 'server-plugin', pattern: 'apps/server/src/plugins', partialMatch: false },
  { type: 'server-lib', pattern: 'apps/server/src/lib', partialMatch: false },
  { type: 'server-db', pattern: 'apps/server/src/db', partialMatch: false },
  { type: 'server-test', pattern: 'apps/server/src/test', partialMatch: false },
  { type: 'server-cli', pattern: 'apps/server/src/cli', partialMatch: false },
];

/**
 * Infrastructure in lib/ that runs SQL or builds it for the repositories: it counts as a
 * repository (decision 050). A new lib file that needs Drizzle joins this list, in review.
 */
const LIB_DATA_ACCESS = [
  'apps/server/src/lib/action-choices.ts',
  'apps/server/src/lib/attached-documents.ts',
  'apps/server/src/lib/beneficiary-visibility.ts',
  'apps/server/src/lib/history-author.ts',
  'apps/server/src/lib/jobs/job-table.ts',
  'apps/server/src/lib/jobs/scheduled-tasks.ts',
  'apps/server/src/lib/optional-filters.ts',
  'apps/server/src/lib/query-joins.ts',
  'apps/server/src/lib/rate-limit-store.ts',
  'apps/server/src/lib/same-training.ts',
  'apps/server/src/lib/scope-conditions.ts',
  'apps/server/src/lib/session-columns.ts',
  'apps/server/src/lib/session-dates.ts',
  'apps/server/src/lib/session-user.ts',
  'apps/server/src/lib/sessions-by-status.ts',
  'apps/server/src/lib/taken-seats.ts',
  'apps/server/src/lib/user-columns.ts',
];

/** Files by what they do in the server. */
const SERVER_FILES = [
  // Every file has a category, so that "none of these" selects the others.
  { category: 'code', pattern: 'apps/server/src/**' },
  // Runs or builds SQL: a module's repositories and the infrastructure listed above.
  { category: 'repository', pattern: ['**/*.repository.ts', ...LIB_DATA_ACCESS] },
  { category: 'routes', pattern: '**/*.routes.ts' },
  { category: 'service', pattern: '**/*.service.ts' },
  // The resource engine (lib/crud) and the resources a module binds to it run their own SQL.
  { category: 'resource-engine', pattern: ['apps/server/src/lib/crud/**', '**/*.bindings.ts'] },
  // db/ is the database; tests, fixtures, the test harness and the operator's commands set
  // data up or read it directly.
  { category: 'database', pattern: 'apps/server/src/db/**' },
  // What db/ offers every layer: the signal a transaction sends to the other processes (no data
  // read or written) and the default mail templates' text.
  {
    category: 'database-shared',
    pattern: [
      'apps/server/src/db/notifications.ts',
      'apps/server/src/db/seed/default-mail-templates.ts',
    ],
  },
  {
    category: 'tooling',
    pattern: [
      '**/*.test.ts',
      '**/*.fixtures.ts',
      'apps/server/src/test/**',
      'apps/server/src/cli/**',
    ],
  },
  // The app's composition root opens the database (db/client.ts) and hands it to everyone.
  { category: 'composition-root', pattern: ['apps/server/src/app.ts', 'apps/server/src/main.ts'] },
];

const DATA_ACCESS_MESSAGE =
  'Only repositories (and the resource engine) use Drizzle and the database: move the query into a *.repository.ts and call it from the service (types may be imported with import type).';

/** Drizzle and the database drivers, every subpath included. */
const DATABASE_PACKAGES = ['drizzle-orm', 'pg', 'postgres', '@electric-sql/pglite'];

/**
 * The workspaces: the web app reaches the server through its HTTP API; packages/shared sits below
 * both apps; e2e/ and bench/ sit on top of everything (they may import the apps, the apps never
 * import them), and the apps' code never imports scripts/ either, except the server's architecture
 * test, which runs scripts/module-graph.ts.
 */
const WORKSPACE_ZONES = [
  {
    target: './apps/web',
    from: './apps/server',
    message:
      'The web app reaches the server through its HTTP API only: move what both need to packages/shared.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'The server never imports the web app: move what both need to packages/shared.',
  },
  {
    target: './packages/shared',
    from: ['./apps', './e2e', './bench', './scripts'],
    message: 'packages/shared sits below the apps and the tooling: it imports none of them.',
  },
  {
    target: './apps',
    from: ['./e2e', './bench'],
    message:
      'e2e/ and bench/ sit on top of the apps: move what the app needs from them into the app.',
  },
  {
    target: './apps',
    from: './scripts',
    except: ['./module-graph.ts'],
    message: 'scripts/ sits on top of the apps: move what the app needs from it into the app.',
  },
];

/** Layers inside the shared package (decision 024). */
const SHARED_ZONES = [
  {
    // i18n/ and format/ at the bottom: they may use constants and enums only.
    target: ['./packages/shared/src/i18n', './packages/shared/src/format'],
    from: './packages/shared/src',
    except: ['./i18n', './format', './enums', './constants.ts'],
    message:
      'i18n/ and format/ sit at the bottom of the shared package: they use constants and enums only.',
  },
  {
    target: './packages/shared/src/schemas',
    from: './packages/shared/src/resources',
    message:
      'schemas/ sits below resources/: move what both need into schemas/ (as schemas/paging.ts).',
  },
];

/** A number format made outside the shared ones (decision 103). */
const OWN_NUMBER_FORMAT = {
  selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
  message:
    'Write French numbers with formatCount, formatHoursNumber, formatEuros or frenchNumberFormat(options) from @passerelle/shared: each format made once, on first use (decision 103).',
};

/** A date format made outside the shared wall clock (decision 104). */
const OWN_DATE_FORMAT = {
  selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
  message:
    'Write dates with formatDay, formatLongDay, formatTime, formatDate or the calendar days of @passerelle/shared: Paris time and French words without Intl, whose first date format loads ICU at the page start (decision 104).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
      'bench/lighthouse/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // No rule here reads types: the two that do (a promise nobody awaits, an async callback where
    // a plain one is expected) run in oxlint on TypeScript's native checker (.oxlintrc.json,
    // decision 057), where they cost a tenth of the time.
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [resolver],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, boundaries },
    settings: {
      'boundaries/elements': WEB_ELEMENTS,
      'boundaries/include': ['apps/web/app/**/*'],
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // The web app reaches data only through the HTTP API.
      'no-restricted-imports': [
        'error',
        { patterns: ['**/apps/server/**', '@passerelle/server*'] },
      ],
      // routes -> features -> admin-kit / components / lib -> shared; features never import each other.
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: [
                  {
                    element: {
                      type: 'web-feature',
                      captured: { feature: '!{{ from.element.captured.feature }}' },
                    },
                  },
                  { element: { types: ['web-route', 'web-layout'] } },
                ],
              },
              message:
                'A feature never imports another feature (nor a route or layout): move what they share to components/, lib/ or @passerelle/shared.',
            },
            {
              from: { element: { types: ['web-admin-kit', 'web-component', 'web-lib'] } },
              disallow: { to: { element: { types: ['web-feature', 'web-route', 'web-layout'] } } },
              message:
                'admin-kit/, components/ and lib/ never import features/, routes/ or layouts/.',
            },
            {
              from: { element: { types: ['web-component', 'web-lib'] } },
              disallow: { to: { element: { type: 'web-admin-kit' } } },
              message: 'components/ and lib/ sit below admin-kit/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': SERVER_ELEMENTS,
      'boundaries/files': SERVER_FILES,
      'boundaries/include': ['apps/server/src/**/*'],
      'import/resolver': { typescript: { project: 'apps/server/tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // Inside a module too: its routes may not reach its repository.
          checkInternals: true,
          // Packages too: Drizzle and the drivers are data access.
          checkAllOrigins: true,
          policies: [
            {
              from: { element: { type: 'server-module' } },
              disallow: {
                to: {
                  element: {
                    type: 'server-module',
                    captured: { module: '!{{ from.element.captured.module }}' },
                  },
                  file: { categories: 'repository' },
                },
              },
              message:
                "A module never imports another module's repository: call that module's service.",
            },
            {
              // Sub-routes and the resource engine's bindings are routes' business too. (Before the
              // next policy: for a repository, the last matching policy's message is the one shown.)
              from: { file: { categories: 'routes' } },
              disallow: {
                to: {
                  element: { type: 'server-module' },
                  file: { categories: { noneOf: ['service', 'routes', 'resource-engine'] } },
                },
              },
              dependency: { kind: 'value' },
              message:
                "A route calls its module's services only: make the helper it needs a *.service.ts, or call it from one.",
            },
            {
              from: { file: { categories: 'routes' } },
              disallow: { to: { file: { categories: 'repository' } } },
              message: 'A route goes through its service, never straight to a repository.',
            },
            {
              from: {
                file: {
                  categories: {
                    noneOf: [
                      'repository',
                      'resource-engine',
                      'database',
                      'tooling',
                      'composition-root',
                    ],
                  },
                },
              },
              disallow: {
                to: [
                  { module: { origin: 'external', source: DATABASE_PACKAGES } },
                  {
                    element: { type: 'server-db' },
                    file: { categories: { noneOf: ['database-shared'] } },
                  },
                ],
              },
              dependency: { kind: 'value' },
              message: DATA_ACCESS_MESSAGE,
            },
            {
              from: { file: { categories: 'composition-root' } },
              disallow: { to: { module: { origin: 'external', source: DATABASE_PACKAGES } } },
              dependency: { kind: 'value' },
              message: DATA_ACCESS_MESSAGE,
            },
            {
              from: { element: { types: ['server-plugin', 'server-lib', 'server-db'] } },
              disallow: {
                to: { element: { type: 'server-module' } },
              },
              message:
                'plugins/, lib/ and db/ never import a module: move the shared part to lib/ (or give it a module of its own that the app registers).',
            },
            {
              from: {
                element: { types: ['server-module', 'server-plugin', 'server-lib', 'server-db'] },
              },
              disallow: { to: { element: { type: 'server-cli' } } },
              message:
                "cli/ holds the operator's commands, on top of everything: move what the server needs from it to lib/ or db/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Paths no import may cross, whatever its spelling (a relative path included): between the
    // workspaces (decision 050), and inside the shared package (decision 024).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...WORKSPACE_ZONES, ...SHARED_ZONES] }],
    },
  },
  {
    // French numbers through the shared formats, made once on first use (decision 103): a format
    // made at a module's load costs every page's start, one made per call costs each call. Dates
    // through the shared formats, written without Intl (decision 104): a page's first date format
    // loads ICU's calendar data at its start.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: [
      'packages/shared/src/format/intl.ts',
      'packages/shared/src/format/wall-clock.ts',
      'packages/shared/src/i18n/format.ts',
      '**/*.test.*',
    ],
    rules: { 'no-restricted-syntax': ['error', OWN_NUMBER_FORMAT, OWN_DATE_FORMAT] },
  },
  {
    files: ['packages/shared/src/format/intl.ts', 'packages/shared/src/i18n/format.ts'],
    rules: { 'no-restricted-syntax': ['error', OWN_DATE_FORMAT] },
  },
  {
    files: ['packages/shared/src/format/wall-clock.ts'],
    rules: { 'no-restricted-syntax': ['error', OWN_NUMBER_FORMAT] },
  },
  {
    // The shared package holds only plain TypeScript and Zod.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            'drizzle-orm*',
            'fastify*',
            '@passerelle/server*',
            '@passerelle/web*',
          ],
        },
      ],
    },
  },
);
