import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { createRegistration } from '../../test/factories.js';
import {
  createProgrammingFixture,
  type ProgrammingFixture,
} from '../actions/programming.fixtures.js';

/*
 * The session calls of spec §7 beyond the list: `session_views/export`, `session_views/indicators`,
 * `sessions/{id}/cost`, the signed-in `session_views/next`, and the bare `registrations/{id}`.
 * Access by profile is table-driven (route-permissions.test.ts); here, what they answer.
 */

let t: TestApp;
let f: ProgrammingFixture;
let manager: string;
let provider: string;
let beneficiary: string;
let ownRegistrationId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  f = await createProgrammingFixture(t.db);
  [manager, provider, beneficiary] = await Promise.all([
    loginAs(t.app, f.users.manager.username),
    loginAs(t.app, f.users.provider.username),
    loginAs(t.app, f.users.beneficiary.username),
  ]);
  const own = await createRegistration(t.db, {
    sessionId: f.sessions.eco1.id,
    beneficiaryId: f.users.beneficiary.id,
    structureId: f.employerId,
    status: 'PRE_REGISTERED',
    motivation: 'Mieux accueillir',
  });
  ownRegistrationId = own.id;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });

function csvLines(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
}

describe('GET /api/session_views/export', () => {
  it('exports the filtered sessions in the list order, as CSV', async () => {
    const response = await get('/api/session_views/export?format=csv&year=2025', manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /filename="sessions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = csvLines(response.body);
    expect(header).toEqual([
      'Année',
      'Intitulé',
      'Code',
      'Statut',
      'Date de début',
      'Date de fin',
      'Modalité',
      'Ville',
      'Prestataire',
      'Nombre de places',
      'Places prises',
      'Places restantes',
      'Publiée',
      'Coût',
    ]);
    expect(rows.map((row) => row[2])).toEqual(['EVAL-01', 'ECO-1', 'ECO-2']);
    const eco1 = rows[1]!;
    expect(eco1[0]).toBe('2025');
    expect(eco1[1]).toBe('Écoute active');
    expect(eco1[3]).toBe('Programmée');
    // 08:00 UTC in March is 09:00 in Paris.
    expect(eco1[4]).toBe('10/03/2025 09:00');
    expect(eco1.slice(6, 12)).toEqual([
      'Présentiel',
      'Toulouse',
      'Institut Horizon Formation',
      '10',
      '3',
      '7',
    ]);
    expect(eco1[13]).toBe('200,05');
  });

  it("follows the action's filters and the sort", async () => {
    const byType = await get(
      `/api/session_views/export?year=2025&typeId=${f.types.seminaire.id}`,
      manager,
    );
    expect(
      csvLines(byType.body)
        .slice(1)
        .map((row) => row[2]),
    ).toEqual(['EVAL-01']);
    const sorted = await get('/api/session_views/export?year=2025&sort=-code', manager);
    expect(
      csvLines(sorted.body)
        .slice(1)
        .map((row) => row[2]),
    ).toEqual(['EVAL-01', 'ECO-2', 'ECO-1']);
  });

  it("gives a provider its own actions' sessions only", async () => {
    const response = await get('/api/session_views/export?year=2025', provider);
    expect(
      csvLines(response.body)
        .slice(1)
        .map((row) => row[2]),
    ).toEqual(['ECO-1', 'ECO-2']);
  });

  it('writes XLSX with typed cells', async () => {
    const response = await get('/api/session_views/export?format=xlsx&year=2024', manager);
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Sessions')!;
    expect(sheet.getRow(1).getCell(3).value).toBe('Code');
    expect(sheet.getRow(2).getCell(3).value).toBe('MED-1');
    expect(sheet.getRow(2).getCell(10).value).toBe(12);
    expect(sheet.rowCount).toBe(2);
  });

  it('refuses a bad filter in French, before any byte of file', async () => {
    const response = await get('/api/session_views/export?from=2025-02-01&to=2025-01-01', manager);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.to[0]).toMatch(/date/i);
    const format = await get('/api/session_views/export?format=pdf', manager);
    expect(format.statusCode).toBe(400);
    expect(format.json().fieldErrors).toEqual({ format: ['Valeur non autorisée'] });
  });
});

