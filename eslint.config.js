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

/** Files by their role inside a server module. */
const SERVER_FILES = [
  { category: 'repository', pattern: '**/*.repository.ts' },
  { category: 'routes', pattern: '**/*.routes.ts' },
];

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
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.ts', 'packages/shared/vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
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
      // A promise nobody awaits loses its error; an async callback where a plain one is expected
      // (an event handler, a forEach) does the same.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Plain JavaScript config files are not type-checked.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
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
              from: { file: { categories: 'routes' } },
              disallow: { to: { file: { categories: 'repository' } } },
              message: 'A route goes through its service, never straight to a repository.',
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
    // Layers inside the shared package (docs/decisions/024): i18n/ and format/ at the bottom
    // (they may use constants and enums only), schemas/ below resources/.
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
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
          ],
        },
      ],
    },
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
