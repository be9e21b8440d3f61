import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AddToAgendaLink } from '~/components/add-to-agenda-link';
import { toastStore } from '~/lib/toast';

import { jsonResponse } from '../../../test/fixtures';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { inRouter } from '../../../test/in-router';

afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

const toasts = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);
const URL_1 =
  'https://passerelle.example/api/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde.ics';

/** Answers the feed's calls as the API would, starting without a feed; records them. */
function mockFeedApi() {
  let active = false;
  return vi.spyOn(window, 'fetch').mockImplementation(async (_input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'POST') {
      active = true;
      return jsonResponse(200, {
        scope: 'beneficiary',
        url: URL_1,
        createdAt: '2026-11-26T09:30:00.000Z',
      });
    }
    if (method === 'DELETE') {
      active = false;
      return new Response(null, { status: 204 });
    }
    return jsonResponse(200, {
      scope: 'beneficiary',
      active,
      createdAt: active ? '2026-11-26T09:30:00.000Z' : null,
    });
  });
}

describe('CalendarFeedPanel', () => {
  it('creates the secret link, shows it once with "Copier le lien", then revokes it after confirmation', async () => {
    const fetch = mockFeedApi();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CalendarFeedPanel scope="beneficiary" />, inRouter);
    const panel = screen.getByRole('region', { name: 'Mon agenda en ligne' });
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      "Vous n'avez pas encore de lien d'abonnement.",
    );

    await userEvent.click(
      within(panel).getByRole('button', { name: 'Créer mon lien d’abonnement' }),
    );
    const link = await within(panel).findByLabelText("Lien d'abonnement à votre agenda");
    expect(link).toHaveValue(URL_1);
    expect(link).toHaveAccessibleDescription(/il ne sera plus affiché/);
    await waitFor(() => expect(link).toHaveFocus());
    expect(toasts()).toEqual([['success', 'Lien d’abonnement créé.']]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(URL_1);
    expect(toasts().at(-1)).toEqual(['success', 'Lien copié dans le presse-papiers.']);

    await userEvent.click(within(panel).getByRole('button', { name: 'Révoquer le lien' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Révoquer le lien d’abonnement ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Révoquer le lien' }));
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual([
        'success',
        "Lien d'abonnement révoqué : il ne fonctionne plus.",
      ]),
    );
    expect(
      within(panel).queryByLabelText("Lien d'abonnement à votre agenda"),
    ).not.toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent("pas encore de lien d'abonnement");
    expect(fetch.mock.calls.map(([, init]) => init?.method ?? 'GET')).toEqual([
      'GET',
      'POST',
      'DELETE',
    ]);
  });

  it('says since when a live link works, without showing it, and offers to renew it', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(async () =>
      jsonResponse(200, { scope: 'provider', active: true, createdAt: '2026-11-20T09:30:00.000Z' }),
    );
    render(<CalendarFeedPanel scope="provider" />, inRouter);
    const panel = screen.getByRole('region', { name: 'Mon agenda en ligne' });
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Lien actif depuis le 20/11/2026 10:30.',
    );
    expect(panel).toHaveTextContent('les sessions des actions de votre organisme');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Régénérer le lien' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Régénérer le lien d’abonnement ?' }),
    ).toHaveAccessibleDescription(
      "L'ancien lien cessera de fonctionner : les agendas abonnés avec lui devront être abonnés au nouveau.",
    );
  });
});

describe('AddToAgendaLink', () => {
  it("downloads the session's .ics file, named after the session", () => {
    render(<AddToAgendaLink sessionId={42} code="S-2031-01" />);
    const link = screen.getByRole('link', {
      name: 'Ajouter la session S-2031-01 à mon agenda (fichier .ics)',
    });
    expect(link).toHaveAttribute('href', '/api/public/sessions/42/calendar.ics');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent('Ajouter à mon agenda');
  });
});
