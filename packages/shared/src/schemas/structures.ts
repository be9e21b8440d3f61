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
