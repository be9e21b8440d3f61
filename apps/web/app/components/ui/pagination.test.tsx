import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { Pagination, pageCount, pageNumbers, totalLabel, type PaginationProps } from './pagination';

function renderPagination(props: Omit<PaginationProps, 'hrefOf'>) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <p>Liste</p>
          <Pagination {...props} hrefOf={(page) => `/?page=${page}`} />
        </>
      ),
    },
  ]);
  return render(<Stub />);
}

describe('pagination', () => {
  it('counts pages and items in French', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(totalLabel(0)).toBe('0 élément');
    expect(totalLabel(1)).toBe('1 élément');
    expect(totalLabel(1500)).toBe('1\u202f500 éléments');
  });

  it('offers the first, last and nearby pages', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
  });

  it('links the neighbours, says where we are and changes the page size', async () => {
    const onPageSize = vi.fn();
    renderPagination({ page: 2, pageSize: 20, total: 45, onPageSize });
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

  it('greys out the step to a page that does not exist', async () => {
    renderPagination({ page: 1, pageSize: 20, total: 45, onPageSize: () => {} });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).queryByRole('link', { name: 'Précédent' })).toBeNull();
    expect(within(nav).getByText('Précédent').closest('[aria-disabled]')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Suivant' })).toHaveAttribute('href', '/?page=2');
  });

  it('links the nearby pages of a long list under its own name', async () => {
    renderPagination({
      page: 6,
      pageSize: 10,
      total: 200,
      label: 'Pages de résultats',
      numbered: true,
    });
    const nav = await screen.findByRole('navigation', { name: 'Pages de résultats' });
    const current = within(nav).getByRole('link', { name: 'Page 6 sur 20' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 20 sur 20' })).toHaveAttribute(
      'href',
      '/?page=20',
    );
    expect(within(nav).queryByRole('link', { name: 'Page 2 sur 20' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Suivant' })).toHaveAttribute('rel', 'next');
    expect(within(nav).getByRole('link', { name: 'Précédent' })).toHaveAttribute('rel', 'prev');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows nothing for a single page unless the page size can be chosen', async () => {
    const { unmount } = renderPagination({ page: 1, pageSize: 20, total: 12 });
    await screen.findByText('Liste');
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    renderPagination({ page: 1, pageSize: 20, total: 12, onPageSize: () => {} });
    expect(await screen.findByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Page 1 sur 1',
    );
  });
});
