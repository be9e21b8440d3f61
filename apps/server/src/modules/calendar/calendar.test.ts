import { PROGRAMME_TIME_ZONE, calendarFeedLinkSchema, type Profile } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, registrations, sessionDates, sessions } from '../../db/schema/index.js';
import { escapeText, foldLine } from '../../lib/ical.js';
import { bearer, createTestApp, loginEveryProfile, type TestApp } from '../../test/app.js';
import {
  createSession,
  createWorkflowFixture,
  type WorkflowFixture,
} from '../session-workflow/session-workflow.fixtures.js';

/* Calendars (decision 041): the .ics writer, the private feeds and "Ajouter à mon agenda". */

let t: TestApp;
let fixture: WorkflowFixture;
const tokens = {} as Record<Profile, string>;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createWorkflowFixture(t.db);
  Object.assign(tokens, await loginEveryProfile(t.app));
});
afterAll(async () => {
  await t?.close();
});

const encoder = new TextEncoder();

/** The .ics text read back: every physical line checked, then unfolded into events. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
  const lines = text.replace(/\r\n /g, '').slice(0, -2).split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, profile?: Profile) {
  return t.app.inject({ method, url, headers: profile ? bearer(tokens[profile]) : {} });
}

async function newFeed(profile: Profile) {
  const response = await call('POST', '/api/calendar_feed', profile);
  expect(response.statusCode, response.body).toBe(200);
  const link = calendarFeedLinkSchema.parse(response.json());
  return { ...link, path: new URL(link.url).pathname };
}

async function registerBeneficiary(sessionId: number, status: 'REGISTERED' | 'CANCELED') {
  const [row] = await t.db
    .insert(registrations)
    .values({
      sessionId,
      beneficiaryId: fixture.people.beneficiary.id,
      structureId: fixture.employerId,
      status,
    })
    .returning({ id: registrations.id });
  return row!.id;
}

describe('the .ics writer', () => {
  it('escapes text and folds long lines at 75 octets, never inside a character', () => {
    expect(escapeText('Salle 2, bât. A; étage\\1\nPorte B')).toBe(
      'Salle 2\\, bât. A\\; étage\\\\1\\nPorte B',
    );
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(PROGRAMME_TIME_ZONE).toBe('Europe/Paris');
  });
});

describe('the beneficiary feed', () => {
  it('lists the registered sessions per intervention date in Paris time, with stable UIDs', async () => {
    const summer = await createSession(fixture, {
      startDate: new Date('2031-06-02T07:00:00.000Z'),
      endDate: new Date('2031-06-03T15:00:00.000Z'),
    });
    await t.db
      .update(sessions)
      .set({ remoteUrl: 'https://visio.example/salle-1', modality: 'REMOTE' })
      .where(eq(sessions.id, summer));
    await t.db.insert(sessionDates).values([
      {
        sessionId: summer,
        startsAt: new Date('2031-06-02T07:00:00.000Z'),
        endsAt: new Date('2031-06-02T11:00:00.000Z'),
      },
      {
        sessionId: summer,
        startsAt: new Date('2031-06-03T12:00:00.000Z'),
        endsAt: new Date('2031-06-03T15:00:00.000Z'),
      },
    ]);
    await registerBeneficiary(summer, 'REGISTERED');
    // Winter, no intervention date: the session's own span; cancelled later by the staff.
    const winter = await createSession(fixture, {
      startDate: new Date('2031-12-08T08:30:00.000Z'),
      endDate: new Date('2031-12-08T16:00:00.000Z'),
    });
    await registerBeneficiary(winter, 'REGISTERED');
    // A registration the beneficiary cancelled does not appear.
    const dropped = await createSession(fixture, {
      startDate: new Date('2031-09-01T07:00:00.000Z'),
      endDate: new Date('2031-09-01T15:00:00.000Z'),
    });
    await registerBeneficiary(dropped, 'CANCELED');

    const feed = await newFeed('beneficiary');
    expect(feed.scope).toBe('beneficiary');
    expect(feed.path).toMatch(/^\/api\/calendar\/[\w-]{43}\.ics$/);
    const state = await call('GET', '/api/calendar_feed', 'beneficiary');
    expect(state.json()).toEqual({ scope: 'beneficiary', active: true, createdAt: feed.createdAt });

    const response = await call('GET', feed.path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { lines, events } = parseIcs(response.body);
    expect(lines).toContain('TZID:Europe/Paris');
    expect(lines).toContain('X-WR-CALNAME:Mes formations Passerelle');
    const ours = events.filter((event) =>
      [summer, winter, dropped].some((id) => event.UID!.startsWith(`session-${id}`)),
    );
    expect(
      ours.map((event) => [event['DTSTART;TZID=Europe/Paris'], event['DTEND;TZID=Europe/Paris']]),
    ).toEqual([
      ['20310602T090000', '20310602T130000'],
      ['20310603T140000', '20310603T170000'],
      ['20311208T093000', '20311208T170000'],
    ]);
    expect(ours[0]).toMatchObject({
      SUMMARY: "Conduire l'entretien d'accompagnement",
      LOCATION: 'À distance : https://visio.example/salle-1',
      STATUS: 'CONFIRMED',
    });
    expect(ours[0]!.DESCRIPTION).toContain('Votre inscription : Inscrit');
    expect(ours[0]!.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(new Set(ours.map((event) => event.UID)).size).toBe(3);

    // The staff cancel the winter session: it stays, cancelled; the UIDs do not change.
    const cancel = await call('POST', `/api/sessions/${winter}/cancel`, 'manager');
    expect(cancel.statusCode, cancel.body).toBe(200);
    const again = parseIcs((await call('GET', feed.path)).body).events;
    expect(
      again.filter((event) => event.UID!.startsWith(`session-${summer}-`)).map((e) => e.UID),
    ).toEqual(ours.slice(0, 2).map((event) => event.UID));
    // Its registration was cancelled with it: it leaves the feed.
    expect(
      again.some((event) => event.UID === `session-${winter}@${new URL(t.config.PUBLIC_URL).host}`),
    ).toBe(false);
  });

  it('stops answering (404) once renewed or revoked, and for an unknown link', async () => {
    const first = await newFeed('beneficiary');
    const second = await newFeed('beneficiary');
    expect((await call('GET', first.path)).statusCode).toBe(404);
    expect((await call('GET', second.path)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/calendar_feed', 'beneficiary')).statusCode).toBe(204);
    const revoked = await call('GET', second.path);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await call('GET', '/api/calendar_feed', 'beneficiary')).json()).toEqual({
      scope: 'beneficiary',
      active: false,
      createdAt: null,
    });
    expect((await call('DELETE', '/api/calendar_feed', 'beneficiary')).statusCode).toBe(404);
    expect((await call('GET', `/api/calendar/${'x'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await call('GET', '/api/calendar/pas-un-lien')).statusCode).toBe(400);
    // Only the hash is stored.
    const stored = await t.db.select().from(calendarFeeds);
    const token = second.path.split('/').at(-1)!.replace('.ics', '');
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('is refused to the profiles without a feed', async () => {
    for (const profile of ['admin', 'manager', 'hr'] as const) {
      expect((await call('POST', '/api/calendar_feed', profile)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/calendar_feed')).statusCode).toBe(401);
  });
});

describe('the provider feed', () => {
  it("holds the sessions of the provider's structures only, a cancelled one marked so", async () => {
    const own = await createSession(fixture, {
      status: 'CANCELED',
      startDate: new Date('2031-04-07T07:00:00.000Z'),
      endDate: new Date('2031-04-07T15:00:00.000Z'),
    });
    const foreign = await createSession(fixture, {
      actionId: fixture.otherActionId,
      startDate: new Date('2031-04-08T07:00:00.000Z'),
      endDate: new Date('2031-04-08T15:00:00.000Z'),
    });
    const feed = await newFeed('provider');
    expect(feed.scope).toBe('provider');
    const { events } = parseIcs((await call('GET', feed.path)).body);
    const mine = events.find((event) => event.UID!.startsWith(`session-${own}@`));
    expect(mine).toMatchObject({ STATUS: 'CANCELLED' });
    expect(mine!.URL).toContain(`/back/programming/${fixture.ownActionId}/sessions?session=${own}`);
    expect(events.some((event) => event.UID!.startsWith(`session-${foreign}@`))).toBe(false);
  });
});

describe('Ajouter à mon agenda', () => {
  it('gives a published session as an .ics file, and 404 for one outside the catalogue', async () => {
    const published = await createSession(fixture, {
      startDate: new Date('2031-03-03T08:00:00.000Z'),
      endDate: new Date('2031-03-03T16:00:00.000Z'),
    });
    await t.db.update(sessions).set({ published: true }).where(eq(sessions.id, published));
    const response = await call('GET', `/api/public/sessions/${published}/calendar.ics`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="session-S-\d+\.ics"/,
    );
    const { events } = parseIcs(response.body);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      'DTSTART;TZID=Europe/Paris': '20310303T090000',
      'DTEND;TZID=Europe/Paris': '20310303T170000',
      STATUS: 'CONFIRMED',
      URL: `${t.config.PUBLIC_URL}/training/${published}`,
    });
    const hidden = await createSession(fixture, {});
    expect((await call('GET', `/api/public/sessions/${hidden}/calendar.ics`)).statusCode).toBe(404);
  });
});
