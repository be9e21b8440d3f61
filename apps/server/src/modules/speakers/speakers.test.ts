import {
  parisYear,
  sessionHoursOf,
  speakerDetailSchema,
  speakerFilterChoicesSchema,
  speakerPageSchema,
  type Profile,
  type SpeakerDetail,
  type SpeakerPage,
} from '@passerelle/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginEveryProfile, type TestApp } from '../../test/app.js';
import {
  DEMO_PROVIDER_STRUCTURE,
  createAction,
  createAxis,
  createCity,
  createRoom,
  createSession,
  createStructure,
  createUser,
  structureIdOf,
} from '../../test/factories.js';

/*
 * The speakers area (decision 040): `GET /api/instructor_views` (who, what they lead, hours per
 * year), `…/{id}/detail` (a speaker's sessions), `…/filters` and `…/export` (CSV and XLSX read
 * back), for each profile and within each one's reach. The programme years 2031 and 2032 hold
 * only this suite's actions (the demo programme is of this year and the next).
 */

let t: TestApp;
const tokens = {} as Record<Profile, string>;
const ids = {} as Record<'durand' | 'leroy' | 'ammar' | 'own' | 'other' | 'axisB', number>;
const sessionIds = {} as Record<'programmed' | 'realized' | 'canceled' | 'other' | 'short', number>;

/** 9:00 to 12:30 and 14:00 to 17:30, Paris time (UTC+1 in March): 7 hours. */
function fullDay(day: string) {
  return [
    { startsAt: new Date(`${day}T08:00:00Z`), endsAt: new Date(`${day}T11:30:00Z`) },
    { startsAt: new Date(`${day}T13:00:00Z`), endsAt: new Date(`${day}T16:30:00Z`) },
  ];
}

function call(profile: Profile, url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(tokens[profile]) });
}

