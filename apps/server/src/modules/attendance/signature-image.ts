import {
  PNG_DATA_URL_PREFIX,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_WIDTH,
  t,
} from '@passerelle/shared';
import type sharpModule from 'sharp';
import type { Stats } from 'sharp';
import { AppError } from '../../lib/app-error.js';
import { importModule } from '../../lib/import-module.js';

/*
 * A drawn signature (decision 038) arrives as the pad's PNG data URL. It is kept only if sharp
 * reads it as a PNG of at most SIGNATURE_MAX_WIDTH × SIGNATURE_MAX_HEIGHT and SIGNATURE_MAX_BYTES,
 * with something drawn on it (a transparent pad with a visible stroke, or dark strokes on an opaque
 * background); it is stored re-encoded by sharp, so nothing but pixels is kept.
 */

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function refuse(message: string): never {
  throw new AppError('VALIDATION_FAILED', { fieldErrors: { image: [message] } });
}

let sharp: Promise<typeof sharpModule> | undefined;
// sharp is loaded on the first signature, not at start (decision 025).
const loadSharp = () =>
  (sharp ??= importModule<{ default: typeof sharpModule }>('sharp').then(
    (module) => module.default,
  ));

/** The PNG to store for a data URL the shared schema let through; a French 400 otherwise. */
export async function checkedSignatureImage(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES) {
    refuse(t('attendance.validation.imageTooLarge', { max: SIGNATURE_MAX_BYTES / 1024 }));
  }
  if (bytes.length < PNG_MAGIC.length || !bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) {
    refuse(t('attendance.validation.imageUnreadable'));
  }
  const image = (await loadSharp())(bytes, { failOn: 'error', limitInputPixels: 10_000_000 });
  let stats: Stats;
  try {
    const metadata = await image.metadata();
    if (metadata.format !== 'png') refuse(t('attendance.validation.imageUnreadable'));
    if (metadata.width > SIGNATURE_MAX_WIDTH || metadata.height > SIGNATURE_MAX_HEIGHT) {
      refuse(
        t('attendance.validation.imageSize', {
          width: SIGNATURE_MAX_WIDTH,
          height: SIGNATURE_MAX_HEIGHT,
        }),
      );
    }
    stats = await image.stats();
  } catch (error) {
    if (error instanceof AppError) throw error;
    refuse(t('attendance.validation.imageUnreadable'));
  }
  const drawn = stats.isOpaque
    ? stats.channels.slice(0, 3).some((channel) => channel.min < 128)
    : (stats.channels.at(-1)?.max ?? 0) > 0;
  if (!drawn) refuse(t('attendance.validation.empty'));
  return image.png({ compressionLevel: 9 }).toBuffer();
}
