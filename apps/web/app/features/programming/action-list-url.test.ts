import { describe, expect, it } from 'vitest';

import {
  actionExportHref,
  actionListApiPath,
  actionListSearch,
  effectiveYear,
  isFiltered,
  readActionListState,
  rebaseState,
  withFilter,
  withoutFilters,
  type ActionListState,
} from './action-list-url';

const read = (search: string) => readActionListState(new URLSearchParams(search));

describe('action list URL', () => {
  it('reads the filters, sort and page of the URL', () => {
    const { state, notice } = read(
      'year=2026&axisId=3&typeId=2&providerId=7&status=CANCELED&q=accueil&sort=-totalCost&page=2&pageSize=50',
    );
    expect(notice).toBeNull();
    expect(state).toEqual({
      year: 2026,
      axisId: 3,
      typeId: 2,
      providerId: 7,
      status: 'CANCELED',
      q: 'accueil',
      sort: { field: 'totalCost', direction: 'desc' },
      page: 2,
      pageSize: 50,
    });
  });

  it('defaults to the year sort descending, page 1 of 20, and the default year', () => {
    const { state } = read('');
    expect(state).toEqual({ sort: { field: 'year', direction: 'desc' }, page: 1, pageSize: 20 });
    expect(effectiveYear(state, 2026)).toBe(2026);
    expect(effectiveYear(state, null)).toBeNull();
  });

  it('keeps "every year" apart from the default year', () => {
    const { state } = read('year=all');
    expect(state.year).toBe('all');
    expect(effectiveYear(state, 2026)).toBeNull();
    expect(actionListSearch(state)).toBe('?year=all');
  });

  it('drops invalid parameters with a French message, keeping the valid ones', () => {
    const { state, notice } = read('year=abc&axisId=2&sort=colour&status=UNKNOWN');
    expect(state.axisId).toBe(2);
    expect(state.year).toBeUndefined();
    expect(state.status).toBeUndefined();
    expect(state.sort).toEqual({ field: 'year', direction: 'desc' });
    expect(notice).toContain('« year=abc » (doit être un nombre entier)');
    expect(notice).toContain('« sort=colour »');
    expect(notice).toContain('« status=UNKNOWN »');
  });

  it('writes the URL back without the defaults, and reads it again the same', () => {
    const { state } = read('axisId=3&sort=name&q=tutorat');
    const search = actionListSearch(state);
    expect(search).toBe('?axisId=3&q=tutorat&sort=name');
    expect(read(search.slice(1)).state).toEqual(state);
    expect(actionListSearch(read('').state)).toBe('');
  });

  it('sends the same filters to the list and to the export, with the default year', () => {
    const { state } = read('axisId=3&sort=-name&page=3');
    expect(actionListApiPath(state, 2026)).toBe(
      '/api/actions?year=2026&axisId=3&sort=-name&page=3&pageSize=20',
    );
    expect(actionExportHref('csv', state, 2026)).toBe(
      '/api/action_views/export?format=csv&year=2026&axisId=3&sort=-name',
    );
    expect(actionExportHref('xlsx', read('year=all').state, 2026)).toBe(
      '/api/action_views/export?format=xlsx&sort=-year',
    );
  });

  it('starts again at page 1 when a filter changes, and clears every filter', () => {
    const { state } = read('year=2025&axisId=3&page=4&pageSize=50&sort=name');
    expect(withFilter(state, 'typeId', 5)).toMatchObject({ typeId: 5, axisId: 3, page: 1 });
    expect(withFilter(state, 'axisId', undefined)).not.toHaveProperty('axisId');
    const cleared = withoutFilters(state);
    expect(cleared).toEqual({ sort: { field: 'name', direction: 'asc' }, page: 1, pageSize: 50 });
    expect(isFiltered(cleared, null)).toBe(false);
    expect(isFiltered(cleared, 2026)).toBe(true);
  });
});

describe('rebaseState', () => {
  const shown: ActionListState = {
    sort: { field: 'year', direction: 'desc' },
    page: 3,
    pageSize: 20,
  };

  it('keeps a filter the address has that the page does not show yet', () => {
    const live = { ...shown, year: 2027, page: 1 };
    const next = withFilter(shown, 'axisId', 4);
    expect(rebaseState(next, shown, live)).toEqual({ ...shown, year: 2027, axisId: 4, page: 1 });
  });

  it('applies a removal, and is the change itself when nothing is on its way', () => {
    const withAxis = { ...shown, axisId: 4 };
    const next = withFilter(withAxis, 'axisId', undefined);
    expect(rebaseState(next, withAxis, withAxis)).toEqual({ ...shown, page: 1 });
  });
});
