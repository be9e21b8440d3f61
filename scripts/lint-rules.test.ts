// The lint's boundary rules (docs/architecture.md "Layering rules"), each held by a violation
// planted where it would be written: the file at a realistic path, its import of a real file. Each
// planted file must fail with its rule and message, and one clean file per layer must pass, so
// that a rule that stops catching, or starts catching too much, fails here.
//
// The rules are eslint.config.js itself (no rule there reads types: the typed ones are oxlint's,
// held by lint-typed-rules.test.ts).
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

interface Planted {
  /** What is planted, as the test names it. */
  name: string;
  /** Where, from the repository's root (the file need not exist). */
  file: string;
  code: string;
}

interface Violation extends Planted {
  /** Each rule that reports it, with a part of its message. */
  fails: [rule: string, message: string][];
}

const ONLY_REPOSITORIES = 'Only repositories (and the resource engine) use Drizzle';
const ROUTES_CALL_SERVICES = "A route calls its module's services only";
const RESTRICTED_ZONE = 'imported in restricted zone.';

const VIOLATIONS: Violation[] = [
  // The server's modules.
  {
    name: "a module imports another module's repository",
    file: 'apps/server/src/modules/reports/planted.service.ts',
    code: "import { listUsers } from '../users/users.repository.js';\nexport const used = listUsers;\n",
    fails: [
      [
        'boundaries/dependencies',
        "A module never imports another module's repository: call that module's service.",
      ],
    ],
  },
  {
    name: 'a route imports its own repository',
    file: 'apps/server/src/modules/users/planted.routes.ts',
    code: "import { listUsers } from './users.repository.js';\nexport const used = listUsers;\n",
    fails: [
      [
        'boundaries/dependencies',
        'A route goes through its service, never straight to a repository.',
      ],
    ],
  },
  {
    name: "a route imports lib's data access (it counts as a repository)",
    file: 'apps/server/src/modules/calendar/planted.routes.ts',
    code: "import { selectDatesOfSessions } from '../../lib/session-dates.js';\nexport const used = selectDatesOfSessions;\n",
    fails: [
      [
        'boundaries/dependencies',
        'A route goes through its service, never straight to a repository.',
      ],
    ],
  },
  {
    name: 'a route imports a helper of its module that is not a service',
    file: 'apps/server/src/modules/mail/planted.routes.ts',
    code: "import { isDocx } from './docx.js';\nexport const used = isDocx;\n",
    fails: [['boundaries/dependencies', ROUTES_CALL_SERVICES]],
  },
  {
    name: "a route imports another module's helper",
    file: 'apps/server/src/modules/templates-planted/planted.routes.ts',
    code: "import { isDocx } from '../mail/docx.js';\nexport const used = isDocx;\n",
    fails: [['boundaries/dependencies', ROUTES_CALL_SERVICES]],
  },
  // Drizzle and the database.
  {
    name: 'a service imports Drizzle',
    file: 'apps/server/src/modules/users/planted.service.ts',
    code: "import { eq } from 'drizzle-orm';\nexport const used = eq;\n",
    fails: [['boundaries/dependencies', ONLY_REPOSITORIES]],
  },
  {
    name: 'a service loads Drizzle with a dynamic import',
    file: 'apps/server/src/modules/users/planted-lazy.service.ts',
    code: "export const used = () => import('drizzle-orm');\n",
    fails: [['boundaries/dependencies', ONLY_REPOSITORIES]],
  },
  {
    name: 'a module helper imports a table',
    file: 'apps/server/src/modules/users/planted-helper.ts',
    code: "import { users } from '../../db/schema/index.js';\nexport const used = users;\n",
    fails: [['boundaries/dependencies', ONLY_REPOSITORIES]],
  },
  {
    name: 'a route runs a query itself (a Drizzle subpath)',
    file: 'apps/server/src/modules/users/planted-query.routes.ts',
    code: "import { alias } from 'drizzle-orm/pg-core';\nexport const used = alias;\n",
    fails: [['boundaries/dependencies', ONLY_REPOSITORIES]],
  },
  {
    name: 'a plugin imports Drizzle',
    file: 'apps/server/src/plugins/planted.ts',
    code: "import { sql } from 'drizzle-orm';\nexport const used = sql;\n",
    fails: [['boundaries/dependencies', ONLY_REPOSITORIES]],
  },
  {
    name: 'a lib helper not listed as data access imports a raw-result helper of db/',
    file: 'apps/server/src/lib/planted.ts',
    code: "import { rowsOf } from '../db/rows.js';\nexport const used = rowsOf;\n",
    fails: [['boundaries/dependencies', ONLY_REPOSITORIES]],
  },
  {
    name: 'a service opens the database itself',
    file: 'apps/server/src/modules/health/planted.service.ts',
    code: "import { openDatabase } from '../../db/client.js';\nexport const used = openDatabase;\n",
    fails: [['boundaries/dependencies', ONLY_REPOSITORIES]],
  },
  {
    name: 'a service imports a database driver',
    file: 'apps/server/src/modules/health/planted-driver.service.ts',
    code: "import pg from 'pg';\nexport const used = pg;\n",
    fails: [['boundaries/dependencies', ONLY_REPOSITORIES]],
  },
  {
    name: 'the composition root imports Drizzle',
    file: 'apps/server/src/app.ts',
    code: "import { sql } from 'drizzle-orm';\nexport const used = sql;\n",
    fails: [['boundaries/dependencies', ONLY_REPOSITORIES]],
  },
  // What sits below the modules.
  {
    name: 'lib imports a module',
    file: 'apps/server/src/lib/planted-module.ts',
    code: "import { reachableAction } from '../modules/access/access.service.js';\nexport const used = reachableAction;\n",
    fails: [['boundaries/dependencies', 'plugins/, lib/ and db/ never import a module']],
  },
  {
    name: 'a plugin imports a module',
    file: 'apps/server/src/plugins/planted-module.ts',
    code: "import { reachableAction } from '../modules/access/access.service.js';\nexport const used = reachableAction;\n",
    fails: [['boundaries/dependencies', 'plugins/, lib/ and db/ never import a module']],
  },
  {
    name: 'db imports a module',
    file: 'apps/server/src/db/planted.ts',
    code: "import { reachableAction } from '../modules/access/access.service.js';\nexport const used = reachableAction;\n",
    fails: [['boundaries/dependencies', 'plugins/, lib/ and db/ never import a module']],
  },
  {
    name: 'a module imports the operator commands',
    file: 'apps/server/src/modules/jobs/planted.service.ts',
    code: "import { ArchiveWriter } from '../../cli/backup/archive.js';\nexport const used = ArchiveWriter;\n",
    fails: [
      ['boundaries/dependencies', "cli/ holds the operator's commands, on top of everything"],
    ],
  },
  // The web app's layers.
  {
    name: 'a feature imports another feature',
    file: 'apps/web/app/features/contact/planted.tsx',
    code: "import { SessionCard } from '../catalogue/session-card.js';\nexport const used = SessionCard;\n",
    fails: [['boundaries/dependencies', 'A feature never imports another feature']],
  },
  {
    name: 'a feature imports a route',
    file: 'apps/web/app/features/contact/planted-route.tsx',
    code: "import AdminAxes from '../../routes/admin-axes.js';\nexport const used = AdminAxes;\n",
    fails: [
      [
        'boundaries/dependencies',
        'A feature never imports another feature (nor a route or layout)',
      ],
    ],
  },
  {
    name: 'a component imports a feature',
    file: 'apps/web/app/components/planted.tsx',
    code: "import { SessionCard } from '../features/catalogue/session-card.js';\nexport const used = SessionCard;\n",
    fails: [
      [
        'boundaries/dependencies',
        'admin-kit/, components/ and lib/ never import features/, routes/ or layouts/.',
      ],
    ],
  },
  {
    name: 'lib imports the admin kit',
    file: 'apps/web/app/lib/planted.ts',
    code: "import { normalise } from '../admin-kit/combobox.js';\nexport const used = normalise;\n",
    fails: [['boundaries/dependencies', 'components/ and lib/ sit below admin-kit/.']],
  },
  {
    name: 'the web app imports the server by its package name',
    file: 'apps/web/app/lib/planted-package.ts',
    code: "import { loadConfig } from '@passerelle/server/src/config.js';\nexport const used = loadConfig;\n",
    fails: [
      ['no-restricted-imports', "'@passerelle/server/src/config.js' import is restricted"],
      // Its path is in the server too.
      ['import-x/no-restricted-paths', 'The web app reaches the server through its HTTP API only'],
    ],
  },
  // Between the workspaces, by a relative path.
  {
    name: 'the web app imports the server by a relative path',
    file: 'apps/web/app/lib/planted-server.ts',
    code: "import { loadConfig } from '../../../server/src/config.js';\nexport const used = loadConfig;\n",
    fails: [
      [
        'import-x/no-restricted-paths',
        `${RESTRICTED_ZONE} The web app reaches the server through its HTTP API only`,
      ],
    ],
  },
  {
    name: 'the server imports the web app by a relative path',
    file: 'apps/server/src/lib/planted-web.ts',
    code: "import { toast } from '../../../web/app/lib/toast.js';\nexport const used = toast;\n",
    fails: [
      ['import-x/no-restricted-paths', `${RESTRICTED_ZONE} The server never imports the web app`],
    ],
  },
  {
    name: 'the shared package imports the server by a relative path',
    file: 'packages/shared/src/planted-server.ts',
    code: "import { AppError } from '../../../apps/server/src/lib/app-error.js';\nexport const used = AppError;\n",
    fails: [
      [
        'import-x/no-restricted-paths',
        `${RESTRICTED_ZONE} packages/shared sits below the apps and the tooling`,
      ],
    ],
  },
  {
    name: 'the shared package imports the web app by a relative path',
    file: 'packages/shared/src/planted-web.ts',
    code: "import { toast } from '../../../apps/web/app/lib/toast.js';\nexport const used = toast;\n",
    fails: [
      [
        'import-x/no-restricted-paths',
        `${RESTRICTED_ZONE} packages/shared sits below the apps and the tooling`,
      ],
    ],
  },
  {
    name: 'an app imports the journeys',
    file: 'apps/server/src/lib/planted-e2e.ts',
    code: "import { DEMO_PASSWORD } from '../../../../e2e/fixtures.js';\nexport const used = DEMO_PASSWORD;\n",
    fails: [
      ['import-x/no-restricted-paths', `${RESTRICTED_ZONE} e2e/ and bench/ sit on top of the apps`],
    ],
  },
  {
    name: 'an app imports the scripts',
    file: 'apps/web/app/lib/planted-scripts.ts',
    code: "import { sourceHash } from '../../../../scripts/source-hash.mjs';\nexport const used = sourceHash;\n",
    fails: [
      ['import-x/no-restricted-paths', `${RESTRICTED_ZONE} scripts/ sits on top of the apps`],
    ],
  },
  // The shared package's own layers.
  {
    name: 'shared i18n imports more than constants and enums',
    file: 'packages/shared/src/i18n/planted.ts',
    code: "import { PAGE_SIZES } from '../schemas/paging.js';\nexport const used = PAGE_SIZES;\n",
    fails: [
      [
        'import-x/no-restricted-paths',
        `${RESTRICTED_ZONE} i18n/ and format/ sit at the bottom of the shared package`,
      ],
    ],
  },
  {
    name: 'shared schemas import resources',
    file: 'packages/shared/src/schemas/planted.ts',
    code: "import { RESERVED_QUERY_KEYS } from '../resources/define.js';\nexport const used = RESERVED_QUERY_KEYS;\n",
    fails: [['import-x/no-restricted-paths', `${RESTRICTED_ZONE} schemas/ sits below resources/`]],
  },
  {
    name: 'a screen makes its own number format',
    file: 'apps/web/app/features/planted/figures.tsx',
    code: "const percent = new Intl.NumberFormat('fr-FR', { style: 'percent' });\nexport const used = percent;\n",
    fails: [['no-restricted-syntax', 'Write French numbers with formatCount']],
  },
  {
    name: 'the shared package makes a number format outside format/intl.ts',
    file: 'packages/shared/src/survey-results/planted.ts',
    code: "export const average = (value: number) => new Intl.NumberFormat('fr-FR').format(value);\n",
    fails: [['no-restricted-syntax', 'frenchNumberFormat(options)']],
  },
  {
    name: 'a screen makes its own date format',
    file: 'apps/web/app/features/planted/when.tsx',
    code: "export const day = (date: Date) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(date);\n",
    fails: [['no-restricted-syntax', 'Write dates with formatDay']],
  },
  {
    name: 'the shared number formats make a date format',
    file: 'packages/shared/src/format/intl.ts',
    code: "export const days = new Intl.DateTimeFormat('fr-FR');\n",
    fails: [['no-restricted-syntax', 'Write dates with formatDay']],
  },
  {
    name: 'the wall clock makes a number format',
    file: 'packages/shared/src/format/wall-clock.ts',
    code: "export const hours = new Intl.NumberFormat('fr-FR');\n",
    fails: [['no-restricted-syntax', 'Write French numbers with formatCount']],
  },
  {
    name: 'the shared package imports Drizzle',
    file: 'packages/shared/src/planted-drizzle.ts',
    code: "import { sql } from 'drizzle-orm';\nexport const used = sql;\n",
    fails: [['no-restricted-imports', "'drizzle-orm' import is restricted"]],
  },
];

