import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { MonthCalendar, SESSIONS_PER_DAY } from './month-calendar';
import { catalogueSession } from './test-fixtures';

function renderMonth(sessions = [catalogueSession()]) {
  const Stub = createRoutesStub([
    {
      path: '/calendar',
      Component: () => (
        <MonthCalendar
          month={{ year: 2026, month: 3 }}
          today="2026-03-12"
          sessions={sessions}
          truncated={false}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/calendar']} />);
}

describe('month calendar', () => {
  it('draws the month from Monday with French names and links to the sessions', async () => {
    renderMonth();
    const table = await screen.findByRole('table', { name: 'mars 2026' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers[0]).toBe('lundi');
    expect(headers[6]).toBe('dimanche');
    const link = within(table).getByRole('link', { name: /Évaluer les compétences/ });
    expect(link).toHaveAttribute('href', '/training/5');
    // 8:00 UTC on 10 March is 9:00 in Paris, shown on Tuesday 10.
    expect(link.closest('td')).toHaveTextContent('mardi 10 mars, 1 session');
    expect(link).toHaveTextContent('09:00');
    expect(within(table).getByText('jeudi 12 mars').closest('td')).toHaveAttribute(
      'aria-current',
      'date',
    );
  });

  it('links the previous and next months in the URL', async () => {
    renderMonth([]);
    expect(
      await screen.findByRole('link', { name: 'Mois précédent : février 2026' }),
    ).toHaveAttribute('href', '/calendar?month=2026-02');
    expect(screen.getByRole('link', { name: 'Mois suivant : avril 2026' })).toHaveAttribute(
      'href',
      '/calendar?month=2026-04',
    );
    expect(screen.getByText('Aucune session publiée ce mois-ci.')).toBeInTheDocument();
  });

  it('sends to the list of the day beyond a few sessions', async () => {
    const many = Array.from({ length: SESSIONS_PER_DAY + 2 }, (_, i) =>
      catalogueSession({ id: 100 + i }),
    );
    renderMonth(many);
    expect(
      await screen.findByRole('link', { name: 'et 2 autres : voir la liste' }),
    ).toHaveAttribute('href', '/training?from=2026-03-10&to=2026-03-10');
  });
});
