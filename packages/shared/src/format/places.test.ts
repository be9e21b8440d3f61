import { describe, expect, it } from 'vitest';

import { formatSessionPlace } from './places';

describe('formatSessionPlace', () => {
  it('gives the city and the modality, or the modality alone', () => {
    expect(formatSessionPlace({ city: { name: 'Toulouse' }, modality: 'ONSITE' })).toBe(
      'Toulouse · Présentiel',
    );
    expect(formatSessionPlace({ city: null, modality: 'REMOTE' })).toBe('Distanciel');
  });
});