describe('GET /api/session_views/indicators', () => {
  it('counts the filtered sessions, their seats, registrations and cost', async () => {
    const response = await get('/api/session_views/indicators?year=2025', manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      sessionCount: 3,
      sessionsByStatus: {
        PROGRAMMED: 1,
        REALIZED: 1,
        REPORTED: 0,
        CANCELED: 1,
        VALIDATED_MANAGER: 0,
        CLOSED: 0,
      },
      seats: 23,
      // ECO-1: 2 registered and the beneficiary's pre-registration; EVAL-01: 1 present.
      takenSeats: 4,
      // The same, and the waiting request; the cancelled one is left out.
      registrations: 5,
      attended: 1,
      totalCost: '500.05',
    });
  });

  it("narrows a provider to its own actions' sessions", async () => {
    const response = await get('/api/session_views/indicators?year=2025', provider);
    expect(response.json()).toMatchObject({ sessionCount: 2, seats: 15, totalCost: '200.05' });
  });

  it('follows the modality and status filters', async () => {
    const response = await get(
      '/api/session_views/indicators?status=PROGRAMMED&modality=REMOTE',
      manager,
    );
    expect(response.json()).toMatchObject({ sessionCount: 1, seats: 12, takenSeats: 0 });
  });
});

describe('GET /api/sessions/{id}/cost', () => {
  it('divides the cost by the seats held and by the trainees who came, to the cent', async () => {
    const eco1 = await get(`/api/sessions/${f.sessions.eco1.id}/cost`, manager);
    expect(eco1.json()).toEqual({
      cost: '200.05',
      takenSeats: 3,
      attended: 0,
      costPerSeat: '66.68',
      costPerAttendee: null,
    });
    const eval1 = await get(`/api/sessions/${f.sessions.eval1.id}/cost`, manager);
    expect(eval1.json()).toEqual({
      cost: '300.00',
      takenSeats: 1,
      attended: 1,
      costPerSeat: '300.00',
      costPerAttendee: '300.00',
    });
  });

  it("answers 404 to a provider for another provider's session", async () => {
    expect((await get(`/api/sessions/${f.sessions.eval1.id}/cost`, provider)).statusCode).toBe(404);
    expect((await get(`/api/sessions/${f.sessions.eco1.id}/cost`, provider)).statusCode).toBe(200);
  });
});

describe('GET /api/session_views/next (signed in)', () => {
  it('answers the next sessions to a signed-in user, and asks a visitor to sign in', async () => {
    const signedIn = await get('/api/session_views/next', beneficiary);
    expect(signedIn.statusCode).toBe(200);
    expect(Array.isArray(signedIn.json())).toBe(true);
    expect((await get('/api/session_views/next')).statusCode).toBe(401);
  });
});

describe('GET /api/registrations/{id}', () => {
  it('answers the registration as stored, to its beneficiary', async () => {
    const response = await get(`/api/registrations/${ownRegistrationId}`, beneficiary);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: ownRegistrationId,
      status: 'PRE_REGISTERED',
      waitingList: false,
      sessionId: f.sessions.eco1.id,
      beneficiaryId: f.users.beneficiary.id,
      structureId: f.employerId,
      motivation: 'Mieux accueillir',
      refusalReason: null,
      effectiveHours: null,
      excusedAbsence: false,
    });
    expect(response.json()).not.toHaveProperty('history');
  });

  it("answers 404 to a provider for another provider's trainee, 400 to a bad id", async () => {
    const elsewhere = await createRegistration(t.db, {
      sessionId: f.sessions.eval1.id,
      status: 'REGISTERED',
    });
    expect((await get(`/api/registrations/${elsewhere.id}`, provider)).statusCode).toBe(404);
    expect((await get(`/api/registrations/${ownRegistrationId}`, provider)).statusCode).toBe(200);
    const bad = await get('/api/registrations/abc', manager);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.id[0]).toMatch(/entier/);
  });
});
