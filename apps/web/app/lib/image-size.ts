/**
 * The size in pixels of an image file chosen in the browser: `undefined` where the browser
 * cannot tell (no `createImageBitmap`), `null` when it cannot decode the file.
 */
export async function readImageSize(
  file: Blob,
): Promise<{ width: number; height: number } | null | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}
