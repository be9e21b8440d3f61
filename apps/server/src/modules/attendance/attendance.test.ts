import {
  SIGNING_TICKET_SECONDS,
  formatLongDay,
  halfDayKeyOf,
  type SessionAttendance,
  type SigningPage,
  type SigningWindowState,
} from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceSignatures,
  authTokens,
  registrationHistory,
  registrations,
  signingWindows,
  users,
} from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import {
  createAction,
  createRegistration,
  createSession,
  createStructure,
} from '../../test/factories.js';
import { TEST_PDF, uploadFile } from '../../test/uploads.js';
import {
  DAY_MS,
  createPerson,
  parisDayFromToday as dayOf,
  parisFromToday as paris,
  createScenario,
  type Person,
  type Scenario,
} from '../registrations/registrations.fixtures.js';
import { pdfPages } from '../documents/documents.fixtures.js';
import { sessionSignatures } from './attendance.service.js';
import { currentToken, issueTicket } from './signing-tokens.js';

/*
 * Digital attendance (decision 038): a provider opens the signing window of one of today's
 * half-days, trainees sign on their phone from the QR code's token (expiry, replay, someone else's
 * ticket, content checks), the provider collects a signature on its device, closes and reopens the
 * window; the proposal drawn from the signatures of a past session is applied. One app, one
 * database; the sessions are placed around the real clock, in Paris time.
 */

let t: TestApp;
let s: Scenario;

/** A trainee: a beneficiary with its token, names and registration. */
interface Trainee extends Person {
  givenName: string;
  familyName: string;
  registrationId: number;
}

async function trainee(
  sessionId: number,
  status: 'REGISTERED' | 'REQUESTED' = 'REGISTERED',
): Promise<Trainee> {
  const person = await createPerson(t.db, 'profile_beneficiary', s.employerId);
  const [names] = await t.db
    .select({ givenName: users.givenName, familyName: users.familyName })
    .from(users)
    .where(eq(users.id, person.id));
  const registration = await createRegistration(t.db, {
    sessionId,
    beneficiaryId: person.id,
    structureId: s.employerId,
    status,
  });
  return { ...person, ...names!, registrationId: registration.id };
}

/** A programmed session of a new action of the provider: `days` from today, 9:00 to 17:00 in Paris. */
async function oneDaySession(days: number) {
  const action = await createAction(t.db, { providerId: s.providerId });
  return createSession(t.db, {
    actionId: action.id,
    status: 'PROGRAMMED',
    startDate: paris(days, 9),
    endDate: paris(days, 17),
    interventionDates: [{ startsAt: paris(days, 9), endsAt: paris(days, 17) }],
  });
}

