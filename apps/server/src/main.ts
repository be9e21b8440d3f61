import type { AddressInfo } from 'node:net';
import { PROFILE_LABELS } from '@passerelle/shared';
import type { App } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, scheduleAnalyze } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { FileStoreUnavailableError } from './lib/file-store.js';
import { releaseMemoryWhenQuiet } from './lib/memory-release.js';
import type { DemoAccount } from './db/seed/index.js';
import { announceStarted } from './code-cache/started-event.js';

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

/** How long a stop (SIGTERM) may take: requests in flight and the jobs under way finish. */
const SHUTDOWN_DEADLINE_MS = 9_000;

/**
 * Start-up: config, database (migrated, seeded), app with the web pages, listen; close on signals.
 * The app's modules load while the database opens, PGlite compiling its WebAssembly on other
 * threads meanwhile (decision 025).
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // NODE_ENV unset is `npm start`'s local run of the built app, with demo data; the libraries
  // still take their production builds (React's development build renders slower and weighs more).
  process.env.NODE_ENV ??= 'production';
  const [database, modules] = await settle(
    openDatabase(config),
    Promise.all([import('./app.js'), import('./db/seed/index.js')]),
    (opened) => opened.close(),
  );
  const [{ buildApp }, { seedDatabase }] = modules;
  let app: App | undefined;
  try {
    // Replicas started together on one PostgreSQL take turns (decision 043).
    const seed = await database.exclusively(async () => {
      await database.migrate();
      return seedDatabase(database.db, config);
    });
    app = await buildApp({ config, database, web: true });
    const log = app.log;
    const analyzeFailed = (error: unknown) => log.error({ err: error }, 'ANALYZE failed');
    const stopAnalyze = scheduleAnalyze(database, analyzeFailed);
    let analyzing: Promise<unknown> = Promise.resolve();
    // The traffic's freed buffers go back to the system once the server is quiet (decision 094).
    const stopReleasing = releaseMemoryWhenQuiet({
      onRelease: (before, after) =>
        log.debug({ rssBeforeMiB: mib(before), rssAfterMiB: mib(after) }, 'memory given back'),
    });
    app.addHook('onClose', async () => {
      stopReleasing();
      stopAnalyze();
      await analyzing;
      await database.close();
    });
    await app.listen({ port: config.PORT, host: config.HOST });
    // Statistics a new database lacks (the demo data just written) are gathered once the server
    // answers: a fraction of a second of a first start (decision 027).
    analyzing = database.analyzeIfMissing().catch(analyzeFailed);
    printBanner(config, app.server.address() as AddressInfo, seed.demoAccounts, seed.createdAdmin);
    announceStarted();
  } catch (error) {
    await (app ? app.close() : database.close());
    throw error;
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1); // a second signal: stop waiting
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    // Orchestrators kill after 10 s by default: what has not finished by then comes back to the
    // other replicas when its lease runs out (decision 043).
    setTimeout(() => {
      console.error(`Shutdown took more than ${SHUTDOWN_DEADLINE_MS} ms: exiting now.`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    app?.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

function printBanner(
  config: Config,
  address: AddressInfo,
  demoAccounts: DemoAccount[],
  createdAdmin: string | null,
): void {
  const url = config.PORT === 0 ? `http://localhost:${address.port}` : config.PUBLIC_URL;
  const lines = ['', `Passerelle est démarré : ${url}`, `Documentation de l'API : ${url}/api/docs`];
  if (createdAdmin) lines.push(`Administrateur créé depuis l'environnement : ${createdAdmin}`);
  if (demoAccounts.length > 0) {
    lines.push('', 'Comptes de démonstration (mot de passe initial : passerelle-demo) :');
    for (const account of demoAccounts) {
      lines.push(
        `  ${account.username.padEnd(12)} ${account.name} — ${PROFILE_LABELS[account.profile]}, ${account.structure}`,
      );
    }
  }
  console.log(lines.join('\n') + '\n');
}

/**
 * Both results once both have settled; when the second fails, the first's result is disposed of
 * (closed) before the failure is thrown, so nothing is left open behind it.
 */
async function settle<A, B>(
  first: Promise<A>,
  second: Promise<B>,
  disposeFirst: (value: A) => Promise<unknown>,
): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === 'fulfilled' && b.status === 'fulfilled') return [a.value, b.value];
  if (a.status === 'fulfilled') await disposeFirst(a.value).catch(() => {});
  throw a.status === 'rejected' ? a.reason : (b as PromiseRejectedResult).reason;
}

main().catch((error: unknown) => {
  // Expected start-up failures get their message alone; anything else its stack.
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof FileStoreUnavailableError
  ) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Cannot listen: ${(error as Error).message}. Set PORT to a free port.`);
  } else {
    console.error('Passerelle failed to start:', error);
  }
  process.exit(1);
});
