import { rmSync } from 'node:fs';
import { runCommand } from './backup/command.js';
import { partialPath, writeBackup } from './backup/write-backup.js';

/*
 * `npm run backup -- FILE`: one zip holding the database and the store's files (decision 047),
 * with the portal's environment. On PostgreSQL the portal keeps running; the embedded database
 * must be stopped first.
 */

// Compiled to CommonJS (dist/backup.cjs), which has no top-level await; runCommand reports every
// failure itself, with the exit code.
void runCommand({
  name: 'backup',
  flags: [],
  usage: `Usage: npm run backup -- FILE

Writes one archive (a zip) holding the database and every file of the store, with a manifest
and a checksum per entry. It reads the same environment as the portal (DATABASE_URL, DATA_DIR,
FILE_STORAGE, FILES_DIR, S3_*). On PostgreSQL (pg_dump of the server's version or later in PATH)
the portal keeps running; the embedded database can only be backed up with the portal stopped.
FILE must not exist; it is written as FILE.partial and renamed once complete.`,
  run: async (config, file, _flags, say) => {
    // Ctrl-C: no half archive left behind (the lock on an embedded database goes with the process).
    process.once('SIGINT', () => {
      rmSync(partialPath(file), { force: true });
      console.error('Backup interrupted: nothing was written.');
      process.exit(130);
    });
    say(`Backing up Passerelle into ${file}`);
    await writeBackup(config, file, say);
  },
});
