import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { Pagination, pageCount, totalLabel } from './pagination';
import { nextSort } from './resource-table';

describe('pagination', () => {
  it('counts pages and items in French', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(totalLabel(0)).toBe('0 élément');
    expect(totalLabel(1)).toBe('1 élément');
    expect(totalLabel(1500)).toBe('1\u202f500 éléments');
  });

  it('links the neighbours, says where we are and changes the page size', async () => {
    const onPageSize = vi.fn();
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <Pagination
            page={2}
            pageSize={20}
            total={45}
            hrefOf={(page) => `/?page=${page}`}
            onPageSize={onPageSize}
          />
        ),
      },
    ]);
    render(<Stub />);
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Page 2 sur 3');
    expect(screen.getByRole('link', { name: 'Précédent' })).toHaveAttribute('href', '/?page=1');
    expect(screen.getByRole('link', { name: 'Suivant' })).toHaveAttribute('href', '/?page=3');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Éléments par page' }),
      '100',
    );
    expect(onPageSize).toHaveBeenCalledWith(100);
  });
});

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
