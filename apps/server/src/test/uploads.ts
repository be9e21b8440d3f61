import type { App } from '../app.js';
import { bearer } from './app.js';

/** A tiny but well-formed PDF (the upload check reads the `%PDF-` signature). */
export const TEST_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
);

/** A 1×1 PNG that decodes (the image endpoint converts it). */
export const TEST_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWOQ9bsBAAHPAUQK73JsAAAAAElFTkSuQmCC',
    'base64',
  ),
);

/** A multipart body (field `files`) built by the platform's own FormData encoder. */
export async function multipart(parts: readonly { name: string; bytes: Uint8Array }[]) {
  const form = new FormData();
  for (const part of parts) form.append('files', new Blob([part.bytes]), part.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Uploads one file through `/api/{path}` (e.g. 'room_files/multiple') and returns its id. */
export async function uploadFile(
  app: App,
  token: string,
  path: string,
  name: string,
  bytes: Uint8Array,
): Promise<number> {
  const body = await multipart([{ name, bytes }]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  if (response.statusCode !== 201) {
    throw new Error(`Upload of ${name} failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { id: number }[])[0]!.id;
}
