import type { SessionPreview } from '@passerelle/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { inRouter } from '../../../test/in-router';

import { SessionList } from './session-list';

const preview = (id: number, published: boolean): SessionPreview => ({
  id,
  code: `S-${id}`,
  status: 'PROGRAMMED',
  startDate: '2030-03-02T08:00:00.000Z',
  endDate: '2030-03-03T16:00:00.000Z',
  modality: 'ONSITE',
  city: null,
  seats: 12,
  takenSeats: 2,
  availableSeats: 10,
  published,
  cost: '0.00',
});

function publishedCell(code: string): string {
  const row = screen.getByRole('row', { name: new RegExp(code) });
  const cells = within(row).getAllByRole('cell');
  const column = screen
    .getAllByRole('columnheader')
    .findIndex((header) => header.textContent === 'Publiée');
  // The row header (the code) is the first cell of the row, not a `cell`.
  return cells[column - 1]!.textContent ?? '';
}

describe('SessionList', () => {
  it('says next to "Publiée" who sees a session of a members-only action', () => {
    const sessions = [preview(1, true), preview(2, false)];
    render(
      <SessionList sessions={sessions} canAdd={false} hrefOf={String} membersOnly />,
      inRouter,
    );
    expect(publishedCell('S-1')).toBe('Oui, pour les structures adhérentes seulement');
    expect(publishedCell('S-2')).toBe('Non');
  });

  it('says a plain "Oui" when everyone sees it', () => {
    render(<SessionList sessions={[preview(1, true)]} canAdd={false} hrefOf={String} />, inRouter);
    expect(publishedCell('S-1')).toBe('Oui');
  });
});
