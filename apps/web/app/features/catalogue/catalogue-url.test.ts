import { catalogueQuerySchema } from '@passerelle/shared';
import { describe, expect, it } from 'vitest';

import { readListState } from '~/lib/list-state';

import { catalogueFormValues, catalogueHref, hasAdvancedCriteria } from './catalogue-url';

const read = (search: string) => readListState(catalogueQuerySchema, new URLSearchParams(search));

describe('catalogue URL', () => {
  it('fills the form with the search in effect, blank and unknown parameters left out', () => {
    const { query } = read('q=%20evaluation%20&axisId=&foo=1&modality=REMOTE&page=2');
    expect(catalogueFormValues(query)).toMatchObject({
      q: 'evaluation',
      axisId: '',
      modality: 'REMOTE',
    });
  });

  it('opens the advanced panel when an advanced criterion is set', () => {
    expect(hasAdvancedCriteria(read('q=x&page=3').query)).toBe(false);
    expect(hasAdvancedCriteria(read('cityId=4').query)).toBe(true);
  });

  it('links the pages of the same search', () => {
    const list = read('q=accueil&page=3');
    expect(catalogueHref(list, 4)).toBe('/training?q=accueil&page=4');
    expect(catalogueHref(list, 1)).toBe('/training?q=accueil');
    expect(catalogueHref(read(''), 1)).toBe('/training');
  });

  it('leaves a refused criterion out of the form and of the links', () => {
    const list = read('q=accueil&cityId=abc&page=2');
    expect(catalogueFormValues(list.query).cityId).toBe('');
    expect(catalogueHref(list, 3)).toBe('/training?q=accueil&page=3');
    expect(list.notice).toContain('« cityId=abc »');
  });
});
