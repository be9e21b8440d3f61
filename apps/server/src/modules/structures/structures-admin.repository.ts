import {
  STRUCTURE_DOCUMENT_KINDS,
  type ProfileCode,
  type StructureListQuery,
  type StructurePerson,
  type StructureRow,
} from '@passerelle/shared';
import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.js';
import {
  actions,
  registrations,
  structureDocuments,
  structures,
  userProfiles,
  users,
  type Structure,
} from '../../db/schema/index.js';
import { documentTable } from '../../lib/attached-documents.js';
import { foldedContains } from '../../lib/crud/fold.js';
import { pageWindow } from '../../lib/pagination.js';

/*
 * The structures administration's SQL (`structures/detail`): the filtered, paged list with its
 * people counts, one structure's record, its people, children and what uses it.
 */

const parents = alias(structures, 'parent');

/** How many users hold `profile` on the listed structure. */
const holders = (profile: ProfileCode) =>
  sql<number>`(select count(*)::int from ${userProfiles} where ${userProfiles.structureId} = ${structures.id} and ${userProfiles.profileCode} = ${profile})`;

function listConditions(query: StructureListQuery): SQL | undefined {
  const digits = query.q?.replace(/\s+/g, '') ?? '';
  const text = query.q
    ? or(
        foldedContains(structures.name, query.q),
        foldedContains(structures.city, query.q),
        /^\d+$/.test(digits) ? sql`${structures.siret} like ${`%${digits}%`}` : undefined,
      )
    : undefined;
  return and(
    text,
    query.type ? eq(structures.type, query.type) : undefined,
    query.member ? eq(structures.member, query.member === 'true') : undefined,
    query.active ? eq(structures.active, query.active === 'true') : undefined,
  );
}

/** A page of the structures matching `query`, by name, and how many match in all. */
export async function listStructureRows(
  db: Executor,
  query: StructureListQuery,
): Promise<{ items: StructureRow[]; total: number }> {
  const where = listConditions(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: structures.id,
        name: structures.name,
        type: structures.type,
        siret: structures.siret,
        zipCode: structures.zipCode,
        city: structures.city,
        member: structures.member,
        active: structures.active,
        parentId: parents.id,
        parentName: parents.name,
        validators: holders('profile_hr'),
        members: holders('profile_beneficiary'),
      })
      .from(structures)
      .leftJoin(parents, eq(parents.id, structures.parentId))
      .where(where)
      .orderBy(asc(structures.name), asc(structures.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(structures)
      .where(where),
  ]);
  return {
    items: rows.map(({ parentId, parentName, ...row }) => ({
      ...row,
      parent: parentId === null ? null : { id: parentId, name: parentName ?? '' },
    })),
    total: count?.n ?? 0,
  };
}

export async function findStructure(db: Executor, id: number): Promise<Structure | undefined> {
  const [row] = await db.select().from(structures).where(eq(structures.id, id));
  return row;
}

/** The structure `id`'s name, if it exists. */
export async function structureName(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: structures.name })
    .from(structures)
    .where(eq(structures.id, id));
  return row?.name;
}

/** The users holding `profile` on the structure, by name. */
export async function structurePeople(
  db: Executor,
  structureId: number,
  profile: ProfileCode,
): Promise<StructurePerson[]> {
  return db
    .selectDistinct({
      id: users.id,
      givenName: users.givenName,
      familyName: users.familyName,
      email: users.email,
      disabled: users.disabled,
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(and(eq(userProfiles.structureId, structureId), eq(userProfiles.profileCode, profile)))
    .orderBy(asc(users.familyName), asc(users.givenName), asc(users.id));
}

/** The structures directly attached to `id`, by name. */
export async function childStructures(db: Executor, id: number) {
  return db
    .select({ id: structures.id, name: structures.name })
    .from(structures)
    .where(eq(structures.parentId, id))
    .orderBy(asc(structures.name), asc(structures.id));
}

/** What uses the structure: each count a reason it may not be deleted. */
export interface StructureUsage {
  validators: number;
  members: number;
  /** Provider profiles (they need a provider structure). */
  providers: number;
  /** Manager profiles. */
  otherProfiles: number;
  actions: number;
  registrations: number;
  children: number;
}

export async function structureUsage(db: Executor, id: number): Promise<StructureUsage> {
  const profiles = (condition: SQL) =>
    sql`(select count(*)::int from ${userProfiles} where ${userProfiles.structureId} = ${id} and ${condition})`;
  const result = await db.execute(sql`select
    ${profiles(sql`${userProfiles.profileCode} = 'profile_hr'`)} as "validators",
    ${profiles(sql`${userProfiles.profileCode} = 'profile_beneficiary'`)} as "members",
    ${profiles(sql`${userProfiles.profileCode} = 'profile_provider'`)} as "providers",
    ${profiles(sql`${userProfiles.profileCode} not in ('profile_hr', 'profile_beneficiary', 'profile_provider')`)} as "otherProfiles",
    (select count(*)::int from ${actions} where ${actions.providerId} = ${id}) as "actions",
    (select count(*)::int from ${registrations} where ${registrations.structureId} = ${id}) as "registrations",
    (select count(*)::int from ${structures} where ${structures.parentId} = ${id}) as "children"`);
  return (result as unknown as { rows: StructureUsage[] }).rows[0]!;
}

/** Whether another structure than `exceptId` has this SIRET. */
export async function siretTaken(db: Executor, siret: string, exceptId?: number) {
  const [row] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(
      and(
        eq(structures.siret, siret),
        exceptId === undefined ? undefined : ne(structures.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The ids above `id` through its parents (itself first), stopping at a loop or after 100. */
export async function ancestorsOf(db: Executor, id: number): Promise<number[]> {
  const chain: number[] = [];
  let current: number | null = id;
  while (current !== null && !chain.includes(current) && chain.length < 100) {
    chain.push(current);
    const [row]: { parentId: number | null }[] = await db
      .select({ parentId: structures.parentId })
      .from(structures)
      .where(eq(structures.id, current));
    current = row?.parentId ?? null;
  }
  return chain;
}

export type StructureValues = Partial<typeof structures.$inferInsert>;

export async function insertStructure(
  db: Executor,
  values: typeof structures.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(structures).values(values).returning({ id: structures.id });
  return row!.id;
}

export async function updateStructure(
  db: Executor,
  id: number,
  values: StructureValues,
): Promise<void> {
  await db.update(structures).set(values).where(eq(structures.id, id));
}

export async function deleteStructure(db: Executor, id: number): Promise<void> {
  await db.delete(structures).where(eq(structures.id, id));
}

/** A structure's files (`structure_documents`), for the attached documents' helpers. */
export const STRUCTURE_DOCUMENTS = documentTable(
  structureDocuments,
  structureDocuments.structureId,
  STRUCTURE_DOCUMENT_KINDS,
);

export async function insertStructureDocuments(
  db: Executor,
  structureId: number,
  files: readonly { id: number; name: string }[],
): Promise<void> {
  await db.insert(structureDocuments).values(
    files.map((file) => ({
      structureId,
      fileId: file.id,
      kind: 'document' as const,
      name: file.name,
    })),
  );
}

/** Deletes one file's attachment: false when there was none. */
export async function deleteStructureDocument(db: Executor, documentId: number): Promise<boolean> {
  const deleted = await db
    .delete(structureDocuments)
    .where(eq(structureDocuments.id, documentId))
    .returning({ id: structureDocuments.id });
  return deleted.length > 0;
}
