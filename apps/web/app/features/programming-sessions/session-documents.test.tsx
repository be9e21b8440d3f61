import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionDocument } from '@passerelle/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockFetch } from '../../../test/admin-kit-fixtures';
import { inRouter } from '../../../test/in-router';
import { SessionDocuments } from './session-documents';

/* A session's attached files: the list shown at once, and the page asked to read it again. */

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const stored = { id: 5, name: 'emargement.pdf', mimeType: 'application/pdf', size: 40 };
const attached: SessionDocument = {
  id: 9,
  kind: 'attendanceSheet',
  name: 'emargement.pdf',
  file: { ...stored, url: '/api/session_files/5/download' },
  createdAt: '2026-12-03T16:00:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

/** Renders an editable, empty list and uploads a signed attendance sheet; answers `onChange`. */
async function uploadAttendanceSheet() {
  const onChange = vi.fn();
  render(<SessionDocuments sessionId={7} documents={[]} editable onChange={onChange} />, inRouter);
  await userEvent.upload(
    screen.getByLabelText("Ajouter des fichiers (Feuille d'émargement)"),
    new File(['%PDF-1.4'], 'emargement.pdf', { type: 'application/pdf' }),
  );
  return onChange;
}

describe('SessionDocuments', () => {
  it('shows an added file at once, then asks the page to read the session again', async () => {
    const { calls } = mockFetch(({ method, url }) =>
      method === 'POST' && url.pathname === '/api/session_files/multiple'
        ? json([{ ...stored, url: '/api/session_files/5/download' }])
        : method === 'POST' && url.pathname === '/api/sessions/7/documents'
          ? json([attached])
          : new Response(null, { status: 404 }),
    );
    const onChange = await uploadAttendanceSheet();

    const sheets = screen.getByRole('list', { name: /Feuille d'émargement/ });
    expect(await within(sheets).findByRole('link', { name: 'emargement.pdf' })).toHaveAttribute(
      'href',
      '/api/session_files/5/download',
    );
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(calls.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'POST /api/session_files/multiple',
      'POST /api/sessions/7/documents',
    ]);
  });

  it('does not ask for a new reading when the upload is refused', async () => {
    mockFetch(
      () =>
        new Response(JSON.stringify({ error: 'Format non accepté', code: 'VALIDATION' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const onChange = await uploadAttendanceSheet();
    await vi.waitFor(() => expect(window.fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).not.toHaveBeenCalled();
  });
});
