import { z } from 'zod';

/*
 * What a backup archive says about itself (decision 047): `manifest.json` (this schema) and
 * `SHA256SUMS` (one `<sha256>  <entry>` line per data entry, as `sha256sum -c` reads it). The
 * restore reads both before anything else and refuses an archive they do not describe exactly.
 */

export const MANIFEST_ENTRY = 'manifest.json';
export const CHECKSUMS_ENTRY = 'SHA256SUMS';
/** The PostgreSQL dump (pg_dump's custom format). */
export const POSTGRES_DUMP_ENTRY = 'database/postgres.dump';
/** The embedded database's data directory, file by file, under this prefix. */
export const PGLITE_PREFIX = 'database/pglite/';
/** The store's files, one entry per key, under this prefix. */
export const FILES_PREFIX = 'files/';

export const FORMAT = 'passerelle-backup';
/** Raised when the archive's layout changes; a restore refuses a version it does not know. */
export const FORMAT_VERSION = 1;

const count = z.number().int().nonnegative();

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    /** `server_version` of the database dumped. */
    serverVersion: z.string(),
    /** `pg_dump --version` (PostgreSQL); null for the embedded database (a copy of its files). */
    dumpedBy: z.string().nullable(),
    migrations: z.object({
      /** Migrations applied (rows of drizzle.__drizzle_migrations). */
      count,
      /** The last one's tag (`0019_replicas_jobs_limits`) and its journal time. */
      last: z.string(),
      lastCreatedAt: z.number().int(),
    }),
    /** Rows of every table of the `public` schema, counted in the dump's own snapshot. */
    rows: z.record(z.string(), count),
    /** Entries and bytes (before compression) of the database part. */
    entries: count,
    bytes: count,
  }),
  files: z.object({
    store: z.enum(['disk', 's3']),
    count,
    bytes: count,
    /** Keys the database references that the store did not have when the backup ran. */
    missing: z.array(z.string()),
  }),
  checksums: z.object({ entry: z.literal(CHECKSUMS_ENTRY), sha256: z.string() }),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** `SHA256SUMS`' text: one line per entry, sorted, as `sha256sum` writes them. */
export function formatChecksums(sums: ReadonlyMap<string, string>): string {
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, sha256]) => `${sha256}  ${name}\n`)
    .join('');
}

/** Reads `SHA256SUMS`; null when a line is not `<64 hex digits>  <name>`. */
export function parseChecksums(text: string): Map<string, string> | null {
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const match = /^([0-9a-f]{64}) {2}(\S+)$/.exec(line);
    if (!match || sums.has(match[2]!)) return null;
    sums.set(match[2]!, match[1]!);
  }
  return sums;
}
