import {
  documentImageMessage,
  documentImageRefusal,
  fileUrl,
  PROVIDER_IMAGE_FIELDS,
  reachesProviderInformation,
  t,
  uploadTypeOfMime,
  type ProviderImageField,
  type ProviderInformation,
  type ProviderInformationUpdate,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import type { FileStore } from '../../lib/file-store.js';
import { imageDimensions } from '../../lib/image-dimensions.js';
import { reachedOrNotFound } from '../access/access.service.js';
import {
  findProviderInformation,
  findUploadedImages,
  updateProviderInformation,
  type ProviderImageRow,
  type ProviderInformationRow,
} from './provider-information.repository.js';

/*
 * The provider information (decision 037): what a provider structure puts on its documents — logo,
 * stamp, manager's name and title — read and saved by the provider for its own structure
 * (`/back/information`) and by the admin for any provider structure (the structure's record).
 */

export type { ProviderImageRow, ProviderInformationRow };

const describe = (image: ProviderImageRow | null) =>
  image && {
    id: image.id,
    name: image.name,
    mimeType: image.mimeType,
    size: image.size,
    url: fileUrl(image),
  };

function answerOf(row: ProviderInformationRow): ProviderInformation {
  const { type: _type, ...structure } = row.structure;
  return {
    structure,
    managerName: row.managerName,
    managerCivility: row.managerCivility,
    managerTitle: row.managerTitle,
    logo: describe(row.logo),
    stamp: describe(row.stamp),
  };
}

/**
 * The provider information of structure `id`, whoever asks (its logo's and stamp's stored files
 * included): for the documents generated with it. Undefined when it is no provider structure.
 */
export async function loadProviderInformation(
  db: Executor,
  id: number,
): Promise<ProviderInformationRow | undefined> {
  const row = await findProviderInformation(db, id);
  return row?.structure.type === 'provider' ? row : undefined;
}

/** `GET /api/structures/{id}/information`: 404 for a structure out of reach or no provider. */
export async function getProviderInformation(
  db: Executor,
  user: SessionUser,
  id: number,
): Promise<ProviderInformation> {
  const row = reachedOrNotFound(await findProviderInformation(db, id), (found) =>
    reachesProviderInformation(user, found.structure),
  );
  return answerOf(row);
}

/** The French refusal of a stored image for the documents, or null: format, weight, then size. */
async function imageRefusal(store: FileStore, image: ProviderImageRow): Promise<string | null> {
  const facts = { type: uploadTypeOfMime(image.mimeType), bytes: image.size };
  const early = documentImageRefusal(facts);
  if (early !== null) return documentImageMessage(early);
  const bytes = await store.read(image.storageKey).catch(() => null);
  if (!bytes) return t('providerInformation.image.unknownFile');
  const dimensions = imageDimensions(bytes);
  const refusal = documentImageRefusal({ ...facts, bytes: bytes.byteLength, dimensions });
  return refusal === null ? null : documentImageMessage(refusal, { dimensions });
}

/**
 * Checks the images a save would put on the documents: each new one must be a file the user
 * uploaded (or the structure's logo or stamp already) and pass the shared image rule.
 */
async function checkImages(
  db: Executor,
  store: FileStore,
  user: SessionUser,
  current: ProviderInformationRow,
  input: ProviderInformationUpdate,
): Promise<void> {
  const kept = [current.logo, current.stamp].filter((image) => image !== null);
  const wanted = PROVIDER_IMAGE_FIELDS.flatMap((field) => {
    const fileId = input[field];
    return fileId === undefined || fileId === null ? [] : [{ field, fileId }];
  });
  const uploaded = await findUploadedImages(
    db,
    user.id,
    wanted.map(({ fileId }) => fileId),
  );
  const errors: Partial<Record<ProviderImageField, string[]>> = {};
  for (const { field, fileId } of wanted) {
    // An image the structure already shows was checked when it was saved.
    if (kept.some((image) => image.id === fileId)) continue;
    const image = uploaded.find((file) => file.id === fileId);
    const refusal = image
      ? await imageRefusal(store, image)
      : t('providerInformation.image.unknownFile');
    if (refusal !== null) errors[field] = [refusal];
  }
  if (Object.keys(errors).length > 0)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: errors });
}

/**
 * `PATCH /api/structures/{id}/information`: saves what is given (absent fields unchanged, null
 * clears), all or nothing; 404 out of reach, 400 with the field's French message for a refused
 * image. The images no longer used go with the periodic clean-up of unattached files.
 */
export async function saveProviderInformation(
  db: Database,
  store: FileStore,
  user: SessionUser,
  id: number,
  input: ProviderInformationUpdate,
): Promise<ProviderInformation> {
  return db.transaction(async (tx) => {
    const current = reachedOrNotFound(await findProviderInformation(tx, id, 'update'), (found) =>
      reachesProviderInformation(user, found.structure),
    );
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as ProviderInformationUpdate;
    // An empty change is no error: the information is answered unchanged (decision 026).
    if (Object.keys(changes).length === 0) return answerOf(current);
    await checkImages(tx, store, user, current, changes);
    await updateProviderInformation(tx, id, changes);
    return answerOf((await findProviderInformation(tx, id))!);
  });
}
