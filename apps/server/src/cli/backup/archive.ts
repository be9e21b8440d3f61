import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { Transform, type Readable, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { OperatorError } from './operator-error.js';

/*
 * The backup archive is a zip (decision 047): written as a stream by yazl, entry after entry, so
 * neither the database dump nor the store sits in memory; read by yauzl from its central
 * directory, which a truncated file lacks, so a cut-short archive is refused before anything.
 */

/** Size and SHA-256 of an entry's content, as written. */
export interface Written {
  size: number;
  sha256: string;
}

/** A stream that passes bytes through, counting them and hashing them. */
function digester(): Transform & { result(): Written } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(stream, { result: () => ({ size, sha256: hash.digest('hex') }) });
}

/** Writes a zip to `path` (which must not exist), one entry at a time. */
export class ArchiveWriter {
  private readonly zip = new ZipFile();
  private readonly output: WriteStream;
  /** Rejects when the archive cannot be written (disk full, yazl's error); never resolves. */
  private readonly broken: Promise<never>;

  constructor(readonly path: string) {
    this.output = createWriteStream(path, { flags: 'wx' });
    this.zip.outputStream.pipe(this.output);
    this.broken = new Promise<never>((_, fail) => {
      this.output.once('error', fail);
      this.zip.once('error', fail);
    });
    this.broken.catch(() => {}); // also seen by whoever writes next
  }

  /**
   * Adds an entry from `stream` and resolves once its last byte has gone into the archive.
   * `compress`: deflate it (what compresses: the embedded database's files), or store it as it
   * is (a compressed dump, PDFs, images).
   */
  async addStream(name: string, stream: Readable, compress: boolean): Promise<Written> {
    const digest = digester();
    stream.once('error', (error) => digest.destroy(error));
    stream.pipe(digest);
    this.zip.addReadStream(digest, name, { compress });
    await Promise.race([finished(digest), this.broken]);
    return digest.result();
  }

  addBuffer(name: string, bytes: Buffer): Written {
    this.zip.addBuffer(bytes, name, { compress: true });
    return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  addDirectory(name: string): void {
    this.zip.addEmptyDirectory(name);
  }

  /** Writes the central directory, closes the file and answers its size. */
  async finish(): Promise<number> {
    this.zip.end();
    await Promise.race([finished(this.output), this.broken]);
    return this.output.bytesWritten;
  }

  /** Stops writing (the caller removes the file). */
  abort(): void {
    this.zip.outputStream.unpipe(this.output);
    this.output.destroy();
  }
}

/** An entry of an archive being read; its content is read (inflated, size-checked) on demand. */
export interface ArchiveEntry {
  name: string;
  isDirectory: boolean;
  /** Its size once uncompressed, as the central directory says. */
  size: number;
  /** The SHA-256 and size of its content. */
  digest(): Promise<Written>;
  /** Its content in memory (a stored file: one at a time). */
  bytes(): Promise<Buffer<ArrayBuffer>>;
  /** Its content written to `target`, which is closed at the end. */
  copyTo(target: Writable): Promise<void>;
}

/** The restore's answer to an archive that yauzl cannot read. */
export function damagedArchive(path: string, error: unknown): OperatorError {
  const reason = error instanceof Error ? error.message : String(error);
  return new OperatorError(
    `The archive ${path} cannot be read (${reason}): it is truncated, damaged or not a ` +
      'Passerelle backup. Nothing was changed.',
  );
}

/**
 * Each entry of the zip at `path`, in the archive's order. Every pass opens the file again: the
 * central directory is read each time, an entry's data only when asked for.
 */
export async function* readArchive(path: string): AsyncGenerator<ArchiveEntry> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: true,
      autoClose: false,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new OperatorError(`No such file: ${path}`);
    }
    throw damagedArchive(path, error);
  }
  /** Runs `work` on the entry's data stream; any failure reading it is the archive's. */
  const reading = async <T>(entry: yauzl.Entry, work: (stream: Readable) => Promise<T>) => {
    try {
      return await work(await zip.openReadStreamPromise(entry));
    } catch (error) {
      throw damagedArchive(path, error);
    }
  };
  try {
    const entries = zip.eachEntry();
    for (;;) {
      let next: IteratorResult<yauzl.Entry>;
      try {
        next = await entries.next();
      } catch (error) {
        throw damagedArchive(path, error);
      }
      if (next.done) break;
      const entry = next.value;
      yield {
        name: entry.fileName,
        isDirectory: entry.fileName.endsWith('/'),
        size: entry.uncompressedSize,
        digest: () => reading(entry, digestOf),
        bytes: () => reading(entry, bytesOf),
        copyTo: async (target) => {
          const stream = await reading(entry, async (opened) => opened);
          try {
            await pipeline(stream, target);
          } catch (error) {
            // The target's own failure (a full disk) is not the archive's.
            if ((target as Writable).errored) throw error;
            throw damagedArchive(path, error);
          }
        },
      };
    }
  } finally {
    zip.close();
  }
}

async function digestOf(stream: Readable): Promise<Written> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

async function bytesOf(stream: Readable): Promise<Buffer<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
