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

/** The download path of a file (the name at the end is only for the browser's save dialog). */
export function fileUrl(file: { id: number; name: string }): string {
  return `/api/files/${file.id}/${encodeURIComponent(file.name)}`;
}

/** The image optimiser's URL of a file (spec §9: webp, quality 80). */
export function imageUrl(fileId: number, options: { width?: number; height?: number } = {}) {
  const modifiers = [
    options.width ? `w_${options.width}` : null,
    options.height ? `h_${options.height}` : null,
    'f_webp',
    'q_80',
  ].filter(Boolean);
  return `/_ipx/${modifiers.join('&')}/files/${fileId}`;
}
