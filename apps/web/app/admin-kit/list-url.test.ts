import { axesResource, roomsResource } from '@passerelle/shared';
import { describe, expect, it } from 'vitest';

import { dialogOf, effectiveSort, isNarrowed, listSearch, readListQuery } from './list-url';

describe('list URL', () => {
  it('reads the query and keeps the dialog parameters out of it', () => {
    const params = new URLSearchParams('q=num&sort=-name&page=2&edit=4');
    expect(readListQuery(axesResource, params)).toEqual({
      query: {
        q: 'num',
        sort: { field: 'name', direction: 'desc' },
        page: 2,
        pageSize: 20,
        filters: {},
      },
      defaults: { page: 1, pageSize: 20, filters: {} },
      notice: null,
    });
  });

  it('drops only the invalid parameters and says why in French', () => {
    const { query, notice } = readListQuery(
      axesResource,
      new URLSearchParams('q=a&sort=color&page=0'),
    );
    expect(query).toEqual({ q: 'a', page: 1, pageSize: 20, filters: {} });
    expect(notice).toBe(
      "Les paramètres « page=0 » (doit être supérieur ou égal à 1) et « sort=color » (tri non autorisé : color) de l'adresse ne sont pas valables : ils ont été retirés.",
    );
  });

  it('writes the query without defaults, with the dialog', () => {
    const query = { page: 1, pageSize: 20 as const, filters: { enabled: true }, q: 'salle' };
    expect(listSearch(query)).toBe('?enabled=true&q=salle');
    expect(listSearch(query, { mode: 'create' })).toBe('?enabled=true&q=salle&new=1');
    expect(listSearch({ page: 1, filters: {} }, { mode: 'edit', id: 7 })).toBe('?edit=7');
    expect(listSearch({ page: 1, filters: {} })).toBe('');
  });

  it('reads the dialog, the narrowing and the sort in effect', () => {
    expect(dialogOf(new URLSearchParams('new=1'))).toEqual({ mode: 'create' });
    expect(dialogOf(new URLSearchParams('edit=3'))).toEqual({ mode: 'edit', id: '3' });
    expect(dialogOf(new URLSearchParams('new=0'))).toBeNull();
    const plain = { page: 1, pageSize: 20 as const, filters: {} };
    expect(isNarrowed(plain)).toBe(false);
    expect(isNarrowed({ ...plain, q: 'a' })).toBe(true);
    expect(isNarrowed({ ...plain, filters: { enabled: false } })).toBe(true);
    expect(effectiveSort(roomsResource, plain)).toEqual({ field: 'name', direction: 'asc' });
  });
});
