import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../node-args.mjs';

/*
 * The portal as operators run it: the compiled server (`dist/main.cjs`, what `npm start` and
 * production run) in a process of its own, started, signalled and killed for real. The operations
 * suites (replicas, crashes, SIGTERM, object store, backups) start several of these.
 */

export const SERVER_ENTRY = resolve(import.meta.dirname, '../../dist/main.cjs');
export const REPOSITORY_ROOT = resolve(import.meta.dirname, '../../../..');

export const ADMIN = { username: 'admin.ops', password: 'ops-admin-password-123' } as const;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Portal {
  /** `http://127.0.0.1:<port>` */
  url: string;
  pid: number;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  /** Sends `signal` (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
  /** `kill -9`. */
  kill(): Promise<Exit>;
}

/** A new empty folder for a portal's data (`DATA_DIR`), kept under the system's temp folder. */
export function tempDir(prefix = 'passerelle-ops-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * The environment a test portal starts with: production mode, its own data folder, a fixed
 * first administrator, a free port; `env` adds to it or overrides it (an empty value unsets).
 */
export function portalEnv(env: Record<string, string> = {}): Record<string, string> {
  const dataDir = env.DATA_DIR || tempDir();
  return {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ALTCHA_HMAC_KEY: 'ops-altcha-key-0123456789abcdef0123456789abcdef',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  };
}

const STARTED = /Passerelle est démarré : (http:\/\/\S+)/;

/** Starts a portal and resolves once it answers; rejects with its output if it does not. */
export async function startPortal(
  env: Record<string, string> = {},
  { timeoutMs = 90_000 }: { timeoutMs?: number } = {},
): Promise<Portal> {
  const fullEnv = portalEnv(env);
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], {
    cwd: REPOSITORY_ROOT,
    env: withoutEmpty({
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...SERVER_ENV,
      ...fullEnv,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<Exit>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );

  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`The portal did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const check = () => {
      const match = STARTED.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', check);
      // The banner prints localhost; the process listens on HOST.
      done(match[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', check);
    void exited.then((exit) => {
      clearTimeout(timer);
      fail(new Error(`The portal exited at start (${JSON.stringify(exit)}):\n${output}`));
    });
  });

  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  return {
    url,
    pid: child.pid!,
    output: () => output,
    exited,
    stop: (name = 'SIGTERM') => signal(name),
    kill: () => signal('SIGKILL'),
  };
}

function withoutEmpty(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

/** Logs in through the API; answers the bearer token. */
export async function login(
  portal: Pick<Portal, 'url'>,
  username: string = ADMIN.username,
  password: string = ADMIN.password,
): Promise<string> {
  const response = await fetch(`${portal.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Calls the API with a bearer token; answers the response. */
export function api(
  portal: Pick<Portal, 'url'>,
  token: string | null,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${portal.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
