import type Sharp from 'sharp';
import type { FileStore } from '../../../lib/file-store.js';
import { lazyRequire } from '../../../lib/lazy-require.js';

const loadSharp = lazyRequire<typeof Sharp>('sharp');

/** The largest image drawn on a document (a logo, a stamp, a signature), in pixels. */
const MAX_PIXELS = 1200;

/**
 * A stored image as PDFKit draws it (PNG or JPEG), or null when it is missing or unreadable: a
 * document is never refused for its logo. WebP and GIF uploads are converted (sharp, loaded then).
 */
export async function documentImage(
  store: FileStore,
  file: { key: string | null; type: string | null },
): Promise<Buffer | null> {
  if (!file.key) return null;
  try {
    const bytes = await store.read(file.key);
    if (!bytes) return null;
    if (file.type === 'image/png' || file.type === 'image/jpeg') return bytes;
    if (!file.type?.startsWith('image/')) return null;
    return await loadSharp()(bytes)
      .resize(MAX_PIXELS, MAX_PIXELS, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
