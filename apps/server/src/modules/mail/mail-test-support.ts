import { MAIL_EVENT_TAGS, type MailEventCode, type MailValues } from '@passerelle/shared';
import PizZip from 'pizzip';

/* Test support shared by the mail test files. */

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function until<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Values for every tag of an event: `<tag>` itself, so a rendered mail shows which went where. */
export function sampleValues<E extends MailEventCode>(event: E): MailValues<E> {
  return Object.fromEntries(
    MAIL_EVENT_TAGS[event].map((tag) => [tag, `<${tag}>`]),
  ) as MailValues<E>;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:body><w:p><w:r><w:t>Convocation de {{ trainee.givenName }}</w:t></w:r></w:p></w:body>
</w:document>`;

/** A minimal but real Word document; parts can be left out to build broken ones. */
export function buildDocx(parts: { contentTypes?: string | null; document?: string | null } = {}) {
  const zip = new PizZip();
  const contentTypes = parts.contentTypes === undefined ? CONTENT_TYPES : parts.contentTypes;
  const document = parts.document === undefined ? DOCUMENT : parts.document;
  if (contentTypes !== null) zip.file('[Content_Types].xml', contentTypes);
  zip.file('_rels/.rels', RELS);
  if (document !== null) zip.file('word/document.xml', document);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A real PNG (1x1 pixel). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A multipart/form-data body with one file field. */
export function multipart(
  field: string,
  fileName: string,
  contentType: string,
  bytes: Uint8Array,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----passerelle${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
