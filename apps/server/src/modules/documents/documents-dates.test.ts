import type { DocumentTemplateCode, RegistrationStatus, SessionStatus } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentTemplates, users } from '../../db/schema/index.js';
import { seedTemplates } from '../../db/seed/templates.js';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import {
  createAction,
  createRegistration,
  createSession,
  createStructure,
} from '../../test/factories.js';
import { createPerson, type Person } from '../registrations/registrations.fixtures.js';
import { docxText, docxWith, importDocumentTemplate, pdfPages } from './documents.fixtures.js';

/*
 * The generated documents (decision 036) on the dates where Europe/Paris and UTC part ways: a
 * session over midnight, nights and days around both daylight-saving changes (last Sunday of
 * March, last Sunday of October), a half-day on 29 February, and the document's own date just
 * after midnight. Every instant below is written in UTC, with its Paris wall-clock time beside
 * it, so that the test does not lean on the conversion it checks.
 */

let t: TestApp;
let staff: Person;

interface Trainee {
  sessionId: number;
  registrationId: number;
}

/** A session of the provider with one trainee, over the given intervention dates. */
async function sessionWith(
  dates: { startsAt: string; endsAt: string }[],
  options: { status: SessionStatus; trainee: RegistrationStatus; hours?: string },
): Promise<Trainee> {
  const instants = dates.map((date) => ({
    startsAt: new Date(date.startsAt),
    endsAt: new Date(date.endsAt),
  }));
  const session = await createSession(t.db, {
    actionId: world.actionId,
    code: `NUIT-${world.sessions++}`,
    status: options.status,
    startDate: instants[0]!.startsAt,
    endDate: instants.at(-1)!.endsAt,
    interventionDates: instants,
  });
  const person = await createPerson(t.db, 'profile_beneficiary', world.employerId);
  await t.db
    .update(users)
    .set({ givenName: 'Léa', familyName: 'Veilleur', civility: 'MRS' })
    .where(eq(users.id, person.id));
  const registration = await createRegistration(t.db, {
    sessionId: session.id,
    beneficiaryId: person.id,
    structureId: world.employerId,
    status: options.trainee,
    effectiveHours: options.hours ?? null,
  });
  return { sessionId: session.id, registrationId: registration.id };
}

const world = { actionId: 0, employerId: 0, sessions: 1 };
let midnight: Trainee;
let marchNight: Trainee;
let marchDays: Trainee;
let marchSunday: Trainee;
let octoberNight: Trainee;
let leapDay2028: Trainee;
let leapDay2024: Trainee;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await seedTemplates(t.db);
  const provider = await createStructure(t.db, {
    name: 'Institut Élan Formation',
    city: 'Montpellier',
    managerName: 'Hélène Dupré',
    managerTitle: 'Directrice',
  });
  world.employerId = (
    await createStructure(t.db, { name: 'Centre hospitalier', type: 'employer' })
  ).id;
  world.actionId = (
    await createAction(t.db, { name: 'Veiller de nuit en sécurité', providerId: provider.id })
  ).id;
  staff = await createPerson(t.db, 'profile_manager', world.employerId);

  // Friday 12 June 2026, 21:00 – 01:30 Paris (UTC+2).
  midnight = await sessionWith(
    [{ startsAt: '2026-06-12T19:00:00Z', endsAt: '2026-06-12T23:30:00Z' }],
    { status: 'REALIZED', trainee: 'PRESENT', hours: '4.5' },
  );
  // Saturday 28 March 2026 22:00 (UTC+1) – Sunday 29 March 06:00 (UTC+2): 7 hours, not 8.
  marchNight = await sessionWith(
    [{ startsAt: '2026-03-28T21:00:00Z', endsAt: '2026-03-29T04:00:00Z' }],
    { status: 'REALIZED', trainee: 'PRESENT', hours: '7' },
  );
  // Friday 27 March 09:00 – 12:30 (UTC+1) and Monday 30 March 09:00 – 12:30 (UTC+2).
  marchDays = await sessionWith(
    [
      { startsAt: '2026-03-27T08:00:00Z', endsAt: '2026-03-27T11:30:00Z' },
      { startsAt: '2026-03-30T07:00:00Z', endsAt: '2026-03-30T10:30:00Z' },
    ],
    { status: 'PROGRAMMED', trainee: 'REGISTERED' },
  );
  // Sunday 29 March 2026, the change itself, 09:00 – 17:00 (UTC+2) in one slot.
  marchSunday = await sessionWith(
    [{ startsAt: '2026-03-29T07:00:00Z', endsAt: '2026-03-29T15:00:00Z' }],
    { status: 'PROGRAMMED', trainee: 'REGISTERED' },
  );
  // Saturday 24 October 2026 22:00 (UTC+2) – Sunday 25 October 06:00 (UTC+1): 9 hours.
  octoberNight = await sessionWith(
    [{ startsAt: '2026-10-24T20:00:00Z', endsAt: '2026-10-25T05:00:00Z' }],
    { status: 'REALIZED', trainee: 'PRESENT', hours: '9' },
  );
  // Tuesday 29 February 2028, 09:00 – 12:00 (UTC+1), to come.
  leapDay2028 = await sessionWith(
    [{ startsAt: '2028-02-29T08:00:00Z', endsAt: '2028-02-29T11:00:00Z' }],
    { status: 'PROGRAMMED', trainee: 'REGISTERED' },
  );
  // Thursday 29 February 2024, 09:00 – 12:00 (UTC+1), realised.
  leapDay2024 = await sessionWith(
    [{ startsAt: '2024-02-29T08:00:00Z', endsAt: '2024-02-29T11:00:00Z' }],
    { status: 'REALIZED', trainee: 'PRESENT', hours: '3' },
  );
});

