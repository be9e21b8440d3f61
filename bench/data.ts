/**
 * Benchmark data: a realistic programme written into a fresh database before the portal starts
 * (PGlite admits one process at a time, so the data directory is filled and closed first).
 * The database is migrated with the portal's own migrations, then filled by a few set-based
 * statements (`generate_series`); every value derives from the row number, so two runs hold the
 * same data on PGlite and on PostgreSQL.
 *
 * Shape: 10 axes, 12 action types, 20 cities, 30 providers and 10 employers, 20 referents and
 * 3 000 beneficiaries (users who cannot sign in), then `actions` actions over two years, each with
 * `sessionsPerAction` sessions spread over its year (1 to 3 intervention dates each) and
 * `registrationsPerSession` registrations per session in varied statuses.
 */
import {
  MODALITIES,
  REGISTRATION_STATUSES,
  SESSION_STATUSES,
  type RegistrationStatus,
  type SessionStatus,
} from '@passerelle/shared';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import type { Store } from './portal.js';

export interface DataSpec {
  actions: number;
  sessionsPerAction: number;
  /** At most 5 (the beneficiaries of a session are 5 distinct strides apart). */
  registrationsPerSession: number;
  /** The first of the two years; the actions alternate between it and the next. */
  firstYear: number;
}

/** The sessions list benchmark: 2 000 actions, 10 000 sessions, 50 000 registrations. */
export const LIST_DATA: DataSpec = {
  actions: 2_000,
  sessionsPerAction: 5,
  registrationsPerSession: 5,
  firstYear: 2025,
};

/**
 * The catalogue search benchmark: LIST_DATA's shape (10 000 sessions, three in four published)
 * over this year and the next, so that about half the sessions are still to come whenever it
 * runs (the catalogue lists sessions to come by default).
 */
export const CATALOGUE_DATA: DataSpec = {
  ...LIST_DATA,
  firstYear: new Date().getFullYear(),
};

/** The export benchmark: 50 000 actions (the rows of the file), 100 000 sessions. */
export const EXPORT_DATA: DataSpec = {
  actions: 50_000,
  sessionsPerAction: 2,
  registrationsPerSession: 0,
  firstYear: 2025,
};

const AXES = [
  'Management et encadrement',
  'Sécurité et prévention des risques',
  'Numérique et systèmes d’information',
  'Ressources humaines',
  'Finances publiques',
  'Santé et qualité de vie au travail',
  'Communication',
  'Environnement et transition écologique',
  'Juridique et marchés publics',
  'Accueil et relation à l’usager',
];
const TYPES = [
  'Formation',
  'Atelier',
  'Webinaire',
  'Séminaire',
  'Conférence',
  'Module en ligne',
  'Journée d’étude',
  'Coaching',
  'Parcours certifiant',
  'Visite de terrain',
  'Table ronde',
  'Formation réglementaire',
];
/** INSEE code and name. */
const CITIES: [string, string][] = [
  ['75056', 'Paris'],
  ['13055', 'Marseille'],
  ['69123', 'Lyon'],
  ['31555', 'Toulouse'],
  ['06088', 'Nice'],
  ['44109', 'Nantes'],
  ['34172', 'Montpellier'],
  ['67482', 'Strasbourg'],
  ['33063', 'Bordeaux'],
  ['59350', 'Lille'],
  ['35238', 'Rennes'],
  ['51454', 'Reims'],
  ['42218', 'Saint-Étienne'],
  ['76351', 'Le Havre'],
  ['83137', 'Toulon'],
  ['38185', 'Grenoble'],
  ['21231', 'Dijon'],
  ['49007', 'Angers'],
  ['30189', 'Nîmes'],
  ['69266', 'Villeurbanne'],
];
const PROVIDER_PREFIXES = ['Institut', 'Centre de formation', 'Académie', 'École', 'Cabinet'];
const PROVIDER_DOMAINS = ['Éducation', 'Santé', 'Sécurité', 'Numérique', 'Management', 'Écologie'];
const EMPLOYERS = 10;
const PROVIDERS = 30;
const REFERENTS = 20;
const BENEFICIARIES = 3_000;
const TOPICS = [
  'Sécurité électrique : habilitation',
  'Prévention des risques psychosociaux',
  'Manager une équipe à distance',
  'Égalité professionnelle femmes-hommes',
  'Comptabilité publique M57',
  'Marchés publics : rédiger un cahier des charges',
  'Premiers secours en équipe',
  'Accueil du public en situation de handicap',
  'Gestion des conflits',
  'Bureautique : tableur avancé',
  'Protection des données personnelles (RGPD)',
  'Éco-conduite et mobilité durable',
  'Conduite de réunion efficace',
  'Prise de parole en public',
  'Élaboration du budget primitif',
  'Hygiène alimentaire en restauration collective',
  'Entretien professionnel annuel',
  'Cybersécurité : les bons réflexes',
  'Laïcité et neutralité du service public',
  'Gestion du temps et des priorités',
  'Rédaction administrative',
  'Santé et sécurité au travail',
  'Urbanisme : instruire un permis de construire',
  'Accompagnement au changement',
  'Qualité de l’air intérieur',
];
const LEVELS = ['initiation', 'perfectionnement', 'expertise', 'recyclage'];
/** Goals and audiences of the actions: French words with accents for the full-text search. */
const GOALS = [
  'Maîtriser le cadre réglementaire et les évolutions récentes.',
  'Acquérir des méthodes d’évaluation et de suivi des équipes.',
  'Développer ses compétences relationnelles face au public.',
  'Sécuriser ses pratiques professionnelles au quotidien.',
  'Concevoir et piloter un projet de service.',
  'Prévenir les risques et réagir en situation d’urgence.',
];
const PUBLICS = [
  'Agents d’accueil et de guichet.',
  'Encadrants de proximité et chefs d’équipe.',
  'Gestionnaires administratifs et financiers.',
  'Techniciens et agents de maîtrise.',
  'Formateurs internes et tuteurs.',
];
const GIVEN_NAMES = ['Camille', 'Léa', 'Hugo', 'Chloé', 'Louis', 'Inès', 'Noé', 'Zoé', 'Jérôme'];
const FAMILY_NAMES = ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Müller', 'Roussel', 'Gaël'];

