import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded bytes live: a local directory (FILES_DIR). Keys are random, so a key never
 * collides and never reveals a name; the database keeps the original name and type.
 */
export class FileStore {
  constructor(readonly directory: string) {}

  /** Writes `bytes` under a new key (two levels of sub-directories keep folders small). */
  async put(bytes: Uint8Array): Promise<string> {
    const key = randomBytes(16).toString('hex');
    const path = this.pathOf(key);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, bytes, { flag: 'wx' });
    return key;
  }

  open(key: string): ReadStream {
    return createReadStream(this.pathOf(key));
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  pathOf(key: string): string {
    if (!/^[0-9a-f]{32}$/.test(key)) throw new Error(`Invalid file key: ${key}`);
    return join(this.directory, key.slice(0, 2), key.slice(2, 4), key);
  }
}
