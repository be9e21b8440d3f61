import {
  fileUrl,
  PUBLIC_LIST_CAP,
  type PublicActionTypeItem,
  type PublicAxisItem,
  type PublicCityItem,
  type PublicDocumentItem,
  type PublicLinkItem,
} from '@passerelle/shared';
import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  actionTypes,
  axes,
  cities,
  files,
  publicDocuments,
  publicLinks,
} from '../../db/schema/index.js';

/** What visitors may read of the reference data and of the home page (spec §7 public paths). */

export function publicAxes(db: Database): Promise<PublicAxisItem[]> {
  return db
    .select({
      id: axes.id,
      number: axes.number,
      name: axes.name,
      description: axes.description,
      color: axes.color,
    })
    .from(axes)
    .orderBy(asc(axes.number))
    .limit(PUBLIC_LIST_CAP);
}

export function publicCities(db: Database): Promise<PublicCityItem[]> {
  return db
    .select({ id: cities.id, code: cities.code, value: cities.value })
    .from(cities)
    .orderBy(asc(cities.value), asc(cities.id))
    .limit(PUBLIC_LIST_CAP);
}

/** Action types in use: a switched-off type (disabledAt set) is no longer offered. */
export function publicActionTypes(db: Database): Promise<PublicActionTypeItem[]> {
  return db
    .select({
      id: actionTypes.id,
      name: actionTypes.name,
      acronym: actionTypes.acronym,
      membersOnly: actionTypes.membersOnly,
    })
    .from(actionTypes)
    .where(isNull(actionTypes.disabledAt))
    .orderBy(asc(actionTypes.name), asc(actionTypes.id))
    .limit(PUBLIC_LIST_CAP);
}

/** Published documents with something to open (a file, else a web address), by position. */
export async function publishedDocuments(db: Database): Promise<PublicDocumentItem[]> {
  const rows = await db
    .select({
      id: publicDocuments.id,
      name: publicDocuments.name,
      url: publicDocuments.url,
      importedAt: publicDocuments.importedAt,
      fileId: files.id,
      fileName: files.originalName,
      mimeType: files.mimeType,
      size: files.size,
    })
    .from(publicDocuments)
    .leftJoin(files, eq(files.id, publicDocuments.fileId))
    .where(
      and(
        eq(publicDocuments.published, true),
        or(isNotNull(publicDocuments.fileId), isNotNull(publicDocuments.url)),
      ),
    )
    .orderBy(asc(publicDocuments.position), asc(publicDocuments.id))
    .limit(PUBLIC_LIST_CAP);
  return rows.map((row) => {
    const file =
      row.fileId === null
        ? null
        : {
            id: row.fileId,
            name: row.fileName!,
            mimeType: row.mimeType!,
            size: row.size!,
            url: fileUrl({ id: row.fileId, name: row.fileName! }),
          };
    return {
      id: row.id,
      name: row.name,
      href: file?.url ?? row.url!,
      file,
      importedAt: row.importedAt.toISOString(),
    };
  });
}

/** Published links, by position. */
export async function publishedLinks(db: Database): Promise<PublicLinkItem[]> {
  const rows = await db
    .select({
      id: publicLinks.id,
      name: publicLinks.name,
      url: publicLinks.url,
      importedAt: publicLinks.importedAt,
    })
    .from(publicLinks)
    .where(eq(publicLinks.published, true))
    .orderBy(asc(publicLinks.position), asc(publicLinks.id))
    .limit(PUBLIC_LIST_CAP);
  return rows.map((row) => ({ ...row, importedAt: row.importedAt.toISOString() }));
}
