/**
 * What an idle portal costs (`npm run bench:idle`, issue 21 item 1, decision 043).
 *
 * Starts the compiled portal as production runs it (apps/server/ops/support/portal.ts), with
 * SMTP_URL set (a local test SMTP server) and nothing to send, once on the embedded database and,
 * with BENCH_DATABASE_URL (a role that may create databases), once on PostgreSQL in a new
 * database. A first start creates the tables and the timed tasks' rows, which are then planned an
 * hour away (as if each had just run); the portal is started again, given BENCH_SETTLE_SECONDS
 * (default 90: V8 shrinks its heap with garbage collections for about a minute after a start),
 * then left alone BENCH_IDLE_SECONDS (default 120). Over that window it reads:
 *   - the transactions the process ran, counted at its database driver
 *     (`passerelle_db_transactions_total` of /metrics, less the scrape's own);
 *   - on PostgreSQL, the server's own count (`pg_stat_database.xact_commit`, less the measuring
 *     connection's): it adds what the portal does not run — autovacuum's visits, connection starts;
 *   - the CPU time the process used (/proc/<pid>/stat).
 * Prints a table and writes bench/results/<date>-idle.md (gitignored).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createEmptyDatabase } from '../apps/server/ops/support/databases.js';
import { startPortal, tempDir, type Portal } from '../apps/server/ops/support/portal.js';
import { postponeTimedTasks } from '../apps/server/ops/support/timed-tasks.js';
import { startTestSmtpServer } from '../apps/server/src/modules/mail/smtp-test-server.js';
import {
  bounded,
  cpuSeconds,
  describeMachine,
  machine,
  markdownTable,
  resultsDir,
  stamp,
} from './portal.js';

const IDLE_SECONDS = bounded('BENCH_IDLE_SECONDS', 120, 3600);
/** After a start V8 shrinks its heap for about a minute (garbage collections): not idle yet. */
const SETTLE_SECONDS = bounded('BENCH_SETTLE_SECONDS', 90, 3600);
const METRICS_TOKEN = 'bench-idle-metrics-token-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function transactionsOf(portal: Portal): Promise<number> {
  const response = await fetch(`${portal.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const match = /^passerelle_db_transactions_total (\d+)$/m.exec(await response.text());
  if (!match) throw new Error('No passerelle_db_transactions_total in the metrics');
  return Number(match[1]);
}

interface Row {
  database: string;
  portal: number;
  server: number | null;
  cpuMs: number;
}

async function measure(database: 'embedded' | 'PostgreSQL'): Promise<Row> {
  const smtp = await startTestSmtpServer();
  const created =
    database === 'PostgreSQL'
      ? await createEmptyDatabase('passerelle_idle', process.env.BENCH_DATABASE_URL)
      : null;
  const env = {
    SMTP_URL: smtp.url,
    METRICS_TOKEN,
    DATA_DIR: tempDir(),
    ...(created ? { DATABASE_URL: created.url } : {}),
  };
  const stats = created ? new pg.Client({ connectionString: created.url }) : null;
  let portal: Portal | undefined;
  try {
    // The second start finds every timed task an hour away, as if each had just run: the state an
    // idle server spends its life in (a pass's own cost is in the passes' figures).
    await (await startPortal(env)).stop();
    await postponeTimedTasks(env);
    portal = await startPortal(env);
    await stats?.connect();
    const serverCount = async () =>
      Number(
        (
          await stats!.query<{ n: string }>(
            'select xact_commit as n from pg_stat_database where datname = current_database()',
          )
        ).rows[0]!.n,
      );
    await sleep(SETTLE_SECONDS * 1000);
    const [portalBefore, serverBefore, cpuBefore] = [
      await transactionsOf(portal),
      stats ? await serverCount() : 0,
      cpuSeconds(portal.pid),
    ];
    await sleep(IDLE_SECONDS * 1000);
    const cpuAfter = cpuSeconds(portal.pid);
    // The second scrape's own backlog query, and the first reading of the server's count.
    const portalRan = (await transactionsOf(portal)) - portalBefore - 1;
    const serverRan = stats ? (await serverCount()) - serverBefore - 1 : null;
    const perMinute = (count: number) => Math.round((count * 600) / IDLE_SECONDS) / 10;
    return {
      database,
      portal: perMinute(portalRan),
      server: serverRan === null ? null : perMinute(serverRan),
      cpuMs: Math.round(((cpuAfter - cpuBefore) * 1000 * 60) / IDLE_SECONDS),
    };
  } finally {
    await portal?.stop();
    await stats?.end();
    await smtp.close();
    await created?.drop();
  }
}

async function main(): Promise<void> {
  const databases: ('embedded' | 'PostgreSQL')[] = ['embedded'];
  if (process.env.BENCH_DATABASE_URL) databases.push('PostgreSQL');
  const rows: Row[] = [];
  for (const database of databases) {
    console.log(`Measuring ${database} over ${IDLE_SECONDS} s…`);
    rows.push(await measure(database));
  }
  const table = markdownTable([
    ['database', 'portal transactions / min', 'PostgreSQL xact_commit / min', 'CPU ms / min'],
    ...rows.map((row) => [
      row.database,
      String(row.portal),
      row.server === null ? '—' : String(row.server),
      String(row.cpuMs),
    ]),
  ]);
  const report = `# Idle portal, ${IDLE_SECONDS} s\n\n${describeMachine(machine())}\n\n${table}\n`;
  console.log(report);
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, `${stamp()}-idle.md`), report);
}

await main();
