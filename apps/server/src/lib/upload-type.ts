import type { UploadType } from '@passerelle/shared';

/*
 * The type of an uploaded file, read from its bytes: the name and the client's Content-Type are
 * claims anybody can forge, the signature is not.
 */

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: readonly { type: UploadType; test: (bytes: Uint8Array) => boolean }[] = [
  { type: 'jpeg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'png', test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'gif', test: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  { type: 'webp', test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  { type: 'pdf', test: (b) => startsWith(b, ascii('%PDF-')) },
];

/** Control characters other than tab, line feed, form feed and carriage return. */
// eslint-disable-next-line no-control-regex
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** Plain text: valid UTF-8 (a BOM allowed) without the control bytes binary files are full of. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return !BINARY_CONTROL.test(text);
  } catch {
    return false;
  }
}

/** The upload type of `bytes`, or null when they are none of the accepted types. */
export function detectUploadType(bytes: Uint8Array): UploadType | null {
  const match = SIGNATURES.find((signature) => signature.test(bytes));
  if (match) return match.type;
  return isPlainText(bytes) ? 'text' : null;
}
