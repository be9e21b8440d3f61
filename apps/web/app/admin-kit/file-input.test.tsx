import {
  publicDocumentsResource,
  roomsResource,
  type ResourceItem,
  type StoredFileInfo,
} from '@passerelle/shared';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { mockFetch } from '../../test/admin-kit-fixtures';
import { jsonResponse } from '../../test/fixtures';

import { formatFileSize } from '~/lib/file-size';

import { CellValue } from './cell-value';
import { toBodyValue, toInputValue } from './field-value';
import { ResourceForm } from './resource-form';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => toastStore.reset());

const PLAN: StoredFileInfo = {
  id: 7,
  name: 'plan-salle.pdf',
  mimeType: 'application/pdf',
  size: 2048,
  url: '/api/files/7/plan-salle.pdf',
};

const ROOM: ResourceItem = {
  id: 3,
  ...Object.fromEntries(roomsResource.fields.map((field) => [field.key, null])),
  name: 'Salle Jaurès',
  enabled: true,
  pdf: PLAN,
};

// The browser's own `accept` filter is off: the component's check is what is tested.
const user = () => userEvent.setup({ applyAccept: false });

function renderForm(resource = roomsResource, item: ResourceItem | null = ROOM) {
  const onSaved = vi.fn();
  render(<ResourceForm resource={resource} item={item} onSaved={onSaved} onCancel={vi.fn()} />);
  return { onSaved };
}

const pdfInput = () => screen.getByLabelText('Plan ou fiche (PDF)');
const save = (u = user()) => u.click(screen.getByRole('button', { name: 'Enregistrer' }));
const pdfFile = (name = 'nouveau-plan.pdf') =>
  new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

/** The FormData bodies sent to an upload endpoint. */
function uploads(spy: ReturnType<typeof mockFetch>['spy']) {
  return spy.mock.calls
    .filter(([, init]) => init?.body instanceof FormData)
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      files: (init!.body as FormData).getAll('files') as File[],
    }));
}

describe('FileInput', () => {
  it('shows the current file as a download link with its size, and the accepted formats', () => {
    mockFetch(() => jsonResponse(404, {}));
    renderForm();
    const link = screen.getByRole('link', { name: /plan-salle\.pdf/ });
    expect(link).toHaveAttribute('href', '/api/files/7/plan-salle.pdf');
    expect(link).toHaveAccessibleName('plan-salle.pdf (s’ouvre dans un nouvel onglet)');
    expect(screen.getByText('2 Ko')).toBeVisible();
    expect(pdfInput()).toHaveAttribute('type', 'file');
    expect(pdfInput()).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(pdfInput()).toHaveAccessibleDescription('Formats acceptés : Document PDF');
    // The other file fields take every allowed type and hold no file.
    expect(screen.getByLabelText('Fichier 1')).toHaveAccessibleDescription(
      'Formats acceptés : Image JPEG, Image PNG, Image WebP, Image GIF, Document PDF, Texte brut',
    );
    expect(screen.getAllByText('Aucun fichier')).toHaveLength(2);
  });

  it('uploads a chosen file through the field endpoint, then saves its id', async () => {
    const uploaded = { ...PLAN, id: 12, name: 'nouveau-plan.pdf', size: 13 };
    const { spy, calls } = mockFetch((call) => {
      if (call.url.pathname === '/api/room_files/multiple') return jsonResponse(201, [uploaded]);
      if (call.method === 'PATCH') return jsonResponse(200, { ...ROOM, pdf: uploaded });
      return jsonResponse(404, {});
    });
    const { onSaved } = renderForm();
    const u = user();
    await u.upload(pdfInput(), pdfFile());

    expect(await screen.findByRole('link', { name: /nouveau-plan\.pdf/ })).toHaveAttribute(
      'href',
      uploaded.url,
    );
    expect(screen.getByText('Fichier envoyé : nouveau-plan.pdf. Enregistrez pour le garder.'));
    const [sent] = uploads(spy);
    expect(sent!.url.pathname).toBe('/api/room_files/multiple');
    expect(sent!.url.searchParams.get('accept')).toBe('pdf');
    expect(sent!.files.map((file) => file.name)).toEqual(['nouveau-plan.pdf']);

    await save(u);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/rooms/3');
    expect(patch?.body).toEqual({ pdf: 12 });
  });

  it("shows the server's refusal and keeps the previous file", async () => {
    const message = 'plan.pdf : Format de fichier invalide (format attendu : Document PDF)';
    mockFetch(() =>
      jsonResponse(400, {
        error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
        code: 'VALIDATION_FAILED',
        fieldErrors: { files: [message] },
      }),
    );
    renderForm();
    await user().upload(pdfInput(), pdfFile('plan.pdf'));
    expect(await screen.findByText(message)).toBeVisible();
    expect(pdfInput()).toHaveAttribute('aria-invalid', 'true');
    expect(pdfInput()).toHaveAccessibleDescription(`Formats acceptés : Document PDF ${message}`);
    expect(screen.getByRole('link', { name: /plan-salle\.pdf/ })).toBeVisible();
  });

  it('refuses a file of another declared type without uploading it', async () => {
    const { spy } = mockFetch(() => jsonResponse(500, {}));
    renderForm();
    await user().upload(pdfInput(), new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(
      await screen.findByText(
        'photo.png : Format de fichier invalide (format attendu : Document PDF)',
      ),
    ).toBeVisible();
    expect(uploads(spy)).toEqual([]);
  });

  it('removes the file: the form saves null', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'PATCH' ? jsonResponse(200, { ...ROOM, pdf: null }) : jsonResponse(404, {}),
    );
    renderForm();
    const u = user();
    await u.click(
      screen.getByRole('button', { name: 'Retirer le fichier de « Plan ou fiche (PDF) »' }),
    );
    expect(screen.queryByRole('link', { name: /plan-salle\.pdf/ })).toBeNull();
    expect(screen.getAllByText('Aucun fichier')).toHaveLength(3);
    await save(u);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        pdf: null,
      }),
    );
  });
});

