import { halfDayKeyOf, type SessionAttendance, type SigningWindowState } from '@passerelle/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceSignatures,
  authTokens,
  registrationHistory,
  registrations,
  sessionDates,
  sessions,
} from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import {
  createAction,
  createRegistration,
  createSession,
  createStructure,
} from '../../test/factories.js';
import {
  DAY_MS,
  createPerson,
  parisDayFromToday as dayOf,
  parisFromToday as paris,
  createScenario,
  type Person,
  type Scenario,
} from '../registrations/registrations.fixtures.js';

/*
 * Digital attendance (decision 038) through the API, from each side of its doors: which profile
 * and which owner reaches a session's attendance, windows, signatures and proposal (an HR
 * validator, a trainee, another provider, a manager, an impersonating admin), every refusal with
 * its status and French message, and what a change of the session under an open window does
 * (cancelled, dates moved, trainee cancelled). Windows are opened today, Paris time.
 */

let t: TestApp;
let s: Scenario;

function halfDay(days: number, period: 'morning' | 'afternoon'): string {
  return halfDayKeyOf(dayOf(days), period);
}
const morning = halfDay(0, 'morning');
const afternoon = halfDay(0, 'afternoon');

interface Trainee extends Person {
  registrationId: number;
}

const FORBIDDEN = "Vous n'avez pas les droits nécessaires pour effectuer cette action.";
const NOT_FOUND = 'Élément introuvable.';

let actionId: number;
/** Today's session: its morning window open, by the provider. */
let sessionId: number;
let windowId: number;
let ana: Trainee;
let bruno: Trainee;

function call(method: 'GET' | 'POST', url: string, who: Person | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(who ? { headers: bearer(who.token) } : {}),
    ...(payload ? { payload } : {}),
  });
}

/** A programmed session of today (09:00–12:00, 13:00–17:00) unless other dates are given. */
async function todaysSession(
  dates = [
    { startsAt: paris(0, 9), endsAt: paris(0, 12) },
    { startsAt: paris(0, 13), endsAt: paris(0, 17) },
  ],
  status: 'PROGRAMMED' | 'CLOSED' = 'PROGRAMMED',
): Promise<number> {
  const session = await createSession(t.db, {
    actionId,
    status,
    startDate: dates[0]?.startsAt ?? paris(0, 9),
    endDate: dates.at(-1)?.endsAt ?? paris(0, 17),
    interventionDates: dates,
  });
  return session.id;
}

async function trainee(
  id: number,
  status: 'REGISTERED' | 'CANCELED' = 'REGISTERED',
): Promise<Trainee> {
  const person = await createPerson(t.db, 'profile_beneficiary', s.employerId);
  const registration = await createRegistration(t.db, {
    sessionId: id,
    beneficiaryId: person.id,
    structureId: s.employerId,
    status,
  });
  return { ...person, registrationId: registration.id };
}

async function typedNameOf(who: Trainee): Promise<string> {
  const response = await call('GET', '/api/_auth/session', who);
  const user = response.json() as { givenName: string; familyName: string };
  return `${user.givenName} ${user.familyName}`;
}