afterAll(async () => {
  await t?.close();
});

/** A document of `trainee`'s session (its own for a trainee document), as one line of text. */
async function textOf(code: string, trainee: Trainee, reader = staff): Promise<string> {
  const query = ['convocation', 'completion_certificate', 'end_certificate'].includes(code)
    ? `?registrationId=${trainee.registrationId}`
    : '';
  const response = await t.app.inject({
    url: `/api/sessions/${trainee.sessionId}/${code}${query}`,
    headers: bearer(reader.token),
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return (await pdfPages(response.rawPayload)).join(' ').replace(/\s+/g, ' ');
}

const count = (text: string, word: string) => text.split(word).length - 1;

describe('a session over midnight', () => {
  it('is convened on its first day, from its start to its end the next morning', async () => {
    const text = await textOf('convocation', midnight);
    expect(text).toContain('vendredi 12 juin 2026 : 21:00 – 01:30');
    expect(text).not.toContain('samedi 13 juin');
    expect(text).toContain('Durée 4,5 h');
  });

  it('has one column on its signature sheet, dated its first day', async () => {
    const text = await textOf('registration_signature', midnight);
    expect(text).toContain('12/06/2026');
    expect(text).not.toContain('13/06/2026');
    expect(text).toContain('21:00 – 01:30');
    // Starting at 21:00: an evening, named so.
    expect(count(text, 'Soirée')).toBe(1);
    expect(count(text, 'Matin') + count(text, 'Après-midi')).toBe(0);
  });

  it('is certified from its first day to the next, for its 4,5 hours', async () => {
    const text = await textOf('completion_certificate', midnight);
    expect(text).toContain('du 12 juin 2026 au 13 juin 2026, pour une durée de 4,5 heures');
    expect(text).toContain('4,5 heures réalisées');
  });
});

describe('around the change to summer time (last Sunday of March)', () => {
  it('counts a night over the change 7 hours, from 22:00 to 06:00', async () => {
    const convocation = await textOf('convocation', marchNight);
    expect(convocation).toContain('samedi 28 mars 2026 : 22:00 – 06:00');
    expect(convocation).toContain('Durée 7 h');
    const certificate = await textOf('completion_certificate', marchNight);
    expect(certificate).toContain('du 28 mars 2026 au 29 mars 2026, pour une durée de 7 heures');
  });

  it('keeps 09:00 at 09:00 on both sides of the change', async () => {
    const text = await textOf('convocation', marchDays);
    expect(text).toContain('vendredi 27 mars 2026 : 09:00 – 12:30');
    expect(text).toContain('lundi 30 mars 2026 : 09:00 – 12:30');
    expect(text).toContain('Durée 7 h');
    const sheet = await textOf('registration_signature', marchDays);
    expect(count(sheet, 'Matin')).toBe(2);
    expect(count(sheet, '09:00 – 12:30')).toBe(2);
  });

  it('splits the Sunday of the change at Paris noon: morning to 12:00, afternoon from 12:00', async () => {
    const text = await textOf('registration_signature', marchSunday);
    expect(text).toContain('29/03/2026');
    expect(text).toContain('09:00 – 12:00');
    expect(text).toContain('12:00 – 17:00');
    expect(count(text, 'Matin')).toBe(1);
    expect(count(text, 'Après-midi')).toBe(1);
  });
});

describe('around the change to winter time (last Sunday of October)', () => {
  it('counts a night over the change 9 hours, from 22:00 to 06:00', async () => {
    const convocation = await textOf('convocation', octoberNight);
    expect(convocation).toContain('samedi 24 octobre 2026 : 22:00 – 06:00');
    expect(convocation).toContain('Durée 9 h');
    const certificate = await textOf('completion_certificate', octoberNight);
    expect(certificate).toContain(
      'du 24 octobre 2026 au 25 octobre 2026, pour une durée de 9 heures',
    );
  });

  it('dates the night’s column on its signature sheet the Saturday', async () => {
    const text = await textOf('registration_signature', octoberNight);
    expect(text).toContain('24/10/2026');
    expect(text).not.toContain('25/10/2026');
    expect(text).toContain('22:00 – 06:00');
  });
});

describe('a half-day on 29 February', () => {
  it('is convened on Tuesday 29 February 2028, for 3 hours', async () => {
    const text = await textOf('convocation', leapDay2028);
    expect(text).toContain('mardi 29 février 2028 : 09:00 – 12:00');
    expect(text).toContain('Durée 3 h');
  });

  it('has one morning column dated 29/02/2028 on its signature sheet', async () => {
    const text = await textOf('registration_signature', leapDay2028);
    expect(text).toContain('29/02/2028');
    expect(text).toContain('09:00 – 12:00');
    expect(count(text, 'Matin')).toBe(1);
    expect(count(text, 'Après-midi')).toBe(0);
  });

  it('is certified as held on 29 February 2024', async () => {
    const completion = await textOf('completion_certificate', leapDay2024);
    expect(completion).toContain(
      'du 29 février 2024 au 29 février 2024, pour une durée de 3 heures',
    );
    const end = await textOf('end_certificate', leapDay2024);
    expect(end).toContain('le 29 février 2024.');
    const list = await textOf('participant_list', leapDay2024);
    expect(list).toContain('Le 29 février 2024');
  });
});

describe('the date of a document', () => {
  it('is the Paris day: at 00:30 in Paris it is already the next day', async () => {
    // Sunday 14 March 2027 23:30 UTC is Monday 15 March 00:30 in Paris.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-14T23:30:00Z') });
    try {
      // A token of that time: the session's expiry is checked against the clock too.
      const text = await textOf(
        'convocation',
        leapDay2028,
        await createPerson(t.db, 'profile_manager', world.employerId),
      );
      expect(text).toContain('Fait à Montpellier, le 15 mars 2027');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('an imported DOCX template', () => {
  async function withTemplate(code: DocumentTemplateCode, body: string, run: () => Promise<void>) {
    const imported = await importDocumentTemplate(t.app, t.db, code, docxWith(body));
    expect(imported.statusCode, imported.body).toBe(200);
    try {
      await run();
    } finally {
      await t.db
        .update(documentTemplates)
        .set({ filePath: null, importedAt: null })
        .where(eq(documentTemplates.code, code));
    }
  }

  async function docxOf(code: string, trainee: Trainee, query = '') {
    const response = await t.app.inject({
      url: `/api/sessions/${trainee.sessionId}/${code}${query}`,
      headers: bearer(staff.token),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return docxText(response.rawPayload);
  }

  it('is filled with the same Paris dates and hours as the PDF', async () => {
    await withTemplate(
      'CONVOCATION',
      '{{#dates}}[{{ date.day }} {{ date.hours }}]{{/dates}} {{ session.hours }} – {{ session.dates }}',
      async () => {
        const text = await docxOf(
          'convocation',
          marchNight,
          `?registrationId=${marchNight.registrationId}`,
        );
        expect(text).toBe(
          '[samedi 28 mars 2026 22:00 – 06:00] 7 h – Du 28 mars 2026 au 29 mars 2026',
        );
      },
    );
  });

  it('gets the half-days of the Sunday of the change split at Paris noon', async () => {
    await withTemplate(
      'ATTENDANCE_SHEET',
      '{{#halfDays}}[{{ halfDay.day }} {{ halfDay.period }} {{ halfDay.hours }}]{{/halfDays}}',
      async () => {
        expect(await docxOf('registration_signature', marchSunday)).toBe(
          '[dimanche 29 mars 2026 Matin 09:00 – 12:00]' +
            '[dimanche 29 mars 2026 Après-midi 12:00 – 17:00]',
        );
        expect(await docxOf('registration_signature', leapDay2028)).toBe(
          '[mardi 29 février 2028 Matin 09:00 – 12:00]',
        );
      },
    );
  });
});
