/*
 * The size in pixels of a PNG or JPEG image, read from its header: enough to refuse an image too
 * small or too large for a document without decoding it.
 */

export interface ImageDimensions {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG: the IHDR chunk comes first, right after the signature (width, then height, 4 bytes each). */
function pngDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    return null;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** JPEG markers that start a frame (SOF0 to SOF15 but DHT, JPG and DAC): they carry the size. */
const START_OF_FRAME = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);
/** Markers without a length: TEM and the restart markers. */
const STANDALONE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7]);
const START_OF_SCAN = 0xda;
const END_OF_IMAGE = 0xd9;

/** JPEG: walks the segments after SOI up to the first start of frame (height, then width). */
function jpegDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // A fill byte before the marker.
      continue;
    }
    if (STANDALONE.has(marker)) {
      offset += 2;
      continue;
    }
    if (marker === START_OF_SCAN || marker === END_OF_IMAGE) return null;
    const length = view.getUint16(offset + 2);
    if (length < 2) return null;
    if (START_OF_FRAME.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      const height = view.getUint16(offset + 5);
      const width = view.getUint16(offset + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    offset += 2 + length;
  }
  return null;
}

/** The size of a PNG or JPEG image, or null when its header cannot be read. */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  return pngDimensions(bytes) ?? jpegDimensions(bytes);
}
