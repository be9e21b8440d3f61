import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

/** Raised when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number | null,
  ) {
    super(
      `The data directory is already in use by another Passerelle process` +
        `${pid === null ? '' : ` (pid ${pid})`}: ${lockPath} exists. ` +
        `PGlite cannot be shared between processes: stop the other process, ` +
        `or start this one with another DATA_DIR (or a DATABASE_URL). ` +
        `If no other process uses it, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Lock files held by this process, so that opening twice here is refused too. */
const heldHere = new Set<string>();

export interface DirLock {
  readonly path: string;
  release(): void;
}

/**
 * Takes an exclusive lock file (created with O_EXCL) holding our pid and host. A lock left by a
 * dead process on this host is stale and taken over; a live one (or one from another host) makes
 * this process refuse to start. The lock is also dropped if the process exits without release().
 */
export function acquireDirLock(path: string): DirLock {
  const lockPath = resolve(path);
  const content = JSON.stringify({ pid: process.pid, host: hostname() });
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, content);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (attempt > 0 || !isStale(lockPath, holder)) {
        throw new DataDirLockedError(lockPath, holder?.pid ?? null);
      }
      if (holder === null) unlinkQuietly(lockPath);
      else removeIfSame(lockPath, holder);
    }
  }

  heldHere.add(lockPath);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(lockPath);
    process.off('exit', release);
    removeIfSame(lockPath, { pid: process.pid, host: hostname() });
  };
  process.on('exit', release);
  return { path: lockPath, release };
}

interface Holder {
  pid: number;
  host: string;
}

function readHolder(lockPath: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? { pid: parsed.pid, host: parsed.host }
      : null;
  } catch {
    return null;
  }
}

/** A lock file nobody could have written in the last seconds is left over by a crash. */
const HALF_WRITTEN_GRACE_MS = 10_000;

function isStale(lockPath: string, holder: Holder | null): boolean {
  if (holder === null) {
    try {
      return Date.now() - statSync(lockPath).mtimeMs > HALF_WRITTEN_GRACE_MS;
    } catch {
      return true; // gone meanwhile
    }
  }
  if (holder.host !== hostname()) return false; // cannot tell whether it is alive
  // Our own pid: held by this process, or left by an earlier one that had the same pid (containers).
  if (holder.pid === process.pid) return !heldHere.has(lockPath);
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function removeIfSame(lockPath: string, holder: Holder): void {
  const current = readHolder(lockPath);
  if (current === null || current.pid !== holder.pid || current.host !== holder.host) return;
  unlinkQuietly(lockPath);
}

function unlinkQuietly(lockPath: string): void {
  try {
    unlinkSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