async function list(profile: Profile, query: string): Promise<SpeakerPage> {
  const response = await call(profile, `/api/instructor_views?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return speakerPageSchema.parse(response.json());
}

async function detail(profile: Profile, id: number, query = ''): Promise<SpeakerDetail> {
  const response = await call(profile, `/api/instructor_views/${id}/detail?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return speakerDetailSchema.parse(response.json());
}

const names = (page: SpeakerPage) => page.items.map((item) => item.familyName);

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await loginEveryProfile(t.app));
  ids.own = await structureIdOf(t.db, DEMO_PROVIDER_STRUCTURE);
  ids.other = (await createStructure(t.db, { name: 'Atelier Boréal' })).id;
  const speaker = async (givenName: string, familyName: string) =>
    (
      await createUser(t.db, {
        profile: 'profile_provider',
        structureId: ids.own,
        values: {
          civility: 'MRS',
          givenName,
          familyName,
          email: `${familyName.toLowerCase()}@exemple.fr`,
        },
      })
    ).id;
  ids.durand = await speaker('Élodie', 'Durand');
  ids.leroy = await speaker('Marc', 'Leroy');
  ids.ammar = await speaker('Zoé', 'Ammar');
  ids.axisB = (await createAxis(t.db)).id;

  const city = await createCity(t.db, { value: 'Rodez' });
  const room = await createRoom(t.db, { name: 'Salle Causse' });
  const ownAction = await createAction(t.db, {
    name: 'Accueillir un public éloigné de l’emploi',
    year: 2031,
    providerId: ids.own,
    speakerIds: [ids.durand, ids.ammar],
  });
  const otherAction = await createAction(t.db, {
    name: 'Conduire un entretien d’orientation',
    year: 2031,
    axisId: ids.axisB,
    providerId: ids.other,
    speakerIds: [ids.durand, ids.leroy],
  });
  const laterAction = await createAction(t.db, {
    name: 'Animer un atelier collectif',
    year: 2032,
    providerId: ids.own,
    speakerIds: [ids.durand],
  });

  sessionIds.programmed = (
    await createSession(t.db, {
      actionId: ownAction.id,
      code: 'SP-PROG',
      startDate: new Date('2031-03-10T08:00:00Z'),
      cityId: city.id,
      roomId: room.id,
      interventionDates: fullDay('2031-03-10'),
    })
  ).id;
  // Realised hours recorded: they count instead of the dates.
  sessionIds.realized = (
    await createSession(t.db, {
      actionId: ownAction.id,
      code: 'SP-REAL',
      status: 'REALIZED',
      startDate: new Date('2031-03-17T08:00:00Z'),
      realisedHoursOnsite: '5.50',
      realisedHoursRemote: '1.25',
      modality: 'BOTH',
      interventionDates: fullDay('2031-03-17'),
    })
  ).id;
  sessionIds.canceled = (
    await createSession(t.db, {
      actionId: ownAction.id,
      code: 'SP-ANNUL',
      status: 'CANCELED',
      startDate: new Date('2031-03-24T08:00:00Z'),
      interventionDates: fullDay('2031-03-24'),
    })
  ).id;
  sessionIds.other = (
    await createSession(t.db, {
      actionId: otherAction.id,
      code: 'SP-AUTRE',
      startDate: new Date('2031-04-02T07:00:00Z'),
      interventionDates: [
        { startsAt: new Date('2031-04-02T07:00:00Z'), endsAt: new Date('2031-04-02T10:00:00Z') },
      ],
    })
  ).id;
  // Neither realised hours nor dates: a session, no hours.
  await createSession(t.db, {
    actionId: otherAction.id,
    code: 'SP-SANS',
    startDate: new Date('2031-05-02T07:00:00Z'),
  });
  // 1 h 20: 1.33 hours, rounded as shared sessionHoursOf rounds.
  sessionIds.short = (
    await createSession(t.db, {
      actionId: laterAction.id,
      code: 'SP-COURT',
      startDate: new Date('2032-02-02T09:00:00Z'),
      modality: 'REMOTE',
      interventionDates: [
        { startsAt: new Date('2032-02-02T09:00:00Z'), endsAt: new Date('2032-02-02T10:20:00Z') },
      ],
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

describe('the list of speakers', () => {
  it('gives each speaker its actions, providers, counted sessions and hours per year', async () => {
    const page = await list('manager', 'q=durand');
    expect(page.total).toBe(1);
    const [durand] = page.items;
    expect(durand).toMatchObject({
      id: ids.durand,
      civility: 'MRS',
      givenName: 'Élodie',
      familyName: 'Durand',
      email: 'durand@exemple.fr',
      providers: [
        { id: ids.other, name: 'Atelier Boréal' },
        { id: ids.own, name: DEMO_PROVIDER_STRUCTURE },
      ],
      // 2031: 7 + 6.75 (realised) + 3 + 0 (no hours); the cancelled session does not count.
      sessionCount: 5,
      hours: '18.08',
      years: [
        { year: 2032, sessionCount: 1, hours: '1.33' },
        { year: 2031, sessionCount: 4, hours: '16.75' },
      ],
    });
    expect(durand!.actions.map((action) => [action.year, action.name])).toEqual([
      [2032, 'Animer un atelier collectif'],
      [2031, 'Accueillir un public éloigné de l’emploi'],
      [2031, 'Conduire un entretien d’orientation'],
    ]);
  });

  it('counts what the filters select: year, axis, provider, name without accents', async () => {
    const year2032 = await list('manager', 'year=2032');
    expect(names(year2032)).toEqual(['Durand']);
    expect(year2032.items[0]).toMatchObject({ sessionCount: 1, hours: '1.33' });

    const axis = await list('manager', `axisId=${ids.axisB}`);
    expect(names(axis)).toEqual(['Durand', 'Leroy']);
    expect(axis.items.map((item) => item.hours)).toEqual(['3.00', '3.00']);
    expect(axis.items[0]!.actions).toHaveLength(1);

    const provider = await list('manager', `providerId=${ids.other}&year=2031`);
    expect(names(provider)).toEqual(['Durand', 'Leroy']);

    expect(names(await list('manager', 'q=ELODIE durand'))).toEqual(['Durand']);
    expect(names(await list('manager', 'q=zoe&year=2031'))).toEqual(['Ammar']);
    expect((await list('manager', 'q=personne-inconnue')).total).toBe(0);
  });

  it('sorts by name, hours, sessions and actions, and pages', async () => {
    expect(names(await list('manager', 'year=2031'))).toEqual(['Ammar', 'Durand', 'Leroy']);
    expect(names(await list('manager', 'year=2031&sort=-hours'))).toEqual([
      'Durand',
      'Ammar',
      'Leroy',
    ]);
    expect(names(await list('manager', 'year=2031&sort=sessionCount'))).toEqual([
      'Ammar',
      'Leroy',
      'Durand',
    ]);
    expect(names(await list('manager', 'year=2031&sort=-actionCount'))[0]).toBe('Durand');
    const second = await list('manager', 'year=2031&pageSize=10&page=2');
    expect(second).toMatchObject({ items: [], total: 3, page: 2, pageSize: 10 });
  });

  it('shows a provider only the speakers of its actions, and only those actions', async () => {
    const page = await list('provider', 'year=2031');
    expect(names(page)).toEqual(['Ammar', 'Durand']);
    expect(page.items[1]).toMatchObject({
      providers: [{ id: ids.own }],
      sessionCount: 2,
      hours: '13.75',
    });
    // Another provider's filter gives nothing rather than its speakers.
    expect((await list('provider', `providerId=${ids.other}`)).total).toBe(0);
  });

  it('lists the demo programme’s speakers with their hours', async () => {
    const page = await list('manager', `year=${parisYear(new Date())}&sort=-hours`);
    expect(page.total).toBeGreaterThan(3);
    expect(Number(page.items[0]!.hours)).toBeGreaterThan(0);
    expect(page.items[0]!.actions.length).toBeGreaterThan(0);
  });

  it('refuses bad parameters in French, and hr and beneficiaries', async () => {
    const refused = await call('manager', '/api/instructor_views?year=deux&sort=email');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      year: ['Doit être un nombre entier'],
      sort: ['Tri non autorisé : email'],
    });
    for (const profile of ['hr', 'beneficiary'] as const) {
      for (const url of [
        '/api/instructor_views',
        '/api/instructor_views/filters',
        '/api/instructor_views/export',
        `/api/instructor_views/${ids.durand}/detail`,
      ]) {
        expect((await call(profile, url)).statusCode, `${profile} ${url}`).toBe(403);
      }
    }
  });
});

describe('a speaker’s sessions', () => {
  it('lists every session of its actions with dates, place and hours, latest first', async () => {
    const result = await detail('admin', ids.durand, 'year=2031');
    expect(result.speaker).toEqual({
      id: ids.durand,
      civility: 'MRS',
      givenName: 'Élodie',
      familyName: 'Durand',
      email: 'durand@exemple.fr',
    });
    expect(
      result.sessions.map((session) => [session.code, session.hours, session.counted]),
    ).toEqual([
      ['SP-SANS', null, true],
      ['SP-AUTRE', '3.00', true],
      ['SP-ANNUL', '7.00', false],
      ['SP-REAL', '6.75', true],
      ['SP-PROG', '7.00', true],
    ]);
    expect(result.hours).toBe('16.75');
    const programmed = result.sessions.find((session) => session.id === sessionIds.programmed)!;
    expect(programmed).toMatchObject({
      status: 'PROGRAMMED',
      modality: 'ONSITE',
      city: { name: 'Rodez' },
      room: { name: 'Salle Causse' },
      action: { name: 'Accueillir un public éloigné de l’emploi', year: 2031 },
      provider: { id: ids.own, name: DEMO_PROVIDER_STRUCTURE },
      dates: [
        { startsAt: '2031-03-10T08:00:00.000Z', endsAt: '2031-03-10T11:30:00.000Z' },
        { startsAt: '2031-03-10T13:00:00.000Z', endsAt: '2031-03-10T16:30:00.000Z' },
      ],
    });
  });

  it('agrees with the list and with the shared hours rule', async () => {
    const [row] = (await list('manager', 'q=durand')).items;
    const all = await detail('manager', ids.durand);
    expect(all.hours).toBe(row!.hours);
    expect(all.sessions.filter((session) => session.counted)).toHaveLength(row!.sessionCount);
    for (const session of all.sessions) {
      expect(
        sessionHoursOf({
          realisedHoursOnsite: session.id === sessionIds.realized ? '5.50' : null,
          realisedHoursRemote: session.id === sessionIds.realized ? '1.25' : null,
          dates: session.dates,
        }),
        session.code,
      ).toBe(session.hours);
    }
  });

  it('shows a provider only the sessions of its own actions, and nobody else’s speaker', async () => {
    const own = await detail('provider', ids.durand);
    expect(own.sessions.map((session) => session.code)).toEqual([
      'SP-COURT',
      'SP-ANNUL',
      'SP-REAL',
      'SP-PROG',
    ]);
    expect(own.hours).toBe('15.08');
    // Leroy speaks only for the other provider; an unknown id and a user who speaks nowhere.
    const nobody = await createUser(t.db, { profile: 'profile_provider', structureId: ids.own });
    for (const id of [ids.leroy, 999_999, nobody.id]) {
      const response = await call('provider', `/api/instructor_views/${id}/detail`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().error).toBeTypeOf('string');
    }
    expect((await call('manager', `/api/instructor_views/${nobody.id}/detail`)).statusCode).toBe(
      404,
    );
    expect((await detail('manager', ids.leroy)).sessions).toHaveLength(2);
  });
});

describe('the OpenAPI document', () => {
  it('describes the four routes with their parameters', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const list = document.paths['/api/instructor_views'].get;
    expect(list.summary).toBe('Liste des intervenants');
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['year', 'axisId', 'providerId', 'q', 'sort', 'page', 'pageSize']),
    );
    expect(document.paths['/api/instructor_views/export'].get.summary).toMatch(/CSV ou XLSX/);
    expect(document.paths['/api/instructor_views/filters'].get).toBeDefined();
    const detail = document.paths['/api/instructor_views/{id}/detail'].get;
    expect(Object.keys(detail.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
  });
});

