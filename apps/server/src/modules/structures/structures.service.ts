import type {
  SessionUser,
  StructureOption,
  StructurePreview,
  StructureType,
} from '@passerelle/shared';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { listStructureOptions, listStructurePreviews } from './structures.repository.js';

/**
 * `GET /api/structures/previews`: an HR validator's own structures, or every active one for the
 * staff, with their members.
 */
export async function getStructurePreviews(
  db: Database,
  user: SessionUser,
): Promise<StructurePreview[]> {
  const hrUserId = user.userProfileCode === 'profile_hr' ? user.id : undefined;
  return listStructurePreviews(db, { hrUserId });
}

/**
 * Structures for a picker, by name, narrowed by text (accents ignored), type, one id, and `where`
 * (a condition of the caller's module, e.g. "some registration came from it").
 */
export async function getStructureOptions(
  db: Database,
  filter: { q?: string; type?: StructureType; id?: number; where?: SQL } = {},
): Promise<StructureOption[]> {
  return listStructureOptions(db, filter);
}