describe('home-page document form', () => {
  const DOC: ResourceItem = {
    id: 4,
    name: 'Guide',
    file: { ...PLAN, id: 9, name: 'guide.pdf', url: '/api/files/9/guide.pdf' },
    url: null,
    published: true,
    position: 2,
    importedAt: '2026-03-12T10:00:00.000Z',
  };

  it('shows the server-set import date when editing, never as an input', () => {
    mockFetch(() => jsonResponse(404, {}));
    renderForm(publicDocumentsResource, DOC);
    expect(screen.getByText("Date d'import")).toBeVisible();
    expect(screen.getByText('12/03/2026')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: "Date d'import" })).toBeNull();
  });

  it('applies "a file or a web address" to the whole item before sending', async () => {
    const { calls } = mockFetch(() => jsonResponse(500, {}));
    renderForm(publicDocumentsResource, DOC);
    const u = user();
    await u.type(screen.getByRole('textbox', { name: 'Adresse web' }), 'https://example.org');
    await save(u);
    const both = 'Indiquez un fichier ou une adresse web, pas les deux';
    expect(await screen.findAllByText(both)).toHaveLength(2);
    expect(screen.getByLabelText('Fichier')).toHaveFocus();

    await u.click(screen.getByRole('button', { name: 'Retirer le fichier de « Fichier »' }));
    await u.clear(screen.getByRole('textbox', { name: 'Adresse web' }));
    await save(u);
    expect(await screen.findAllByText('Indiquez un fichier ou une adresse web')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('creates without the read-only date', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST' ? jsonResponse(201, { ...DOC, id: 5 }) : jsonResponse(404, {}),
    );
    const { onSaved } = renderForm(publicDocumentsResource, null);
    expect(screen.queryByText("Date d'import")).toBeNull();
    const u = user();
    await u.type(screen.getByRole('textbox', { name: /Nom/ }), 'Annuaire');
    await u.type(screen.getByRole('textbox', { name: 'Adresse web' }), 'https://example.org');
    await save(u);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Annuaire',
      file: null,
      url: 'https://example.org',
      published: false,
      position: null,
    });
  });
});

describe('file values', () => {
  const pdf = roomsResource.field('pdf')!;

  it('hold the description in the form and send the id', () => {
    expect(toInputValue(pdf, PLAN)).toBe(PLAN);
    expect(toInputValue(pdf, null)).toBe('');
    expect(toInputValue(pdf, 7)).toBe('');
    expect(toBodyValue(pdf, PLAN)).toBe(7);
    expect(toBodyValue(pdf, '')).toBeNull();
  });

  it('show as a link in a list cell', () => {
    render(<CellValue field={pdf} value={PLAN} />);
    expect(screen.getByRole('link', { name: 'plan-salle.pdf' })).toHaveAttribute('href', PLAN.url);
  });

  it('give sizes in French units', () => {
    expect(formatFileSize(1)).toBe('1\u00a0octet');
    expect(formatFileSize(900)).toBe('900\u00a0octets');
    expect(formatFileSize(1536)).toBe('1,5\u00a0Ko');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10\u00a0Mo');
  });
});
