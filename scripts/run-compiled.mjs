/**
 * `npm run backup -- …` and `npm run restore -- …`: the operator's command compiled with the
 * server (`apps/server/dist/<name>.cjs`, decision 083), run in this process. It is the version of
 * the portal that was built, hence the one that runs. It never builds: a backup runs beside a
 * running portal, and a rebuild would replace the web assets that portal serves.
 *
 *   node scripts/run-compiled.mjs backup FILE
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const COMMANDS = ['backup', 'restore'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The command reads its own arguments from process.argv.slice(2): drop its name from there.
const [name] = process.argv.splice(2, 1);
if (!COMMANDS.includes(name)) {
  console.error(`Usage: node scripts/run-compiled.mjs ${COMMANDS.join('|')} [ARGUMENTS]`);
  process.exit(2);
}
const compiled = path.join(root, 'apps', 'server', 'dist', `${name}.cjs`);
if (!existsSync(compiled)) {
  console.error(
    `${path.relative(process.cwd(), compiled)} is missing: build the portal first ` +
      '(`npm run build`; `npm start` builds it too).',
  );
  process.exit(1);
}
process.setSourceMapsEnabled(true);
createRequire(import.meta.url)(compiled);
