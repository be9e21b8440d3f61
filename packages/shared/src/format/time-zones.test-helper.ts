import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * The formatters must print Paris time whatever the machine's time zone (the server's, the
 * visitor's browser): their tests run once per zone below.
 */

/** Machine time zones the results must not depend on (UTC+14, UTC−8/−7, UTC+5:30, UTC). */
export const MACHINE_TIME_ZONES = [
  'Pacific/Kiritimati',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'UTC',
];

/** Runs `suite` once with the process in each of MACHINE_TIME_ZONES. */
export function inEveryMachineTimeZone(suite: () => void): void {
  describe.each(MACHINE_TIME_ZONES)('on a machine in %s', (zone) => {
    // Node applies a new TZ at once: Date's local methods follow it, as a visitor's browser would.
    beforeAll(() => {
      vi.stubEnv('TZ', zone);
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });

    it('runs in that time zone', () => {
      const offsets = {
        'Pacific/Kiritimati': -840,
        'America/Los_Angeles': 480,
        'Asia/Kolkata': -330,
      };
      expect(new Date('2025-01-15T12:00:00Z').getTimezoneOffset()).toBe(
        offsets[zone as keyof typeof offsets] ?? 0,
      );
    });

    suite();
  });
}
