import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';

import { SessionCostSummary, SessionListFigures } from './session-figures';

/** The value of a labelled figure (a `<dt>` and its `<dd>`). */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling!.textContent!.replace(/\s/g, ' ');
}

describe('SessionCostSummary', () => {
  it('gives the cost per seat held and per trainee who came, in euros', () => {
    render(
      <SessionCostSummary
        cost={{
          cost: '1234.50',
          takenSeats: 12,
          attended: 1,
          costPerSeat: '102.88',
          costPerAttendee: '1234.50',
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Coût de la session' });
    expect(within(section).getAllByRole('definition')).toHaveLength(3);
    expect(figure('Coût total')).toBe('1 234,50 €');
    expect(figure('Par place occupée (12 places)')).toBe('102,88 €');
    expect(figure('Par stagiaire venu (1 stagiaire)')).toBe('1 234,50 €');
  });

  it('shows a dash when nobody came yet', () => {
    render(
      <SessionCostSummary
        cost={{
          cost: '300.00',
          takenSeats: 0,
          attended: 0,
          costPerSeat: null,
          costPerAttendee: null,
        }}
      />,
    );
    expect(figure('Par stagiaire venu (0 stagiaire)')).toBe('—');
  });
});

describe('SessionListFigures', () => {
  it("shows the action's sessions figures", () => {
    render(
      <SessionListFigures
        indicators={{
          sessionCount: 3,
          sessionsByStatus: {
            PROGRAMMED: 2,
            REALIZED: 1,
            REPORTED: 0,
            CANCELED: 0,
            VALIDATED_MANAGER: 0,
            CLOSED: 0,
          },
          seats: 1200,
          takenSeats: 14,
          registrations: 16,
          attended: 9,
          totalCost: '500.05',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Indicateurs des sessions' })).toBeInTheDocument();
    expect(figure('Places')).toBe('1 200');
    expect(figure('Places occupées')).toBe('14');
    expect(figure('Stagiaires venus')).toBe('9');
    expect(figure('Coût des sessions')).toBe('500,05 €');
  });
});
