import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveWriter, readArchive } from './archive.js';
import { formatChecksums, parseChecksums } from './manifest.js';
import { OperatorError } from './operator-error.js';

const folder = mkdtempSync(join(tmpdir(), 'passerelle-archive-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function entriesOf(path: string) {
  const found: Record<string, { size: number; sha256: string } | 'directory'> = {};
  for await (const entry of readArchive(path)) {
    found[entry.name] = entry.isDirectory ? 'directory' : await entry.digest();
  }
  return found;
}

describe('the backup archive', () => {
  const big = Buffer.alloc(3 * 1024 * 1024, 'passerelle ');
  const random = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 251));

  it('holds streamed, deflated, stored and directory entries, each with its checksum', async () => {
    const path = join(folder, 'round-trip.zip');
    const archive = new ArchiveWriter(path);
    // A stream in many chunks, as pg_dump's output or a file of the store comes.
    const written = await archive.addStream(
      'database/big',
      Readable.from(chunks(big, 65_536)),
      true,
    );
    expect(written).toEqual({ size: big.length, sha256: sha256(big) });
    await archive.addStream('files/random', Readable.from([random]), false);
    archive.addDirectory('database/empty/');
    archive.addBuffer('manifest.json', Buffer.from('{}'));
    const size = await archive.finish();
    expect(size).toBe(statSync(path).size);
    // Deflated: the repeated text takes far less room than its 3 MB.
    expect(size).toBeLessThan(big.length / 10);

    expect(await entriesOf(path)).toEqual({
      'database/big': { size: big.length, sha256: sha256(big) },
      'files/random': { size: random.length, sha256: sha256(random) },
      'database/empty/': 'directory',
      'manifest.json': { size: 2, sha256: sha256(Buffer.from('{}')) },
    });
  });

  it('never writes over an existing file, and fails when a source stream fails', async () => {
    const existing = join(folder, 'existing.zip');
    writeFileSync(existing, 'keep me');
    const refused = new ArchiveWriter(existing);
    await expect(refused.finish()).rejects.toThrow(/EEXIST/);
    expect(readFileSync(existing, 'utf8')).toBe('keep me');

    const archive = new ArchiveWriter(join(folder, 'broken-source.zip'));
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection reset by the object store'));
      },
    });
    await expect(archive.addStream('files/x', failing, false)).rejects.toThrow(/connection reset/);
    archive.abort();
  });

  it('refuses a truncated archive with a clear reason', async () => {
    const path = join(folder, 'round-trip.zip');
    const truncated = join(folder, 'truncated.zip');
    writeFileSync(truncated, readFileSync(path));
    truncateSync(truncated, Math.floor(statSync(path).size / 2));
    const reading = entriesOf(truncated);
    await expect(reading).rejects.toBeInstanceOf(OperatorError);
    await expect(reading).rejects.toThrow(
      /cannot be read .*truncated, damaged or not a Passerelle backup\. Nothing was changed\./,
    );
    await expect(entriesOf(join(folder, 'none.zip'))).rejects.toThrow(/No such file/);
  });
});

describe('SHA256SUMS', () => {
  it('is written as sha256sum writes it, sorted, and read back', () => {
    const sums = new Map([
      ['files/b', 'b'.repeat(64)],
      ['database/postgres.dump', 'a'.repeat(64)],
    ]);
    const text = formatChecksums(sums);
    expect(text).toBe(`${'a'.repeat(64)}  database/postgres.dump\n${'b'.repeat(64)}  files/b\n`);
    expect(parseChecksums(text)).toEqual(sums);
  });

  it('refuses a line that is not a checksum and a name, or a name twice', () => {
    expect(parseChecksums('xyz  files/a\n')).toBeNull();
    expect(parseChecksums(`${'a'.repeat(64)} files/a\n`)).toBeNull();
    expect(parseChecksums(`${'a'.repeat(64)}  files/a\n${'b'.repeat(64)}  files/a\n`)).toBeNull();
  });
});

function* chunks(bytes: Buffer, size: number): Generator<Buffer> {
  for (let start = 0; start < bytes.length; start += size)
    yield bytes.subarray(start, start + size);
}
