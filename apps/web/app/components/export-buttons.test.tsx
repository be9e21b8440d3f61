import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { ExportButtons } from './export-buttons';

/** A response whose body the test feeds chunk by chunk. */
function controlledResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const response = new Response(body, {
    headers: { 'content-disposition': 'attachment; filename="sessions-2026-11-26.csv"' },
  });
  return { response, controller };
}

function renderButtons() {
  render(
    <ExportButtons
      formats={['csv', 'xlsx']}
      hrefOf={(format) => `/api/session_views/export?format=${format}`}
      labelOf={(format) => `Exporter en ${format.toUpperCase()}`}
    />,
  );
}

describe('ExportButtons', () => {
  const createObjectURL = vi.fn(() => 'blob:export');
  beforeEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    createObjectURL.mockClear();
  });

  it('keeps real links, for a click before the script runs or in a new tab', () => {
    renderButtons();
    expect(screen.getByRole('link', { name: 'Exporter en XLSX' })).toHaveAttribute(
      'href',
      '/api/session_views/export?format=xlsx',
    );
  });

  it('shows the preparation, then the bytes received, then saves the file', async () => {
    const { response, controller } = controlledResponse();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderButtons();

    fireEvent.click(screen.getByRole('link', { name: 'Exporter en CSV' }));
    expect(await screen.findByText('Préparation du fichier…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: "Progression de l'export" })).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
    expect(screen.getByRole('button', { name: "Annuler l'export" })).toHaveFocus();

    await act(async () => controller.enqueue(new Uint8Array(2048)));
    expect(await screen.findByText(/^2 Ko reçus/)).toBeInTheDocument();

    await act(async () => controller.close());
    expect(
      await screen.findByText('Fichier « sessions-2026-11-26.csv » téléchargé.'),
    ).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
    clicked.mockRestore();
  });

  it('cancels a running export', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            signal = init.signal!;
            signal.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            );
          }),
      ),
    );
    renderButtons();
    fireEvent.click(screen.getByRole('link', { name: 'Exporter en XLSX' }));
    fireEvent.click(await screen.findByRole('button', { name: "Annuler l'export" }));
    expect(await screen.findByText('Export annulé.')).toBeInTheDocument();
    expect(signal?.aborted).toBe(true);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it("says why an export was refused, in the API's words", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: "Vous n'avez pas les droits nécessaires." }), {
            status: 403,
          }),
      ),
    );
    renderButtons();
    fireEvent.click(screen.getByRole('link', { name: 'Exporter en CSV' }));
    expect(
      await screen.findByText("L'export n'a pas abouti : Vous n'avez pas les droits nécessaires."),
    ).toBeInTheDocument();
  });
});
