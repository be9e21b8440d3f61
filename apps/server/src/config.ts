import { randomBytes } from 'node:crypto';
import { MAIL_MAX_ATTEMPTS, PASSWORD_RESET_TTL_MINUTES } from '@passerelle/shared';
import { z } from 'zod';

/** Unattached uploads younger than this are never deleted: a form being filled keeps its files. */
export const UNATTACHED_FILE_GRACE_HOURS = 24;
/** How often unattached uploads past their grace period are looked for and deleted. */
export const FILE_CLEANUP_INTERVAL_MINUTES = 60;
/** How often the cold evaluations that came due are opened (decision 035). */
export const COLD_SURVEY_CHECK_MINUTES = 60;
/** How often the alert mails on favourites due are written (decision 078). */
export const FAVORITE_ALERTS_CHECK_MINUTES = 60;

/** Reads an environment flag: true/false, 1/0, yes/no, on/off (any case). */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']))
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const int = (min: number, max: number) =>
  z.coerce.number({ error: 'expected a number' }).int('expected an integer').min(min).max(max);

/**
 * `TRUST_PROXY` as Fastify's `trustProxy`: true/false, a hop count, or a comma-separated list of
 * addresses or CIDR ranges.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value): boolean | number | string[] => {
    const lower = value.toLowerCase();
    if (['true', 'yes', 'on'].includes(lower)) return true;
    if (['false', 'no', 'off', ''].includes(lower)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((part) => part.trim());
  });

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

/** The whole environment of the server. Every variable has a default or is optional. */
const envShape = z.object({
  /**
   * Unset for a local run of the built app (`npm start`): pages from the build, demo data.
   * `development`: Vite inside the server (`npm run dev`). `production`: never any demo data.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: int(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Where PGlite keeps its files (`<DATA_DIR>/pglite`); relative to the working directory. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** When set, PostgreSQL through node-postgres instead of the embedded PGlite. */
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' })
    .optional(),
  /** The portal's own origin, used for cookie-authenticated mutations (CSRF check). */
  PUBLIC_URL: httpUrl.optional(),
  SEED_DEMO: flag.default(true),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'expected at least 12 characters').max(256).optional(),
  /** The first administrator's address (password reset, mails to admins). */
  ADMIN_EMAIL: z.email({ error: 'expected an e-mail address' }).max(255).optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(12),
  /**
   * How long a replica trusts a session it has read (decision 070): any change to it drops it on
   * every replica at once, so this only bounds how late a change its triggers miss would show.
   * 0 reads the session on every request.
   */
  SESSION_CACHE_SECONDS: int(0, 3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Failed logins allowed per account within the window, then 429 until the window passes. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(1, 1_000_000).default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: int(1, 24 * 60).default(15),
  /** Login attempts allowed per client IP within the window (successful or not). */
  LOGIN_MAX_ATTEMPTS_PER_IP: int(1, 1_000_000).default(20),
  LOGIN_IP_WINDOW_SECONDS: int(1, 24 * 3600).default(60),
  /** Lifetime of a password reset link, in minutes (decision 029). */
  PASSWORD_RESET_TTL_MINUTES: int(5, 7 * 24 * 60).default(PASSWORD_RESET_TTL_MINUTES),
  /** Reset requests allowed per username or e-mail, and per client IP, within the window. */
  PASSWORD_RESET_MAX_PER_ACCOUNT: int(1, 1_000_000).default(3),
  PASSWORD_RESET_MAX_PER_IP: int(1, 1_000_000).default(10),
  PASSWORD_RESET_WINDOW_MINUTES: int(1, 24 * 60).default(60),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT_BYTES: int(1024, 1024 * 1024 * 1024).default(1024 * 1024),
  /** Time allowed to receive a whole request, and socket inactivity timeout, in ms. */
  REQUEST_TIMEOUT_MS: int(1000, 3_600_000).default(30_000),
  TRUST_PROXY: trustProxy.default(false),
  /**
   * Where stored files live (decision 046): `disk` (FILES_DIR, the default) or `s3` (an
   * S3-compatible bucket that every replica shares, with the S3_* variables below).
   */
  FILE_STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** Where stored files are kept with FILE_STORAGE=disk; by default `<DATA_DIR>/files`. */
  FILES_DIR: z.string().min(1).optional(),
  /** The object store's endpoint (MinIO, a French cloud's); unset: AWS's endpoint of S3_REGION. */
  S3_ENDPOINT: httpUrl.optional(),
  /** The bucket holding the files (required with FILE_STORAGE=s3). */
  S3_BUCKET: z.string().trim().min(3).max(255).optional(),
  S3_REGION: z.string().trim().min(1).max(100).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).max(1024).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(4096).optional(),
  /** Path-style addresses (`<endpoint>/<bucket>/<key>`), as MinIO and most other stores want. */
  S3_FORCE_PATH_STYLE: flag.default(true),
  /** Largest accepted uploaded file, in bytes (10 MiB by default). */
  UPLOAD_MAX_BYTES: int(1024, 1024 * 1024 * 1024).default(10 * 1024 * 1024),
  /** Age after which an upload that nothing references is deleted (decision 013). */
  FILES_CLEANUP_GRACE_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 365)
    .default(UNATTACHED_FILE_GRACE_HOURS),
  /** Time between two clean-ups of unattached uploads; 0 turns it off (the default in tests). */
  FILES_CLEANUP_INTERVAL_MINUTES: int(0, 7 * 24 * 60).optional(),
  /**
   * Time between two openings of the cold evaluations that came due (decision 035), besides the
   * one at start-up; 0 turns it off (the default in tests).
   */
  COLD_SURVEY_CHECK_MINUTES: int(0, 7 * 24 * 60).optional(),
  /**
   * Time between two writings of the alert mails on favourites due (decision 078), besides the
   * one at start-up; 0 turns it off (the default in tests).
   */
  FAVORITE_ALERTS_CHECK_MINUTES: int(0, 7 * 24 * 60).optional(),
  /** Outgoing mail server; unset: mails stay in the outbox, readable by admins. */
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error:
        'expected an smtp:// or smtps:// URL such as smtp://user:password@mail.example.org:587 ' +
        '(URL SMTP attendue, par exemple smtp://utilisateur:motdepasse@mail.example.org:587)',
    })
    .optional(),
  /** Sender of the portal's mails: an address, with a display name or not. */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^(?:[^<>@]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
      error: 'expected a mail address such as "Passerelle <no-reply@example.org>"',
    })
    .default('Passerelle <no-reply@passerelle.local>'),
  /** Delivery attempts of a mail before it is marked FAILED. */
  MAIL_MAX_ATTEMPTS: int(1, 100).default(MAIL_MAX_ATTEMPTS),
  /** Delay before the first retry of a failed delivery, doubled at each further one. */
  MAIL_RETRY_BASE_MS: int(10, 24 * 3_600_000).default(60_000),
  /**
   * How often an idle process looks for background work nobody told it about (decision 043): a
   * retry or a lapsed lease planned by another replica. Work added anywhere wakes every replica
   * at once through PostgreSQL's notifications; this is the safety net, one short query per poll.
   */
  JOBS_POLL_INTERVAL_MS: int(10, 3_600_000).default(30_000),
  /**
   * How long a replica's claim on a job (a batch of mails, a document send, a timed task) keeps it
   * from the others; renewed while the job runs, so a replica that dies gives its work back after
   * at most this long (decision 043).
   */
  JOBS_LEASE_MS: int(300, 3_600_000).default(30_000),
  /**
   * Secret signing the contact form's captcha challenges (ALTCHA). Required in production; elsewhere
   * a random key is drawn at each start (challenges fetched before a restart are then refused).
   */
  ALTCHA_HMAC_KEY: z.string().min(32, 'expected at least 32 characters').max(1024).optional(),
  /**
   * How long the survey results' lists, summaries and roll-ups are served from memory (decision
   * 034). Every write through the portal drops them on every server (decision 045): this only
   * bounds how late a change made outside it shows. 0 computes every answer.
   */
  SURVEY_RESULTS_CACHE_SECONDS: int(0, 3600).default(300),
  /**
   * Bearer token that `GET /metrics` (Prometheus) requires (decision 048); unset: no metrics
   * endpoint at all.
   */
  METRICS_TOKEN: z.string().min(16, 'expected at least 16 characters').max(1024).optional(),
  /** Contact messages accepted per client IP within the window (sent or refused alike). */
  CONTACT_MAX_PER_IP: int(1, 1_000_000).default(5),
  CONTACT_IP_WINDOW_MINUTES: int(1, 24 * 60).default(15),
  /**
   * Single sign-on through OpenID Connect (decision 030): the provider's issuer URL. Unset: no
   * single sign-on at all. ProConnect: https://auth.agentconnect.gouv.fr/api/v2; Keycloak:
   * https://<host>/realms/<realm>. Plain http is accepted for a provider on localhost only.
   */
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).max(1024).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(4096).optional(),
  /** Space-separated scopes asked for (ProConnect: `openid email given_name usual_name siret`). */
  OIDC_SCOPES: z
    .string()
    .trim()
    .regex(/(^|\s)openid(\s|$)/, { error: 'expected the scope list to include openid' })
    .default('openid email profile'),
  /** Names of the claims read from the ID token and the userinfo answer. */
  OIDC_CLAIM_GIVEN_NAME: z.string().trim().min(1).max(200).default('given_name'),
  OIDC_CLAIM_FAMILY_NAME: z.string().trim().min(1).max(200).default('family_name'),
  OIDC_CLAIM_EMAIL: z.string().trim().min(1).max(200).default('email'),
  OIDC_CLAIM_SIRET: z.string().trim().min(1).max(200).default('siret'),
  /** The provider's name on the login page's button ("Se connecter avec <label>"). */
  OIDC_BUTTON_LABEL: z.string().trim().min(1).max(60).default('ProConnect'),
  /**
   * Secret from which the keys encrypting (AES-256-GCM) the stored refresh and ID tokens and the
   * sign-in cookie are derived. Required in production when OIDC_ISSUER is set; elsewhere a
   * random one is drawn at each start (stored tokens then need a new sign-in after a restart).
   */
  OIDC_TOKEN_ENCRYPTION_KEY: z
    .string()
    .min(32, 'expected at least 32 characters')
    .max(1024)
    .optional(),
});