const CLEAN: Planted[] = [
  {
    name: 'a repository: Drizzle, tables, lib data access',
    file: 'apps/server/src/modules/users/planted-clean.repository.ts',
    code: [
      "import { eq } from 'drizzle-orm';",
      "import type { Executor } from '../../db/executor.js';",
      "import { users } from '../../db/schema/index.js';",
      "import { selectDatesOfSessions } from '../../lib/session-dates.js';",
      'export const used = [selectDatesOfSessions];',
      'export const byId = (db: Executor, id: number) => db.select().from(users).where(eq(users.id, id));',
      '',
    ].join('\n'),
  },
  {
    name: "a service: its repository, another module's service, database types, the notify signal",
    file: 'apps/server/src/modules/users/planted-clean.service.ts',
    code: [
      "import type { SQL } from 'drizzle-orm';",
      "import type { Database } from '../../db/client.js';",
      "import { CHANNELS, notify } from '../../db/notifications.js';",
      "import { reachableAction } from '../access/access.service.js';",
      "import { listUsers } from './users.repository.js';",
      'export type Used = [Database, SQL];',
      'export const used = [CHANNELS, notify, reachableAction, listUsers];',
      '',
    ].join('\n'),
  },
  {
    name: "a routes file: services, sub-routes, bindings, lib, a helper's types",
    file: 'apps/server/src/modules/reference/planted-clean.routes.ts',
    code: [
      "import { idParams } from '../../lib/route-schemas.js';",
      "import type { DocumentInput } from '../documents/document-module.js';",
      "import { axesBinding } from './reference.bindings.js';",
      "import { referenceRoutes } from './reference.routes.js';",
      "import { reachableAction } from '../access/access.service.js';",
      "import { listTemplates } from '../mail/templates.service.js';",
      'export type Used = DocumentInput;',
      'export const used = [idParams, axesBinding, referenceRoutes, reachableAction, listTemplates];',
      '',
    ].join('\n'),
  },
  {
    name: "lib's listed data access and the resource engine",
    file: 'apps/server/src/lib/session-dates.ts',
    code: "import { asc } from 'drizzle-orm';\nimport { sessionDates } from '../db/schema/index.js';\nexport const used = [asc, sessionDates];\n",
  },
  {
    name: 'the resource engine',
    file: 'apps/server/src/lib/crud/planted-clean.ts',
    code: "import { sql } from 'drizzle-orm';\nimport { files } from '../../db/schema/index.js';\nexport const used = [sql, files];\n",
  },
  {
    name: "a module's bindings to the resource engine",
    file: 'apps/server/src/modules/reference/planted-clean.bindings.ts',
    code: "import { axes } from '../../db/schema/index.js';\nexport const used = axes;\n",
  },
  {
    name: "a plugin: lib's data access, database types",
    file: 'apps/server/src/plugins/planted-clean.ts',
    code: [
      "import type { StoredFile } from '../db/schema/index.js';",
      "import { prepareSessionLookup } from '../lib/session-user.js';",
      'export type Used = StoredFile;',
      'export const used = prepareSessionLookup;',
      '',
    ].join('\n'),
  },
  {
    name: 'the composition root opens the database',
    file: 'apps/server/src/main.ts',
    code: "import { openDatabase } from './db/client.js';\nexport const used = openDatabase;\n",
  },
  {
    name: 'db/ itself',
    file: 'apps/server/src/db/planted-clean.ts',
    code: "import { sql } from 'drizzle-orm';\nimport { users } from './schema/index.js';\nexport const used = [sql, users];\n",
  },
  {
    name: 'a test: Drizzle, tables, its repository',
    file: 'apps/server/src/modules/reports/planted-clean.test.ts',
    code: [
      "import { sql } from 'drizzle-orm';",
      "import { users } from '../../db/schema/index.js';",
      "import { reportOpenCondition } from './reports.repository.js';",
      'export const used = [sql, users, reportOpenCondition];',
      '',
    ].join('\n'),
  },
  {
    name: 'a fixture: tables',
    file: 'apps/server/src/modules/reports/planted-clean.fixtures.ts',
    code: "import { sessions } from '../../db/schema/index.js';\nexport const used = sessions;\n",
  },
  {
    name: "the server's architecture test runs scripts/module-graph.ts",
    file: 'apps/server/src/planted-graph-clean.test.ts',
    code: "import { findCycles } from '../../../scripts/module-graph.js';\nexport const used = findCycles;\n",
  },
  {
    name: 'a web route: features, layouts, components',
    file: 'apps/web/app/routes/planted-clean.tsx',
    code: [
      "import { AvailabilityBadge } from '../components/availability-badge.js';",
      "import { SessionCard } from '../features/catalogue/session-card.js';",
      "import { checkContactMessage } from '../features/contact/contact-validation.js';",
      'export const used = [AvailabilityBadge, SessionCard, checkContactMessage];',
      '',
    ].join('\n'),
  },
  {
    name: 'a web feature: its own files, admin-kit, components, lib, shared',
    file: 'apps/web/app/features/catalogue/planted-clean.tsx',
    code: [
      "import { SESSION_STATUSES } from '@passerelle/shared';",
      "import { normalise } from '../../admin-kit/combobox.js';",
      "import { AvailabilityBadge } from '../../components/availability-badge.js';",
      "import { toast } from '../../lib/toast.js';",
      "import { SessionCard } from './session-card.js';",
      'export const used = [SESSION_STATUSES, normalise, AvailabilityBadge, toast, SessionCard];',
      '',
    ].join('\n'),
  },
  {
    name: 'web lib: shared',
    file: 'apps/web/app/lib/planted-clean.ts',
    code: "import { SESSION_STATUSES } from '@passerelle/shared';\nexport const used = SESSION_STATUSES;\n",
  },
  {
    name: 'shared schemas: zod, enums',
    file: 'packages/shared/src/schemas/planted-clean.ts',
    code: "import { z } from 'zod';\nimport { SESSION_STATUSES } from '../enums/statuses.js';\nexport const used = z.enum(SESSION_STATUSES);\n",
  },
  {
    name: 'a screen writes numbers through the shared format',
    file: 'apps/web/app/features/planted/figures-clean.tsx',
    code: "import { frenchNumberFormat } from '@passerelle/shared';\nexport const percent = (value: number) => frenchNumberFormat({ style: 'percent' }).format(value);\n",
  },
  {
    name: 'the wall clock reads Paris time from Intl before 1996',
    file: 'packages/shared/src/format/wall-clock.ts',
    code: "export const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris' });\n",
  },
  {
    name: 'shared i18n: constants',
    file: 'packages/shared/src/i18n/planted-clean.ts',
    code: "import { TOAST_LIMIT } from '../constants.js';\nexport const used = TOAST_LIMIT;\n",
  },
  {
    name: 'a journey sets data up through the server',
    file: 'e2e/planted-clean.ts',
    code: "import { loadConfig } from '../apps/server/src/config.js';\nexport const used = loadConfig;\n",
  },
];

const results = new Map<Planted, Linter.LintMessage[]>();

beforeAll(async () => {
  const eslint = new ESLint({ cwd: root });
  for (const planted of [...VIOLATIONS, ...CLEAN]) {
    const [result] = await eslint.lintText(planted.code, { filePath: join(root, planted.file) });
    results.set(planted, result!.messages);
  }
}, 180_000);

const messagesOf = (planted: Planted) =>
  results.get(planted)!.map(({ ruleId, message }) => ({ ruleId, message }));

describe('a planted violation fails with its rule and message', () => {
  it.each(VIOLATIONS)('$name ($file)', (planted) => {
    expect(messagesOf(planted)).toEqual(
      planted.fails.map(([rule, message]) => ({
        ruleId: rule,
        message: expect.stringContaining(message),
      })),
    );
  });
});

describe('a clean file of each layer passes', () => {
  it.each(CLEAN)('$name ($file)', (planted) => {
    expect(messagesOf(planted)).toEqual([]);
  });
});
