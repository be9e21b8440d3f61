import { describe, expect, it } from 'vitest';
import { parisInstant } from '../format/paris-input';
import { canOpenRoute } from '../permissions/prefixes';
import { matchRoute } from '../permissions/routes';
import { inEveryMachineTimeZone } from '../format/time-zones.test-helper';
import {
  collectSignatureBodySchema,
  halfDayKeyOf,
  halfDayMinutes,
  halfDaysOf,
  isSigningWindowOpen,
  parseHalfDayKey,
  proposalChanges,
  proposeAttendance,
  signBodySchema,
  signingWindowEnd,
  signingWindowRefusal,
  typedNameMatches,
} from '../index';

/** An instant of Paris wall-clock time on `day` (`2026-03-10`). */
function at(day: string, time: string): Date {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return parisInstant({ year, month, day: dayOfMonth, hour, minute });
}

const date = (day: string, from: string, to: string) => ({
  startsAt: at(day, from),
  endsAt: at(day, to),
});

inEveryMachineTimeZone(() => {
  describe('half-days of the intervention dates', () => {
    it('gives a morning and an afternoon for a day with a lunch break, in Paris time', () => {
      const halfDays = halfDaysOf([
        date('2026-03-10', '09:00', '12:30'),
        date('2026-03-10', '13:30', '17:00'),
      ]);
      expect(halfDays.map((halfDay) => halfDay.key)).toEqual([
        '2026-03-10-morning',
        '2026-03-10-afternoon',
      ]);
      expect(halfDays[1]!.startsAt).toEqual(at('2026-03-10', '13:30'));
    });

    it('cuts a whole day in one slot at noon, and keeps a morning or afternoon alone', () => {
      expect(halfDaysOf([date('2026-07-01', '09:00', '17:00')]).map((h) => h.key)).toEqual([
        '2026-07-01-morning',
        '2026-07-01-afternoon',
      ]);
      expect(halfDaysOf([date('2026-07-02', '14:00', '17:30')]).map((h) => h.key)).toEqual([
        '2026-07-02-afternoon',
      ]);
      expect(halfDaysOf([date('2026-07-03', '08:30', '12:00')]).map((h) => h.key)).toEqual([
        '2026-07-03-morning',
      ]);
    });

    it('makes one half-day of two dates of the same half-day, in the order of the days', () => {
      const halfDays = halfDaysOf([
        date('2026-03-11', '14:00', '17:00'),
        date('2026-03-10', '09:00', '10:30'),
        date('2026-03-10', '10:45', '12:00'),
      ]);
      expect(halfDays.map((halfDay) => halfDay.key)).toEqual([
        '2026-03-10-morning',
        '2026-03-11-afternoon',
      ]);
      // The break between the two morning dates is not taught.
      expect(halfDayMinutes(halfDays[0]!, [date('2026-03-10', '09:00', '10:30')])).toBe(90);
    });

    it('reads a key back', () => {
      expect(parseHalfDayKey('2026-03-10-afternoon')).toEqual({
        day: '2026-03-10',
        period: 'afternoon',
      });
      expect(parseHalfDayKey('2026-03-10-evening')).toBeNull();
      expect(halfDayKeyOf('2026-03-10', 'morning')).toBe('2026-03-10-morning');
    });
  });

  describe('the signing window', () => {
    const halfDay = { day: '2026-03-29' };

    it('opens on the half-day’s own Paris day only, for a programmed session', () => {
      const programmed = { status: 'PROGRAMMED' as const };
      expect(signingWindowRefusal(programmed, halfDay, at('2026-03-29', '00:05'))).toBeNull();
      expect(signingWindowRefusal(programmed, halfDay, at('2026-03-29', '23:55'))).toBeNull();
      expect(signingWindowRefusal(programmed, halfDay, at('2026-03-28', '23:55'))).toBe(
        'SIGNING_NOT_TODAY',
      );
      expect(signingWindowRefusal(programmed, halfDay, at('2026-03-30', '00:00'))).toBe(
        'SIGNING_NOT_TODAY',
      );
      for (const status of ['REPORTED', 'CANCELED', 'REALIZED', 'CLOSED'] as const) {
        expect(signingWindowRefusal({ status }, halfDay, at('2026-03-29', '10:00'))).toBe(
          'SIGNING_SESSION_NOT_PROGRAMMED',
        );
      }
    });

    it('closes by itself at the end of the Paris day, across a clock change', () => {
      // 29 March 2026 is the day clocks move to summer time: midnight after it is 22:00 UTC.
      expect(signingWindowEnd('2026-03-29').toISOString()).toBe('2026-03-29T22:00:00.000Z');
      expect(signingWindowEnd('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z');
      const window = { closedAt: null, closesAt: signingWindowEnd('2026-03-29') };
      expect(isSigningWindowOpen(window, at('2026-03-29', '23:59'))).toBe(true);
      expect(isSigningWindowOpen(window, at('2026-03-30', '00:00'))).toBe(false);
      expect(
        isSigningWindowOpen({ ...window, closedAt: new Date() }, at('2026-03-29', '10:00')),
      ).toBe(false);
    });
  });
});

describe('the proposal from the signatures', () => {
  const dates = [
    date('2026-03-10', '09:00', '12:00'),
    date('2026-03-10', '13:00', '17:00'),
    date('2026-03-11', '09:00', '12:00'),
  ];
  const halfDays = halfDaysOf(dates);
  const propose = (signed: string[], sessionHours: string | null = '10.00') =>
    proposeAttendance({ halfDays, dates, signedKeys: new Set(signed), sessionHours });

  it('proposes PRESENT for every half-day signed, with the session’s hours', () => {
    expect(propose(['2026-03-10-morning', '2026-03-10-afternoon', '2026-03-11-morning'])).toEqual({
      status: 'PRESENT',
      effectiveHours: '10.00',
      signed: 3,
      total: 3,
    });
  });

  it('proposes ABSENCE when no half-day is signed', () => {
    expect(propose([])).toEqual({ status: 'ABSENCE', effectiveHours: '0.00', signed: 0, total: 3 });
  });

  it('proposes PARTIAL_ABSENCE with the hours of the signed half-days', () => {
    // 3 h + 4 h of the 10 h.
    expect(propose(['2026-03-10-morning', '2026-03-10-afternoon'])).toEqual({
      status: 'PARTIAL_ABSENCE',
      effectiveHours: '7.00',
      signed: 2,
      total: 3,
    });
    // Unknown session hours: the dates' own length.
    expect(propose(['2026-03-11-morning'], null)?.effectiveHours).toBe('3.00');
  });

  it('shares realised hours in proportion of the signed half-days’ taught time', () => {
    // Realised 8 h instead of the 10 h planned: the 4-hour afternoon is worth 3.20 h.
    expect(propose(['2026-03-10-afternoon'], '8.00')?.effectiveHours).toBe('3.20');
  });

  it('proposes nothing for a session without intervention dates', () => {
    expect(
      proposeAttendance({ halfDays: [], dates: [], signedKeys: new Set(), sessionHours: '7' }),
    ).toBeNull();
  });

  it('says whether applying a proposal changes the registration', () => {
    const proposal = { status: 'PRESENT' as const, effectiveHours: '10.00' };
    expect(proposalChanges(proposal, { status: 'REGISTERED', effectiveHours: null })).toBe(true);
    expect(proposalChanges(proposal, { status: 'PRESENT', effectiveHours: '10' })).toBe(false);
    expect(proposalChanges(proposal, { status: 'PRESENT', effectiveHours: '9.50' })).toBe(true);
  });
});

describe('a signature', () => {
  const image = 'data:image/png;base64,iVBORw0KGgo=';

  it('is drawn, or typed with the certification ticked, never both nor none', () => {
    expect(signBodySchema.safeParse({ ticket: 't', image }).success).toBe(true);
    expect(
      signBodySchema.safeParse({ ticket: 't', typedName: 'Ana Lima', certified: true }).success,
    ).toBe(true);
    const messages = (body: unknown) =>
      signBodySchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messages({ ticket: 't' })).toEqual(['La signature est vide : signez dans le cadre.']);
    expect(messages({ ticket: 't', typedName: 'Ana Lima' })).toEqual([
      'Cochez la case pour certifier votre présence.',
    ]);
    expect(messages({ ticket: 't', image, typedName: 'Ana', certified: true })).toEqual([
      'Dessinez votre signature ou tapez votre nom, pas les deux.',
    ]);
    expect(messages({ ticket: 't', image: 'data:image/jpeg;base64,AAAA' })).toEqual([
      'La signature doit être une image PNG.',
    ]);
  });

  it('refuses an image beyond the size limit and a trainee chosen by anything but its id', () => {
    const huge = `data:image/png;base64,${'A'.repeat(300_000)}`;
    expect(
      collectSignatureBodySchema.safeParse({ registrationId: 4, image: huge }).error?.issues[0]
        ?.message,
    ).toBe('La signature est trop lourde (200 Ko au plus).');
    expect(collectSignatureBodySchema.safeParse({ registrationId: 'x', image }).success).toBe(
      false,
    );
  });

  it('typed, must be the trainee’s own name, accents, case and order aside', () => {
    const trainee = { givenName: 'Hélène', familyName: 'Le Guen' };
    expect(typedNameMatches('helene le guen', trainee)).toBe(true);
    expect(typedNameMatches('LE GUEN Hélène', trainee)).toBe(true);
    expect(typedNameMatches('Hélène Martin', trainee)).toBe(false);
    expect(typedNameMatches('  ', trainee)).toBe(false);
  });
});

describe('the signing page', () => {
  it('is a page of the beneficiary space, for beneficiaries only', () => {
    const path = '/beneficiary/sign/9.59000000.abcdefghijklmnopqrstuv';
    expect(matchRoute(path)).toMatchObject({
      name: 'beneficiary-sign-token',
      layout: 'beneficiary',
    });
    expect(canOpenRoute('beneficiary', path)).toBe(true);
    expect(canOpenRoute('provider', path)).toBe(false);
  });
});
