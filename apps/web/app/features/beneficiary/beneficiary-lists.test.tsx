import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toastStore } from '~/lib/toast';

import { jsonResponse } from '../../../test/fixtures';
import { inRouter as dataRouter } from '../../../test/in-router';
import { FavoritesList } from './favorites-list';
import { FutureList } from './future-list';
import { PassedList } from './passed-list';
import { favoriteOf, futureOf, mockApi, passedOf } from './test-fixtures';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => toastStore.reset());

const inRouter = (ui: ReactNode) => render(ui, dataRouter);
const toastTexts = () => toastStore.getSnapshot().map((item) => item.message);

describe('FavoritesList', () => {
  it('shows each session with its dates, place, availability and a link to its page', () => {
    inRouter(<FavoritesList items={[favoriteOf()]} />);
    const table = screen.getByRole('table', { name: 'Sessions en favori' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Écoute active' })).toHaveAttribute(
      'href',
      '/training/41',
    );
    expect(row).toHaveTextContent('Du 10 mars 2030 au 11 mars 2030');
    expect(row).toHaveTextContent('Toulouse');
    expect(row).toHaveTextContent('Dernières places');
  });

  it('removes a favourite through the API, then tells the page', async () => {
    const calls = mockApi((call) =>
      call.method === 'DELETE' && call.path === '/api/sessions/41/favorite'
        ? new Response(null, { status: 204 })
        : undefined,
    );
    const onChange = vi.fn();
    inRouter(<FavoritesList items={[favoriteOf()]} onChange={onChange} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Retirer « Écoute active » des favoris' }),
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(calls).toEqual([
      { method: 'DELETE', path: '/api/sessions/41/favorite', body: undefined },
    ]);
    expect(toastTexts()).toContain('Session retirée de vos favoris.');
    expect(screen.getByText(/Vous n'avez aucune session en favori/)).toBeInTheDocument();
  });

  it('keeps the row and shows the French error when the API refuses', async () => {
    mockApi(() => jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' }));
    const onChange = vi.fn();
    inRouter(<FavoritesList items={[favoriteOf()]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Retirer « Écoute active »/ }));
    await waitFor(() => expect(toastTexts()).toContain('Élément introuvable.'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Écoute active' })).toBeInTheDocument();
  });

  it('says so when there is no favourite, with the way to the catalogue', () => {
    inRouter(<FavoritesList items={[]} />);
    expect(screen.getByText(/aucune session en favori/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir le catalogue' })).toHaveAttribute(
      'href',
      '/training',
    );
  });
});

describe('FutureList', () => {
  const items = [
    futureOf(),
    futureOf(
      {
        id: 91,
        status: 'PRE_REGISTERED',
        waitingList: true,
        waitingPosition: 2,
        awaiting: 'WAITING_LIST',
        awaitingLabel: "Sur liste d'attente (position 2)",
      },
      { id: 42, action: { id: 8, name: 'Médiation numérique' }, modality: 'REMOTE', city: null },
    ),
    futureOf(
      {
        id: 92,
        status: 'REGISTERED',
        awaiting: 'NOTHING',
        awaitingLabel: 'Inscrit',
        cancellable: false,
      },
      { id: 43, action: { id: 9, name: 'Accueil' }, status: 'REPORTED' },
    ),
  ];

  it('shows the status and what each registration awaits', () => {
    inRouter(<FutureList items={items} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent("Demande d'inscription");
    expect(rows[0]).toHaveTextContent('En attente de validation par votre structure');
    expect(rows[1]).toHaveTextContent('Pré-inscrit');
    expect(rows[1]).toHaveTextContent("Liste d'attente");
    expect(rows[1]).toHaveTextContent("Sur liste d'attente (position 2)");
    expect(rows[1]).toHaveTextContent('À distance');
    expect(rows[2]).toHaveTextContent('Inscrit');
    expect(rows[2]).toHaveTextContent('Session reportée');
    // Only the cancellable ones offer the button.
    expect(screen.getAllByRole('button', { name: /Annuler mon inscription/ })).toHaveLength(2);
  });

  it('cancels with a required reason, then refreshes the list', async () => {
    const calls = mockApi((call) =>
      call.method === 'POST' && call.path === '/api/registrations/91/cancel'
        ? jsonResponse(200, { id: 91, status: 'CANCELED', waitingList: true })
        : undefined,
    );
    const onChange = vi.fn();
    inRouter(<FutureList items={items} onChange={onChange} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Annuler mon inscription à « Médiation numérique »' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Annuler mon inscription' });
    await userEvent.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    const reason = within(dialog).getByRole('textbox', { name: /Motif de l'annulation/ });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);

    await userEvent.type(reason, 'Empêchement professionnel');
    await userEvent.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/registrations/91/cancel',
        body: { reason: 'Empêchement professionnel' },
      },
    ]);
    expect(toastTexts()).toContain('Votre inscription a été annulée.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the API refusal', async () => {
    mockApi(() =>
      jsonResponse(409, { error: "L'annulation n'est plus possible.", code: 'CONFLICT' }),
    );
    const onChange = vi.fn();
    inRouter(<FutureList items={items.slice(0, 1)} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Annuler mon inscription/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Raison');
    await userEvent.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    await waitFor(() => expect(toastTexts()).toContain("L'annulation n'est plus possible."));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says so when there is nothing to come', () => {
    inRouter(<FutureList items={[]} />);
    expect(
      screen.getByText("Vous n'avez aucune formation en cours ou à venir."),
    ).toBeInTheDocument();
  });
});

describe('PassedList', () => {
  it('shows the final status, the reason and the effective hours', () => {
    inRouter(
      <PassedList
        items={[
          passedOf(),
          passedOf(
            { id: 81, status: 'REFUSED_HR', effectiveHours: null, reason: 'Budget épuisé' },
            { id: 44 },
          ),
          passedOf(
            { id: 82, status: 'ABSENCE', effectiveHours: null, excusedAbsence: true },
            { id: 45 },
          ),
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Formations passées' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Présent');
    expect(rows[0]).toHaveTextContent('7,5 h');
    expect(rows[0]).toHaveTextContent('Le 10 mars 2024');
    expect(rows[1]).toHaveTextContent('Refusé par le valideur RH');
    expect(rows[1]).toHaveTextContent('Budget épuisé');
    expect(rows[1]).toHaveTextContent('Non renseignées');
    expect(rows[2]).toHaveTextContent('Absent');
    expect(rows[2]).toHaveTextContent('Absence excusée');
  });

  it('says so when there is no past training', () => {
    inRouter(<PassedList items={[]} />);
    expect(screen.getByText("Vous n'avez aucune formation passée.")).toBeInTheDocument();
  });
});
