import type { Civility, StructureType } from '@passerelle/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.js';
import { files, structures, type StoredFile } from '../../db/schema/index.js';
import {
  selectStructuresWithImages,
  structureLogo,
  structureStamp,
} from '../../lib/query-joins.js';

/*
 * The provider information's SQL (decision 037): a structure's identity, manager and images in
 * one statement, the files an update may use, the update itself.
 */

/** The columns of a file (of `files` or one of its aliases) that the information needs. */
function fileColumns<
  F extends Record<'id' | 'originalName' | 'mimeType' | 'size' | 'storageKey', AnyPgColumn>,
>(
  file: F,
): {
  id: F['id'];
  name: F['originalName'];
  mimeType: F['mimeType'];
  size: F['size'];
  storageKey: F['storageKey'];
} {
  return {
    id: file.id,
    name: file.originalName,
    mimeType: file.mimeType,
    size: file.size,
    storageKey: file.storageKey,
  };
}

/** An image of the provider information as stored. */
export type ProviderImageRow = Pick<StoredFile, 'id' | 'mimeType' | 'size' | 'storageKey'> & {
  name: string;
};

export interface ProviderInformationRow {
  structure: {
    id: number;
    name: string;
    type: StructureType;
    siret: string | null;
    address: string | null;
    zipCode: string | null;
    city: string | null;
  };
  managerName: string | null;
  managerCivility: Civility | null;
  managerTitle: string | null;
  logo: ProviderImageRow | null;
  stamp: ProviderImageRow | null;
}

/**
 * The structure `id` with its provider information; `lock` locks its row until the transaction
 * ends (two saves of one structure then follow each other).
 */
export async function findProviderInformation(
  db: Executor,
  id: number,
  lock?: 'update',
): Promise<ProviderInformationRow | undefined> {
  const query = selectStructuresWithImages(db, {
    id: structures.id,
    name: structures.name,
    type: structures.type,
    siret: structures.siret,
    address: structures.address,
    zipCode: structures.zipCode,
    city: structures.city,
    managerName: structures.managerName,
    managerCivility: structures.managerCivility,
    managerTitle: structures.managerTitle,
    logo: fileColumns(structureLogo),
    stamp: fileColumns(structureStamp),
  }).where(eq(structures.id, id));
  const [row] = await (lock ? query.for('update', { of: structures }) : query);
  if (!row) return undefined;
  const { managerName, managerCivility, managerTitle, logo, stamp, ...structure } = row;
  // A left-joined object is null when nothing joins.
  return { structure, managerName, managerCivility, managerTitle, logo, stamp };
}

/** Those of `ids` that `userId` uploaded, with what their check needs. */
export async function findUploadedImages(
  db: Executor,
  userId: number,
  ids: readonly number[],
): Promise<ProviderImageRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(fileColumns(files))
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.uploadedById, userId)));
}

export interface ProviderInformationValues {
  managerName?: string | null;
  managerCivility?: Civility | null;
  managerTitle?: string | null;
  logoFileId?: number | null;
  stampFileId?: number | null;
}

export async function updateProviderInformation(
  db: Executor,
  id: number,
  values: ProviderInformationValues,
): Promise<void> {
  await db.update(structures).set(values).where(eq(structures.id, id));
}