/** A PNG of the pad: transparent, with a black stroke unless `blank`. */
async function signaturePng(blank = false): Promise<string> {
  const width = 300;
  const height = 100;
  const pixels = Buffer.alloc(width * height * 4);
  if (!blank) {
    for (let x = 20; x < 280; x++) pixels.writeUInt32BE(0x000000ff, (50 * width + x) * 4);
  }
  const png = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

const today = {
  morning: halfDayKeyOf(dayOf(0), 'morning'),
  afternoon: halfDayKeyOf(dayOf(0), 'afternoon'),
  yesterday: halfDayKeyOf(dayOf(-1), 'morning'),
};

let sessionId: number;
/** The session's code and its action's name, as the signing page shows them. */
let sessionFacts: { code: string; actionName: string };
let ana: Trainee;
let bruno: Trainee;
let chloe: Trainee;
let requested: Trainee;
let outsider: Person;
let png: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await createScenario(t.db);
  const action = await createAction(t.db, { providerId: s.providerId });
  // Yesterday morning, then today's morning and afternoon; it ends tonight.
  const session = await createSession(t.db, {
    actionId: action.id,
    status: 'PROGRAMMED',
    startDate: paris(-1, 9),
    endDate: paris(0, 23, 59),
    interventionDates: [
      { startsAt: paris(-1, 9), endsAt: paris(-1, 12) },
      { startsAt: paris(0, 9), endsAt: paris(0, 12, 30) },
      { startsAt: paris(0, 13, 30), endsAt: paris(0, 17) },
    ],
  });
  sessionId = session.id;
  sessionFacts = { code: session.code, actionName: action.name };
  ana = await trainee(sessionId);
  bruno = await trainee(sessionId);
  chloe = await trainee(sessionId);
  requested = await trainee(sessionId, 'REQUESTED');
  outsider = await createPerson(t.db, 'profile_beneficiary', s.employerId);
  png = await signaturePng();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function attendanceOf(id: number, token = s.provider.token): Promise<SessionAttendance> {
  const response = await call('GET', `/api/sessions/${id}/attendance`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function openWindow(halfDay: string): Promise<SigningWindowState> {
  const response = await call(
    'POST',
    `/api/sessions/${sessionId}/signing_windows`,
    s.provider.token,
    {
      halfDay,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const tokenOf = (state: SigningWindowState) => state.qr!.url.split('/beneficiary/sign/')[1]!;

/** The QR code's token shown now (a token lives a minute at most: tests ask for a fresh one). */
async function shownToken(windowId: number): Promise<string> {
  const response = await call('GET', `/api/signing_windows/${windowId}`, s.provider.token);
  expect(response.statusCode, response.body).toBe(200);
  return tokenOf(response.json());
}

function signingPage(token: string, person: Person) {
  return call('GET', `/api/signing/${encodeURIComponent(token)}`, person.token);
}

async function ticketOf(token: string, person: Person): Promise<string> {
  const response = await signingPage(token, person);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as SigningPage).ticket!;
}

function sign(person: Person, body: object) {
  return call('POST', '/api/signatures', person.token, body);
}

async function windowRow(id: number) {
  const [row] = await t.db.select().from(signingWindows).where(eq(signingWindows.id, id));
  return row!;
}

describe('the half-days and their windows', () => {
  it('lists the half-days of the intervention dates, openable on their own day only', async () => {
    const attendance = await attendanceOf(sessionId);
    expect(attendance.halfDays.map((halfDay) => [halfDay.key, halfDay.hours])).toEqual([
      [today.yesterday, '3.00'],
      [today.morning, '3.50'],
      [today.afternoon, '3.50'],
    ]);
    // Written whole: a pattern of the date failed on the 1st ("1er") and in "décembre".
    expect(attendance.halfDays[0]!.openRefusal).toBe(
      'L’émargement d’une demi-journée s’ouvre le jour même : celle-ci a lieu le ' +
        `${formatLongDay(paris(-1, 12))}.`,
    );
    expect(attendance.halfDays[1]!.openRefusal).toBeNull();
    // The REGISTERED trainees sign; a request does not.
    expect(attendance.trainees.map((row) => row.registrationId).sort()).toEqual(
      [ana, bruno, chloe].map((row) => row.registrationId).sort(),
    );
  });

  it('refuses another provider’s session, another day, a half-day the session lacks', async () => {
    const url = `/api/sessions/${sessionId}/signing_windows`;
    const other = await call('POST', url, s.otherProvider.token, { halfDay: today.morning });
    expect(other.statusCode).toBe(404);
    const yesterday = await call('POST', url, s.provider.token, { halfDay: today.yesterday });
    expect(yesterday.statusCode).toBe(409);
    expect(yesterday.json().code).toBe('SIGNING_NOT_TODAY');
    const unknown = await call('POST', url, s.provider.token, {
      halfDay: halfDayKeyOf(dayOf(3), 'morning'),
    });
    expect(unknown.json()).toMatchObject({
      code: 'SIGNING_UNKNOWN_HALF_DAY',
      error: 'Cette demi-journée ne fait pas partie des dates d’intervention de la session.',
    });
    const malformed = await call('POST', url, s.provider.token, { halfDay: 'demain matin' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ halfDay: ['Demi-journée invalide'] });
    expect(await t.db.select().from(signingWindows)).toEqual([]);
  });

  it('refuses a window to a session that is not programmed', async () => {
    const action = await createAction(t.db, { providerId: s.providerId });
    const cancelled = await createSession(t.db, {
      actionId: action.id,
      status: 'CANCELED',
      interventionDates: [{ startsAt: paris(0, 9), endsAt: paris(0, 12) }],
    });
    const response = await call(
      'POST',
      `/api/sessions/${cancelled.id}/signing_windows`,
      s.provider.token,
      { halfDay: today.morning },
    );
    expect(response.json().code).toBe('SIGNING_SESSION_NOT_PROGRAMMED');
  });
});

describe('signing on one’s own phone', () => {
  let morning: SigningWindowState;
  const token = () => shownToken(morning.id);

  beforeAll(async () => {
    morning = await openWindow(today.morning);
  });

  it('opens the window with a QR code to the signing page, valid for one minute at most', () => {
    expect(morning.open).toBe(true);
    expect(morning.qr!.url).toMatch(/^http:\/\/localhost:3000\/beneficiary\/sign\/[\w.-]+$/);
    const expiresIn = Date.parse(morning.qr!.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(25_000);
    expect(expiresIn).toBeLessThanOrEqual(60_000);
    expect(morning.trainees.every((row) => row.signature === null)).toBe(true);
  });

  it('shows a registered trainee the session and half-day, with a ticket to sign', async () => {
    const response = await signingPage(await token(), ana);
    expect(response.statusCode, response.body).toBe(200);
    const page: SigningPage = response.json();
    expect(page).toMatchObject({
      session: sessionFacts,
      halfDay: { key: today.morning, period: 'morning' },
      trainee: { name: `${ana.givenName} ${ana.familyName}` },
      signedAt: null,
    });
    expect(page.ticket).toMatch(/^\d+\.\d+\.\d+\.[\w-]{22}$/);
  });

  it('refuses whoever is not a registered trainee of the session', async () => {
    for (const person of [outsider, requested]) {
      const response = await signingPage(await token(), person);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('Seul un stagiaire inscrit à la session peut émarger.');
    }
    // A provider holds no `attendance.sign`.
    expect((await signingPage(await token(), s.provider)).statusCode).toBe(403);
  });

  it('refuses a forged token and one more than a minute old', async () => {
    const shown = await token();
    const forged = `${shown.slice(0, -2)}${shown.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await signingPage(forged, ana)).json().code).toBe('SIGNING_TOKEN_INVALID');
    const window = await windowRow(morning.id);
    const old = currentToken(window, new Date(Date.now() - 61_000)).token;
    const response = await signingPage(old, ana);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'Ce QR code n’est plus valable : scannez à nouveau le code affiché par le prestataire.',
    );
    expect((await signingPage('n’importe quoi', ana)).statusCode).toBe(400);
  });

  it('records a drawn signature once: a second one, even with a new ticket, is refused', async () => {
    const ticket = await ticketOf(await token(), ana);
    const first = await sign(ana, { ticket, image: png });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      registrationId: ana.registrationId,
      halfDay: today.morning,
    });
    const replayed = await sign(ana, { ticket, image: png });
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json().code).toBe('SIGNING_ALREADY_SIGNED');
    // The page now says it is signed, and gives no ticket.
    const page: SigningPage = (await signingPage(await token(), ana)).json();
    expect(page.signedAt).toBe(first.json().signedAt);
    expect(page.ticket).toBeNull();
    const rows = await t.db
      .select()
      .from(attendanceSignatures)
      .where(eq(attendanceSignatures.registrationId, ana.registrationId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'OWN_DEVICE', collectedById: ana.id, typedName: null });
    expect(rows[0]!.image!.subarray(1, 4).toString()).toBe('PNG');
  });

  it('never signs for someone else: another’s ticket is refused, a registration is never named', async () => {
    const anaTicket = issueTicket(await windowRow(morning.id), ana.registrationId, new Date());
    const stolen = await sign(bruno, { ticket: anaTicket.ticket, image: png });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('SIGNING_TICKET_INVALID');
    const named = await sign(bruno, {
      ticket: await ticketOf(await token(), bruno),
      image: png,
      registrationId: ana.registrationId,
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().fieldErrors).toEqual({ '': ['Champ non autorisé : registrationId'] });
    const own = await t.db
      .select()
      .from(attendanceSignatures)
      .where(eq(attendanceSignatures.registrationId, bruno.registrationId));
    expect(own).toEqual([]);
  });

  it('refuses an expired ticket, a blank or unreadable image, a typed name not one’s own', async () => {
    const window = await windowRow(morning.id);
    const expired = issueTicket(
      window,
      bruno.registrationId,
      new Date(Date.now() - (SIGNING_TICKET_SECONDS + 1) * 1000),
    );
    expect((await sign(bruno, { ticket: expired.ticket, image: png })).json().code).toBe(
      'SIGNING_TICKET_INVALID',
    );
    const ticket = await ticketOf(await token(), bruno);
    const blank = await sign(bruno, { ticket, image: await signaturePng(true) });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({
      image: ['La signature est vide : signez dans le cadre.'],
    });
    const notPng = await sign(bruno, {
      ticket,
      image: `data:image/png;base64,${Buffer.from(TEST_PDF).toString('base64')}`,
    });
    expect(notPng.json().fieldErrors).toEqual({
      image: ['La signature n’est pas une image PNG lisible.'],
    });
    const wrongName = await sign(bruno, { ticket, typedName: 'Jean Dupont', certified: true });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().fieldErrors.typedName[0]).toContain(bruno.familyName);
    const uncertified = await sign(bruno, {
      ticket,
      typedName: `${bruno.givenName} ${bruno.familyName}`,
    });
    expect(uncertified.json().fieldErrors).toEqual({
      certified: ['Cochez la case pour certifier votre présence.'],
    });
  });

  it('takes the typed name as the accessible alternative, and the provider sees both', async () => {
    const ticket = await ticketOf(await token(), bruno);
    const typed = await sign(bruno, {
      ticket,
      typedName: `${bruno.familyName.toUpperCase()} ${bruno.givenName}`,
      certified: true,
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const state: SigningWindowState = (
      await call('GET', `/api/signing_windows/${morning.id}`, s.provider.token)
    ).json();
    const byId = new Map(state.trainees.map((row) => [row.registrationId, row.signature]));
    expect(byId.get(ana.registrationId)).toMatchObject({
      method: 'OWN_DEVICE',
      drawn: true,
      collectedBy: { id: ana.id, name: `${ana.givenName} ${ana.familyName}` },
    });
    expect(byId.get(bruno.registrationId)).toMatchObject({
      drawn: false,
      typedName: expect.any(String),
    });
    expect(byId.get(chloe.registrationId)).toBeNull();
  });

  it('refuses a signature given during an impersonation', async () => {
    const token2 = newToken();
    await t.db.insert(authTokens).values({
      userId: chloe.id,
      tokenHash: hashToken(token2),
      expiresAt: new Date(Date.now() + DAY_MS),
      impersonatorId: s.admin.id,
      impersonatorExpiresAt: new Date(Date.now() + DAY_MS),
    });
    const response = await signingPage(await token(), { ...chloe, token: token2 });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('SIGNING_IMPERSONATED');
  });

  it('serves a drawn signature’s image to the session’s provider only', async () => {
    const [row] = await t.db
      .select({ id: attendanceSignatures.id })
      .from(attendanceSignatures)
      .where(eq(attendanceSignatures.registrationId, ana.registrationId));
    const url = `/api/attendance_signatures/${row!.id}/image`;
    const image = await call('GET', url, s.provider.token);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await call('GET', url, s.otherProvider.token)).statusCode).toBe(404);
    expect((await call('GET', url, ana.token)).statusCode).toBe(403);
  });
});

describe('on the provider’s device, closing and reopening', () => {
  let afternoon: SigningWindowState;

  beforeAll(async () => {
    afternoon = await openWindow(today.afternoon);
  });

  it('closes the morning’s window when the afternoon’s opens', async () => {
    const morning = await t.db
      .select()
      .from(signingWindows)
      .where(eq(signingWindows.sessionId, sessionId));
    expect(morning.filter((row) => row.closedAt === null).map((row) => row.period)).toEqual([
      'afternoon',
    ]);
  });

  it('records a signature collected by the provider for the trainee it picks', async () => {
    const url = `/api/signing_windows/${afternoon.id}/signatures`;
    const response = await call('POST', url, s.provider.token, {
      registrationId: chloe.registrationId,
      image: png,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(attendanceSignatures)
      .where(eq(attendanceSignatures.registrationId, chloe.registrationId));
    expect(row).toMatchObject({
      method: 'PROVIDER_DEVICE',
      collectedById: s.provider.id,
      period: 'afternoon',
    });
    const again = await call('POST', url, s.provider.token, {
      registrationId: chloe.registrationId,
      image: png,
    });
    expect(again.json().code).toBe('SIGNING_ALREADY_SIGNED');
    // Only a REGISTERED trainee of this session; another provider reaches nothing.
    const notRegistered = await call('POST', url, s.provider.token, {
      registrationId: requested.registrationId,
      image: png,
    });
    expect(notRegistered.json().code).toBe('SIGNING_NOT_REGISTERED');
    const elsewhere = await createRegistration(t.db, {
      sessionId: (await createSession(t.db)).id,
      status: 'REGISTERED',
    });
    const otherSession = await call('POST', url, s.provider.token, {
      registrationId: elsewhere.id,
      image: png,
    });
    expect(otherSession.statusCode).toBe(404);
    const otherProvider = await call('POST', url, s.otherProvider.token, {
      registrationId: chloe.registrationId,
      image: png,
    });
    expect(otherProvider.statusCode).toBe(404);
  });

  it('once closed, takes no signature; reopened, the codes of before are worthless', async () => {
    const token = await shownToken(afternoon.id);
    const ticket = await ticketOf(token, ana);
    const closed = await call(
      'POST',
      `/api/signing_windows/${afternoon.id}/close`,
      s.provider.token,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ open: false, qr: null });
    const late = await sign(ana, { ticket, image: png });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      'L’émargement de cette demi-journée est fermé : la signature n’est plus possible.',
    );
    expect((await signingPage(token, ana)).json().code).toBe('SIGNING_WINDOW_CLOSED');
    const twice = await call(
      'POST',
      `/api/signing_windows/${afternoon.id}/close`,
      s.provider.token,
    );
    expect(twice.json().code).toBe('SIGNING_WINDOW_CLOSED');

    const reopened = await openWindow(today.afternoon);
    expect(reopened.id).toBe(afternoon.id);
    expect((await signingPage(token, ana)).json().code).toBe('SIGNING_TOKEN_INVALID');
    expect((await sign(ana, { ticket, image: png })).json().code).toBe('SIGNING_TICKET_INVALID');
    const fresh = await sign(ana, { ticket: await ticketOf(tokenOf(reopened), ana), image: png });
    expect(fresh.statusCode, fresh.body).toBe(201);
  });

  it('records one signature when the same one is sent twice at once', async () => {
    const ticket = await ticketOf(tokenOf(await openWindow(today.afternoon)), bruno);
    const answers = await Promise.all([
      sign(bruno, { ticket, image: png }),
      sign(bruno, { ticket, image: png }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('counts the signatures of each half-day and gives them to the signature sheet', async () => {
    const attendance = await attendanceOf(sessionId);
    expect(attendance.halfDays.map((halfDay) => halfDay.signedCount)).toEqual([0, 2, 3]);
    const signatures = await sessionSignatures(t.db, sessionId);
    const chloeAfternoon = signatures.get(chloe.registrationId)?.get(today.afternoon);
    expect(chloeAfternoon).toMatchObject({
      method: 'PROVIDER_DEVICE',
      collectedBy: { id: s.provider.id },
      typedName: null,
    });
    expect(chloeAfternoon!.image!.subarray(1, 4).toString()).toBe('PNG');
    // The signature sheet shows them: four drawn images, Bruno's typed morning written out.
    const sheet = await call(
      'GET',
      `/api/sessions/${sessionId}/registration_signature`,
      s.provider.token,
    );
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    const bytes = sheet.rawPayload;
    const text = (await pdfPages(bytes)).join('\n');
    expect(text).toContain(
      `Signé électroniquement par ${bruno.familyName.toUpperCase()} ${bruno.givenName}`,
    );
    // Each drawn (transparent) signature is an image with its alpha mask.
    expect(bytes.toString('latin1').match(/\/SMask \d+ 0 R/g)).toHaveLength(4);
  });

  it('still takes the scanned paper sheet among the session’s documents', async () => {
    const fileId = await uploadFile(
      t.app,
      s.provider.token,
      'session_files/multiple',
      'emargement.pdf',
      TEST_PDF,
    );
    const response = await call('POST', `/api/sessions/${sessionId}/documents`, s.provider.token, {
      kind: 'attendanceSheet',
      fileIds: [fileId],
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('the proposal drawn from the signatures', () => {
  let past: number;
  let all: Trainee;
  let some: Trainee;
  let none: Trainee;

  beforeAll(async () => {
    const action = await createAction(t.db, { providerId: s.providerId });
    // Yesterday, 3 h in the morning and 4 h in the afternoon.
    past = (
      await createSession(t.db, {
        actionId: action.id,
        status: 'PROGRAMMED',
        startDate: paris(-1, 9),
        endDate: paris(-1, 17),
        interventionDates: [
          { startsAt: paris(-1, 9), endsAt: paris(-1, 12) },
          { startsAt: paris(-1, 13), endsAt: paris(-1, 17) },
        ],
      })
    ).id;
    all = await trainee(past);
    some = await trainee(past);
    none = await trainee(past);
    const signed = (registrationId: number, period: 'morning' | 'afternoon') => ({
      sessionId: past,
      registrationId,
      day: dayOf(-1),
      period,
      signedAt: paris(-1, period === 'morning' ? 9 : 13),
      method: 'OWN_DEVICE' as const,
      collectedById: s.provider.id,
      typedName: 'signé',
    });
    await t.db
      .insert(attendanceSignatures)
      .values([
        signed(all.registrationId, 'morning'),
        signed(all.registrationId, 'afternoon'),
        signed(some.registrationId, 'afternoon'),
      ]);
  });

  it('proposes present, partial absence with the signed hours, absent', async () => {
    const attendance = await attendanceOf(past);
    expect(attendance.applyRefusal).toBeNull();
    const proposals = Object.fromEntries(
      attendance.trainees.map((row) => [row.registrationId, row.proposal]),
    );
    expect(proposals[all.registrationId]).toEqual({
      status: 'PRESENT',
      effectiveHours: '7.00',
      signed: 2,
      total: 2,
      changes: true,
    });
    expect(proposals[some.registrationId]).toMatchObject({
      status: 'PARTIAL_ABSENCE',
      effectiveHours: '4.00',
    });
    expect(proposals[none.registrationId]).toMatchObject({
      status: 'ABSENCE',
      effectiveHours: '0.00',
    });
  });

  it('is not applied before the session ends, nor to someone who is not its trainee', async () => {
    // Tomorrow's session, not today's: today's ends at 23:59 in Paris, which a run at midnight
    // would already have passed.
    const tomorrow = await oneDaySession(1);
    const early = await call(
      'POST',
      `/api/sessions/${tomorrow.id}/attendance_proposal`,
      s.provider.token,
      { registrationIds: [(await trainee(tomorrow.id)).registrationId] },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('REGISTRATION_SESSION_NOT_ENDED');
    const stranger = await call(
      'POST',
      `/api/sessions/${past}/attendance_proposal`,
      s.provider.token,
      { registrationIds: [all.registrationId, ana.registrationId] },
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fieldErrors.registrationIds[0]).toContain(String(ana.registrationId));
    const other = await call(
      'POST',
      `/api/sessions/${past}/attendance_proposal`,
      s.otherProvider.token,
      { registrationIds: [all.registrationId] },
    );
    expect(other.statusCode).toBe(404);
    const [unchanged] = await t.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, all.registrationId));
    expect(unchanged!.status).toBe('REGISTERED');
  });

  it('records the chosen trainees’ proposals, with a history line, and only theirs', async () => {
    const response = await call(
      'POST',
      `/api/sessions/${past}/attendance_proposal`,
      s.provider.token,
      { registrationIds: [all.registrationId, some.registrationId] },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ applied: 2 });
    const rows = await t.db
      .select({
        id: registrations.id,
        status: registrations.status,
        effectiveHours: registrations.effectiveHours,
      })
      .from(registrations)
      .where(eq(registrations.sessionId, past));
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([
      { id: all.registrationId, status: 'PRESENT', effectiveHours: '7.00' },
      { id: some.registrationId, status: 'PARTIAL_ABSENCE', effectiveHours: '4.00' },
      { id: none.registrationId, status: 'REGISTERED', effectiveHours: null },
    ]);
    const [history] = await t.db
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, some.registrationId));
    expect(history).toMatchObject({
      authorId: s.provider.id,
      fromStatus: 'REGISTERED',
      toStatus: 'PARTIAL_ABSENCE',
      reason: 'Présence saisie d’après l’émargement numérique : 1 demi-journée signée sur 2',
    });
    const attendance = await attendanceOf(past);
    const applied = attendance.trainees.find((row) => row.registrationId === all.registrationId);
    expect(applied?.proposal?.changes).toBe(false);
  });

  it('is the staff’s too, and no one else’s', async () => {
    expect((await attendanceOf(past, s.manager.token)).trainees).toHaveLength(3);
    const structure = await createStructure(t.db, { type: 'provider' });
    const stranger = await createPerson(t.db, 'profile_provider', structure.id);
    expect((await call('GET', `/api/sessions/${past}/attendance`, stranger.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/sessions/${past}/attendance`, all.token)).statusCode).toBe(403);
  });
});

describe('when the session stops taking signatures', () => {
  it('closes its open window: the half-day reads closed and shows no QR code', async () => {
    const today = await oneDaySession(0);
    const opened = await call(
      'POST',
      `/api/sessions/${today.id}/signing_windows`,
      s.provider.token,
      { halfDay: halfDayKeyOf(dayOf(0), 'morning') },
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const window = opened.json() as SigningWindowState;
    expect(window.open).toBe(true);

    const cancelled = await call('POST', `/api/sessions/${today.id}/cancel`, s.manager.token, {
      comment: 'Formateur absent',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const [halfDay] = (await attendanceOf(today.id)).halfDays;
    expect(halfDay!.window).toMatchObject({ id: window.id, open: false });
    expect(halfDay!.window!.closedAt).not.toBeNull();
    const state = await call('GET', `/api/signing_windows/${window.id}`, s.provider.token);
    expect(state.json()).toMatchObject({ open: false, qr: null });
    // Closed by the change of status, not by someone's hand.
    expect((await windowRow(window.id)).closedById).toBeNull();
  });
});
