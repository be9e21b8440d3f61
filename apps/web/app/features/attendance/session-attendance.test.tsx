import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { jsonResponse } from '../../../test/fixtures';
import { inRouter } from '../../../test/in-router';
import { SessionAttendance } from './session-attendance';
import { attendanceOf, windowStateOf } from './test-fixtures';

afterEach(() => {
  toastStore.reset();
});

const toasts = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** The API: answers by method and path; every call is kept. */
function mockApi(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url.split('?')[0]}`];
    if (!answer) throw new Error(`Unexpected ${method} ${url}`);
    return answer();
  });
  return calls;
}

const ATTENDANCE = 'GET /api/sessions/5/attendance';

describe('SessionAttendance', () => {
  it('lists the half-days with their windows, and opens one for the QR code', async () => {
    const afternoon = windowStateOf({
      id: 10,
      halfDay: attendanceOf().halfDays[1]!,
      trainees: [
        { registrationId: 11, name: 'Ana Lima', signature: null },
        { registrationId: 12, name: 'Bruno Petit', signature: null },
      ],
    });
    const calls = mockApi({
      [ATTENDANCE]: () => jsonResponse(200, attendanceOf()),
      'POST /api/sessions/5/signing_windows': () => jsonResponse(200, afternoon),
    });
    render(<SessionAttendance sessionId={5} />, inRouter);

    const table = await screen.findByRole('table', { name: 'Demi-journées de la session' });
    const morning = within(table).getByRole('row', { name: /mardi 10 mars 2026, matin/ });
    expect(morning).toHaveTextContent('09:00 – 12:30');
    expect(morning).toHaveTextContent('1 signature sur 3');
    expect(morning).toHaveTextContent('Ouvert');
    expect(
      within(morning).getByRole('button', {
        name: 'Fermer l’émargement : mardi 10 mars 2026, matin',
      }),
    ).toBeEnabled();
    // Never opened: said plainly, as the French write it.
    const afternoonRow = within(table).getByRole('row', { name: /mardi 10 mars 2026, après-midi/ });
    expect(afternoonRow).toHaveTextContent('Non ouvert');

    await userEvent.click(
      screen.getByRole('button', { name: 'Ouvrir l’émargement : mardi 10 mars 2026, après-midi' }),
    );
    const live = await screen.findByRole('region', {
      name: 'Émargement en cours : mardi 10 mars 2026, après-midi',
    });
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/sessions/5/signing_windows',
      body: { halfDay: '2026-03-10-afternoon' },
    });
    expect(toasts()).toContainEqual(['success', 'Émargement ouvert.']);
    // The QR code of the window's address, drawn in the browser.
    const qr = await within(live).findByRole('img', {
      name: 'QR code à scanner pour signer la présence : mardi 10 mars 2026, après-midi',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,/);
    expect(within(live).getByRole('status')).toHaveTextContent('0 stagiaire a signé sur 2.');
    expect(
      within(live).getByRole('button', { name: 'Faire signer Bruno Petit sur cet appareil' }),
    ).toBeInTheDocument();
  });

  it('shows who signed, and collects a typed signature on the provider’s device', async () => {
    const calls = mockApi({
      [ATTENDANCE]: () => jsonResponse(200, attendanceOf()),
      'GET /api/signing_windows/9': () => jsonResponse(200, windowStateOf()),
      'POST /api/signing_windows/9/signatures': () =>
        jsonResponse(201, {
          registrationId: 12,
          halfDay: '2026-03-10-morning',
          signedAt: '2026-03-10T08:10:00.000Z',
        }),
    });
    render(<SessionAttendance sessionId={5} />, inRouter);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Afficher le QR code : mardi 10 mars 2026, matin',
      }),
    );
    const live = await screen.findByRole('region', { name: /^Émargement en cours/ });
    const signed = within(live).getByRole('row', { name: /Ana Lima/ });
    expect(within(signed).getByRole('img', { name: 'Signature d’Ana Lima' })).toHaveAttribute(
      'src',
      '/api/attendance_signatures/31/image',
    );
    expect(signed).toHaveTextContent('Signé à 09:05, sur son téléphone');

    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await userEvent.click(
      within(live).getByRole('button', { name: 'Faire signer Bruno Petit sur cet appareil' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Signature de Bruno Petit' });
    expect(dialog).toHaveAccessibleDescription(/recueillie par vous, sur votre appareil/);
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Je ne peux pas dessiner : je signe en tapant mon nom',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Signer' }));
    const name = within(dialog).getByRole('textbox', { name: /Prénom et nom/ });
    expect(name).toHaveAccessibleDescription('Champ obligatoire');
    expect(name).toHaveFocus();
    await userEvent.type(name, 'Bruno Petit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Signer' }));
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Je certifie ma présence à cette demi-journée de formation.',
      }),
    ).toHaveAccessibleDescription('Cochez la case pour certifier votre présence.');
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Je certifie ma présence à cette demi-journée de formation.',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Signer' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Signature de Bruno Petit' })).toBeNull(),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        url: '/api/signing_windows/9/signatures',
        method: 'POST',
        body: { registrationId: 12, typedName: 'Bruno Petit', certified: true },
      },
    ]);
    expect(toasts()).toContainEqual(['success', 'Signature de Bruno Petit enregistrée.']);
  });

  it('proposes the attendance, applied only once the session has ended', async () => {
    mockApi({ [ATTENDANCE]: () => jsonResponse(200, attendanceOf()) });
    render(<SessionAttendance sessionId={5} />, inRouter);
    const table = await screen.findByRole('table', { name: 'Proposition par stagiaire' });
    const ana = within(table).getByRole('row', { name: /Ana Lima/ });
    expect(ana).toHaveTextContent('1 sur 2');
    expect(ana).toHaveTextContent('Non saisie');
    expect(ana).toHaveTextContent('Absence partielle (3,5 h)');
    expect(within(table).getByRole('row', { name: /Chloé Roux/ })).toHaveTextContent(
      'Absent (identique à la saisie)',
    );
    expect(screen.getByText(/la présence se saisit après la session/)).toBeInTheDocument();
    // Nothing to tick nor apply before then.
    expect(screen.queryByRole('button', { name: /^Appliquer la proposition/ })).toBeNull();
    expect(within(table).queryByRole('checkbox')).toBeNull();
    // The afternoon never had a window: it counts as not signed.
    expect(
      screen.getByText(/1 demi-journée n’a pas eu d’émargement numérique/),
    ).toBeInTheDocument();
  });

  it('applies the proposal of the ticked trainees after a confirmation', async () => {
    let applied = false;
    const calls = mockApi({
      [ATTENDANCE]: () => jsonResponse(200, attendanceOf({ applyRefusal: null })),
      'POST /api/sessions/5/attendance_proposal': () => {
        applied = true;
        return jsonResponse(200, { applied: 1 });
      },
    });
    render(<SessionAttendance sessionId={5} />, inRouter);
    // Those whose record would change are ticked to begin with.
    const ana = await screen.findByRole('checkbox', {
      name: 'Appliquer la proposition pour Ana Lima',
    });
    expect(ana).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Appliquer la proposition pour Chloé Roux' }),
    ).not.toBeChecked();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Appliquer la proposition pour Bruno Petit' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Appliquer la proposition (1 stagiaire)' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Appliquer la proposition ?' });
    expect(applied).toBe(false);
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Appliquer la proposition (1 stagiaire)' }),
    );
    await waitFor(() => expect(toasts()).toContainEqual(['success', '1 présence enregistrée.']));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ registrationIds: [11] });
    // Read again after applying.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/sessions/5/attendance')).toHaveLength(2),
    );
  });

  it('reads the half-days again when the session changes (new dates), without a reload', async () => {
    let answer = attendanceOf({ halfDays: [] });
    const calls = mockApi({ [ATTENDANCE]: () => jsonResponse(200, answer) });
    const { rerender } = render(
      <SessionAttendance sessionId={5} revision="2026-03-01T10:00:00.000Z" />,
      inRouter,
    );
    expect(await screen.findByText(/n’a pas de dates d’intervention/)).toBeInTheDocument();
    answer = attendanceOf();
    rerender(<SessionAttendance sessionId={5} revision="2026-03-01T10:05:00.000Z" />);
    const table = await screen.findByRole('table', { name: 'Demi-journées de la session' });
    expect(within(table).getByRole('row', { name: /mardi 10 mars 2026, matin/ })).toBeVisible();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('says when the session has no intervention date, or when it could not be read', async () => {
    mockApi({ [ATTENDANCE]: () => jsonResponse(200, attendanceOf({ halfDays: [] })) });
    const { unmount } = render(<SessionAttendance sessionId={5} />, inRouter);
    expect(await screen.findByText(/n’a pas de dates d’intervention/)).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    mockApi({ [ATTENDANCE]: () => jsonResponse(500, { error: 'boom', code: 'INTERNAL' }) });
    render(<SessionAttendance sessionId={5} />, inRouter);
    expect(
      await screen.findByText('L’émargement numérique de la session n’a pas pu être chargé.'),
    ).toBeInTheDocument();
  });
});