const envSchema = envShape
  .superRefine((env, ctx) => {
    if (env.ADMIN_USERNAME !== undefined && env.ADMIN_PASSWORD === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'required with ADMIN_USERNAME',
      });
    }
    if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_USERNAME === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_USERNAME'],
        message: 'required with ADMIN_PASSWORD',
      });
    }
    if (env.FILE_STORAGE === 's3' && env.S3_BUCKET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'required with FILE_STORAGE=s3',
      });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      const missing =
        env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
    if (env.NODE_ENV === 'production' && env.ALTCHA_HMAC_KEY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ALTCHA_HMAC_KEY'],
        message:
          'required in production (a secret of 32 characters or more, e.g. `openssl rand -hex 32`)',
      });
    }
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER === undefined) return;
    for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
      if (env[name] === undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'required with OIDC_ISSUER' });
      }
    }
    if (env.NODE_ENV === 'production' && env.OIDC_TOKEN_ENCRYPTION_KEY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_TOKEN_ENCRYPTION_KEY'],
        message:
          'required in production with OIDC_ISSUER (a secret of 32 characters or more, e.g. `openssl rand -hex 32`)',
      });
    }
    const issuer = new URL(env.OIDC_ISSUER);
    if (issuer.protocol === 'http:' && !LOCAL_HOSTS.has(issuer.hostname)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'expected an https:// URL (http is accepted on localhost only)',
      });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin,
    FILES_DIR: env.FILES_DIR ?? `${env.DATA_DIR.replace(/\/+$/, '')}/files`,
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    FILES_CLEANUP_INTERVAL_MINUTES:
      env.FILES_CLEANUP_INTERVAL_MINUTES ??
      (env.NODE_ENV === 'test' ? 0 : FILE_CLEANUP_INTERVAL_MINUTES),
    COLD_SURVEY_CHECK_MINUTES:
      env.COLD_SURVEY_CHECK_MINUTES ?? (env.NODE_ENV === 'test' ? 0 : COLD_SURVEY_CHECK_MINUTES),
    FAVORITE_ALERTS_CHECK_MINUTES:
      env.FAVORITE_ALERTS_CHECK_MINUTES ??
      (env.NODE_ENV === 'test' ? 0 : FAVORITE_ALERTS_CHECK_MINUTES),
    ALTCHA_HMAC_KEY: env.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
    OIDC_TOKEN_ENCRYPTION_KEY: env.OIDC_TOKEN_ENCRYPTION_KEY ?? randomBytes(32).toString('hex'),
  }));

export type Config = z.output<typeof envSchema>;

/** Thrown by `loadConfig` with one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment (empty values count as unset). Throws `ConfigError` naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const keys = Object.keys(envShape.shape);
  const input: Record<string, string> = {};
  for (const key of keys) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  // Operator-facing messages: English, whatever locale the shared package gave Zod.
  const result = envSchema.safeParse(input, { error: z.locales.en().localeError });
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got =
        input[name] === undefined ? '' : ` (got ${JSON.stringify(redact(name, input[name]))})`;
      return `${name}: ${issue.message}${got}`;
    }),
  );
}

function redact(name: string, value: string): string {
  return /PASSWORD|DATABASE_URL|SMTP_URL|KEY|SECRET|TOKEN/.test(name) ? '***' : value;
}