async function openWindow(id: number, key: string, who: Person = s.provider) {
  const response = await call('POST', `/api/sessions/${id}/signing_windows`, who, {
    halfDay: key,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SigningWindowState;
}

async function collect(id: number, who: Trainee, by: Person = s.provider) {
  return call('POST', `/api/signing_windows/${id}/signatures`, by, {
    registrationId: who.registrationId,
    typedName: await typedNameOf(who),
    certified: true,
  });
}

async function signaturesOf(registrationId: number) {
  return t.db
    .select()
    .from(attendanceSignatures)
    .where(eq(attendanceSignatures.registrationId, registrationId));
}

/** A PNG data URL: `width` × `height`, opaque white with a black line, or blank. */
async function png(width: number, height: number, stroke: boolean): Promise<string> {
  const pixels = Buffer.alloc(width * height * 3, 255);
  if (stroke) pixels.fill(0, (height >> 1) * width * 3, ((height >> 1) + 1) * width * 3);
  const bytes = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await createScenario(t.db);
  actionId = (await createAction(t.db, { providerId: s.providerId })).id;
  sessionId = await todaysSession();
  ana = await trainee(sessionId);
  bruno = await trainee(sessionId);
  windowId = (await openWindow(sessionId, morning)).id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Every route of the provider's side, for the open window of today's session. */
const providerRoutes = (): ['GET' | 'POST', string, object?][] => [
  ['GET', `/api/sessions/${sessionId}/attendance`],
  ['POST', `/api/sessions/${sessionId}/signing_windows`, { halfDay: morning }],
  ['GET', `/api/signing_windows/${windowId}`],
  ['POST', `/api/signing_windows/${windowId}/close`],
  [
    'POST',
    `/api/signing_windows/${windowId}/signatures`,
    { registrationId: ana.registrationId, typedName: 'x', certified: true },
  ],
  ['POST', `/api/sessions/${sessionId}/attendance_proposal`, { registrationIds: [1] }],
  ['GET', '/api/attendance_signatures/1/image'],
];

describe('who reaches a session’s attendance', () => {
  it('refuses the HR validator of the trainees’ structure every route, both sides', async () => {
    for (const [method, url, payload] of providerRoutes()) {
      const response = await call(method, url, s.hr, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error).toBe(FORBIDDEN);
    }
    expect((await call('POST', '/api/signatures', s.hr, { ticket: 'x' })).statusCode).toBe(403);
    const window = await call('GET', `/api/signing_windows/${windowId}`, s.provider);
    expect(window.json()).toMatchObject({ open: true });
  });

  it('refuses a trainee of the session the provider’s side, even for itself', async () => {
    for (const [method, url, payload] of providerRoutes()) {
      expect((await call(method, url, ana, payload)).statusCode, url).toBe(403);
    }
    expect(await signaturesOf(ana.registrationId)).toEqual([]);
  });

  it('asks an anonymous visitor to sign in, on both sides', async () => {
    const traineeRoutes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/signing/1.1.AAAAAAAAAAAAAAAAAAAAAA'],
      ['POST', '/api/signatures', { ticket: 'x', typedName: 'x', certified: true }],
    ];
    for (const [method, url, payload] of [...providerRoutes(), ...traineeRoutes]) {
      const response = await call(method, url, null, payload);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error).toBe('Vous devez être connecté pour effectuer cette action.');
    }
  });

  it('hides a session from a provider of another structure: nothing to see, close or sign', async () => {
    const stranger = await createPerson(
      t.db,
      'profile_provider',
      (await createStructure(t.db, { name: 'Organisme Étranger' })).id,
    );
    for (const [method, url, payload] of providerRoutes()) {
      const response = await call(method, url, stranger, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: NOT_FOUND });
    }
    const window = await call('GET', `/api/signing_windows/${windowId}`, s.provider);
    expect(window.json()).toMatchObject({ open: true });
    expect(await signaturesOf(ana.registrationId)).toEqual([]);
  });

  it('lets a manager collect a signature, recorded as collected by the manager', async () => {
    const response = await collect(windowId, bruno, s.manager);
    expect(response.statusCode, response.body).toBe(201);
    const state = await call('GET', `/api/signing_windows/${windowId}`, s.admin);
    const signature = (state.json() as SigningWindowState).trainees.find(
      (row) => row.registrationId === bruno.registrationId,
    )!.signature;
    expect(signature).toMatchObject({
      method: 'PROVIDER_DEVICE',
      drawn: false,
      collectedBy: { id: s.manager.id },
    });
  });

  it('refuses the signing page to a beneficiary of another session or whose registration is cancelled', async () => {
    const elsewhere = await trainee(await todaysSession());
    const cancelled = await trainee(sessionId, 'CANCELED');
    const state = await call('GET', `/api/signing_windows/${windowId}`, s.provider);
    const token = (state.json() as SigningWindowState).qr!.url.split('/beneficiary/sign/')[1]!;
    for (const who of [elsewhere, cancelled]) {
      const response = await call('GET', `/api/signing/${token}`, who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'SIGNING_NOT_REGISTERED',
        error: 'Seul un stagiaire inscrit à la session peut émarger.',
      });
    }
  });

  it('refuses a provider impersonated by an admin to collect a signature', async () => {
    const token = newToken();
    await t.db.insert(authTokens).values({
      userId: s.provider.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + DAY_MS),
      impersonatorId: s.admin.id,
      impersonatorExpiresAt: new Date(Date.now() + DAY_MS),
    });
    const response = await collect(windowId, ana, { ...s.provider, token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'SIGNING_IMPERSONATED',
      error:
        'Une signature ne se donne pas en mode substitution : elle doit venir du stagiaire lui-même.',
    });
    expect(await signaturesOf(ana.registrationId)).toEqual([]);
  });
});

