import { describe, expect, it } from 'vitest';

import { frenchNumberFormat } from './intl';
import { formatCount, formatEuros, formatHoursNumber } from './numbers';

describe('frenchNumberFormat', () => {
  it('writes numbers the French way', () => {
    expect(frenchNumberFormat().format(1234.5)).toBe('1\u202f234,5');
    expect(frenchNumberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(0.67)).toBe(
      '67\u00a0%',
    );
  });

  it('makes each format once, one per set of options', () => {
    const options = { maximumFractionDigits: 3, minimumFractionDigits: 3 };
    const first = frenchNumberFormat(options);
    expect(frenchNumberFormat({ ...options })).toBe(first);
    expect(first.format(2)).toBe('2,000');
    expect(frenchNumberFormat({ maximumFractionDigits: 3 })).not.toBe(first);
  });

  it('is what the number helpers write with', () => {
    expect(formatCount(1234)).toBe('1\u202f234');
    expect(formatHoursNumber('7.50')).toBe('7,5');
    expect(formatEuros('1250')).toBe('1\u202f250,00\u00a0€');
  });
});
