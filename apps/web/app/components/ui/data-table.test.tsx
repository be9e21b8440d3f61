import type { Sort } from '@passerelle/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { DataTable, nextSort, type DataColumn } from './data-table';

interface Room {
  id: number;
  name: string;
  seats: number;
}

const ROOMS: Room[] = [
  { id: 1, name: 'Salle Capitole', seats: 12 },
  { id: 2, name: 'Salle Daurade', seats: 30 },
];

const columns: DataColumn<Room, 'name' | 'seats'>[] = [
  { key: 'name', header: 'Nom', rowHeader: true, sortField: 'name', cell: (room) => room.name },
  {
    key: 'seats',
    header: 'Places',
    align: 'right',
    sortField: 'seats',
    cell: (room) => room.seats,
  },
];

describe('nextSort', () => {
  it('flips the sorted column and sorts another one ascending', () => {
    expect(nextSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({
      field: 'name',
      direction: 'desc',
    });
    expect(nextSort({ field: 'name', direction: 'desc' }, 'name').direction).toBe('asc');
    expect(nextSort({ field: 'name', direction: 'desc' }, 'number')).toEqual({
      field: 'number',
      direction: 'asc',
    });
  });
});

describe('DataTable', () => {
  it('names the table by its caption, and each row by its row header', () => {
    render(
      <DataTable caption="Salles" columns={columns} rows={ROOMS} rowKey={(room) => room.id} />,
    );
    const table = screen.getByRole('table', { name: 'Salles' });
    expect(table.querySelector('caption')).toHaveClass('sr-only');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nom', 'Places']);
    expect(within(table).getByRole('rowheader', { name: 'Salle Daurade' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // Without a sort, headers are plain text.
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('sorts by a header button and says the order of the sorted column', async () => {
    const onSort = vi.fn<(sort: Sort<'name' | 'seats'>) => void>();
    render(
      <DataTable
        caption="Salles"
        columns={columns}
        rows={ROOMS}
        rowKey={(room) => room.id}
        sort={{ field: 'name', direction: 'asc' }}
        onSort={onSort}
      />,
    );
    const [name, seats] = screen.getAllByRole('columnheader');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(seats).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(name!).getByRole('button', { name: 'Nom' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', direction: 'desc' });
    await userEvent.click(within(seats!).getByRole('button', { name: 'Places' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'seats', direction: 'asc' });
  });

  it('ends each row with its actions under a header read by screen readers only', () => {
    render(
      <DataTable
        caption="Salles"
        columns={columns}
        rows={ROOMS}
        rowKey={(room) => room.id}
        rowActions={{
          header: 'Actions',
          hideHeader: true,
          cell: (room) => <button type="button">Modifier {room.name}</button>,
        }}
      />,
    );
    const header = screen.getAllByRole('columnheader').at(-1)!;
    expect(header).toHaveTextContent('Actions');
    expect(within(header).getByText('Actions')).toHaveClass('sr-only');
    const row = screen.getByRole('row', { name: /Salle Capitole/ });
    expect(within(row).getByRole('button', { name: 'Modifier Salle Capitole' })).toBeVisible();
  });

  it('ticks rows by their key, with a named checkbox each', async () => {
    const onSelect = vi.fn();
    render(
      <DataTable
        caption="Salles"
        columns={columns}
        rows={ROOMS}
        rowKey={(room) => room.id}
        selection={{
          header: 'Sélection',
          selected: new Set([2]),
          onSelect,
          rowLabel: (room) => `Sélectionner ${room.name}`,
          disabled: (room) => room.seats < 20,
        }}
      />,
    );
    const capitole = screen.getByRole('checkbox', { name: 'Sélectionner Salle Capitole' });
    const daurade = screen.getByRole('checkbox', { name: 'Sélectionner Salle Daurade' });
    expect(capitole).toBeDisabled();
    expect(capitole).not.toBeChecked();
    expect(daurade).toBeChecked();
    await userEvent.click(daurade);
    expect(onSelect).toHaveBeenCalledWith(2, false);
  });

  it('says what an empty list holds instead of an empty table, under its visible title', () => {
    const { unmount } = render(
      <DataTable
        caption="Salles"
        columns={columns}
        rows={[]}
        rowKey={(room) => room.id}
        empty="Aucune donnée"
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Aucune donnée')).toBeVisible();
    expect(screen.queryByText('Salles')).toBeNull();
    unmount();

    render(
      <DataTable
        caption="Historique"
        captionVisible
        columns={columns}
        rows={[]}
        rowKey={(room) => room.id}
        empty="Aucune donnée"
      />,
    );
    expect(screen.getByText('Historique')).toBeVisible();
    expect(screen.getByText('Aucune donnée')).toBeVisible();
  });

  it('shows a visible caption as the table title', () => {
    render(
      <DataTable
        caption="Historique"
        captionVisible
        columns={columns}
        rows={ROOMS}
        rowKey={(room) => room.id}
        empty="Aucune donnée"
      />,
    );
    const table = screen.getByRole('table', { name: 'Historique' });
    expect(table.querySelector('caption')).not.toHaveClass('sr-only');
  });
});
