import type PizZip from 'pizzip';
import { lazyRequire } from '../../lib/lazy-require.js';

// Read only when an admin imports a DOCX template: not loaded at start.
const loadPizZip = lazyRequire<typeof PizZip>('pizzip');

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** The main part of a Word document (not a template, not a macro-enabled document). */
const DOCX_MAIN_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** `[Content_Types].xml` is a few kilobytes; more is not a document we want to read. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

/**
 * Whether `bytes` really are a DOCX, whatever the file's name or declared type: a ZIP archive
 * holding `[Content_Types].xml` and `word/document.xml`, the former declaring the latter as a
 * Word document's main part. A renamed PNG or PDF, a corrupt archive, any other ZIP is refused.
 */
export function isDocx(bytes: Uint8Array): boolean {
  if (!ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte)) return false;
  try {
    const Zip = loadPizZip();
    const zip = new Zip(bytes);
    const contentTypes = zip.file('[Content_Types].xml');
    const document = zip.file('word/document.xml');
    if (!contentTypes || !document || contentTypes.dir || document.dir) return false;
    const size = (contentTypes as { _data?: { uncompressedSize?: number } })._data
      ?.uncompressedSize;
    if (size !== undefined && size > MAX_CONTENT_TYPES_BYTES) return false;
    const types = contentTypes.asText();
    return /PartName="\/word\/document\.xml"/.test(types) && types.includes(DOCX_MAIN_TYPE);
  } catch {
    return false;
  }
}
