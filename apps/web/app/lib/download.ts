import { apiFailure, failureText } from './api-client';

/**
 * A file fetched with its progress (exports streamed by the API): the bytes are read as they
 * arrive, so the page can say how much came and let the user cancel, then saved under the name
 * the server gave it.
 */

export interface DownloadProgress {
  received: number;
  /** From Content-Length when the server knows it (a streamed export does not). */
  total: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export class DownloadError extends Error {}

export interface FetchFileOptions {
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  token?: string | null;
  fetch?: typeof window.fetch;
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` first), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
}

/**
 * Fetches `url` and reads its body chunk by chunk, calling `onProgress` after each. A refused
 * call throws a DownloadError with the API's French message; cancelling throws the AbortError.
 */
export async function fetchFile(
  url: string,
  options: FetchFileOptions = {},
): Promise<DownloadedFile> {
  const doFetch = options.fetch ?? ((input, init) => window.fetch(input, init));
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await doFetch(url, {
    signal: options.signal,
    headers,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    throw new DownloadError(failureText(apiFailure(response.status, payload)));
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  options.onProgress?.({ received, total });
  if (response.body) {
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks.push(part.value);
      received += part.value.byteLength;
      options.onProgress?.({ received, total });
    }
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    fileName: fileNameOf(
      response.headers.get('content-disposition'),
      url.split('?')[0]!.split('/').pop()!,
    ),
  };
}

/** Hands a fetched file to the browser's downloads, as a link with `download` would. */
export function saveFile(file: DownloadedFile, doc: Document = document): void {
  const url = URL.createObjectURL(file.blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
