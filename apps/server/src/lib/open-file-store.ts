import type { Config } from '../config.js';
import { DiskFileStore, type FileStore } from './file-store.js';

/** The store the configuration names (decision 046). */
export async function openFileStore(
  config: Pick<Config, 'FILE_STORAGE' | 'FILES_DIR'>,
): Promise<FileStore> {
  if (config.FILE_STORAGE === 's3') throw new Error('FILE_STORAGE=s3 is not available yet');
  return new DiskFileStore(config.FILES_DIR);
}
