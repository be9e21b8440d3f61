import { describe, expect, it } from 'vitest';
import { traineeDocumentRefusal } from './availability';
import { generatedDocumentUrl } from './codes';
import { halfDayMoment, halfDaysOf } from './half-days';
import { unknownDocumentTags } from './tags';

/** Paris wall-clock time in March 2026 (UTC+1). */
const march = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 2, day, hour - 1, minute));

describe('halfDaysOf', () => {
  it('makes a morning and an afternoon of a day given as two dates, in Paris time', () => {
    const halfDays = halfDaysOf([
      { startsAt: march(10, 13, 30), endsAt: march(10, 17) },
      { startsAt: march(10, 9), endsAt: march(10, 12, 30) },
    ]);
    expect(halfDays.map((halfDay) => halfDay.key)).toEqual([
      '2026-03-10-morning',
      '2026-03-10-afternoon',
    ]);
    expect(halfDays[0]!.endsAt).toEqual(march(10, 12, 30));
  });

  it('cuts a whole day given as one date at noon, and keeps a short afternoon whole', () => {
    expect(
      halfDaysOf([
        { startsAt: march(11, 9), endsAt: march(11, 17) },
        { startsAt: march(12, 14), endsAt: march(12, 16) },
      ]).map(({ key, startsAt, endsAt }) => [key, startsAt, endsAt]),
    ).toEqual([
      ['2026-03-11-morning', march(11, 9), march(11, 12)],
      ['2026-03-11-afternoon', march(11, 12), march(11, 17)],
      ['2026-03-12-afternoon', march(12, 14), march(12, 16)],
    ]);
  });

  it('makes one column of two dates of the same half-day, and ignores empty dates', () => {
    const halfDays = halfDaysOf([
      { startsAt: march(10, 9), endsAt: march(10, 10, 30) },
      { startsAt: march(10, 10, 45), endsAt: march(10, 12) },
      { startsAt: march(10, 15), endsAt: march(10, 15) },
    ]);
    expect(halfDays).toHaveLength(1);
    expect(halfDays[0]).toMatchObject({ startsAt: march(10, 9), endsAt: march(10, 12) });
  });
});

describe('halfDayMoment', () => {
  it('names an afternoon starting at 18:00 Paris or later an evening, keeping its key', () => {
    const [late] = halfDaysOf([
      { startsAt: '2026-03-10T17:00:00Z', endsAt: '2026-03-10T19:30:00Z' }, // 18:00–20:30 Paris
    ]);
    expect(late!.key).toBe('2026-03-10-afternoon');
    expect(halfDayMoment(late!)).toBe('evening');
    const [afternoon] = halfDaysOf([
      { startsAt: '2026-03-10T13:00:00Z', endsAt: '2026-03-10T16:30:00Z' }, // 14:00 Paris
    ]);
    expect(halfDayMoment(afternoon!)).toBe('afternoon');
    const [morning] = halfDaysOf([
      { startsAt: '2026-07-10T07:00:00Z', endsAt: '2026-07-10T10:00:00Z' },
    ]);
    expect(halfDayMoment(morning!)).toBe('morning');
  });
});

describe('traineeDocumentRefusal', () => {
  const realised = { status: 'REALIZED' as const };
  const present = { status: 'PRESENT' as const, waitingList: false, effectiveHours: '7.00' };

  it('gives a certificate to a trainee who attended a realised session only', () => {
    expect(
      traineeDocumentRefusal('end_certificate', { session: realised, registration: present }),
    ).toBeNull();
    expect(
      traineeDocumentRefusal('end_certificate', {
        session: realised,
        registration: { ...present, status: 'PARTIAL_ABSENCE' },
      }),
    ).toBeNull();
    expect(
      traineeDocumentRefusal('participation_certificate', {
        session: realised,
        registration: { ...present, status: 'ABSENCE' },
      }),
    ).toBe('DOCUMENT_ATTENDANCE_MISSING');
    expect(
      traineeDocumentRefusal('end_certificate', {
        session: { status: 'PROGRAMMED' },
        registration: present,
      }),
    ).toBe('DOCUMENT_SESSION_NOT_REALIZED');
    expect(
      traineeDocumentRefusal('completion_certificate', {
        session: realised,
        registration: { ...present, effectiveHours: null },
      }),
    ).toBe('DOCUMENT_HOURS_MISSING');
  });

  it('gives a convocation to a confirmed trainee of a session not cancelled', () => {
    const registered = { status: 'REGISTERED' as const, waitingList: false, effectiveHours: null };
    const programmed = { status: 'PROGRAMMED' as const };
    expect(
      traineeDocumentRefusal('convocation', { session: programmed, registration: registered }),
    ).toBeNull();
    expect(
      traineeDocumentRefusal('convocation', {
        session: programmed,
        registration: { ...registered, status: 'PRE_REGISTERED' },
      }),
    ).toBe('DOCUMENT_NOT_REGISTERED');
    expect(
      traineeDocumentRefusal('convocation', {
        session: programmed,
        registration: { ...registered, waitingList: true },
      }),
    ).toBe('DOCUMENT_NOT_REGISTERED');
    expect(
      traineeDocumentRefusal('convocation', {
        session: { status: 'CANCELED' },
        registration: registered,
      }),
    ).toBe('DOCUMENT_SESSION_CANCELED');
  });
});

describe('unknownDocumentTags', () => {
  it('allows a document’s tags, its loops, and a loop’s tags inside that loop only', () => {
    expect(
      unknownDocumentTags('PARTICIPANT_LIST', [
        { tag: 'session.code', loops: [] },
        { tag: 'trainees', loops: [] },
        { tag: 'trainee.name', loops: ['trainees'] },
      ]),
    ).toEqual([]);
    expect(
      unknownDocumentTags('PARTICIPANT_LIST', [
        { tag: 'trainee.name', loops: [] },
        { tag: 'halfDays', loops: [] },
        { tag: 'report.delivered', loops: [] },
        { tag: 'report.delivered', loops: [] },
      ]),
    ).toEqual(['trainee.name', 'halfDays', 'report.delivered']);
  });
});

describe('generatedDocumentUrl', () => {
  it('names whose document it is in the query', () => {
    expect(generatedDocumentUrl('convocation', 12, { registrationId: 34 })).toBe(
      '/api/sessions/12/convocation?registrationId=34',
    );
    expect(generatedDocumentUrl('convention', 12, { structureId: 5 })).toBe(
      '/api/sessions/12/convention?structureId=5',
    );
    expect(generatedDocumentUrl('csv', 12)).toBe('/api/sessions/12/csv');
  });
});
