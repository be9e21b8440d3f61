import type { Config } from '../config.js';
import { DiskFileStore, type FileStore } from './file-store.js';
import { openS3FileStore, type S3StoreConfig } from './s3-file-store.js';

/**
 * The store the configuration names (decision 046): FILES_DIR on the local disk, or the bucket of
 * the S3_* variables once it answers (FileStoreUnavailableError otherwise).
 */
export async function openFileStore(
  config: Pick<Config, 'FILE_STORAGE' | 'FILES_DIR'> & S3StoreConfig,
): Promise<FileStore> {
  if (config.FILE_STORAGE === 's3') return openS3FileStore(config);
  return new DiskFileStore(config.FILES_DIR);
}
