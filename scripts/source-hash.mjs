/**
 * The hash of a build's sources (paths and contents), which scripts/build.mjs keeps in the build's
 * output folder to tell whether the build is up to date. Outputs, caches, dependencies and test
 * files are no build input and are left out.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders that are outputs, caches, dependencies or tests, never sources of a build. */
const SKIPPED_DIRS = new Set(['node_modules', 'build', 'dist', '.react-router', 'test']);
const SKIPPED_FILES = /\.test\.tsx?$|^vitest\.config\.ts$/;

/** The files under `entry` (a file or a folder, relative to `root`), sorted. */
function listFiles(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  const files = [];
  for (const dirent of readdirSync(full, { withFileTypes: true })) {
    const relative = path.posix.join(entry, dirent.name);
    if (dirent.isDirectory()) {
      if (!SKIPPED_DIRS.has(dirent.name)) files.push(...listFiles(root, relative));
    } else if (dirent.isFile() && !SKIPPED_FILES.test(dirent.name)) {
      files.push(relative);
    }
  }
  return files.sort();
}

/** SHA-256 of the files under `inputs` (files or folders relative to `root`): names and bytes. */
export function sourceHash(root, inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listFiles(root, input))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