/** Session statuses, each with its share out of 20. */
const SESSION_STATUS_SHARES: Record<SessionStatus, number> = {
  PROGRAMMED: 10,
  REALIZED: 4,
  VALIDATED_MANAGER: 2,
  CLOSED: 2,
  CANCELED: 1,
  REPORTED: 1,
};
/** Registration statuses, each with its share out of 20. */
const REGISTRATION_STATUS_SHARES: Record<RegistrationStatus, number> = {
  REQUESTED: 3,
  PRE_REGISTERED: 2,
  REGISTERED: 6,
  PRESENT: 4,
  PARTIAL_ABSENCE: 1,
  ABSENCE: 1,
  CANCELED: 1,
  REFUSED_HR: 1,
  REFUSED_SUPPLIER: 1,
};

/** A SQL literal of constant text (single quotes doubled). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** `(array['a', 'b']::text[])` of constants, indexed from 1 in SQL. */
const textArray = (values: readonly string[]) =>
  sql.raw(`(array[${values.map(literal).join(', ')}]::text[])`);

/** The element of `values` for the integer `n` (any n ≥ 0): `values[n % length]`. */
const pick = (values: readonly string[], n: SQL) =>
  sql`(${textArray(values)})[1 + (${n}) % ${sql.raw(String(values.length))}]`;

/**
 * A deterministic pseudo-random integer in [0, 2^32) drawn from the integer `n` and a `salt` (one
 * salt per attribute, so attributes do not follow each other): PostgreSQL's own integer hash,
 * the same on PGlite and PostgreSQL.
 */
const draw = (n: SQL, salt: number) =>
  sql`(hashint4((${n}) * 16 + ${sql.raw(String(salt))})::bigint + 2147483648)`;

/**
 * CASE mapping `n % 20` to an enum value by shares summing to 20, checked against the shared
 * enumeration so a renamed status fails here.
 */
function byShares<T extends string>(
  shares: Record<T, number>,
  all: readonly T[],
  n: SQL,
  type: string,
): SQL {
  const entries = Object.entries(shares) as [T, number][];
  if (entries.reduce((sum, [, share]) => sum + share, 0) !== 20) throw new Error('shares ≠ 20');
  for (const [value] of entries) if (!all.includes(value)) throw new Error(`unknown ${value}`);
  let bound = 0;
  const branches = entries.map(([value, share]) => {
    bound += share;
    return sql`when (${n}) % 20 < ${sql.raw(String(bound))} then ${sql.raw(literal(value))}`;
  });
  return sql`(case ${sql.join(branches, sql` `)} end)::${sql.raw(type)}`;
}

/** One statement of the filling, named for its error message. */
export interface FillStatement {
  label: string;
  statement: SQL;
}

