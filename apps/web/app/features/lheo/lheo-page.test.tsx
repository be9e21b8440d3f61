import type { LheoExcludedAction, LheoFeedState } from '@passerelle/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { LheoPage } from './lheo-page';

afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

const URL_OF_FEED = 'https://passerelle.example.org/api/public/catalogue.lheo.xml';

function excludedOf(values: Partial<LheoExcludedAction> = {}): LheoExcludedAction {
  return {
    id: 12,
    name: 'Accueillir les publics',
    year: 2026,
    provider: { id: 7, name: 'Organisme Alpha' },
    sessionCount: 3,
    gaps: ['expectedResults', 'activityNumber'],
    ...values,
  };
}

function stateOf(values: Partial<LheoFeedState> = {}): LheoFeedState {
  return {
    url: URL_OF_FEED,
    lastReadAt: null,
    readCount: 0,
    actionCount: 0,
    sessionCount: 0,
    excluded: [],
    ...values,
  };
}

function renderPage(state: LheoFeedState) {
  const Stub = createRoutesStub([
    {
      path: '/back/admin/lheo',
      loader: () => ({ state }),
      HydrateFallback: () => null,
      Component: function Route() {
        return <LheoPage title="Offre de formation au format LHÉO" state={state} />;
      },
    },
  ]);
  render(<Stub initialEntries={['/back/admin/lheo']} />);
}

const toasts = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);
const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByRole('rowheader', { name }))!;

describe('LheoPage', () => {
  it('shows the feed’s address, never read yet, empty, with every action in it', async () => {
    renderPage(stateOf());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Offre de formation au format LHÉO' }),
    ).toBeVisible();
    expect(screen.getByText(/^Le catalogue est publié au format national LHÉO 2\.3/)).toBeVisible();
    const address = screen.getByRole('textbox', { name: 'Adresse du flux' });
    expect(address).toHaveValue(URL_OF_FEED);
    expect(address).toHaveAttribute('readonly');
    expect(screen.getByText('Le flux n’a encore jamais été lu.')).toBeVisible();
    expect(screen.queryByText(/lectures? en tout/)).toBeNull();
    expect(screen.getByText('0 action')).toBeVisible();
    expect(screen.getByText('0 session')).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Actions absentes du flux' }),
    ).toBeVisible();
    expect(screen.getByText('Toutes les actions publiées figurent dans le flux.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the last reading in Paris time, the counts in French, and the actions left out', async () => {
    renderPage(
      stateOf({
        lastReadAt: '2026-03-10T08:30:00.000Z',
        readCount: 1234,
        actionCount: 1,
        sessionCount: 42,
        excluded: [
          excludedOf(),
          excludedOf({
            id: 15,
            name: 'Conduire un entretien',
            provider: null,
            sessionCount: 1,
            gaps: ['entryLevel', 'publicCodes', 'provider'],
          }),
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    const lastRead = screen.getByText('10/03/2026 09:30');
    expect(lastRead.tagName).toBe('TIME');
    expect(lastRead).toHaveAttribute('dateTime', '2026-03-10T08:30:00.000Z');
    // Thousands apart with a narrow no-break space, as everywhere in the app.
    expect(screen.getByText(/lectures en tout$/).textContent).toBe('1\u202f234 lectures en tout');
    expect(screen.getByText('1 action')).toBeVisible();
    expect(screen.getByText('42 sessions')).toBeVisible();
    expect(screen.queryByText('Le flux n’a encore jamais été lu.')).toBeNull();
    expect(screen.getByText(/^Ces actions ont des sessions publiées à venir/)).toBeVisible();

    const table = screen.getByRole('table', { name: 'Actions absentes du flux' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Action', 'Année', 'Prestataire', 'Sessions à venir', 'Informations manquantes']);

    const alpha = rowOf('Accueillir les publics');
    expect(within(alpha).getByRole('link', { name: 'Accueillir les publics' })).toHaveAttribute(
      'href',
      '/back/programming/12/action',
    );
    expect(within(alpha).getByRole('link', { name: 'Organisme Alpha' })).toHaveAttribute(
      'href',
      '/back/admin/structures/7',
    );
    expect(alpha).toHaveTextContent('2026');
    expect(within(alpha).getAllByRole('cell')[2]).toHaveTextContent('3');
    expect(
      within(within(alpha).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Résultats attendus', 'Numéro de déclaration d’activité du prestataire']);

    const orphan = rowOf('Conduire un entretien');
    expect(within(orphan).getByRole('link', { name: 'Conduire un entretien' })).toHaveAttribute(
      'href',
      '/back/programming/15/action',
    );
    expect(within(orphan).getAllByRole('link')).toHaveLength(1);
    expect(orphan).toHaveTextContent('Aucun');
    expect(
      within(orphan)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Niveau d’entrée', 'Codes Formacode du public visé', 'Prestataire']);
  });

  it('copies the address, and says so', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(stateOf());
    await userEvent.click(await screen.findByRole('button', { name: 'Copier l’adresse' }));
    expect(writeText).toHaveBeenCalledWith(URL_OF_FEED);
    await waitFor(() => expect(toasts()).toEqual([['success', 'Adresse copiée.']]));
  });

  it('selects the address when the browser refuses to copy it', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(stateOf());
    await userEvent.click(await screen.findByRole('button', { name: 'Copier l’adresse' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        ['error', 'L’adresse n’a pas pu être copiée : sélectionnez-la et copiez-la vous-même.'],
      ]),
    );
    const address = screen.getByRole('textbox', { name: 'Adresse du flux' });
    expect(address).toHaveProperty('selectionStart', 0);
    expect(address).toHaveProperty('selectionEnd', URL_OF_FEED.length);
  });
});
