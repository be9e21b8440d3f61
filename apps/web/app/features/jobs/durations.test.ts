import { describe, expect, it } from 'vitest';

import { formatDuration } from './durations';

describe('formatDuration', () => {
  it('says a length of time with its two largest units, plurals agreed', () => {
    expect(formatDuration(0)).toBe('moins d’une minute');
    expect(formatDuration(59)).toBe('moins d’une minute');
    expect(formatDuration(60)).toBe('1 minute');
    expect(formatDuration(12 * 60 + 30)).toBe('12 minutes');
    expect(formatDuration(3_600)).toBe('1 heure');
    expect(formatDuration(3_600 + 5 * 60)).toBe('1 heure 5 minutes');
    expect(formatDuration(2 * 86_400 + 3 * 3_600 + 7 * 60)).toBe('2 jours 3 heures');
    expect(formatDuration(2 * 86_400 + 7 * 60)).toBe('2 jours');
    expect(formatDuration(86_400 + 3_600)).toBe('1 jour 1 heure');
  });
});
