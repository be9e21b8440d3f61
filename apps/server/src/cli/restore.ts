import { runCommand } from './backup/command.js';
import { restoreBackup } from './backup/restore-backup.js';

/*
 * `npm run restore -- FILE [--force]`: loads a backup of `npm run backup` into the configured
 * database and store, which must be empty unless --force says to replace them (decision 047).
 */

// Compiled to CommonJS (dist/restore.cjs), which has no top-level await; runCommand reports every
// failure itself, with the exit code.
void runCommand({
  name: 'restore',
  flags: ['force'],
  usage: `Usage: npm run restore -- FILE [--force]

Loads the archive written by \`npm run backup\` into the database and the file store that the
environment names (the same as the portal's), then applies the migrations it lacks; the portal
then starts on them as usual. The archive is checked whole first (manifest, every checksum).
The database and the store must be empty; the embedded database must not be in use (stop the
portal). --force replaces what they hold: on PostgreSQL the schemas public and drizzle, in the
restore's own transaction; the embedded database's folder once the new one is in place; the
store's files not in the archive are deleted.`,
  run: async (config, file, flags, say) => {
    say(`Restoring Passerelle from ${file}`);
    await restoreBackup(config, file, { force: flags.force! }, say);
  },
});
