import { axesResource, citiesResource } from '@passerelle/shared';
import { describe, expect, it } from 'vitest';

import { itemLabel } from './item-label';

describe('itemLabel', () => {
  it('names a row by its first listed text that is not a unique code', () => {
    expect(itemLabel(axesResource, { id: 4, number: 3, name: 'Numérique' })).toBe('Numérique');
    expect(itemLabel(citiesResource, { id: 1, code: '69123', value: 'Lyon' })).toBe('Lyon');
  });

  it('falls back to the id', () => {
    expect(itemLabel(axesResource, { id: 4, number: 3, name: '' })).toBe('#4');
  });
});