describe('a signature collected on the provider’s device', () => {
  const url = () => `/api/signing_windows/${windowId}/signatures`;

  it.each([
    [
      'a drawing and a typed name',
      { image: 'data:image/png;base64,AAAA', typedName: 'Ana', certified: true },
      { typedName: ['Dessinez votre signature ou tapez votre nom, pas les deux.'] },
    ],
    ['nothing', {}, { image: ['La signature est vide : signez dans le cadre.'] }],
    [
      'a typed name not certified',
      { typedName: 'Ana' },
      { certified: ['Cochez la case pour certifier votre présence.'] },
    ],
    [
      'an image that is no PNG data URL',
      { image: 'data:image/jpeg;base64,AAAA' },
      { image: ['La signature doit être une image PNG.'] },
    ],
  ])('refuses %s, in French, recording nothing', async (_, body, fieldErrors) => {
    const response = await call('POST', url(), s.provider, {
      registrationId: ana.registrationId,
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(fieldErrors);
    expect(await signaturesOf(ana.registrationId)).toEqual([]);
  });

  it('refuses a typed name that is not the trainee’s own, naming the expected one', async () => {
    const expected = await typedNameOf(ana);
    const response = await call('POST', url(), s.provider, {
      registrationId: ana.registrationId,
      typedName: 'Jean Dupont',
      certified: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      typedName: [
        `Tapez le prénom et le nom du stagiaire tels qu’ils figurent sur l’inscription : ${expected}.`,
      ],
    });
  });

  it('refuses a drawing too large or blank, and takes dark strokes on white', async () => {
    const sent = async (image: string) =>
      call('POST', url(), s.provider, { registrationId: ana.registrationId, image });
    const large = await sent(await png(2401, 10, true));
    expect(large.json().fieldErrors).toEqual({
      image: ['La signature est trop grande (2400 × 1600 pixels au plus).'],
    });
    const blank = await sent(await png(300, 100, false));
    expect(blank.json().fieldErrors).toEqual({
      image: ['La signature est vide : signez dans le cadre.'],
    });
    expect(await signaturesOf(ana.registrationId)).toEqual([]);
    const drawn = await sent(await png(300, 100, true));
    expect(drawn.statusCode, drawn.body).toBe(201);
    const [row] = await signaturesOf(ana.registrationId);
    const image = await call('GET', `/api/attendance_signatures/${row!.id}/image`, s.manager);
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(300);
  });

  it('has no image for a typed signature, nor for a signature that does not exist', async () => {
    const typist = await trainee(sessionId);
    expect((await collect(windowId, typist)).statusCode).toBe(201);
    const [typed] = await signaturesOf(typist.registrationId);
    for (const id of [typed!.id, 999_999]) {
      const response = await call('GET', `/api/attendance_signatures/${id}/image`, s.provider);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(NOT_FOUND);
    }
  });
});

describe('changes under an open window', () => {
  it('keeps a signer whose attendance is recorded on the window; a cancelled one leaves it', async () => {
    const id = await todaysSession();
    const [recorded, dropped, waiting] = [await trainee(id), await trainee(id), await trainee(id)];
    const window = await openWindow(id, morning);
    for (const who of [recorded, dropped, waiting]) {
      expect((await collect(window.id, who)).statusCode).toBe(201);
    }
    const statusOf = (registrationId: number, status: 'PRESENT' | 'CANCELED') =>
      t.db.update(registrations).set({ status }).where(eq(registrations.id, registrationId));
    await statusOf(recorded.registrationId, 'PRESENT');
    await statusOf(dropped.registrationId, 'CANCELED');
    const state = (await call('GET', `/api/signing_windows/${window.id}`, s.provider)).json();
    const listed = new Map(
      (state as SigningWindowState).trainees.map((row) => [row.registrationId, row.signature]),
    );
    expect(listed.get(recorded.registrationId)).toMatchObject({ method: 'PROVIDER_DEVICE' });
    expect(listed.get(waiting.registrationId)).toMatchObject({ method: 'PROVIDER_DEVICE' });
    expect(listed.has(dropped.registrationId)).toBe(false);
    const attendance = (
      await call('GET', `/api/sessions/${id}/attendance`, s.provider)
    ).json() as SessionAttendance;
    // The cancelled one signed for nothing: neither counted nor listed.
    expect(attendance.halfDays.find((row) => row.key === morning)!.signedCount).toBe(2);
    expect(attendance.trainees.map((row) => row.registrationId).sort()).toEqual(
      [recorded.registrationId, waiting.registrationId].sort(),
    );
  });

  it('takes no more signature once the session is cancelled, and says why in French', async () => {
    const id = await todaysSession();
    const who = await trainee(id);
    const window = await openWindow(id, morning);
    await t.db.update(sessions).set({ status: 'CANCELED' }).where(eq(sessions.id, id));
    const response = await collect(window.id, who);
    expect(response.statusCode).toBe(409);
    const refusal = 'L’émargement ne s’ouvre que pour une session programmée.';
    expect(response.json()).toMatchObject({
      code: 'SIGNING_SESSION_NOT_PROGRAMMED',
      error: refusal,
    });
    const attendance = (
      await call('GET', `/api/sessions/${id}/attendance`, s.provider)
    ).json() as SessionAttendance;
    expect(attendance.halfDays.map((row) => row.openRefusal)).toEqual([refusal, refusal]);
  });

  it('refuses a window whose half-day left the session’s dates', async () => {
    const id = await todaysSession();
    const who = await trainee(id);
    const window = await openWindow(id, afternoon);
    await t.db
      .delete(sessionDates)
      .where(and(eq(sessionDates.sessionId, id), eq(sessionDates.startsAt, paris(0, 13))));
    const unknown = {
      code: 'SIGNING_UNKNOWN_HALF_DAY',
      error: 'Cette demi-journée ne fait pas partie des dates d’intervention de la session.',
    };
    const state = await call('GET', `/api/signing_windows/${window.id}`, s.provider);
    expect(state.statusCode).toBe(409);
    expect(state.json()).toMatchObject(unknown);
    const collected = await collect(window.id, who);
    expect(collected.statusCode).toBe(409);
    expect(collected.json()).toMatchObject(unknown);
    expect(await signaturesOf(who.registrationId)).toEqual([]);
  });
});

describe('the proposal, refused', () => {
  it('answers 404 for a session, a window or a proposal that does not exist', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/sessions/999999/attendance'],
      ['GET', '/api/signing_windows/999999'],
      ['POST', '/api/signing_windows/999999/close'],
      [
        'POST',
        '/api/signing_windows/999999/signatures',
        { registrationId: ana.registrationId, typedName: 'x', certified: true },
      ],
      ['POST', '/api/sessions/999999/attendance_proposal', { registrationIds: [1] }],
    ] as ['GET' | 'POST', string, object?][]) {
      const response = await call(method, url, s.manager, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toBe(NOT_FOUND);
    }
  });

  it.each([
    [{ registrationIds: [] }, { registrationIds: ['Doit contenir au moins un élément'] }],
    [{ registrationIds: ['abc'] }, { 'registrationIds[0]': ['Doit être un nombre entier'] }],
    [{}, { registrationIds: ['Doit contenir au moins un élément'] }],
    [{ registrationIds: [1], status: 'PRESENT' }, { '': ['Champ non autorisé : status'] }],
  ])('refuses the body %j in French', async (body, fieldErrors) => {
    const response = await call(
      'POST',
      `/api/sessions/${sessionId}/attendance_proposal`,
      s.provider,
      body,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(fieldErrors);
  });

  it('records nothing on a closed session, and says so beforehand', async () => {
    const id = await todaysSession([{ startsAt: paris(-2, 9), endsAt: paris(-2, 12) }], 'CLOSED');
    const who = await trainee(id);
    const readOnly = 'Cette session est clôturée : elle ne peut plus être modifiée.';
    const attendance = (
      await call('GET', `/api/sessions/${id}/attendance`, s.provider)
    ).json() as SessionAttendance;
    expect(attendance.applyRefusal).toBe(readOnly);
    const response = await call('POST', `/api/sessions/${id}/attendance_proposal`, s.provider, {
      registrationIds: [who.registrationId],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SESSION_READ_ONLY', error: readOnly });
    const [row] = await t.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, who.registrationId));
    expect(row!.status).toBe('REGISTERED');
  });

  it('has nothing to propose for a session without intervention dates', async () => {
    const id = await todaysSession([]);
    const who = await trainee(id);
    const attendance = (
      await call('GET', `/api/sessions/${id}/attendance`, s.provider)
    ).json() as SessionAttendance;
    expect(attendance).toMatchObject({ halfDays: [], sessionHours: null });
    expect(attendance.trainees).toEqual([
      expect.objectContaining({ registrationId: who.registrationId, proposal: null }),
    ]);
    const opened = await call('POST', `/api/sessions/${id}/signing_windows`, s.provider, {
      halfDay: morning,
    });
    expect(opened.json().code).toBe('SIGNING_UNKNOWN_HALF_DAY');
    const applied = await call('POST', `/api/sessions/${id}/attendance_proposal`, s.provider, {
      registrationIds: [who.registrationId],
    });
    expect(applied.statusCode).toBe(400);
    expect(applied.json().fieldErrors).toEqual({
      registrationIds: [
        `Ces inscriptions ne sont pas celles de stagiaires de la session : ${who.registrationId}.`,
      ],
    });
  });

  it('records a trainee named twice once, with one history line', async () => {
    const id = await todaysSession([{ startsAt: paris(-1, 9), endsAt: paris(-1, 12) }]);
    const who = await trainee(id);
    const response = await call('POST', `/api/sessions/${id}/attendance_proposal`, s.manager, {
      registrationIds: [who.registrationId, who.registrationId],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ applied: 1 });
    const history = await t.db
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, who.registrationId));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      toStatus: 'ABSENCE',
      authorId: s.manager.id,
      reason: 'Présence saisie d’après l’émargement numérique : 0 demi-journée signée sur 1',
    });
  });
});