/** The statements that fill an empty, migrated database. */
function fillStatements(spec: DataSpec): FillStatement[] {
  if (spec.registrationsPerSession > 5) throw new Error('registrationsPerSession is at most 5');
  const sessionCount = spec.actions * spec.sessionsPerAction;
  const n = sql.raw('n');
  const firstYear = sql.raw(String(spec.firstYear));
  const statements: FillStatement[] = [
    {
      label: 'axes',
      statement: sql`insert into axes (id, number, name, color) overriding system value
        select n, n, ${textArray(AXES)}[n], '#' || lpad(to_hex(n * 1234567 % 16777216), 6, '0')
        from generate_series(1, ${sql.raw(String(AXES.length))}) n`,
    },
    {
      label: 'action types',
      statement: sql`insert into action_types (id, name, acronym, seat_amount, waiting_seat_amount)
        overriding system value
        select n, ${textArray(TYPES)}[n], upper(left(${textArray(TYPES)}[n], 3)), 10 + n, 5
        from generate_series(1, ${sql.raw(String(TYPES.length))}) n`,
    },
    {
      label: 'cities',
      statement: sql`insert into cities (id, code, value) overriding system value
        select n, ${textArray(CITIES.map(([code]) => code))}[n],
          ${textArray(CITIES.map(([, name]) => name))}[n]
        from generate_series(1, ${sql.raw(String(CITIES.length))}) n`,
    },
    {
      label: 'structures',
      // Providers 1–30, employers 31–40.
      statement: sql`insert into structures (id, name, type, siret, city, member)
        overriding system value
        select n,
          case when n <= ${sql.raw(String(PROVIDERS))}
            then ${pick(PROVIDER_PREFIXES, n)} || ' ' || ${pick(PROVIDER_DOMAINS, sql`n / 5`)} || ' ' || n
            else 'Commune de ' || ${textArray(CITIES.map(([, name]) => name))}[n - ${sql.raw(String(PROVIDERS))}]
          end,
          (case when n <= ${sql.raw(String(PROVIDERS))} then 'provider' else 'employer' end)::structure_type,
          null, ${pick(
            CITIES.map(([, name]) => name),
            n,
          )}, n % 2 = 0
        from generate_series(1, ${sql.raw(String(PROVIDERS + EMPLOYERS))}) n`,
    },
    {
      label: 'users',
      // Referents 1–20, beneficiaries after. The hash is no PHC string: nobody signs in as them.
      statement: sql`insert into users (id, username, given_name, family_name, email, password_hash)
        overriding system value
        select n,
          case when n <= ${sql.raw(String(REFERENTS))} then 'bench-referent-' else 'bench-beneficiary-' end || n,
          ${pick(GIVEN_NAMES, n)}, ${pick(FAMILY_NAMES, sql`n / 9`)},
          'bench-user-' || n || '@example.org', '!'
        from generate_series(1, ${sql.raw(String(REFERENTS + BENEFICIARIES))}) n`,
    },
    {
      label: 'actions',
      statement: sql`insert into actions (id, name, type_id, year, axis_id, provider_id,
          referent_id, lot_number, amount_days, amount_hours, pedagogical_cost, animation_cost,
          travel_cost, description, goal, public, created_at, updated_at)
        overriding system value
        select n,
          ${pick(TOPICS, draw(n, 1))} || ' — ' || ${pick(LEVELS, draw(n, 2))} || ' (' || n || ')',
          1 + ${draw(n, 3)} % ${sql.raw(String(TYPES.length))},
          ${firstYear} + n % 2,
          1 + ${draw(n, 4)} % ${sql.raw(String(AXES.length))},
          case when ${draw(n, 5)} % 20 = 0 then null
            else 1 + ${draw(n, 6)} % ${sql.raw(String(PROVIDERS))} end,
          case when ${draw(n, 7)} % 10 = 0 then null
            else 1 + ${draw(n, 8)} % ${sql.raw(String(REFERENTS))} end,
          'LOT-' || lpad((n % 50)::text, 2, '0'),
          1 + n % 5, 7 * (1 + n % 5),
          (n * 97 % 5000)::numeric(12, 2), (n * 31 % 800)::numeric(12, 2), (n * 13 % 300)::numeric(12, 2),
          'Objectifs, programme et modalités de l’action n° ' || n || '.',
          ${pick(GOALS, draw(n, 9))}, ${pick(PUBLICS, draw(n, 10))},
          make_timestamptz(${firstYear} - 1, 9, 1, 8, 0, 0, 'UTC') + n * interval '1 minute',
          make_timestamptz(${firstYear} - 1, 9, 1, 8, 0, 0, 'UTC') + n * interval '1 minute'
        from generate_series(1, ${sql.raw(String(spec.actions))}) n`,
    },
    {
      label: 'sessions',
      // Session n belongs to action 1 + (n - 1) % actions, starts at 9:00 or 14:00 Paris time
      // on one of 350 days of its action's year, and lasts 1 to 3 days; remote sessions have no
      // city.
      statement: sql`insert into sessions (id, action_id, code, status, start_date, end_date,
          modality, city_id, seats, registration_deadline, published, cost, created_at, updated_at)
        overriding system value
        select n, a, 'S' || y || '-' || lpad(n::text, 6, '0'),
          ${byShares(SESSION_STATUS_SHARES, SESSION_STATUSES, draw(n, 1), 'session_status')},
          start, start + (n % 3) * interval '1 day' + interval '8 hours',
          modality,
          case when modality = 'REMOTE' then null
            else 1 + ${draw(n, 2)} % ${sql.raw(String(CITIES.length))} end,
          12 + n % 9, start - interval '7 days', n % 4 <> 0, (500 + (n * 37) % 2000)::numeric(12, 2),
          start - interval '60 days', start - interval '60 days'
        from (
          select n, 1 + (n - 1) % ${sql.raw(String(spec.actions))} as a,
            ${firstYear} + (1 + (n - 1) % ${sql.raw(String(spec.actions))}) % 2 as y
          from generate_series(1, ${sql.raw(String(sessionCount))}) n
        ) numbered,
        lateral (select
          (make_timestamp(y, 1, 5, case when ${draw(n, 3)} % 2 = 0 then 9 else 14 end, 0, 0)
            + (${draw(n, 4)} % 350) * interval '1 day') at time zone 'Europe/Paris' as start,
          ${textArray(MODALITIES)}[1 + ${draw(n, 5)} % 3]::modality as modality) drawn`,
    },
    {
      label: 'intervention dates',
      statement: sql`insert into session_dates (session_id, starts_at, ends_at)
        select s.id, s.start_date + d * interval '1 day',
          s.start_date + d * interval '1 day' + interval '7 hours'
        from sessions s cross join generate_series(0, 2) d
        where d <= s.id % 3
        order by s.id, d`,
    },
    {
      label: 'registrations',
      // Beneficiaries k * 601 apart (mod 3 000): distinct within a session for k < 5.
      statement: sql`insert into registrations (session_id, beneficiary_id, structure_id,
          motivation, status, waiting_list, asked_at)
        select s.id, b, ${sql.raw(String(PROVIDERS))} + 1 + b % ${sql.raw(String(EMPLOYERS))},
          'Demande n° ' || k || ' pour la session ' || s.code,
          ${byShares(REGISTRATION_STATUS_SHARES, REGISTRATION_STATUSES, draw(sql`s.id * 8 + k`, 1), 'registration_status')},
          ${draw(sql`s.id * 8 + k`, 2)} % 17 = 0, s.start_date - interval '30 days'
        from sessions s cross join generate_series(0, ${sql.raw(String(spec.registrationsPerSession - 1))}) k,
          lateral (select ${sql.raw(String(REFERENTS))} + 1
            + (s.id * 37 + k * 601) % ${sql.raw(String(BENEFICIARIES))} as b) beneficiary
        order by s.id, k`,
    },
    // Identity columns continue after the explicit ids, as after any real insert.
    ...['axes', 'action_types', 'cities', 'structures', 'users', 'actions', 'sessions'].map(
      (table) => ({
        label: `${table} identity`,
        statement: sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        ),
      }),
    ),
  ];
  return spec.registrationsPerSession > 0
    ? statements
    : statements.filter(({ label }) => label !== 'registrations');
}

