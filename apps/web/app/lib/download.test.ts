import { describe, expect, it, vi } from 'vitest';
import { DownloadError, fetchFile, fileNameOf } from './download';

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe('fileNameOf', () => {
  it('reads filename*, then filename, else the fallback', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''r%C3%A9ponses.csv`, 'x')).toBe('réponses.csv');
    expect(fileNameOf('attachment; filename="sessions-2026-11-26.xlsx"', 'x')).toBe(
      'sessions-2026-11-26.xlsx',
    );
    expect(fileNameOf('attachment; filename=plain.csv', 'x')).toBe('plain.csv');
    expect(fileNameOf(null, 'export')).toBe('export');
  });
});

describe('fetchFile', () => {
  it('reports the bytes as they arrive and keeps the whole file', async () => {
    const progress: { received: number; total: number | null }[] = [];
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(streamOf(['abc', 'defgh']), {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="actions.csv"',
          },
        }),
    );
    const file = await fetchFile('/api/action_views/export?format=csv', {
      fetch,
      token: 'jeton',
      onProgress: (step) => progress.push(step),
    });
    expect(progress).toEqual([
      { received: 0, total: null },
      { received: 3, total: null },
      { received: 8, total: null },
    ]);
    expect(file.fileName).toBe('actions.csv');
    expect(await file.blob.text()).toBe('abcdefgh');
    const init = fetch.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer jeton');
  });

  it("throws the API's French message when the export is refused", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'Certains champs sont invalides.' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const failure = fetchFile('/api/session_views/export?format=pdf', { fetch });
    await expect(failure).rejects.toBeInstanceOf(DownloadError);
    await expect(failure).rejects.toThrow('Certains champs sont invalides.');
  });
});
