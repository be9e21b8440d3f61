import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { publicDocuments, publicLinks } from '../../db/schema/index.js';
import { fileIdOf, type ResourceBinding, type RowValues } from '../../lib/crud/index.js';

/** A new row without a position goes after the others (the home page lists by position). */
function appendPosition(table: PgTable & { position: unknown }, values: RowValues): RowValues {
  if (values.position !== undefined) return values;
  return {
    ...values,
    position: sql`(select coalesce(max(${table.position}), -1) + 1 from ${table})`,
  };
}

/**
 * Home-page documents: `file` is the uploaded file (fileId). The import date is the server's:
 * the creation time, then the time a new file is attached. "A file or a web address, not both"
 * is the resource's own rule (shared), which the engine applies to the merged row.
 */
export const publicDocumentsBinding: ResourceBinding = {
  table: publicDocuments,
  fields: { file: publicDocuments.fileId },
  beforeWrite(values, { mode, current }) {
    const fileId = values.fileId;
    const newFile =
      mode === 'update' &&
      fileId !== undefined &&
      fileId !== null &&
      fileId !== fileIdOf(current?.file);
    const stamped = newFile ? { ...values, importedAt: sql`now()` } : values;
    return mode === 'create' ? appendPosition(publicDocuments, stamped) : stamped;
  },
};

/** Home-page links; the import date is their creation time. */
export const publicLinksBinding: ResourceBinding = {
  table: publicLinks,
  beforeWrite: (values, { mode }) =>
    mode === 'create' ? appendPosition(publicLinks, values) : values,
};
