import { stat } from 'node:fs/promises';
import { inspect } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { copyFiles, type CopyOutcome } from '../lib/copy-files.js';
import { DiskFileStore, FileStoreUnavailableError } from '../lib/file-store.js';
import { openS3FileStore } from '../lib/s3-file-store.js';

/*
 * What `npm run files:copy-to-s3` does (copy-files-to-s3.ts runs it): copies the files of the
 * disk store (FILES_DIR, or DATA_DIR/files) into the bucket of the S3_* variables, before the
 * portal is switched to FILE_STORAGE=s3 (decision 046). Reads the same environment as the
 * server. Run it again at any time: files the bucket already holds with the same size are skipped.
 */

const PROGRESS_EVERY = 500;

const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`;

function summary(outcome: CopyOutcome): string {
  const megabytes = (outcome.bytes / 1024 / 1024).toFixed(1);
  return (
    `${files(outcome.copied)} copied (${megabytes} MB), ` +
    `${files(outcome.skipped)} already in the bucket with the same size (skipped)`
  );
}

/** Where the command writes: its progress, and why it stopped. */
export interface CommandOutput {
  say(line: string): void;
  complain(line: string): void;
}

/** Runs the copy with `env` as its environment; answers the exit code (1: stopped, told why). */
export async function copyFilesToS3(
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
): Promise<number> {
  try {
    await copy(env, (line) => output.say(line));
    return 0;
  } catch (error: unknown) {
    if (error instanceof ConfigError || error instanceof FileStoreUnavailableError) {
      output.complain(error.message);
    } else {
      // As console.error shows it: the stack and the causes.
      output.complain(`The copy failed: ${inspect(error)}`);
    }
    return 1;
  }
}

async function copy(env: NodeJS.ProcessEnv, say: (line: string) => void): Promise<void> {
  const config = loadConfig(env);
  const folder = config.FILES_DIR;
  if (!(await stat(folder).catch(() => null))?.isDirectory()) {
    throw new FileStoreUnavailableError(
      `no folder ${folder} to copy from: set FILES_DIR (or DATA_DIR) as the portal has it.`,
    );
  }
  const source = new DiskFileStore(folder);
  const target = await openS3FileStore(config);
  try {
    say(`Copying the files of ${folder} into ${target.location()}…`);
    const outcome = await copyFiles(source, target, {
      onProgress: (progress) => {
        const done = progress.copied + progress.skipped + progress.vanished;
        if (done % PROGRESS_EVERY === 0) say(`  ${summary(progress)}`);
      },
    });
    say(`Done: ${summary(outcome)}.`);
    if (outcome.vanished > 0) {
      say(`${files(outcome.vanished)} deleted from ${folder} during the copy: not copied.`);
    }
    if (config.FILE_STORAGE !== 's3') {
      say('Set FILE_STORAGE=s3 (with the same S3_* variables) and restart the portal.');
    }
  } finally {
    await target.close();
  }
}
