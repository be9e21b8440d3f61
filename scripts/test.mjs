/**
 * `npm test`: every test of the repository, in pieces run side by side as far as two cores allow
 * (decision 051). Each piece has its own time limit; its output goes to test-results/logs/ and is
 * printed whole when it ends; the first piece to fail stops the others; a table of each piece's
 * start and duration ends the run (also appended to TEST_TIMINGS_FILE when set: .ci/run's
 * summary).
 *
 *   node scripts/test.mjs              every piece
 *   node scripts/test.mjs unit ops     only these (what they wait for is taken as done)
 *
 * With TEST_DATABASE_URL set, the server suites run on that PostgreSQL (the production engine),
 * otherwise on the embedded database; the operations suites use it too unless OPS_DATABASE_URL
 * names another; the journeys always run on the embedded database, whatever the environment says
 * (decision 058: each engine is tested in every run, the server suites once).
 */
import { spawn } from 'node:child_process';
import { appendFileSync, createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOG_DIR = 'test-results/logs';
const UNIT_REPORT = 'test-results/vitest-unit.json';
/** After its stop signal, how long a stopped piece has to exit before SIGKILL. */
const KILL_AFTER_MS = 15_000;

const minutes = (n) => n * 60_000;
const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * The pieces. `after`: pieces that must have passed first, because this one needs what they make
 * (the build) or because both would want the two cores at once. The schedule on two cores
 * (decision 089): the build first, so that the operations suites (real processes, waiting on
 * them a good part of their time) start early; then the unit suites beside them; the journeys
 * last and alone. Beside other work, a piece costs more CPU than alone (the journeys a fifth
 * more beside the operations suites' portals): pieces that the cores can hold are run together,
 * the journeys only once nothing else runs.
 */
const PIECES = [
  {
    name: 'unit',
    what: postgresUrl
      ? 'Vitest: shared, web, scripts, and the server suites on PostgreSQL'
      : 'Vitest: shared, web, scripts, and the server suites on the embedded database',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=./scripts/vitest-flaky-reporter.mjs',
      '--reporter=json',
      `--outputFile.json=${UNIT_REPORT}`,
    ],
    after: ['build'],
    limit: minutes(20),
    env: { TEST_DATABASE_URL: postgresUrl },
    check: postgresUrl ? checkServerOnPostgres : null,
  },
  {
    name: 'build',
    what: 'the web app and the compiled server, when out of date',
    command: ['node', 'scripts/build.mjs', '--if-needed'],
    limit: minutes(10),
  },
  {
    name: 'ops',
    what: 'operations suites: real portal processes',
    command: ['npx', 'vitest', 'run', '-c', 'apps/server/vitest.ops.config.ts'],
    after: ['build'],
    limit: minutes(15),
    env: { OPS_DATABASE_URL: process.env.OPS_DATABASE_URL || postgresUrl },
  },
  {
    name: 'e2e',
    what: 'Playwright journeys against the build, on the embedded database',
    command: ['npx', 'playwright', 'test'],
    after: ['build', 'unit', 'ops'],
    limit: minutes(25),
    // Every journey: the accessibility statement is compared with what they checked (decision
    // 080, e2e/statement-check.ts).
    env: { E2E_FULL_RUN: '1' },
    // Playwright stops its app servers (their own process groups) on SIGINT only: a SIGTERM
    // would leave them listening.
    stopSignal: 'SIGINT',
  },
];

/** A server suite that skips itself because PostgreSQL is missing must not pass unnoticed. */
function checkServerOnPostgres() {
  const report = JSON.parse(readFileSync(path.join(root, UNIT_REPORT), 'utf8'));
  const server = report.testResults.filter((file) => file.name.includes('/apps/server/'));
  const tests = server.flatMap((file) => file.assertionResults);
  const count = (...statuses) => tests.filter((test) => statuses.includes(test.status)).length;
  const skipped = count('skipped', 'pending', 'todo');
  const line =
    `Server suites on PostgreSQL: ${count('passed')} passed, ${count('failed')} failed, ` +
    `${skipped} skipped, in ${server.length} files`;
  if (tests.length === 0) return `${line}\n!!! no server test ran on PostgreSQL`;
  if (skipped > 0) return `${line}\n!!! server tests were skipped on PostgreSQL`;
  console.log(line);
  return null;
}

const started = Date.now();
const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
const log = (message) => console.log(`[npm test ${clock(Date.now() - started)}] ${message}`);

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !PIECES.some((piece) => piece.name === name));
if (unknown.length > 0) {
  console.error(`Unknown piece(s): ${unknown.join(', ')}. Pieces: ${PIECES.map((p) => p.name)}.`);
  process.exit(2);
}
const pieces = PIECES.filter((piece) => wanted.length === 0 || wanted.includes(piece.name)).map(
  (piece) => ({
    ...piece,
    after: (piece.after ?? []).filter((name) => wanted.length === 0 || wanted.includes(name)),
    state: piece.skip ? 'skipped' : 'waiting',
  }),
);
const byName = new Map(pieces.map((piece) => [piece.name, piece]));
mkdirSync(path.join(root, LOG_DIR), { recursive: true });

