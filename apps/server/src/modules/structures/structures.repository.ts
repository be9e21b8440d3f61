import {
  STRUCTURE_OPTIONS_LIMIT,
  type StructureOption,
  type StructurePreview,
  type StructureType,
} from '@passerelle/shared';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { containsPattern, foldSql } from '../../lib/crud/fold.js';
import type { Database } from '../../db/client.js';
import { structures, userProfiles } from '../../db/schema/index.js';
import { eqWhenSet } from '../../lib/optional-filters.js';
import { selectStructureOptions } from '../../lib/query-joins.js';

/** Active structures, by name: all of them, or those where `hrUserId` is HR validator. */
export async function listStructurePreviews(
  db: Database,
  filter: { hrUserId?: number } = {},
): Promise<StructurePreview[]> {
  const rows =
    filter.hrUserId === undefined
      ? await db
          .select({ id: structures.id, name: structures.name })
          .from(structures)
          .where(eq(structures.active, true))
          .orderBy(asc(structures.name), asc(structures.id))
      : await db
          .selectDistinct({ id: structures.id, name: structures.name })
          .from(structures)
          .innerJoin(userProfiles, eq(userProfiles.structureId, structures.id))
          .where(
            and(
              eq(structures.active, true),
              eq(userProfiles.userId, filter.hrUserId),
              eq(userProfiles.profileCode, 'profile_hr'),
            ),
          )
          .orderBy(asc(structures.name), asc(structures.id));
  if (rows.length === 0) return [];

  // Members: the users holding the beneficiary profile in each structure.
  const members = await db
    .select({ structureId: userProfiles.structureId, userId: userProfiles.userId })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.profileCode, 'profile_beneficiary'),
        inArray(
          userProfiles.structureId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(userProfiles.userId));
  const byStructure = new Map<number, { id: number }[]>(rows.map((row) => [row.id, []]));
  for (const member of members) {
    if (member.structureId !== null)
      byStructure.get(member.structureId)?.push({ id: member.userId });
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    members: byStructure.get(row.id) ?? [],
  }));
}

/**
 * Structures for a picker, by name, narrowed by text (accents ignored), type, one id, and `where`
 * (a condition of the caller's, e.g. "some registration came from it").
 */
export async function listStructureOptions(
  db: Database,
  filter: { q?: string; type?: StructureType; id?: number; where?: SQL } = {},
): Promise<StructureOption[]> {
  const text = filter.q
    ? sql`${foldSql(structures.name)} like ${foldSql(sql`${containsPattern(filter.q)}::text`)}`
    : undefined;
  return selectStructureOptions(db)
    .where(
      and(
        text,
        filter.type ? eq(structures.type, filter.type) : undefined,
        eqWhenSet(structures.id, filter.id),
        filter.where,
      ),
    )
    .orderBy(asc(structures.name), asc(structures.id))
    .limit(STRUCTURE_OPTIONS_LIMIT);
}
