import { structurePreviewsSchema } from '@passerelle/shared';

/*
 * The first structure of an hr user (`GET /api/structures/previews`), read with the API's schema.
 * Only an hr user's guard needs it (guard.ts loads this module then), so the other pages do not
 * carry the schema nor Zod (decision 018).
 */

export function firstStructureIdOf(answer: unknown): number | null {
  const previews = structurePreviewsSchema.safeParse(answer);
  return previews.success ? (previews.data[0]?.id ?? null) : null;
}
