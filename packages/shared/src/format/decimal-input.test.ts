import { describe, expect, it } from 'vitest';

import { decimalFromInput, decimalToInput } from './decimal-input';

describe('decimal inputs', () => {
  it('reads a number typed the French way, with a dot for the API', () => {
    expect(decimalFromInput('150,50')).toBe('150.50');
    expect(decimalFromInput(' 1 500,5 ')).toBe('1500.5');
    expect(decimalFromInput('1\u00a0500,25')).toBe('1500.25');
    expect(decimalFromInput('12.5')).toBe('12.5');
    expect(decimalFromInput('')).toBe('');
    // Not a number: left as typed for the schema to refuse.
    expect(decimalFromInput('1,2,3')).toBe('1,2,3');
    expect(decimalFromInput('douze')).toBe('douze');
  });

  it('shows a stored decimal with a comma', () => {
    expect(decimalToInput('150.50')).toBe('150,50');
    expect(decimalToInput(null)).toBe('');
  });
});
