import { z } from 'zod';

/** An uploaded file as the API describes it; `url` downloads it. */
export const storedFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type StoredFileInfo = z.infer<typeof storedFileSchema>;
