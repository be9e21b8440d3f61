import { expect, it } from 'vitest';

import { parisDay, parisParts, parisYear } from './wall-clock';
import { inEveryMachineTimeZone } from './time-zones.test-helper';

inEveryMachineTimeZone(() => {
  it('reads Paris wall-clock time, winter and summer', () => {
    expect(parisParts('2025-03-10T08:00:00Z')).toEqual({
      year: 2025,
      month: 3,
      day: 10,
      hour: 9,
      minute: 0,
    });
    expect(parisParts(new Date('2025-07-01T07:30:00Z')).hour).toBe(9);
    expect(parisParts(Date.parse('2025-07-01T22:15:00Z'))).toMatchObject({ day: 2, hour: 0 });
  });

  it('gives the Paris day and year around midnight', () => {
    expect(parisDay('2025-03-09T22:59:59Z')).toBe('2025-03-09');
    expect(parisDay('2025-03-09T23:00:00Z')).toBe('2025-03-10');
    expect(parisDay('2025-06-30T21:59:00Z')).toBe('2025-06-30');
    expect(parisDay('2025-06-30T22:00:00Z')).toBe('2025-07-01');
    expect(parisYear('2030-12-31T22:30:00Z')).toBe(2030);
    expect(parisYear('2030-12-31T23:30:00Z')).toBe(2031);
  });
});