export interface FillResult {
  seconds: number;
  counts: Record<string, number>;
}

async function count(db: Database, table: string): Promise<number> {
  const rows = (await db.execute(sql.raw(`select count(*)::int as count from ${table}`))) as
    | { rows: { count: number }[] }
    | { count: number }[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  return list[0]!.count;
}

/**
 * Migrates the store's empty database and fills it. `analyze` runs ANALYZE at the end, as
 * PostgreSQL's autovacuum does within a minute of such a load; PGlite has no autovacuum, so a
 * real embedded installation only has the statistics someone asked for.
 */
export async function fillStore(
  store: Store,
  spec: DataSpec,
  options: {
    analyze: boolean;
    /** Statements run after the programme's (another benchmark's own data). */
    more?: readonly FillStatement[];
    /** Tables counted at the end, besides the programme's. */
    counted?: readonly string[];
  },
): Promise<FillResult> {
  const started = performance.now();
  const handle = await openDatabase(store.config);
  try {
    await handle.migrate();
    for (const { label, statement } of [...fillStatements(spec), ...(options.more ?? [])]) {
      try {
        await handle.db.execute(statement);
      } catch (error) {
        // Drizzle's message is the query; the database's reason is its cause.
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        throw new Error(
          `filling ${label}: ${cause instanceof Error ? cause.message : String(cause)}`,
        );
      }
    }
    if (options.analyze) await handle.db.execute(sql`analyze`);
    const counts: Record<string, number> = {};
    for (const table of [
      'actions',
      'sessions',
      'session_dates',
      'registrations',
      ...(options.counted ?? []),
    ]) {
      counts[table] = await count(handle.db, table);
    }
    return { seconds: (performance.now() - started) / 1000, counts };
  } finally {
    await handle.close();
  }
}
