import type { FileStore } from './file-store.js';

/** What a copy between two stores did. */
export interface CopyOutcome {
  /** Files written to the target. */
  copied: number;
  /** Their bytes. */
  bytes: number;
  /** Files the target already held with the same size, left as they were. */
  skipped: number;
  /** Keys listed by the source whose file was gone when its turn came. */
  vanished: number;
}

export interface CopyOptions {
  /** Files copied at once (each held in memory meanwhile). */
  concurrency?: number;
  /** Called after each file, with the counts so far. */
  onProgress?: (outcome: Readonly<CopyOutcome>) => void;
}

/**
 * Copies every file of `source` into `target` under the same key. Idempotent: a file the target
 * already holds with the same size is skipped, so a copy interrupted or run again only does
 * what is left (keys are random and a file's bytes never change under its key, so the same
 * size means the same file).
 */
export async function copyFiles(
  source: FileStore,
  target: FileStore,
  options: CopyOptions = {},
): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { copied: 0, bytes: 0, skipped: 0, vanished: 0 };
  const keys = source.keys()[Symbol.asyncIterator]();
  let failed = false;
  // A few workers share one listing: each takes the next key when it is done with its own; the
  // first failure stops them all.
  const worker = async () => {
    while (!failed) {
      const next = await keys.next();
      if (next.done) return;
      try {
        await copyOne(next.value);
      } catch (error) {
        failed = true;
        throw error;
      }
      options.onProgress?.(outcome);
    }
  };
  const copyOne = async (key: string) => {
    const [size, present] = await Promise.all([source.size(key), target.size(key)]);
    if (size === null) {
      outcome.vanished += 1;
    } else if (present === size) {
      outcome.skipped += 1;
    } else {
      const bytes = await source.read(key);
      if (!bytes) {
        outcome.vanished += 1;
        return;
      }
      await target.putAt(key, bytes);
      outcome.copied += 1;
      outcome.bytes += bytes.length;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return outcome;
}
