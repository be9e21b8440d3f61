/**
 * Builds what `npm start` runs: the web app (apps/web/build) and the compiled server
 * (apps/server/dist).
 *
 *   node scripts/build.mjs              builds both (`npm run build`)
 *   node scripts/build.mjs --if-needed  builds only what is missing or out of date (`npm start`)
 *
 * "Out of date" is decided by a stamp: after each build, the hash of the sources it was made from
 * (scripts/source-hash.mjs: paths and contents) is written into its output folder. A change to
 * any of those files, the lockfile included (another version of a dependency), gives another
 * hash, hence a rebuild; an unchanged tree starts at once.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceHash } from './source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What every target is built from besides its own folder. */
const COMMON_INPUTS = ['package-lock.json', 'tsconfig.base.json', 'packages/shared'];

const TARGETS = [
  {
    name: 'web app',
    inputs: ['apps/web', ...COMMON_INPUTS],
    output: 'apps/web/build',
    command: ['npm', ['run', '--silent', '-w', '@passerelle/web', 'build']],
  },
  {
    name: 'server',
    inputs: ['apps/server', ...COMMON_INPUTS],
    output: 'apps/server/dist',
    command: ['npm', ['run', '--silent', '-w', '@passerelle/server', 'build']],
  },
];

const STAMP = '.source-hash';

function readStamp(output) {
  try {
    return readFileSync(path.join(root, output, STAMP), 'utf8').trim();
  } catch {
    return null;
  }
}

const ifNeeded = process.argv.includes('--if-needed');
for (const target of TARGETS) {
  // Hashed before building: a source edited during the build makes the next start rebuild.
  const hash = sourceHash(root, target.inputs);
  if (ifNeeded && readStamp(target.output) === hash) continue;
  const started = Date.now();
  console.log(`Building the ${target.name} (${target.output})…`);
  const [command, args] = target.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Building the ${target.name} failed.`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(path.join(root, target.output, STAMP), `${hash}\n`);
  console.log(`Built the ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
