import { describe, expect, it } from 'vitest';
import {
  favoriteAlertDigest,
  favoriteAlertHolds,
  favoriteAlertSettingBodySchema,
  favoriteAlertTokenParams,
  type FavoriteAlertFacts,
} from './favorite-alerts';

const now = new Date('2027-01-10T09:00:00Z');

/** A new session to come, visible, of an action the person follows: an alert that holds. */
function facts(overrides: Partial<FavoriteAlertFacts> = {}): FavoriteAlertFacts {
  return {
    kind: 'NEW_SESSION',
    status: 'PROGRAMMED',
    published: true,
    externalRegistration: false,
    registrationRequired: true,
    registrationDeadline: null,
    startDate: new Date('2027-02-01T08:00:00Z'),
    visible: true,
    favoriteOfSession: false,
    favoriteOfAction: true,
    registered: false,
    seatsLeft: 4,
    ...overrides,
  };
}

describe('favoriteAlertHolds', () => {
  it('holds for a new session to come of a followed action, whatever its seats', () => {
    expect(favoriteAlertHolds(facts(), now)).toBe(true);
    expect(favoriteAlertHolds(facts({ seatsLeft: 0 }), now)).toBe(true);
    // Registered elsewhere or not in the portal: still news.
    expect(favoriteAlertHolds(facts({ externalRegistration: true }), now)).toBe(true);
  });

  it('is dropped once the session is hidden, started, no longer programmed, or taken', () => {
    expect(favoriteAlertHolds(facts({ visible: false }), now)).toBe(false);
    expect(favoriteAlertHolds(facts({ startDate: now }), now)).toBe(false);
    expect(favoriteAlertHolds(facts({ status: 'CANCELED' }), now)).toBe(false);
    expect(favoriteAlertHolds(facts({ status: 'REPORTED' }), now)).toBe(false);
    expect(favoriteAlertHolds(facts({ registered: true }), now)).toBe(false);
  });

  it('tells a new session only to those following its action who did not mark it already', () => {
    expect(favoriteAlertHolds(facts({ favoriteOfAction: false }), now)).toBe(false);
    expect(favoriteAlertHolds(facts({ favoriteOfSession: true }), now)).toBe(false);
  });

  it('tells a released seat to those who marked the session, while it is free and requests are taken', () => {
    const seat = (overrides: Partial<FavoriteAlertFacts> = {}) =>
      favoriteAlertHolds(
        facts({
          kind: 'SEATS_RELEASED',
          favoriteOfSession: true,
          favoriteOfAction: false,
          ...overrides,
        }),
        now,
      );
    expect(seat()).toBe(true);
    expect(seat({ favoriteOfSession: false, favoriteOfAction: true })).toBe(false);
    expect(seat({ seatsLeft: 0 })).toBe(false);
    expect(seat({ registrationDeadline: new Date('2027-01-09T22:59:00Z') })).toBe(false);
    expect(seat({ registrationDeadline: new Date('2027-01-10T09:00:00Z') })).toBe(true);
    expect(seat({ registrationRequired: false })).toBe(false);
  });
});

describe('favoriteAlertDigest', () => {
  const line = {
    actionName: 'Accueillir',
    place: 'Lyon',
    url: 'https://portail.example/training/7',
  };

  it('lists the new sessions, then the seats released, one line each, dates in Paris time', () => {
    expect(
      favoriteAlertDigest([
        {
          ...line,
          kind: 'SEATS_RELEASED',
          startDate: '2027-03-01T08:00:00Z',
          endDate: '2027-03-01T16:00:00Z',
        },
        {
          ...line,
          kind: 'NEW_SESSION',
          // 23:30 UTC on 31 March is already 1 April in Paris (summer time).
          startDate: '2027-03-31T23:30:00Z',
          endDate: '2027-04-02T15:00:00Z',
          actionName: 'Orienter',
          place: 'À distance',
          url: 'https://portail.example/training/8',
        },
      ]),
    ).toBe(
      'Nouvelles sessions :\n' +
        '- « Orienter », du 01/04/2027 au 02/04/2027, À distance : https://portail.example/training/8\n\n' +
        'Des places se sont libérées :\n' +
        '- « Accueillir », le 01/03/2027, Lyon : https://portail.example/training/7',
    );
  });

  it('writes nothing for nothing, and no heading without lines', () => {
    expect(favoriteAlertDigest([])).toBe('');
    expect(
      favoriteAlertDigest([
        {
          ...line,
          kind: 'NEW_SESSION',
          startDate: '2027-03-01T08:00:00Z',
          endDate: '2027-03-01T16:00:00Z',
        },
      ]),
    ).not.toContain('places');
  });
});

describe('the setting’s and the link’s schemas', () => {
  it('take a boolean only, and a 43-sign secret', () => {
    expect(favoriteAlertSettingBodySchema.safeParse({ enabled: false }).success).toBe(true);
    expect(favoriteAlertSettingBodySchema.safeParse({ enabled: 'false' }).success).toBe(false);
    expect(favoriteAlertSettingBodySchema.safeParse({ enabled: true, more: 1 }).success).toBe(
      false,
    );
    expect(favoriteAlertTokenParams.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    const short = favoriteAlertTokenParams.safeParse({ token: 'a'.repeat(42) });
    expect(short.error?.issues[0]?.message).toMatch(/^Ce lien n’est pas valide ou a expiré/);
  });
});
