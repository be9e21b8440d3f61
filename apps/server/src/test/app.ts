import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_COOKIE, PROFILES, type Profile } from '@passerelle/shared';
import { buildApp, type App } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { DEMO_PASSWORD } from '../db/seed/index.js';
import { createTestDatabase, type TestDatabase } from './database.js';

/** The configuration of a test: env-style overrides on top of test defaults. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // Tests log in many times from one address; the per-IP test lowers this again.
    LOGIN_MAX_ATTEMPTS_PER_IP: '10000',
    // Uploads of a test go to a directory of their own, never into ./data.
    FILES_DIR: mkdtempSync(join(tmpdir(), 'passerelle-files-')),
    // A fixed captcha key, so that tests setting NODE_ENV=production start too.
    ALTCHA_HMAC_KEY: 'test-altcha-key-0123456789abcdef0123456789abcdef',
    ...env,
  });
}

export interface TestApp {
  app: App;
  db: Database;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * The app on a fresh test database (see createTestDatabase), with the demo data (the five demo
 * accounts and the programme around them, seeded once per run) unless `seed: false`. Call
 * close() in afterAll.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; seed?: boolean } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ demo: options.seed !== false });
  try {
    const config = testConfig(options.env);
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    return {
      app,
      db: database.db,
      database,
      config,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Logs in through the API and returns the access token. */
export async function loginAs(
  app: App,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`Login of ${username} failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { accessToken: string }).accessToken;
}

/** A token for each demo account: the seed names them after their profile (db/seed). */
export async function loginEveryProfile(app: App): Promise<Record<Profile, string>> {
  const tokens = {} as Record<Profile, string>;
  for (const profile of PROFILES) tokens[profile] = await loginAs(app, profile);
  return tokens;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export function authCookie(token: string): Record<string, string> {
  return { [AUTH_COOKIE]: token };
}