describe('the filters’ choices', () => {
  it('give the years, axes and providers of actions having speakers, no provider to a provider', async () => {
    const staff = speakerFilterChoicesSchema.parse(
      (await call('manager', '/api/instructor_views/filters')).json(),
    );
    expect(staff.years).toEqual(expect.arrayContaining([2032, 2031]));
    expect(staff.years).toEqual([...staff.years].sort((a, b) => b - a));
    expect(staff.axes.map((axis) => axis.id)).toContain(ids.axisB);
    expect(staff.providers.map((provider) => provider.id)).toEqual(
      expect.arrayContaining([ids.own, ids.other]),
    );
    const provider = speakerFilterChoicesSchema.parse(
      (await call('provider', '/api/instructor_views/filters')).json(),
    );
    expect(provider.providers).toEqual([]);
    expect(provider.axes.map((axis) => axis.id)).not.toContain(ids.axisB);
  });
});

describe('the export of speakers', () => {
  it('writes CSV with a BOM and `;`, one line per speaker and year, the list’s order', async () => {
    const response = await call('manager', '/api/instructor_views/export?format=csv&year=2031');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="intervenants-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]!.split(';')).toEqual([
      'Année',
      'Civilité',
      'Nom',
      'Prénom',
      'Courriel',
      'Prestataires',
      'Actions',
      'Nombre d’actions',
      'Nombre de sessions',
      'Heures',
    ]);
    expect(lines.slice(1)).toEqual([
      `2031;Mme;Ammar;Zoé;ammar@exemple.fr;${DEMO_PROVIDER_STRUCTURE};Accueillir un public éloigné de l’emploi;1;2;13,75`,
      `2031;Mme;Durand;Élodie;durand@exemple.fr;"Atelier Boréal ; ${DEMO_PROVIDER_STRUCTURE}";"Accueillir un public éloigné de l’emploi ; Conduire un entretien d’orientation";2;4;16,75`,
      `2031;Mme;Leroy;Marc;leroy@exemple.fr;Atelier Boréal;Conduire un entretien d’orientation;1;2;3,00`,
    ]);
  });

  it('writes XLSX that reads back with typed cells, within a provider’s reach', async () => {
    const response = await call(
      'provider',
      '/api/instructor_views/export?format=xlsx&q=durand&sort=-hours',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Intervenants')!;
    expect(sheet.getRow(1).getCell(10).value).toBe('Heures');
    // Durand's years among the provider's own actions only: 2032 then 2031.
    expect(sheet.rowCount).toBe(3);
    const values = [2, 3].map((n) => {
      const row = sheet.getRow(n);
      return [1, 3, 6, 8, 9, 10].map((cell) => row.getCell(cell).value);
    });
    expect(values).toEqual([
      [2032, 'Durand', DEMO_PROVIDER_STRUCTURE, 1, 1, 1.33],
      [2031, 'Durand', DEMO_PROVIDER_STRUCTURE, 1, 2, 13.75],
    ]);
  });

  it('refuses an unknown format in French before sending anything', async () => {
    const response = await call('manager', '/api/instructor_views/export?format=pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ format: ['Valeur non autorisée'] });
  });
});