/** Only the unit piece's server suites use TEST_DATABASE_URL: the others run on the embedded database. */
function environmentOf(piece) {
  const env = { ...process.env, TEST_DATABASE_URL: undefined, ...piece.env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  return env;
}

let stopping = false;

function start(piece) {
  piece.state = 'running';
  piece.startedAt = Date.now();
  piece.logFile = path.join(LOG_DIR, `${piece.name}.log`);
  log(`${piece.name}: started (${piece.what}), output in ${piece.logFile}`);
  const out = createWriteStream(path.join(root, piece.logFile));
  const [command, ...args] = piece.command;
  // Its own process group, so that stopping it stops what it started (browsers, servers).
  const child = spawn(command, args, {
    cwd: root,
    env: environmentOf(piece),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  piece.child = child;
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  piece.timer = setTimeout(() => {
    piece.timedOut = true;
    stop(piece);
  }, piece.limit);
  child.on('close', (code, signal) => {
    clearTimeout(piece.timer);
    clearTimeout(piece.killTimer);
    out.end(() => finish(piece, code, signal));
  });
  child.on('error', (error) => {
    out.write(`${error.stack}\n`);
  });
}

function stop(piece) {
  if (piece.state !== 'running' || piece.stopSent) return;
  piece.stopSent = true;
  signalGroup(piece, piece.stopSignal ?? 'SIGTERM');
  piece.killTimer = setTimeout(() => signalGroup(piece, 'SIGKILL'), KILL_AFTER_MS);
}

function signalGroup(piece, signal) {
  try {
    process.kill(-piece.child.pid, signal);
  } catch {
    // Already gone.
  }
}

function finish(piece, code, signal) {
  piece.took = Date.now() - piece.startedAt;
  let problem = null;
  if (piece.timedOut) problem = `exceeded its time limit of ${clock(piece.limit)}`;
  else if (piece.stopSent && stopping) problem = 'stopped';
  else if (code !== 0) problem = `exit ${code ?? signal}`;
  else if (piece.check) {
    try {
      problem = piece.check();
    } catch (error) {
      problem = `its check failed: ${error.message}`;
    }
  }
  piece.state = problem === null ? 'ok' : problem === 'stopped' ? 'stopped' : 'failed';
  piece.problem = problem;

  const output = readFileSync(path.join(root, piece.logFile), 'utf8');
  const verdict = problem === null ? 'ok' : problem;
  console.log(`\n----- ${piece.name} (${piece.what}): ${verdict} in ${clock(piece.took)} -----`);
  if (piece.state === 'stopped') {
    console.log(output.split('\n').slice(-20).join('\n'));
    console.log(`(last lines only; the whole output is in ${piece.logFile})`);
  } else {
    process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
  }
  console.log(`----- end of ${piece.name} -----\n`);

  if (piece.state === 'failed') stopAll(`${piece.name} failed`);
  schedule();
}

function stopAll(reason) {
  if (stopping) return;
  stopping = true;
  log(`${reason}: stopping the others`);
  for (const piece of pieces) {
    if (piece.state === 'waiting') piece.state = 'not run';
    if (piece.state === 'running') stop(piece);
  }
}

function schedule() {
  if (!stopping) {
    for (const piece of pieces) {
      if (piece.state !== 'waiting') continue;
      if (piece.after.every((name) => byName.get(name).state === 'ok')) start(piece);
    }
  }
  if (pieces.some((piece) => piece.state === 'running')) return;
  const waiting = pieces.filter((piece) => piece.state === 'waiting');
  for (const piece of waiting) piece.state = 'not run';
  report();
}

/**
 * What failed, repeated under the table: a failed piece's whole log scrolls away behind the
 * others' output, and the end of the run is what a CI page shows.
 */
function failuresOf(piece) {
  const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
  const output = readFileSync(path.join(root, piece.logFile), 'utf8').replace(ansi, '');
  const failing = /^\s*(FAIL\s|×\s|✘\s|(Assertion|Type|Reference)?Error\b)/;
  const found = [...new Set(output.split('\n').filter((line) => failing.test(line)))];
  if (found.length === 0) return [];
  const shown = found.slice(0, 40).map((line) => `      ${line.trim().slice(0, 300)}`);
  const more = found.length > 40 ? [`      … and ${found.length - 40} more lines`] : [];
  return [`  what failed in ${piece.name} (whole output in ${piece.logFile}):`, ...shown, ...more];
}

/** The tests a piece passed only when tried again (scripts/vitest-flaky-reporter.mjs). */
function flakesOf(piece) {
  if (!piece.logFile) return [];
  const output = readFileSync(path.join(root, piece.logFile), 'utf8');
  const flakes = output.split('\n').filter((line) => line.startsWith('FLAKY '));
  if (flakes.length === 0) return [];
  return [`  passed only when tried again, in ${piece.name}:`, ...flakes.map((l) => `      ${l}`)];
}

function report() {
  const failed = pieces.some((piece) => !['ok', 'skipped'].includes(piece.state));
  const lines = pieces.map((piece) => {
    const state = { ok: 'ok', skipped: 'SKIP', 'not run': '-' }[piece.state] ?? 'FAIL';
    const took =
      piece.took === undefined ? '    -' : `${Math.round(piece.took / 1000)}s`.padStart(5);
    const when =
      piece.startedAt === undefined
        ? ''
        : ` (${clock(piece.startedAt - started)}-${clock(piece.startedAt - started + piece.took)})`;
    const why = piece.skip ? `: ${piece.skip}` : piece.problem ? `: ${piece.problem}` : '';
    return `    ${state.padEnd(5)} ${took}  npm test > ${piece.name}${when}${why}`;
  });
  console.log(
    `\n==== npm test: ${failed ? 'FAILED' : 'passed'} in ${clock(Date.now() - started)} ====`,
  );
  const failures = pieces.flatMap((piece) =>
    piece.state === 'failed' ? failuresOf(piece) : flakesOf(piece),
  );
  console.log([...lines, ...failures].join('\n'));
  if (process.env.TEST_TIMINGS_FILE) {
    appendFileSync(process.env.TEST_TIMINGS_FILE, `${[...lines, ...failures].join('\n')}\n`);
  }
  process.exitCode = failed ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(`${signal} received`);
    process.exitCode = 1;
  });
}

schedule();
