import type { SessionUser, SigningPage } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/index.js';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import { createAction, createRegistration, createSession } from '../../test/factories.js';
import {
  createPerson,
  createScenario,
  type Person,
  type Scenario,
} from '../registrations/registrations.fixtures.js';
import {
  applyAttendanceProposal,
  closeSigningWindow,
  collectSignature,
  getSessionAttendance,
  getSigningWindowState,
  openSigningWindow,
} from './attendance.service.js';
import { openSigningPage, sign } from './signing.service.js';

/*
 * Digital attendance (decision 038) on the calendar's edges, in Europe/Paris: a session running
 * past midnight, the two days the clocks change (a 23-hour and a 25-hour day), 29 February and
 * New Year's Eve. A window opens on its half-day's own day and closes by itself at that day's
 * midnight; hours are those the clock really ran. The services are called with the instant
 * they act at (`now`), the way the routes call them with the real clock.
 */

let t: TestApp;
let s: Scenario;
let provider: SessionUser;
let actionId: number;

async function sessionUserOf(person: Person): Promise<SessionUser> {
  const response = await t.app.inject({ url: '/api/_auth/session', headers: bearer(person.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SessionUser;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await createScenario(t.db);
  provider = await sessionUserOf(s.provider);
  actionId = (await createAction(t.db, { providerId: s.providerId })).id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const at = (iso: string) => new Date(iso);

/** A programmed session of the provider with these intervention dates (UTC instants). */
async function sessionOn(dates: [string, string][]): Promise<number> {
  const interventionDates = dates.map(([from, to]) => ({ startsAt: at(from), endsAt: at(to) }));
  const session = await createSession(t.db, {
    actionId,
    status: 'PROGRAMMED',
    startDate: interventionDates[0]!.startsAt,
    endDate: interventionDates.at(-1)!.endsAt,
    interventionDates,
  });
  return session.id;
}

interface Trainee {
  user: SessionUser;
  registrationId: number;
  typedName: string;
}

async function trainee(sessionId: number): Promise<Trainee> {
  const person = await createPerson(t.db, 'profile_beneficiary', s.employerId);
  const registration = await createRegistration(t.db, {
    sessionId,
    beneficiaryId: person.id,
    structureId: s.employerId,
    status: 'REGISTERED',
  });
  const user = await sessionUserOf(person);
  return {
    user,
    registrationId: registration.id,
    typedName: `${user.givenName} ${user.familyName}`,
  };
}

function open(sessionId: number, halfDay: string, now: string) {
  return openSigningWindow(
    t.db,
    { user: provider, sessionId, halfDay, publicUrl: t.config.PUBLIC_URL },
    at(now),
  );
}

/** The QR code's token the provider's screen shows at `now`. */
async function tokenAt(windowId: number, now: string): Promise<string> {
  const state = await getSigningWindowState(t.db, provider, windowId, t.config.PUBLIC_URL, at(now));
  return state.qr!.url.split('/beneficiary/sign/')[1]!;
}

function pageAt(who: Trainee, token: string, now: string): Promise<SigningPage> {
  return openSigningPage(t.db, who.user, token, at(now));
}

function signAt(who: Trainee, ticket: string, now: string) {
  return sign(t.db, who.user, { ticket, typedName: who.typedName, certified: true }, at(now));
}

/** Scans the code shown at `now` and signs at once. */
async function signOnPhone(who: Trainee, windowId: number, now: string) {
  const page = await pageAt(who, await tokenAt(windowId, now), now);
  return signAt(who, page.ticket!, now);
}

function collectAt(who: Trainee, windowId: number, now: string) {
  return collectSignature(
    t.db,
    {
      user: provider,
      windowId,
      body: { registrationId: who.registrationId, typedName: who.typedName, certified: true },
    },
    at(now),
  );
}

const closed = {
  code: 'SIGNING_WINDOW_CLOSED',
  statusCode: 409,
  message: 'L’émargement de cette demi-journée est fermé : la signature n’est plus possible.',
};

function notToday(date: string) {
  return {
    code: 'SIGNING_NOT_TODAY',
    statusCode: 409,
    message: `L’émargement d’une demi-journée s’ouvre le jour même : celle-ci a lieu le ${date}.`,
  };
}

async function statusOf(registrationId: number) {
  const [row] = await t.db
    .select({ status: registrations.status, effectiveHours: registrations.effectiveHours })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  return row!;
}

describe('a session over midnight: Friday 9 June 2028, 21:00 to 01:00', () => {
  const evening = '2028-06-09-afternoon';
  let sessionId: number;
  let early: Trainee;
  let late: Trainee;
  let windowId: number;

  beforeAll(async () => {
    // Summer time: Paris is UTC+2.
    sessionId = await sessionOn([['2028-06-09T19:00:00Z', '2028-06-09T23:00:00Z']]);
    early = await trainee(sessionId);
    late = await trainee(sessionId);
  });

  it('is one evening half-day of its first day, four hours long, ending the next day', async () => {
    const attendance = await getSessionAttendance(
      t.db,
      provider,
      sessionId,
      at('2028-06-09T18:00:00Z'),
    );
    expect(attendance.sessionHours).toBe('4.00');
    expect(attendance.halfDays).toMatchObject([
      { key: evening, day: '2028-06-09', period: 'afternoon', hours: '4.00', openRefusal: null },
    ]);
    expect(attendance.applyRefusal).toBe(
      "La session n'est pas terminée (fin le 10/06/2028) : la présence se saisit après la session.",
    );
  });

  it('opens on the evening’s own day only: past midnight, mid-session, it is refused', async () => {
    await expect(open(sessionId, evening, '2028-06-09T22:30:00Z')).rejects.toMatchObject(
      notToday('vendredi 9 juin 2028'),
    );
    const window = await open(sessionId, evening, '2028-06-09T19:05:00Z');
    expect(window).toMatchObject({ open: true, closesAt: '2028-06-09T22:00:00.000Z' });
    windowId = window.id;
  });

  it('takes signatures until midnight, none after, not even with a ticket got before', async () => {
    const page = await pageAt(
      early,
      await tokenAt(windowId, '2028-06-09T21:59:30Z'),
      '2028-06-09T21:59:30Z',
    );
    expect(page).toMatchObject({ signedAt: null, halfDay: { key: evening } });
    expect(await signAt(early, page.ticket!, '2028-06-09T21:59:59Z')).toMatchObject({
      halfDay: evening,
      signedAt: '2028-06-09T21:59:59.000Z',
    });
    const ticket = (
      await pageAt(late, await tokenAt(windowId, '2028-06-09T21:59:40Z'), '2028-06-09T21:59:40Z')
    ).ticket!;
    // Midnight strikes: the code still scans, the window is shut.
    const token = await tokenAt(windowId, '2028-06-09T21:59:50Z');
    await expect(pageAt(late, token, '2028-06-09T22:00:00Z')).rejects.toMatchObject(closed);
    await expect(collectAt(late, windowId, '2028-06-09T22:00:00Z')).rejects.toMatchObject(closed);
    // The ticket is good for five minutes, the window is not.
    await expect(signAt(late, ticket, '2028-06-09T22:00:10Z')).rejects.toMatchObject(closed);
  });

  it('records the proposal once the night is over, not at half past midnight', async () => {
    const input = {
      user: provider,
      sessionId,
      registrationIds: [early.registrationId, late.registrationId],
    };
    const options = (now: string) => ({ publicUrl: t.config.PUBLIC_URL, now: at(now) });
    await expect(
      applyAttendanceProposal(t.db, input, options('2028-06-09T22:30:00Z')),
    ).rejects.toMatchObject({ code: 'REGISTRATION_SESSION_NOT_ENDED', statusCode: 409 });
    expect(await statusOf(early.registrationId)).toEqual({
      status: 'REGISTERED',
      effectiveHours: null,
    });
    const after = await getSessionAttendance(t.db, provider, sessionId, at('2028-06-10T00:00:00Z'));
    expect(after.applyRefusal).toBeNull();
    expect(after.halfDays[0]!.signedCount).toBe(1);
    expect(await applyAttendanceProposal(t.db, input, options('2028-06-10T00:00:00Z'))).toEqual({
      applied: 2,
    });
    expect(await statusOf(early.registrationId)).toEqual({
      status: 'PRESENT',
      effectiveHours: '4.00',
    });
    expect(await statusOf(late.registrationId)).toEqual({
      status: 'ABSENCE',
      effectiveHours: '0.00',
    });
  });
});

describe('the day clocks go forward: Sunday 26 March 2028, a 23-hour day', () => {
  const morning = '2028-03-26-morning';
  const afternoon = '2028-03-26-afternoon';
  let sessionId: number;
  let mornings: Trainee;
  let afternoons: Trainee;

  beforeAll(async () => {
    // 01:00–05:00 (UTC+1 then UTC+2 from 02:00: three real hours), 09:00–12:00, 13:00–17:00.
    sessionId = await sessionOn([
      ['2028-03-26T00:00:00Z', '2028-03-26T03:00:00Z'],
      ['2028-03-26T07:00:00Z', '2028-03-26T10:00:00Z'],
      ['2028-03-26T11:00:00Z', '2028-03-26T15:00:00Z'],
    ]);
    mornings = await trainee(sessionId);
    afternoons = await trainee(sessionId);
  });

  it('counts the hours the clock really ran: three for the night’s four on the dial', async () => {
    const attendance = await getSessionAttendance(
      t.db,
      provider,
      sessionId,
      at('2028-03-26T08:00:00Z'),
    );
    expect(attendance.sessionHours).toBe('10.00');
    expect(attendance.halfDays.map((halfDay) => [halfDay.key, halfDay.hours])).toEqual([
      [morning, '6.00'],
      [afternoon, '4.00'],
    ]);
  });

  it('opens at half past midnight, and not the evening before', async () => {
    await expect(open(sessionId, morning, '2028-03-25T22:30:00Z')).rejects.toMatchObject(
      notToday('dimanche 26 mars 2028'),
    );
    const window = await open(sessionId, morning, '2028-03-25T23:30:00Z');
    // Midnight after a 23-hour day: 22:00 UTC.
    expect(window).toMatchObject({ open: true, closesAt: '2028-03-26T22:00:00.000Z' });
    await signOnPhone(mornings, window.id, '2028-03-26T08:00:00Z');
  });

  it('closes at the midnight of the short day', async () => {
    const window = await open(sessionId, afternoon, '2028-03-26T11:00:00Z');
    expect(window.closesAt).toBe('2028-03-26T22:00:00.000Z');
    expect(await collectAt(afternoons, window.id, '2028-03-26T21:59:59Z')).toMatchObject({
      halfDay: afternoon,
    });
    await expect(collectAt(mornings, window.id, '2028-03-26T22:00:00Z')).rejects.toMatchObject(
      closed,
    );
  });

  it('proposes each trainee the real hours of its half-day, and records them', async () => {
    const attendance = await getSessionAttendance(
      t.db,
      provider,
      sessionId,
      at('2028-03-27T08:00:00Z'),
    );
    const proposals = Object.fromEntries(
      attendance.trainees.map((row) => [row.registrationId, row.proposal]),
    );
    expect(proposals[mornings.registrationId]).toMatchObject({
      status: 'PARTIAL_ABSENCE',
      effectiveHours: '6.00',
      signed: 1,
      total: 2,
    });
    expect(proposals[afternoons.registrationId]).toMatchObject({
      status: 'PARTIAL_ABSENCE',
      effectiveHours: '4.00',
    });
    await applyAttendanceProposal(
      t.db,
      { user: provider, sessionId, registrationIds: [afternoons.registrationId] },
      { publicUrl: t.config.PUBLIC_URL, now: at('2028-03-27T08:00:00Z') },
    );
    expect(await statusOf(afternoons.registrationId)).toEqual({
      status: 'PARTIAL_ABSENCE',
      effectiveHours: '4.00',
    });
    expect((await statusOf(mornings.registrationId)).status).toBe('REGISTERED');
  });
});

describe('the day clocks go back: Sunday 29 October 2028, a 25-hour day', () => {
  it('counts five hours for the night’s four on the dial, and closes at 23:00 UTC', async () => {
    // 01:00 (UTC+2) to 05:00 (UTC+1 since 03:00 became 02:00), then 14:00–17:00.
    const sessionId = await sessionOn([
      ['2028-10-28T23:00:00Z', '2028-10-29T04:00:00Z'],
      ['2028-10-29T13:00:00Z', '2028-10-29T16:00:00Z'],
    ]);
    const night = await trainee(sessionId);
    const attendance = await getSessionAttendance(
      t.db,
      provider,
      sessionId,
      at('2028-10-28T22:00:00Z'),
    );
    expect(attendance.halfDays.map((halfDay) => [halfDay.key, halfDay.hours])).toEqual([
      ['2028-10-29-morning', '5.00'],
      ['2028-10-29-afternoon', '3.00'],
    ]);
    // Half past midnight, still summer time: already the Sunday.
    const window = await open(sessionId, '2028-10-29-morning', '2028-10-28T22:30:00Z');
    expect(window.closesAt).toBe('2028-10-29T23:00:00.000Z');
    // 23:30 in Paris is 22:30 UTC: the long day is not over.
    expect(await signOnPhone(night, window.id, '2028-10-29T22:30:00Z')).toMatchObject({
      halfDay: '2028-10-29-morning',
    });
    await expect(collectAt(night, window.id, '2028-10-29T23:00:00Z')).rejects.toMatchObject(closed);
  });
});

describe('29 February 2028', () => {
  const morning = '2028-02-29-morning';
  const afternoon = '2028-02-29-afternoon';
  let sessionId: number;
  let first: Trainee;
  let second: Trainee;
  let afternoonId: number;

  beforeAll(async () => {
    sessionId = await sessionOn([
      ['2028-02-29T08:00:00Z', '2028-02-29T11:30:00Z'],
      ['2028-02-29T12:30:00Z', '2028-02-29T16:00:00Z'],
    ]);
    first = await trainee(sessionId);
    second = await trainee(sessionId);
  });

  it('has its half-days under leap-day keys, openable on that day only', async () => {
    const attendance = await getSessionAttendance(
      t.db,
      provider,
      sessionId,
      at('2028-02-28T12:00:00Z'),
    );
    expect(attendance.halfDays.map((halfDay) => [halfDay.key, halfDay.hours])).toEqual([
      [morning, '3.50'],
      [afternoon, '3.50'],
    ]);
    expect(attendance.halfDays[0]!.openRefusal).toBe(notToday('mardi 29 février 2028').message);
    await expect(open(sessionId, morning, '2028-02-28T12:00:00Z')).rejects.toMatchObject(
      notToday('mardi 29 février 2028'),
    );
    await expect(open(sessionId, morning, '2028-03-01T08:00:00Z')).rejects.toMatchObject(
      notToday('mardi 29 février 2028'),
    );
    const window = await open(sessionId, afternoon, '2028-02-29T12:30:00Z');
    // The next day is 1 March: its midnight in Paris (UTC+1) is 23:00 UTC.
    expect(window).toMatchObject({ open: true, closesAt: '2028-02-29T23:00:00.000Z' });
    afternoonId = window.id;
  });

  it('takes signatures until 1 March begins', async () => {
    expect(await signOnPhone(first, afternoonId, '2028-02-29T22:59:30Z')).toMatchObject({
      halfDay: afternoon,
    });
    const token = await tokenAt(afternoonId, '2028-02-29T22:59:40Z');
    await expect(pageAt(second, token, '2028-02-29T23:00:00Z')).rejects.toMatchObject(closed);
  });

  it('shows a window nobody closed as closed the next day, neither closable nor reopenable', async () => {
    const attendance = await getSessionAttendance(
      t.db,
      provider,
      sessionId,
      at('2028-03-01T07:00:00Z'),
    );
    expect(attendance.halfDays[1]).toMatchObject({
      signedCount: 1,
      window: { id: afternoonId, open: false, closedAt: null },
      openRefusal: notToday('mardi 29 février 2028').message,
    });
    await expect(
      closeSigningWindow(
        t.db,
        { user: provider, windowId: afternoonId, publicUrl: t.config.PUBLIC_URL },
        at('2028-03-01T07:00:00Z'),
      ),
    ).rejects.toMatchObject(closed);
    await expect(open(sessionId, afternoon, '2028-03-01T00:00:00Z')).rejects.toMatchObject(
      notToday('mardi 29 février 2028'),
    );
  });
});

describe('New Year’s Eve 2028', () => {
  it('closes a window opened on 31 December at the new year', async () => {
    const sessionId = await sessionOn([['2028-12-31T08:00:00Z', '2028-12-31T11:00:00Z']]);
    const window = await open(sessionId, '2028-12-31-morning', '2028-12-31T08:10:00Z');
    expect(window.closesAt).toBe('2028-12-31T23:00:00.000Z');
    await expect(
      open(sessionId, '2028-12-31-morning', '2029-01-01T00:00:00Z'),
    ).rejects.toMatchObject(notToday('dimanche 31 décembre 2028'));
  });
});

describe('the QR code and the ticket, to the second', () => {
  // 10:00:00 in Paris on 29 February 2028: the start of a 30-second period.
  const T = Date.UTC(2028, 1, 29, 9, 0, 0);
  const iso = (offsetMs: number) => new Date(T + offsetMs).toISOString();
  let sessionId: number;
  let windowId: number;
  let who: Trainee;

  beforeAll(async () => {
    sessionId = await sessionOn([['2028-02-29T08:00:00Z', '2028-02-29T11:00:00Z']]);
    who = await trainee(sessionId);
    windowId = (await open(sessionId, '2028-02-29-morning', iso(-60_000))).id;
  });

  it('accepts a code from the second it is shown to the end of the next 30 seconds', async () => {
    const state = await getSigningWindowState(
      t.db,
      provider,
      windowId,
      t.config.PUBLIC_URL,
      at(iso(0)),
    );
    expect(state.qr).toMatchObject({ refreshAt: iso(30_000), expiresAt: iso(60_000) });
    const token = await tokenAt(windowId, iso(0));
    expect(await tokenAt(windowId, iso(29_999))).toBe(token);
    expect(await tokenAt(windowId, iso(30_000))).not.toBe(token);
    const invalid = {
      code: 'SIGNING_TOKEN_INVALID',
      statusCode: 400,
      message:
        'Ce QR code n’est plus valable : scannez à nouveau le code affiché par le prestataire.',
    };
    await expect(pageAt(who, token, iso(-1))).rejects.toMatchObject(invalid);
    await expect(pageAt(who, token, iso(60_000))).rejects.toMatchObject(invalid);
    expect((await pageAt(who, token, iso(59_999))).ticket).toBeTruthy();
  });

  it('leaves five minutes to sign with the ticket, not a second more', async () => {
    const page = await pageAt(who, await tokenAt(windowId, iso(0)), iso(0));
    expect(page.ticketExpiresAt).toBe(iso(300_000));
    await expect(signAt(who, page.ticket!, iso(300_000))).rejects.toMatchObject({
      code: 'SIGNING_TICKET_INVALID',
      statusCode: 400,
      message:
        'Le délai pour signer est dépassé : scannez à nouveau le QR code affiché par le prestataire.',
    });
    expect(await signAt(who, page.ticket!, iso(299_999))).toMatchObject({
      registrationId: who.registrationId,
      signedAt: iso(299_999),
    });
  });
});
