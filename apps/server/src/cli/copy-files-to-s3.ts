import { stat } from 'node:fs/promises';
import { ConfigError, loadConfig } from '../config.js';
import { copyFiles, type CopyOutcome } from '../lib/copy-files.js';
import { DiskFileStore, FileStoreUnavailableError } from '../lib/file-store.js';
import { openS3FileStore } from '../lib/s3-file-store.js';

/*
 * `npm run files:copy-to-s3`: copies the files of the disk store (FILES_DIR, or DATA_DIR/files)
 * into the bucket of the S3_* variables, before the portal is switched to FILE_STORAGE=s3
 * (decision 046). Reads the same environment as the server. Run it again at any time: files the
 * bucket already holds with the same size are skipped.
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

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const folder = config.FILES_DIR;
  if (!(await stat(folder).catch(() => null))?.isDirectory()) {
    throw new FileStoreUnavailableError(
      `no folder ${folder} to copy from: set FILES_DIR (or DATA_DIR) as the portal has it.`,
    );
  }
  const source = new DiskFileStore(folder);
  const target = await openS3FileStore(config);
  try {
    console.log(`Copying the files of ${folder} into ${target.location()}…`);
    const outcome = await copyFiles(source, target, {
      onProgress: (progress) => {
        const done = progress.copied + progress.skipped + progress.vanished;
        if (done % PROGRESS_EVERY === 0) console.log(`  ${summary(progress)}`);
      },
    });
    console.log(`Done: ${summary(outcome)}.`);
    if (outcome.vanished > 0) {
      console.log(`${files(outcome.vanished)} deleted from ${folder} during the copy: not copied.`);
    }
    if (config.FILE_STORAGE !== 's3') {
      console.log('Set FILE_STORAGE=s3 (with the same S3_* variables) and restart the portal.');
    }
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof FileStoreUnavailableError) {
    console.error(error.message);
  } else {
    console.error('The copy failed:', error);
  }
  process.exit(1);
});
