import { z } from 'zod';
import './messages';

/** One item of `GET /api/structures/previews`. */
export const structurePreviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.array(z.object({ id: z.number().int() })),
});
export type StructurePreview = z.infer<typeof structurePreviewSchema>;

export const structurePreviewsSchema = z.array(structurePreviewSchema);

export const STRUCTURE_TYPES = ['employer', 'provider'] as const;
export type StructureType = (typeof STRUCTURE_TYPES)[number];
export const STRUCTURE_TYPE_LABELS = {
  employer: 'Employeur',
  provider: 'Prestataire',
} as const satisfies Record<StructureType, string>;

/** A structure as pickers show it (`GET /api/structures`, `GET /api/structures/providers`). */
export const structureOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(STRUCTURE_TYPES),
  member: z.boolean(),
  active: z.boolean(),
});
export type StructureOption = z.infer<typeof structureOptionSchema>;

/** At most this many structures per picker answer: the text narrows the choice. */
export const STRUCTURE_OPTIONS_LIMIT = 50;

export const structureOptionsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  /** One structure by id (a picker showing its current choice). */
  id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  type: z.enum(STRUCTURE_TYPES).optional(),
});
