import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where stored bytes live (uploads, generated documents, imported templates): a local directory
 * (FILES_DIR, the default) or an S3-compatible bucket shared by every replica (decision 046).
 * Keys are random, so a key never collides and never reveals a name; the database keeps the
 * original name and type.
 */
export interface FileStore {
  /** `disk` or `s3`: what the logs and the backup's manifest say. */
  readonly kind: 'disk' | 's3';
  /** Writes `bytes` under a new key and answers it. */
  put(bytes: Uint8Array): Promise<string>;
  /** Writes `bytes` under a known key (a restore, a copy between stores); replaces it. */
  putAt(key: string, bytes: Uint8Array): Promise<void>;
  /** The whole file; null when it is missing. */
  read(key: string): Promise<Buffer<ArrayBuffer> | null>;
  /** A stream of the file (a download); null when it is missing. */
  open(key: string): Promise<Readable | null>;
  /** Its size in bytes; null when it is missing. */
  size(key: string): Promise<number | null>;
  /** Deletes it; a missing file is fine. */
  remove(key: string): Promise<void>;
  /** Every stored key, in no particular order (backups, copies). */
  keys(): AsyncIterable<string>;
  /** Releases what the store holds open (the S3 client's connections); optional. */
  close?(): Promise<void>;
}

/**
 * The store the configuration names cannot be used (a missing bucket, refused credentials, an
 * unreachable endpoint): the start stops with this operator's message alone.
 */
export class FileStoreUnavailableError extends Error {
  constructor(reason: string, options?: ErrorOptions) {
    super(`Object storage unavailable: ${reason}`, options);
    this.name = 'FileStoreUnavailableError';
  }
}

const KEY = /^[0-9a-f]{32}$/;

export function isFileKey(key: string): boolean {
  return KEY.test(key);
}

export function checkFileKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid file key: ${key}`);
  return key;
}

export function newFileKey(): string {
  return randomBytes(16).toString('hex');
}

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
};

/** Files on a local directory, two levels of sub-directories keeping folders small. */
export class DiskFileStore implements FileStore {
  readonly kind = 'disk';

  constructor(readonly directory: string) {}

  async put(bytes: Uint8Array): Promise<string> {
    const key = newFileKey();
    const path = this.pathOf(key);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, bytes, { flag: 'wx' });
    return key;
  }

  async putAt(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, bytes);
  }

  async read(key: string): Promise<Buffer<ArrayBuffer> | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async open(key: string): Promise<Readable | null> {
    // Checked first: a stream's own ENOENT would come once the answer has started.
    if ((await this.size(key)) === null) return null;
    return createReadStream(this.pathOf(key));
  }

  async size(key: string): Promise<number | null> {
    try {
      const stats = await stat(this.pathOf(key));
      return stats.isFile() ? stats.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *keys(): AsyncIterable<string> {
    for (const first of await entries(this.directory)) {
      for (const second of await entries(join(this.directory, first))) {
        for (const name of await entries(join(this.directory, first, second))) {
          if (KEY.test(name) && name.startsWith(first + second)) yield name;
        }
      }
    }
  }

  /** Where the file of `key` is on the disk. */
  pathOf(key: string): string {
    checkFileKey(key);
    return join(this.directory, key.slice(0, 2), key.slice(2, 4), key);
  }
}

async function entries(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}
