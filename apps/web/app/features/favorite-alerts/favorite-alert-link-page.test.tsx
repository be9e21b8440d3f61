import type { FavoriteAlertLinkView } from '@passerelle/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '../../../test/fixtures';
import { FavoriteAlertLinkPage } from './favorite-alert-link-page';

const TOKEN = 'b'.repeat(43);
const LINK = `/api/public/favorite_alert_links/${TOKEN}`;

function renderPage(view: FavoriteAlertLinkView | null) {
  const Stub = createRoutesStub([
    {
      path: '/favorite-alerts/:token',
      Component: () => (
        <FavoriteAlertLinkPage
          title="Alertes sur les formations favorites"
          data={{ token: TOKEN, view }}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={[`/favorite-alerts/${TOKEN}`]} />);
}

/** `window.fetch` answering the calls in turn; the calls as [url, method, body]. */
function mockApi(...answers: (() => Response)[]) {
  let next = 0;
  const fetch = vi
    .spyOn(window, 'fetch')
    .mockImplementation(async () => answers[Math.min(next++, answers.length - 1)]!());
  return () =>
    fetch.mock.calls.map(([url, init]) => [
      String(url),
      init?.method,
      init?.body ? JSON.parse(String(init.body)) : undefined,
    ]);
}

afterEach(() => vi.restoreAllMocks());

describe('FavoriteAlertLinkPage', () => {
  it('changes nothing when opened, turns the alerts off in one click, and on again', async () => {
    const calls = mockApi(
      () => jsonResponse(200, { enabled: false }),
      () => jsonResponse(200, { enabled: true }),
    );
    renderPage({ givenName: 'Inès', enabled: true });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Alertes sur les formations favorites' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bonjour Inès,')).toBeInTheDocument();
    expect(screen.getByText(/^Vous recevez un courriel quand une nouvelle session/)).toBeVisible();
    expect(calls()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Ne plus recevoir ces alertes' }));
    const stopped = await screen.findByRole('status');
    expect(stopped).toHaveTextContent(
      'C’est fait : vous ne recevrez plus ces alertes. Vos favoris restent enregistrés.',
    );
    await waitFor(() => expect(stopped.parentElement).toHaveFocus());
    expect(calls()).toEqual([[LINK, 'POST', { enabled: false }]]);

    await userEvent.click(screen.getByRole('button', { name: 'Recevoir de nouveau ces alertes' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'C’est fait : vous recevrez de nouveau ces alertes.',
    );
    expect(calls()[1]).toEqual([LINK, 'POST', { enabled: true }]);
    expect(screen.getByRole('link', { name: 'Voir mes favoris' })).toHaveAttribute(
      'href',
      '/beneficiary/favorites',
    );
  });

  it('offers to turn them on again when they are off', () => {
    renderPage({ givenName: 'Marc', enabled: false });
    expect(
      screen.getByText('Vous ne recevez plus les alertes sur vos formations favorites.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recevoir de nouveau ces alertes' })).toBeEnabled();
  });

  it('says when the link is unknown or expired, with no button', () => {
    renderPage(null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ce lien n’est pas valide ou a expiré : vous pouvez régler les alertes depuis vos favoris, une fois connecté.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the setting as it was when the API refuses', async () => {
    mockApi(() =>
      jsonResponse(404, {
        code: 'NOT_FOUND',
        error: 'Ressource introuvable',
        detail:
          'Ce lien n’est pas valide ou a expiré : vous pouvez régler les alertes depuis vos favoris, une fois connecté.',
      }),
    );
    renderPage({ givenName: 'Inès', enabled: true });
    await userEvent.click(screen.getByRole('button', { name: 'Ne plus recevoir ces alertes' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ne plus recevoir ces alertes' })).toBeEnabled(),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
