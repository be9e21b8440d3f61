import { constants } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Copies the directory `from` to `to` (files and folders; anything else refused), every file at
 * once through libuv's thread pool. Node 20's `fs.promises.cp` took 2.4 s for the embedded
 * database's template (1 200 files, 41 MB) where this takes 0.6 s, and `cpSync` would block the
 * modules loading meanwhile (decision 027).
 */
export async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) => {
      const source = join(from, entry.name);
      const target = join(to, entry.name);
      if (entry.isDirectory()) return copyTree(source, target);
      if (entry.isFile()) return copyFile(source, target, constants.COPYFILE_FICLONE);
      throw new Error(`copyTree copies files and folders only: ${source}`);
    }),
  );
}
