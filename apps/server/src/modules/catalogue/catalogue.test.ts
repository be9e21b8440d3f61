import {
  AUTH_COOKIE,
  parisDay,
  type CataloguePage,
  type CatalogueSession,
  type CatalogueSessionDetail,
} from '@passerelle/shared';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  actionDocuments,
  actionLinks,
  favorites,
  files,
  structures,
} from '../../db/schema/index.js';
import { createApiFetch } from '../../plugins/web.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import {
  createAction,
  createActionType,
  createAxis,
  createCity,
  createRegistration,
  createRoom,
  createSession,
  createStructure,
  createUser,
  sequence,
} from '../../test/factories.js';

let t: TestApp;
const DAY = 24 * 3600_000;
/** A start `days` from now, at 9:00 UTC. */
function inDays(days: number): Date {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(9, 0, 0, 0);
  return date;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function search(query: Record<string, string | number>, token?: string) {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await t.app.inject({
    url: `/api/public/session_views?${params}`,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CataloguePage;
}

const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

/** A published session to come of a new action in `axisId`. */
async function publishedSession(
  axisId: number,
  action: Parameters<typeof createAction>[1] = {},
  session: Parameters<typeof createSession>[1] = {},
) {
  const created = await createAction(t.db, { axisId, ...action });
  return createSession(t.db, {
    actionId: created.id,
    published: true,
    startDate: inDays(30),
    seats: 10,
    ...session,
  });
}

describe('catalogue search: French full text', () => {
  it('ignores accents and case, and stems French words', async () => {
    const axis = await createAxis(t.db);
    const accented = await publishedSession(axis.id, {
      name: 'Évaluation des compétences numériques',
    });
    const plural = await publishedSession(axis.id, { name: 'Formation aux gestes barrières' });
    await publishedSession(axis.id, { name: 'Autre chose entièrement' });

    expect(ids(await search({ q: 'evaluation', axisId: axis.id }))).toEqual([accented.id]);
    expect(ids(await search({ q: 'ÉVALUATION Numérique', axisId: axis.id }))).toEqual([
      accented.id,
    ]);
    // 'formations' and 'formation' share their French stem; 'barriere' finds 'barrières'.
    expect(ids(await search({ q: 'formations barriere', axisId: axis.id }))).toEqual([plural.id]);
    expect((await search({ q: 'introuvablezzz', axisId: axis.id })).total).toBe(0);
  });

  it('orders by relevance (the name weighs most), then by start date', async () => {
    const axis = await createAxis(t.db);
    const word = `ornithorynque${sequence()}`;
    const inDescription = await publishedSession(
      axis.id,
      { name: 'Action sans le mot', description: `Il sera question d’${word}.` },
      { startDate: inDays(5) },
    );
    const inName = await publishedSession(
      axis.id,
      { name: `Découvrir l’${word}` },
      { startDate: inDays(60) },
    );
    const laterInName = await createSession(t.db, {
      actionId: inName.actionId,
      published: true,
      startDate: inDays(90),
    });
    expect(ids(await search({ q: word, axisId: axis.id }))).toEqual([
      inName.id,
      laterInName.id,
      inDescription.id,
    ]);
    // Without a text, by start date.
    expect(ids(await search({ axisId: axis.id }))).toEqual([
      inDescription.id,
      inName.id,
      laterInName.id,
    ]);
  });

  it('also finds a session by its code or its city, accents and case ignored', async () => {
    const axis = await createAxis(t.db);
    const city = await createCity(t.db, { value: `Béziers-Zéphyr-${sequence()}` });
    const byCode = await publishedSession(axis.id, {}, { code: `ZK-${sequence()}-ÉTÉ` });
    const byCity = await publishedSession(axis.id, {}, { cityId: city.id });
    expect(ids(await search({ q: byCode.code.toLowerCase().replace('é', 'e') }))).toEqual([
      byCode.id,
    ]);
    expect(ids(await search({ q: city.value.toUpperCase().replace(/É/g, 'E') }))).toEqual([
      byCity.id,
    ]);
  });
});

describe('catalogue search: filters and pages', () => {
  it('filters by axis, type, city, modality and dates (days in Paris)', async () => {
    const axis = await createAxis(t.db);
    const type = await createActionType(t.db);
    const city = await createCity(t.db);
    const typed = await publishedSession(axis.id, { typeId: type.id });
    const inCity = await publishedSession(axis.id, {}, { cityId: city.id });
    const remote = await publishedSession(axis.id, {}, { modality: 'REMOTE' });
    // 23:30 in Paris on that day (summer or winter time alike: 21:30 or 22:30 UTC).
    const lateStart = new Date(inDays(200).getTime() + 12.5 * 3600_000);
    const dated = await publishedSession(axis.id, {}, { startDate: lateStart });
    const day = parisDay(lateStart);

    expect(ids(await search({ axisId: axis.id, typeId: type.id }))).toEqual([typed.id]);
    expect(ids(await search({ axisId: axis.id, cityId: city.id }))).toEqual([inCity.id]);
    expect(ids(await search({ axisId: axis.id, modality: 'REMOTE' }))).toEqual([remote.id]);
    expect(ids(await search({ axisId: axis.id, from: day, to: day }))).toEqual([dated.id]);
    expect(ids(await search({ axisId: axis.id, to: day })).length).toBe(4);
  });

  it('filters by availability with the shared thresholds', async () => {
    const axis = await createAxis(t.db);
    const open = await publishedSession(axis.id, {}, { seats: 10 });
    const last = await publishedSession(axis.id, {}, { seats: 4 });
    const full = await publishedSession(axis.id, {}, { seats: 2 });
    for (let i = 0; i < 2; i += 1) {
      await createRegistration(t.db, { sessionId: last.id, status: 'REGISTERED' });
      await createRegistration(t.db, { sessionId: full.id, status: 'PRE_REGISTERED' });
      // Neither a request nor a waiting-list entry takes a seat.
      await createRegistration(t.db, { sessionId: open.id, status: 'REQUESTED' });
      await createRegistration(t.db, {
        sessionId: open.id,
        status: 'REGISTERED',
        waitingList: true,
      });
    }
    // The lists may show seats counted up to 5 s ago (decisions 019 and 069): counted again now.
    t.app.catalogueIndex.clear();
    const all = await search({ axisId: axis.id });
    expect(
      Object.fromEntries(all.items.map((item) => [item.id, [item.seatsLeft, item.availability]])),
    ).toEqual({
      [open.id]: [10, 'AVAILABLE'],
      [last.id]: [2, 'LAST_PLACES'],
      [full.id]: [0, 'FULL'],
    });
    expect(ids(await search({ axisId: axis.id, availability: 'AVAILABLE' }))).toEqual([open.id]);
    expect(ids(await search({ axisId: axis.id, availability: 'LAST_PLACES' }))).toEqual([last.id]);
    expect(ids(await search({ axisId: axis.id, availability: 'FULL' }))).toEqual([full.id]);
  });

  it('gives no availability to a session that is over, realised or only past its end', async () => {
    const axis = await createAxis(t.db);
    const dates = { startDate: inDays(-10), endDate: inDays(-9), seats: 10 };
    const realised = await publishedSession(axis.id, {}, { ...dates, status: 'REALIZED' });
    const pastEnd = await publishedSession(axis.id, {}, { ...dates, status: 'PROGRAMMED' });
    const coming = await publishedSession(axis.id, {}, { seats: 10 });
    const all = await search({ axisId: axis.id, from: parisDay(inDays(-20)) });
    expect(
      Object.fromEntries(all.items.map((item) => [item.id, [item.seatsLeft, item.availability]])),
    ).toEqual({
      [realised.id]: [10, null],
      [pastEnd.id]: [10, null],
      [coming.id]: [10, 'AVAILABLE'],
    });
  });

  it('pages with the total, and answers an empty page past the end', async () => {
    const axis = await createAxis(t.db);
    const action = await createAction(t.db, { axisId: axis.id });
    const created: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const session = await createSession(t.db, {
        actionId: action.id,
        published: true,
        startDate: inDays(10 + i),
      });
      created.push(session.id);
    }
    const pages = await Promise.all(
      [1, 2, 3].map((page) => search({ axisId: axis.id, page, pageSize: 10 })),
    );
    expect(pages.map((page) => page.total)).toEqual([25, 25, 25]);
    expect(pages.flatMap(ids)).toEqual(created);
    const beyond = await search({ axisId: axis.id, page: 9, pageSize: 10 });
    expect(beyond).toMatchObject({ items: [], total: 25, page: 9, pageSize: 10 });
  });

  it('pages a text search with its total too (relevance order), and past the end', async () => {
    const axis = await createAxis(t.db);
    const word = `kinkajou${sequence()}`;
    const inName = await createAction(t.db, { axisId: axis.id, name: `Le ${word}` });
    const inDescription = await createAction(t.db, {
      axisId: axis.id,
      name: 'Sans le mot',
      description: `Un ${word}.`,
    });
    const created: number[] = [];
    for (const action of [inName, inDescription]) {
      for (let i = 0; i < 12; i += 1) {
        const session = await createSession(t.db, {
          actionId: action.id,
          published: true,
          startDate: inDays(10 + i),
        });
        created.push(session.id);
      }
    }
    const pages = await Promise.all(
      [1, 2, 3].map((page) => search({ q: word, page, pageSize: 10 })),
    );
    expect(pages.map((page) => [page.items.length, page.total])).toEqual([
      [10, 24],
      [10, 24],
      [4, 24],
    ]);
    expect(pages.flatMap(ids)).toEqual(created);
    const beyond = await search({ q: word, page: 4, pageSize: 10 });
    expect(beyond).toMatchObject({ items: [], total: 24, page: 4 });
  });

  it('gives each item what the list shows', async () => {
    const axis = await createAxis(t.db, { color: '#123456' });
    const provider = await createStructure(t.db, { name: 'Prestataire catalogue' });
    const city = await createCity(t.db);
    const session = await publishedSession(
      axis.id,
      { providerId: provider.id },
      { cityId: city.id, registrationDeadline: inDays(20) },
    );
    const [item] = (await search({ axisId: axis.id })).items as [CatalogueSession];
    expect(item).toMatchObject({
      id: session.id,
      code: session.code,
      startDate: session.startDate.toISOString(),
      modality: 'ONSITE',
      city: { id: city.id, name: city.value },
      seatsLeft: 10,
      availability: 'AVAILABLE',
      registrationDeadline: inDays(20).toISOString(),
      action: {
        id: session.actionId,
        axis: { id: axis.id, number: axis.number, color: '#123456' },
        type: { membersOnly: false },
      },
      provider: { id: provider.id, name: 'Prestataire catalogue' },
    });
  });

  it('refuses a bad query with a French message', async () => {
    for (const query of ['modality=PARTOUT', 'from=2030-13-45', 'from=2030-02-01&to=2030-01-01']) {
      const response = await t.app.inject({ url: `/api/public/session_views?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toMatch(/[a-zé]/);
    }
    const pageSize = await t.app.inject({ url: '/api/public/session_views?pageSize=7' });
    expect(pageSize.statusCode).toBe(400);
  });
});

describe('catalogue visibility', () => {
  let axisId: number;
  let shown: number;
  let membersOnly: number;

  beforeAll(async () => {
    const axis = await createAxis(t.db);
    axisId = axis.id;
    shown = (await publishedSession(axisId)).id;
    const reserved = await createActionType(t.db, { membersOnly: true });
    membersOnly = (await publishedSession(axisId, { typeId: reserved.id })).id;
    // Never shown: unpublished, past, cancelled, postponed, of a switched-off type.
    await publishedSession(axisId, {}, { published: false });
    await publishedSession(axisId, {}, { startDate: inDays(-3) });
    await publishedSession(axisId, {}, { status: 'CANCELED' });
    await publishedSession(axisId, {}, { status: 'REPORTED' });
    const disabled = await createActionType(t.db, { disabledAt: new Date() });
    await publishedSession(axisId, { typeId: disabled.id });
  });

  async function tokenOf(member: boolean | 'staff' | 'hr') {
    if (member === 'staff') return loginAs(t.app, 'manager');
    const employer = await createStructure(t.db, {
      type: 'employer',
      member: member === true,
    });
    const user = await createUser(t.db, {
      profile: member === 'hr' ? 'profile_hr' : 'profile_beneficiary',
      structureId: employer.id,
    });
    return loginAs(t.app, user.username);
  }

  it('shows members-only types to member beneficiaries and staff only', async () => {
    expect(ids(await search({ axisId }))).toEqual([shown]);
    expect(ids(await search({ axisId }, await tokenOf(false)))).toEqual([shown]);
    expect(ids(await search({ axisId }, await tokenOf('hr')))).toEqual([shown]);
    expect(ids(await search({ axisId }, await tokenOf(true)))).toEqual([shown, membersOnly]);
    expect(ids(await search({ axisId }, await tokenOf('staff')))).toEqual([shown, membersOnly]);
  });

  it('answers 404 for a session sheet the caller may not see', async () => {
    const anonymous = await t.app.inject({ url: `/api/public/sessions/${membersOnly}/detail` });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json().error).toBe('Élément introuvable.');
    const member = await t.app.inject({
      url: `/api/public/sessions/${membersOnly}/detail`,
      headers: bearer(await tokenOf(true)),
    });
    expect(member.statusCode).toBe(200);
    const unpublished = await createSession(t.db, { published: false, startDate: inDays(9) });
    const hidden = await t.app.inject({
      url: `/api/public/sessions/${unpublished.id}/detail`,
      headers: bearer(await tokenOf('staff')),
    });
    expect(hidden.statusCode).toBe(404);
    const related = await t.app.inject({
      url: `/api/public/session_views/related?sessionId=${unpublished.id}`,
    });
    expect(related.statusCode).toBe(404);
  });

  it('answers the calls of a page kept for an audience as that audience, naming nobody', async () => {
    // Decision 100: the page's in-process calls, as the web plugin makes them for a member
    // beneficiary's page (their cookie reaches the session check only).
    const visitor = {
      headers: { cookie: `${AUTH_COOKIE}=${await tokenOf(true)}` },
      ip: '127.0.0.1',
    } as unknown as FastifyRequest;
    const pageFetch = (membersOnly: boolean) =>
      createApiFetch(t.app, visitor, undefined, { membersOnly });
    const listed = async (apiFetch: ReturnType<typeof pageFetch>) =>
      ids((await (await apiFetch(`/api/public/session_views?axisId=${axisId}`)).json()) as never);
    expect(await listed(pageFetch(true))).toEqual([shown, membersOnly]);
    // Not the visitor's cookie but the audience decides.
    expect(await listed(pageFetch(false))).toEqual([shown]);
    const sheet = await pageFetch(true)(`/api/public/sessions/${membersOnly}/detail`);
    expect(sheet.status).toBe(200);
    expect(await sheet.json()).toMatchObject({ favorite: null, registration: null });
    expect((await pageFetch(true)('/api/_auth/session')).status).toBe(200);
    // Outside such a page, a call without credential is a visitor's.
    const alone = await t.app.inject({ url: `/api/public/sessions/${membersOnly}/detail` });
    expect(alone.statusCode).toBe(404);
  });

  it('tells the audience of a signed-in user', async () => {
    const audienceOf = async (member: boolean | 'staff' | 'hr') => {
      const token = await tokenOf(member);
      const session = await t.app.inject({ url: '/api/_auth/session', headers: bearer(token) });
      return t.app.catalogueAudienceOf(session.json());
    };
    expect(await audienceOf(true)).toEqual({ membersOnly: true });
    expect(await audienceOf('staff')).toEqual({ membersOnly: true });
    expect(await audienceOf(false)).toEqual({ membersOnly: false });
    expect(await audienceOf('hr')).toEqual({ membersOnly: false });
  });

  it('reads a beneficiary’s membership once, until a back-office write drops it', async () => {
    const employer = await createStructure(t.db, { type: 'employer', member: true });
    const user = await createUser(t.db, {
      profile: 'profile_beneficiary',
      structureId: employer.id,
    });
    const token = await loginAs(t.app, user.username);
    const session = await t.app.inject({ url: '/api/_auth/session', headers: bearer(token) });
    const audience = () => t.app.catalogueAudienceOf(session.json());
    const before = t.app.dbStatements();
    expect(await audience()).toEqual({ membersOnly: true });
    const read = t.app.dbStatements();
    expect(read).toBeGreaterThan(before);
    // Changed behind the API's back: the kept membership stands, read without a statement.
    await t.db.update(structures).set({ member: false }).where(eq(structures.id, employer.id));
    const written = t.app.dbStatements();
    expect(await audience()).toEqual({ membersOnly: true });
    expect(t.app.dbStatements()).toBe(written);
    // Any back-office write drops it with the catalogue.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/axes',
      headers: bearer(await loginAs(t.app, 'admin')),
      payload: { number: 7000 + sequence(), name: 'Axe qui vide le catalogue' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await audience()).toEqual({ membersOnly: false });
  });

  it('finds past sessions when asked for by dates', async () => {
    const page = await search({ axisId, from: '2000-01-01' });
    expect(page.total).toBe(2);
  });
});

describe('next and related sessions', () => {
  it('gives the next sessions to come, by start date', async () => {
    const response = await t.app.inject({ url: '/api/public/session_views/next' });
    expect(response.statusCode).toBe(200);
    const items = response.json() as CatalogueSession[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(6);
    const starts = items.map((item) => item.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(starts.every((start) => Date.parse(start) > Date.now())).toBe(true);
  });

  it('relates the sessions of the same action first, then of the same axis', async () => {
    const axis = await createAxis(t.db);
    const session = await publishedSession(axis.id, {}, { startDate: inDays(10) });
    const sameAxis = await publishedSession(axis.id, {}, { startDate: inDays(11) });
    const sameAction = await createSession(t.db, {
      actionId: session.actionId,
      published: true,
      startDate: inDays(40),
    });
    await publishedSession((await createAxis(t.db)).id);
    const response = await t.app.inject({
      url: `/api/public/session_views/related?sessionId=${session.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(ids({ items: response.json() })).toEqual([sameAction.id, sameAxis.id]);
    const missing = await t.app.inject({ url: '/api/public/session_views/related' });
    expect(missing.statusCode).toBe(400);
  });
});

describe('session sheet', () => {
  it('gives the action, the session, its place, documents and links', async () => {
    const axis = await createAxis(t.db);
    const room = await createRoom(t.db, {
      name: 'Salle Garonne',
      address: '1 rue du Port',
      zipCode: '31000',
      city: 'Toulouse',
    });
    const session = await publishedSession(
      axis.id,
      { goal: 'Savoir faire', public: 'Conseillers', description: 'Programme détaillé' },
      {
        roomId: room.id,
        externalRegistration: true,
        externalRegistrationUrl: 'https://example.org/inscription',
        interventionDates: [
          { startsAt: inDays(30), endsAt: new Date(inDays(30).getTime() + 3 * 3600_000) },
        ],
      },
    );
    const [file] = await t.db
      .insert(files)
      .values({
        storageKey: `k${sequence()}`,
        originalName: 'plan.pdf',
        mimeType: 'application/pdf',
        size: 12,
      })
      .returning();
    await t.db.insert(actionDocuments).values([
      { actionId: session.actionId, fileId: file!.id, kind: 'public', name: 'Programme' },
      { actionId: session.actionId, fileId: file!.id, kind: 'manager', name: 'Interne' },
    ]);
    await t.db
      .insert(actionLinks)
      .values({ actionId: session.actionId, name: 'Site', url: 'https://example.org' });

    const response = await t.app.inject({ url: `/api/public/sessions/${session.id}/detail` });
    expect(response.statusCode, response.body).toBe(200);
    const sheet = response.json() as CatalogueSessionDetail;
    expect(sheet).toMatchObject({
      id: session.id,
      seatsLeft: 10,
      availability: 'AVAILABLE',
      room: { name: 'Salle Garonne', address: '1 rue du Port', zipCode: '31000', city: 'Toulouse' },
      externalRegistrationUrl: 'https://example.org/inscription',
      registrationOpen: true,
      waitingListOpen: false,
      favorite: null,
      registration: null,
      action: {
        goal: 'Savoir faire',
        public: 'Conseillers',
        description: 'Programme détaillé',
        links: [{ name: 'Site', url: 'https://example.org' }],
      },
    });
    expect(sheet.action.documents.map((document) => document.name)).toEqual(['Programme']);
    expect(sheet.action.documents[0]!.url).toBe(`/api/files/${file!.id}/plan.pdf`);
    expect(sheet.interventionDates).toHaveLength(1);
  });

  it('tells a beneficiary their favourite and registration, and the waiting list', async () => {
    const axis = await createAxis(t.db);
    const type = await createActionType(t.db, { waitingSeatAmount: 2 });
    const session = await publishedSession(axis.id, { typeId: type.id }, { seats: 1 });
    const employer = await createStructure(t.db, { type: 'employer' });
    const user = await createUser(t.db, {
      profile: 'profile_beneficiary',
      structureId: employer.id,
    });
    const token = await loginAs(t.app, user.username);
    const sheet = async (auth = token) => {
      const response = await t.app.inject({
        url: `/api/public/sessions/${session.id}/detail`,
        headers: bearer(auth),
      });
      expect(response.statusCode).toBe(200);
      return response.json() as CatalogueSessionDetail;
    };
    expect(await sheet()).toMatchObject({ favorite: false, registration: null });

    await createRegistration(t.db, { sessionId: session.id, status: 'REGISTERED' });
    const own = await createRegistration(t.db, {
      sessionId: session.id,
      beneficiaryId: user.id,
      status: 'REQUESTED',
      waitingList: true,
    });
    await t.db.insert(favorites).values({ userId: user.id, sessionId: session.id });
    expect(await sheet()).toMatchObject({
      favorite: true,
      registration: { id: own.id, status: 'REQUESTED', waitingList: true },
      seatsLeft: 0,
      availability: 'FULL',
      waitingListOpen: true,
    });
    await createRegistration(t.db, {
      sessionId: session.id,
      status: 'PRE_REGISTERED',
      waitingList: true,
    });
    expect((await sheet()).waitingListOpen).toBe(false);
    // Staff get no favourite nor registration.
    expect(await sheet(await loginAs(t.app, 'admin'))).toMatchObject({
      favorite: null,
      registration: null,
    });
  });

  it('closes registration after the deadline', async () => {
    const session = await publishedSession(
      (await createAxis(t.db)).id,
      {},
      {
        registrationDeadline: inDays(-1),
      },
    );
    const response = await t.app.inject({ url: `/api/public/sessions/${session.id}/detail` });
    expect(response.json()).toMatchObject({ registrationOpen: false });
  });
});

describe('the public year', () => {
  it('starts the default list at its 1st of January once the admin moves it ahead', async () => {
    const axis = await createAxis(t.db);
    const thisYear = Number(parisDay(new Date()).slice(0, 4));
    const soon = await publishedSession(axis.id, {}, { startDate: inDays(30) });
    const nextProgramme = await publishedSession(
      axis.id,
      {},
      { startDate: new Date(`${thisYear + 2}-01-01T08:00:00Z`) },
    );
    // Still the 31st of December in UTC, but the 1st of January in Paris: counted in.
    const newYearsEve = await publishedSession(
      axis.id,
      {},
      { startDate: new Date(`${thisYear + 1}-12-31T23:30:00Z`) },
    );
    expect(ids(await search({ axisId: axis.id }))).toEqual([
      soon.id,
      newYearsEve.id,
      nextProgramme.id,
    ]);

    // Through the admin's screen's route: the catalogue's cached answers are dropped.
    const admin = await loginAs(t.app, 'admin');
    const setYear = async (currentPublicYear: number) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/year_parameters/current',
        headers: bearer(admin),
        payload: { currentPublicYear },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await setYear(thisYear + 2);
    try {
      expect(ids(await search({ axisId: axis.id }))).toEqual([newYearsEve.id, nextProgramme.id]);
      // Dates asked for still reach this year's sessions.
      expect(ids(await search({ axisId: axis.id, from: parisDay(new Date()) }))).toContain(soon.id);
    } finally {
      await setYear(thisYear);
    }
  });
});
