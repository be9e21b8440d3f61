import {
  fileAccept,
  fileFormatMessage,
  fileUrl,
  t,
  uploadTypeOfMime,
  type ResourceItem,
  type StoredFileInfo,
} from '@passerelle/shared';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { AppError } from '../app-error.js';
import type { BoundResource } from './binding.js';

/**
 * `file` fields: the column holds a file id; the API reads the file's description (so a form can
 * show and link it) and writes an id, which must name a file the caller may attach.
 */

/** The description of the file `column` points to, as a JSON object (null when none). */
export function fileSelection(column: AnyPgColumn): SQL {
  return sql`(select json_build_object('id', ${files.id}, 'name', ${files.originalName}, 'mimeType', ${files.mimeType}, 'size', ${files.size}) from ${files} where ${files.id} = ${column})`;
}

/** The API value of a selected file (the drivers parse JSON; a string is parsed here). */
export function fileItem(value: unknown): StoredFileInfo | null {
  if (value === null || value === undefined) return null;
  const file = (typeof value === 'string' ? JSON.parse(value) : value) as Omit<
    StoredFileInfo,
    'url'
  >;
  return { ...file, url: fileUrl(file) };
}

/** The id an item's file field holds (its description when read, an id when written). */
export function fileIdOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number') {
    return (value as { id: number }).id;
  }
  return null;
}

/**
 * Refuses (400, on the fields) file ids that name no file, a file the caller did not upload (so a
 * private file cannot be made public by attaching it elsewhere), or a type the field does not
 * take. A field keeping the file it already holds is not checked again.
 */
export async function assertFiles(
  db: Database,
  bound: BoundResource,
  input: Record<string, unknown>,
  current: ResourceItem | undefined,
  userId: number | undefined,
): Promise<void> {
  const wanted = bound.fields
    .filter((f) => f.definition.kind === 'file')
    .map((f) => ({ definition: f.definition, id: fileIdOf(input[f.definition.key]) }))
    .filter(
      (f): f is typeof f & { id: number } =>
        f.id !== null && f.id !== fileIdOf(current?.[f.definition.key]),
    );
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: files.id, mimeType: files.mimeType, uploadedById: files.uploadedById })
    .from(files)
    .where(
      inArray(
        files.id,
        wanted.map((f) => f.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const fieldErrors: Record<string, string[]> = {};
  for (const { definition, id } of wanted) {
    const file = byId.get(id);
    if (!file || (userId !== undefined && file.uploadedById !== userId)) {
      fieldErrors[definition.key] = [t('validation.fileNotFound')];
      continue;
    }
    const type = uploadTypeOfMime(file.mimeType);
    if (type === null || !fileAccept(definition).includes(type)) {
      fieldErrors[definition.key] = [fileFormatMessage(definition)];
    }
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors });
  }
}
