/** Allowed upload types (spec §3): images (jpeg, png, webp, gif), pdf, plain text. */
export const UPLOAD_TYPES = ['jpeg', 'png', 'webp', 'gif', 'pdf', 'text'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const IMAGE_UPLOAD_TYPES = [
  'jpeg',
  'png',
  'webp',
  'gif',
] as const satisfies readonly UploadType[];

export const UPLOAD_TYPE_LABELS = {
  jpeg: 'Image JPEG',
  png: 'Image PNG',
  webp: 'Image WebP',
  gif: 'Image GIF',
  pdf: 'Document PDF',
  text: 'Texte brut',
} as const satisfies Record<UploadType, string>;

export const UPLOAD_MIME_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  text: 'text/plain',
} as const satisfies Record<UploadType, string>;

/** Accepted file-name extensions, lower case with the dot. */
export const UPLOAD_EXTENSIONS = {
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
  gif: ['.gif'],
  pdf: ['.pdf'],
  text: ['.txt'],
} as const satisfies Record<UploadType, readonly string[]>;

/** The upload type of a MIME type (parameters such as `; charset=utf-8` ignored), or null. */
export function uploadTypeOfMime(mime: string): UploadType | null {
  const bare = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  return UPLOAD_TYPES.find((type) => UPLOAD_MIME_TYPES[type] === bare) ?? null;
}

/** The upload type of a file name from its extension, or null. */
export function uploadTypeOfFileName(fileName: string): UploadType | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot).toLowerCase();
  return (
    UPLOAD_TYPES.find((type) =>
      (UPLOAD_EXTENSIONS[type] as readonly string[]).includes(extension),
    ) ?? null
  );
}

/** Why an upload is refused: a type not accepted, or a name that misstates its content. */
export type UploadRefusal = 'format' | 'nameMismatch';

/**
 * Whether an upload is accepted, from its name and its content's type (read from its bytes by the
 * server; null when it is none of the upload types): both must be accepted types, and the same.
 * The name is what a download is saved as and opened with, so `shell.png` holding text is
 * refused, and so is an `.svg` (no upload type: it may hold scripts).
 */
export function uploadRefusal(
  fileName: string,
  contentType: UploadType | null,
  accepted: readonly UploadType[] = UPLOAD_TYPES,
): UploadRefusal | null {
  const namedType = uploadTypeOfFileName(fileName);
  if (contentType === null || !accepted.includes(contentType)) return 'format';
  if (namedType === null || !accepted.includes(namedType)) return 'format';
  return namedType === contentType ? null : 'nameMismatch';
}

/** Value for an `<input type="file" accept>` attribute: MIME types and extensions. */
export function uploadAccept(types: readonly UploadType[] = UPLOAD_TYPES): string {
  return types.flatMap((type) => [UPLOAD_MIME_TYPES[type], ...UPLOAD_EXTENSIONS[type]]).join(',');
}

/** Human list of extensions for the "format attendu" message, e.g. `.jpg, .jpeg, .png`. */
export function uploadFormatList(types: readonly UploadType[] = UPLOAD_TYPES): string {
  return types.flatMap((type) => UPLOAD_EXTENSIONS[type]).join(', ');
}
