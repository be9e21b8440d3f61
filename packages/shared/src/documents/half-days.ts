import { parisInstant } from '../format/paris-input';
import { parisDay, parisParts } from '../format/wall-clock';

/*
 * The half-days of a session's intervention dates (decision 036): the signature sheet has one
 * column per half-day, as French attendance sheets do (one signature in the morning, one in the
 * afternoon). A date starting before noon, Paris time, is a morning, one starting later an
 * afternoon; a date that runs from the morning past 13:00 (a whole day in one slot) is both, cut
 * at noon. Two dates of the same half-day make one column.
 */

export type HalfDayPeriod = 'morning' | 'afternoon';

export interface HalfDay {
  /** `2026-03-10-morning`: names the half-day (a digital signature is stored against it). */
  key: string;
  /** The Paris day, `2026-03-10`. */
  day: string;
  period: HalfDayPeriod;
  startsAt: Date;
  endsAt: Date;
}

export function halfDaysOf(
  dates: readonly { startsAt: Date | string; endsAt: Date | string }[],
): HalfDay[] {
  const halfDays: HalfDay[] = [];
  const sorted = [...dates]
    .map((date) => ({ startsAt: new Date(date.startsAt), endsAt: new Date(date.endsAt) }))
    .filter((date) => date.endsAt > date.startsAt)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const { startsAt, endsAt } of sorted) {
    const day = parisDay(startsAt);
    const { year, month, day: dayOfMonth } = parisParts(startsAt);
    const noon = parisInstant({ year, month, day: dayOfMonth, hour: 12, minute: 0 });
    const add = (period: HalfDayPeriod, from: Date, to: Date) => {
      const key = `${day}-${period}`;
      const same = halfDays.find((halfDay) => halfDay.key === key);
      if (same) {
        // Two dates in the same half-day (a break): one column from the first start to the last end.
        if (to > same.endsAt) same.endsAt = to;
        return;
      }
      halfDays.push({ key, day, period, startsAt: from, endsAt: to });
    };
    const afterLunch = parisInstant({ year, month, day: dayOfMonth, hour: 13, minute: 0 });
    if (startsAt < noon && endsAt > afterLunch) {
      // A whole day in one slot: its morning until noon, its afternoon from noon.
      add('morning', startsAt, noon);
      add('afternoon', noon, endsAt);
    } else {
      add(startsAt < noon ? 'morning' : 'afternoon', startsAt, endsAt);
    }
  }
  return halfDays;
}

/** From this Paris hour on, an afternoon half-day is an evening (a late class). */
export const EVENING_FROM_HOUR = 18;

/** What a half-day is called: its period, or the evening for an afternoon starting late. */
export type HalfDayMoment = HalfDayPeriod | 'evening';

/**
 * The moment a half-day is named after: an afternoon starting at 18:00 (Paris) or later is an
 * evening. Only the name changes: the half-day's key (its stored signatures) stays the afternoon.
 */
export function halfDayMoment(halfDay: {
  period: HalfDayPeriod;
  startsAt: Date | string;
}): HalfDayMoment {
  if (halfDay.period !== 'afternoon') return halfDay.period;
  return parisParts(new Date(halfDay.startsAt)).hour >= EVENING_FROM_HOUR ? 'evening' : 'afternoon';
}
