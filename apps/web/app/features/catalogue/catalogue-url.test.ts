import { describe, expect, it } from 'vitest';

import {
  catalogueFormValues,
  catalogueHref,
  catalogueParams,
  hasAdvancedCriteria,
} from './catalogue-url';

describe('catalogue URL', () => {
  it('keeps the known, non-blank parameters only', () => {
    const search = new URLSearchParams('q=%20evaluation%20&axisId=&foo=1&modality=REMOTE&page=2');
    expect(catalogueParams(search).toString()).toBe('q=evaluation&modality=REMOTE&page=2');
    expect(catalogueFormValues(search)).toMatchObject({
      q: 'evaluation',
      axisId: '',
      modality: 'REMOTE',
    });
  });

  it('opens the advanced panel when an advanced criterion is set', () => {
    expect(hasAdvancedCriteria(new URLSearchParams('q=x&page=3'))).toBe(false);
    expect(hasAdvancedCriteria(new URLSearchParams('cityId=4'))).toBe(true);
  });

  it('links the pages of the same search', () => {
    const search = new URLSearchParams('q=accueil&page=3');
    expect(catalogueHref(search, 4)).toBe('/training?q=accueil&page=4');
    expect(catalogueHref(search, 1)).toBe('/training?q=accueil');
    expect(catalogueHref(new URLSearchParams(), 1)).toBe('/training');
  });
});
