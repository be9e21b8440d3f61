import { describe, expect, it } from 'vitest';

import { lotLabel } from './lots';

describe('lotLabel', () => {
  it('names a lot once, whether or not the word was typed', () => {
    expect(lotLabel('3')).toBe('Lot 3');
    expect(lotLabel('LOT-7')).toBe('LOT-7');
    expect(lotLabel(' Lot 12 ')).toBe('Lot 12');
    expect(lotLabel('lot 4 bis')).toBe('lot 4 bis');
    expect(lotLabel('Lotissement')).toBe('Lot Lotissement');
  });
});
