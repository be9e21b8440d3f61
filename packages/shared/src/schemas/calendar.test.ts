import { describe, expect, it } from 'vitest';
import { PROFILES } from '../enums';
import { calendarFeedPath, calendarFeedScopeOf, sessionCalendarPath } from './calendar';

describe('calendar feeds (decision 041)', () => {
  it('gives a feed to beneficiaries and providers only, of their own scope', () => {
    expect(
      Object.fromEntries(PROFILES.map((profile) => [profile, calendarFeedScopeOf(profile)])),
    ).toEqual({
      admin: null,
      manager: null,
      provider: 'provider',
      beneficiary: 'beneficiary',
      hr: null,
    });
  });

  it('names the paths of the feed and of one session’s file', () => {
    expect(calendarFeedPath('abc')).toBe('/api/calendar/abc.ics');
    expect(sessionCalendarPath(12)).toBe('/api/public/sessions/12/calendar.ics');
  });
});
