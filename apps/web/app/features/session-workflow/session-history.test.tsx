import type { SessionHistoryEntry } from '@passerelle/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '../../../test/fixtures';
import { SessionHistory, SessionHistoryList } from './session-history';

const ENTRIES: SessionHistoryEntry[] = [
  {
    id: 4,
    createdAt: '2030-03-06T09:30:00.000Z',
    author: { id: 1, name: 'Claire Martin' },
    impersonator: null,
    // A step of the report: the status stays as it was.
    fromStatus: 'CANCELED',
    toStatus: 'CANCELED',
    event: 'REPORT_SENT_BACK',
    comment: 'Précisez les acquis.',
  },
  {
    id: 3,
    createdAt: '2030-03-05T09:30:00.000Z',
    author: { id: 1, name: 'Claire Martin' },
    impersonator: null,
    fromStatus: 'REPORTED',
    toStatus: 'CANCELED',
    event: null,
    comment: 'Intervenant indisponible',
  },
  {
    id: 2,
    createdAt: '2030-03-01T16:05:00.000Z',
    author: null,
    impersonator: null,
    fromStatus: 'PROGRAMMED',
    toStatus: 'REPORTED',
    event: null,
    comment: '',
  },
  {
    id: 1,
    createdAt: '2030-02-01T08:00:00.000Z',
    author: { id: 2, name: 'Thomas Bernard' },
    // Changed by an admin acting as Thomas Bernard (decision 031).
    impersonator: { id: 1, name: 'Claire Martin' },
    fromStatus: null,
    toStatus: 'PROGRAMMED',
    event: null,
    comment: '',
  },
];

function rows() {
  const [, ...body] = screen.getAllByRole('row');
  return body.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
}

describe('SessionHistoryList', () => {
  it('shows date, author, from → to or the report’s event, and the reason, newest first', () => {
    render(<SessionHistoryList entries={ENTRIES} />);
    const table = screen.getByRole('table', { name: 'Historique de la session' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Auteur', 'Changement', 'Motif']);
    expect(rows()).toEqual([
      [
        '06/03/2030 10:30',
        'Claire Martin',
        'Bilan pédagogique renvoyé au prestataire',
        'Précisez les acquis.',
      ],
      ['05/03/2030 10:30', 'Claire Martin', 'Reportée→versAnnulée', 'Intervenant indisponible'],
      ['01/03/2030 17:05', 'Utilisateur supprimé', 'Programmée→versReportée', ''],
      [
        '01/02/2030 09:00',
        'Thomas Bernard (substitué par Claire Martin)',
        'Création→versProgrammée',
        '',
      ],
    ]);
    expect(table.querySelector('time')).toHaveAttribute('datetime', '2030-03-06T09:30:00.000Z');
  });

  it('says when there is nothing yet', () => {
    render(<SessionHistoryList entries={[]} />);
    expect(screen.getByText('Aucun changement de statut pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('SessionHistory', () => {
  it('loads the history of the session and reloads it when told', async () => {
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockImplementation(async () => jsonResponse(200, ENTRIES));
    const { rerender } = render(<SessionHistory sessionId={7} refreshKey="REPORTED" />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/sessions/7/history');
    expect(rows()).toHaveLength(4);

    fetch.mockImplementation(async () => jsonResponse(200, ENTRIES.slice(0, 1)));
    rerender(<SessionHistory sessionId={7} refreshKey="CANCELED" />);
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("shows the API's error", async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(
      jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' }),
    );
    render(<SessionHistory sessionId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Élément introuvable.');
  });
});
