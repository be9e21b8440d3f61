import {
  t,
  UPLOAD_EXTENSIONS,
  IMAGE_UPLOAD_TYPES,
  UPLOAD_MIME_TYPES,
  providerStructureIds,
  UPLOAD_TYPE_LABELS,
  uploadRefusal,
  type SessionUser,
  type UploadType,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import type { StoredFile } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { FileStore } from '../../lib/file-store.js';
import { detectUploadType } from '../../lib/upload-type.js';
import {
  findFile,
  insertFile,
  isParticipantFile,
  isProviderFile,
  isPublicFile,
} from './files.repository.js';

export interface IncomingFile {
  fileName: string;
  bytes: Uint8Array;
}

/** The French list of accepted formats, for the spec §5 "invalid file format" message. */
export function formatList(types: readonly UploadType[]): string {
  return types.map((type) => UPLOAD_TYPE_LABELS[type]).join(', ');
}

/** A file name safe to store and to send back: no path, no control characters, not too long. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (base || 'fichier').slice(0, 200);
}

/**
 * Checks every file's type from its content, and that its name states that type (shared
 * `uploadRefusal`), then stores them all; nothing is kept when one is refused or when the
 * database write fails.
 */
export async function saveUploads(
  db: Database,
  store: FileStore,
  incoming: readonly IncomingFile[],
  accepted: readonly UploadType[],
  uploadedById: number,
): Promise<StoredFile[]> {
  const typed = incoming.map((file) => {
    const name = cleanFileName(file.fileName);
    const type = detectUploadType(file.bytes);
    const refusal = uploadRefusal(name, type, accepted);
    if (refusal !== null) {
      const message =
        refusal === 'nameMismatch' && type !== null
          ? t('validation.fileNameMismatch', {
              type: UPLOAD_TYPE_LABELS[type],
              extensions: UPLOAD_EXTENSIONS[type].join(', '),
            })
          : t('validation.fileFormat', { format: formatList(accepted) });
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { files: [`${name} : ${message}`] } });
    }
    return { ...file, type: type! };
  });
  const keys: string[] = [];
  try {
    for (const file of typed) keys.push(await store.put(file.bytes));
    return await db.transaction(async (tx) => {
      const rows: StoredFile[] = [];
      for (const [index, file] of typed.entries()) {
        rows.push(
          await insertFile(tx, {
            storageKey: keys[index]!,
            originalName: cleanFileName(file.fileName),
            mimeType: UPLOAD_MIME_TYPES[file.type],
            size: file.bytes.byteLength,
            uploadedById,
          }),
        );
      }
      return rows;
    });
  } catch (error) {
    await Promise.all(keys.map((key) => store.remove(key)));
    throw error;
  }
}

/**
 * Records bytes the portal made itself (a generated PDF sent as a mail's attachment, decision
 * 039), already written to the file store under `storageKey`, in the caller's transaction: a
 * file nothing attaches goes with the periodic clean-up (decision 013).
 */
export function recordGeneratedFile(
  tx: Executor,
  file: {
    storageKey: string;
    fileName: string;
    mimeType: string;
    size: number;
    createdById: number | null;
  },
): Promise<StoredFile> {
  return insertFile(tx, {
    storageKey: file.storageKey,
    originalName: cleanFileName(file.fileName),
    mimeType: file.mimeType,
    size: file.size,
    uploadedById: file.createdById,
  });
}

/**
 * Who may download a file: anyone for a public one; admins and managers for every file; a
 * provider for the files of its own actions and sessions; a beneficiary for the participant
 * documents and supplementary resources of the actions of its confirmed registrations (decision
 * 061). Others get 404, which reveals nothing.
 */
export async function canReadFile(
  db: Database,
  file: StoredFile,
  user: SessionUser | null,
): Promise<{ allowed: boolean; isPublic: boolean }> {
  if (await isPublicFile(db, file.id)) return { allowed: true, isPublic: true };
  if (user === null) return { allowed: false, isPublic: false };
  if (user.userProfileCode === 'profile_admin' || user.userProfileCode === 'profile_manager') {
    return { allowed: true, isPublic: false };
  }
  if (user.userProfileCode === 'profile_provider') {
    const allowed = await isProviderFile(db, file.id, user.id, providerStructureIds(user));
    return { allowed, isPublic: false };
  }
  if (file.uploadedById === user.id) return { allowed: true, isPublic: false };
  if (user.userProfileCode === 'profile_beneficiary') {
    return { allowed: await isParticipantFile(db, file.id, user.id), isPublic: false };
  }
  return { allowed: false, isPublic: false };
}

/** The file `id` if `user` (null: anonymous) may download it, else 404 (which reveals nothing). */
export async function findReadableFile(
  db: Database,
  id: number,
  user: SessionUser | null,
): Promise<{ file: StoredFile; isPublic: boolean }> {
  const file = await findFile(db, id);
  if (!file) throw new AppError('NOT_FOUND');
  const access = await canReadFile(db, file, user);
  if (!access.allowed) throw new AppError('NOT_FOUND');
  return { file, isPublic: access.isPublic };
}

const IMAGE_MIME_TYPES = new Set<string>(IMAGE_UPLOAD_TYPES.map((type) => UPLOAD_MIME_TYPES[type]));

/** The file `id` if it is a public image (the image optimiser serves those only), else undefined. */
export async function findPublicImage(db: Database, id: number): Promise<StoredFile | undefined> {
  const file = await findFile(db, id);
  if (!file || !IMAGE_MIME_TYPES.has(file.mimeType)) return undefined;
  return (await isPublicFile(db, file.id)) ? file : undefined;
}
