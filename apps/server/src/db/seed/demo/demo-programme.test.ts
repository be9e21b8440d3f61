import {
  SESSION_CANCELLATION_REASON,
  SURVEY_SESSION_STATUSES,
  coldQuestionnaire,
  coldSurveyDueDate,
  formatTime,
} from '@passerelle/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import {
  actionSpeakers,
  actionTypes,
  actions,
  axes,
  cities,
  favorites,
  publicDocuments,
  publicLinks,
  publicMessages,
  registrationHistory,
  registrationSurveys,
  registrations,
  rooms,
  sessionDates,
  sessionHistory,
  sessionSurveys,
  sessions,
  structures,
  surveyRatingTotals,
  userProfiles,
  users,
} from '../../schema/index.js';
import { seedDemo } from './index.js';

type Db = TestDatabase['db'];

/** A Monday in late November: most of the year's sessions are over, next year's are ahead. */
const NOW = new Date('2026-11-23T10:00:00Z');
/** Early January: the new year's programme has barely started. */
const JANUARY = new Date('2027-01-04T08:00:00Z');

const OPEN = ['REQUESTED', 'PRE_REGISTERED', 'REGISTERED'];
const ATTENDANCE = ['PRESENT', 'PARTIAL_ABSENCE', 'ABSENCE'];
const INACTIVE = ['CANCELED', 'REFUSED_HR', 'REFUSED_SUPPLIER'];
const REALISED: string[] = ['REALIZED', 'VALIDATED_MANAGER', 'CLOSED'];

const databases: TestDatabase[] = [];
async function seeded(now: Date): Promise<Db> {
  const database = await createTestDatabase();
  databases.push(database);
  await seedDemo(database.db, { now });
  return database.db;
}
afterAll(async () => {
  await Promise.all(databases.map((database) => database.close()));
});

function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, i) => {
    const doubled = Number(char) * (i % 2 === 1 ? 2 : 1);
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return sum % 10 === 0;
}

/** WCAG contrast ratio of a #RRGGBB colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

async function loadRegistrations(db: Db) {
  return db
    .select({
      id: registrations.id,
      status: registrations.status,
      waitingList: registrations.waitingList,
      askedAt: registrations.askedAt,
      effectiveHours: registrations.effectiveHours,
      refusalReason: registrations.refusalReason,
      sessionId: registrations.sessionId,
      beneficiaryId: registrations.beneficiaryId,
      structureId: registrations.structureId,
      member: structures.member,
      year: actions.year,
      membersOnly: actionTypes.membersOnly,
      hrValidation: actionTypes.hrValidation,
    })
    .from(registrations)
    .innerJoin(structures, eq(structures.id, registrations.structureId))
    .innerJoin(sessions, eq(sessions.id, registrations.sessionId))
    .innerJoin(actions, eq(actions.id, sessions.actionId))
    .innerJoin(actionTypes, eq(actionTypes.id, actions.typeId));
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The rules every demo programme keeps, whatever the date it is seeded at. */
async function expectConsistent(db: Db, now: Date): Promise<void> {
  const allSessions = await db
    .select({ session: sessions, type: actionTypes, year: actions.year })
    .from(sessions)
    .innerJoin(actions, eq(actions.id, sessions.actionId))
    .innerJoin(actionTypes, eq(actionTypes.id, actions.typeId));
  const dates = groupBy(
    await db.select().from(sessionDates).orderBy(asc(sessionDates.startsAt)),
    (row) => row.sessionId,
  );
  const history = groupBy(
    await db
      .select()
      .from(sessionHistory)
      .orderBy(asc(sessionHistory.createdAt), asc(sessionHistory.id)),
    (row) => row.sessionId,
  );
  const regs = await loadRegistrations(db);
  const regsBySession = groupBy(regs, (r) => r.sessionId);

  for (const { session, type, year } of allSessions) {
    const label = session.code;
    expect(session.code, label).toMatch(new RegExp(`^${year}-A\\d{3}-S\\d{2}$`));
    expect(session.startDate < session.endDate, label).toBe(true);
    expect(session.registrationDeadline! < session.startDate, label).toBe(true);
    const slots = dates.get(session.id) ?? [];
    expect(slots.length, label).toBeGreaterThan(0);
    expect(slots[0]!.startsAt, label).toEqual(session.startDate);
    expect(slots.at(-1)!.endsAt, label).toEqual(session.endDate);
    for (const slot of slots) {
      expect([`${formatTime(slot.startsAt)}-${formatTime(slot.endsAt)}`], label).toEqual([
        expect.stringMatching(/^(09:00-12:30|14:00-17:30)$/),
      ]);
    }

    // History: created PROGRAMMED, each step from the previous status, ends on the status.
    const steps = history.get(session.id) ?? [];
    expect(steps[0], label).toMatchObject({ fromStatus: null, toStatus: 'PROGRAMMED' });
    steps.slice(1).forEach((step, i) => expect(step.fromStatus, label).toBe(steps[i]!.toStatus));
    expect(steps.at(-1)!.toStatus, label).toBe(session.status);
    expect(
      steps.every((step) => step.createdAt <= now && step.authorId !== null),
      label,
    ).toBe(true);
    if (session.startDate > now) {
      expect(['PROGRAMMED', 'CANCELED', 'REPORTED'], label).toContain(session.status);
    }

    // Seats: requests not on the waiting list never outnumber the seats.
    const own = regsBySession.get(session.id) ?? [];
    const engaged = own.filter(
      (r) => !r.waitingList && [...OPEN, ...ATTENDANCE].includes(r.status),
    );
    expect(engaged.length, label).toBeLessThanOrEqual(session.seats);
    const waiting = own.filter((r) => r.waitingList);
    expect(waiting.length, label).toBeLessThanOrEqual(type.waitingSeatAmount);
    if (waiting.length > 0) {
      const seatsTaken = engaged.filter((r) => r.status !== 'REQUESTED').length;
      expect(seatsTaken, label).toBe(session.seats);
      expect(waiting.every((r) => ['REQUESTED', 'PRE_REGISTERED'].includes(r.status))).toBe(true);
    }
    if (REALISED.includes(session.status)) {
      expect(
        own.filter((r) => OPEN.includes(r.status)),
        label,
      ).toEqual([]);
    }
    if (session.status === 'CANCELED' || session.startDate <= now) {
      expect(
        own.filter((r) => ['REQUESTED', 'PRE_REGISTERED'].includes(r.status)),
        label,
      ).toEqual([]);
    }
    if (session.status === 'CANCELED') {
      expect(
        own.filter((r) => OPEN.includes(r.status)),
        label,
      ).toEqual([]);
    }
    if (!session.registrationRequired || session.externalRegistration) {
      expect(own, label).toEqual([]);
    }
    if (own.length > 0)
      expect(own.every((r) => r.askedAt < session.registrationDeadline!)).toBe(true);
  }

  // Registrations: members-only types for member structures, yearly quotas (decisions.md).
  for (const r of regs) {
    if (r.membersOnly) expect(r.member, `registration ${r.id}`).toBe(true);
    if (ATTENDANCE.includes(r.status)) expect(r.effectiveHours).not.toBeNull();
    if (r.status.startsWith('REFUSED')) expect(r.refusalReason).toBeTruthy();
  }
  const active = regs.filter((r) => !INACTIVE.includes(r.status));
  for (const [, own] of groupBy(active, (r) => `${r.beneficiaryId}|${r.year}`)) {
    expect(own.filter((r) => r.membersOnly).length).toBeLessThanOrEqual(6);
    expect(own.filter((r) => r.hrValidation).length).toBeLessThanOrEqual(3);
  }
  const regHistory = groupBy(
    await db
      .select()
      .from(registrationHistory)
      .orderBy(asc(registrationHistory.createdAt), asc(registrationHistory.id)),
    (row) => row.registrationId,
  );
  for (const r of regs) {
    const steps = regHistory.get(r.id) ?? [];
    expect(steps[0]?.fromStatus).toBeNull();
    steps.slice(1).forEach((step, i) => expect(step.fromStatus).toBe(steps[i]!.toStatus));
    expect(steps.at(-1)?.toStatus).toBe(r.status);
    expect(steps.every((step) => step.createdAt <= now)).toBe(true);
  }
}

describe('demo programme (seeded on 23 November 2026)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await seeded(NOW);
  });

  it('has eight axes numbered 1 to 8, in distinct colours readable with white text', async () => {
    const rows = await db.select().from(axes).orderBy(asc(axes.number));
    expect(rows.map((axis) => axis.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(rows.map((axis) => axis.color)).size).toBe(8);
    for (const axis of rows) {
      expect(axis.description.length, axis.name).toBeGreaterThan(40);
      expect(axis.color, axis.name).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrastWithWhite(axis.color ?? ''), axis.name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has twelve action types mixing members-only, HR and provider validation', async () => {
    const rows = await db.select().from(actionTypes);
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((type) => type.acronym)).size).toBe(12);
    for (const flag of ['membersOnly', 'hrValidation', 'providerValidation'] as const) {
      const count = rows.filter((type) => type[flag]).length;
      expect(count, flag).toBeGreaterThan(1);
      expect(count, flag).toBeLessThan(12);
    }
    expect(
      rows.filter((type) => type.conditionedSurveyQuestions.length > 0).length,
    ).toBeGreaterThan(1);
  });

  it('has 20 cities of Occitanie and 25 rooms in them', async () => {
    const cityRows = await db.select().from(cities);
    expect(cityRows).toHaveLength(20);
    // INSEE codes of the région's départements (Ariège 09 … Tarn-et-Garonne 82).
    for (const city of cityRows) {
      expect(city.code).toMatch(/^(09|11|12|30|31|32|34|46|48|65|66|81|82)\d{3}$/);
    }
    const roomRows = await db.select().from(rooms);
    expect(roomRows).toHaveLength(25);
    const names = new Set(cityRows.map((city) => city.value));
    for (const room of roomRows) {
      expect(names.has(room.city!), room.name).toBe(true);
      expect(room.zipCode).toMatch(/^\d{5}$/);
      expect(room.googleLink).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    }
  });

  it('has six providers and ten employers with a valid SIRET, an HR validator and beneficiaries', async () => {
    const rows = await db.select().from(structures);
    const profiles = await db.select().from(userProfiles);
    const holders = (structureId: number, code: string) =>
      profiles.filter((p) => p.structureId === structureId && p.profileCode === code).length;
    const providers = rows.filter((s) => s.type === 'provider');
    expect(providers).toHaveLength(6);
    for (const provider of providers) {
      expect(provider.managerName && provider.managerTitle, provider.name).toBeTruthy();
      expect(holders(provider.id, 'profile_provider'), provider.name).toBeGreaterThan(0);
    }
    const employers = rows.filter((s) => holders(s.id, 'profile_beneficiary') > 0);
    expect(employers).toHaveLength(10);
    expect(employers.some((s) => s.member) && employers.some((s) => !s.member)).toBe(true);
    for (const employer of employers) {
      expect(holders(employer.id, 'profile_hr'), employer.name).toBe(1);
      expect(holders(employer.id, 'profile_beneficiary'), employer.name).toBeGreaterThanOrEqual(3);
    }
    for (const structure of rows) {
      expect(structure.siret, structure.name).toMatch(/^\d{14}$/);
      expect(luhnValid(structure.siret!), structure.siret!).toBe(true);
      expect(luhnValid(structure.siret!.slice(0, 9)), structure.siret!).toBe(true);
    }
    expect(profiles.filter((p) => p.profileCode === 'profile_beneficiary')).toHaveLength(40);
    expect(profiles.filter((p) => p.profileCode === 'profile_manager')).toHaveLength(3);
  });

  it('has 60 actions over this year and the next, with speakers, costs and a referent manager', async () => {
    const rows = await db.select().from(actions);
    expect(rows.filter((a) => a.year === 2026)).toHaveLength(30);
    expect(rows.filter((a) => a.year === 2027)).toHaveLength(30);
    const speakers = await db.select().from(actionSpeakers);
    for (const action of rows) {
      expect(action.referentId && action.providerId && action.lotNumber, action.name).toBeTruthy();
      expect(action.public && action.goal && action.description, action.name).toBeTruthy();
      expect(Number(action.pedagogicalCost), action.name).toBeGreaterThan(0);
      expect(Number(action.amountHours)).toBe(Number(action.amountDays) * 7);
      expect(
        speakers.some((s) => s.actionId === action.id),
        action.name,
      ).toBe(true);
    }
  });

  it('has about 150 sessions in the 20 cities, past ones as a real year shows them', async () => {
    const rows = await db.select().from(sessions);
    expect(rows.length).toBeGreaterThanOrEqual(140);
    expect(rows.length).toBeLessThanOrEqual(160);
    expect(new Set(rows.map((s) => s.cityId).filter((id) => id !== null)).size).toBe(20);
    const past = new Set(rows.filter((s) => s.endDate < NOW).map((s) => s.status));
    for (const status of [...REALISED, 'CANCELED', 'REPORTED']) expect(past).toContain(status);
    const ahead = rows.filter((s) => s.startDate > NOW);
    expect(ahead.filter((s) => s.status === 'PROGRAMMED').length).toBeGreaterThan(60);
    expect(ahead.some((s) => s.published) && ahead.some((s) => !s.published)).toBe(true);
    expect(
      rows.filter((s) => s.externalRegistration && s.externalRegistrationUrl).length,
    ).toBeGreaterThan(0);
    expect(new Set(rows.map((s) => s.modality))).toEqual(new Set(['ONSITE', 'REMOTE', 'BOTH']));
  });

  it('keeps seats, waiting list, quotas, dates and histories consistent', async () => {
    await expectConsistent(db, NOW);
    const regs = await loadRegistrations(db);
    expect(regs.length).toBeGreaterThan(400);
    const statuses = new Set(regs.map((r) => r.status));
    for (const status of [...OPEN, ...ATTENDANCE, ...INACTIVE]) expect(statuses).toContain(status);
    // Exactly one session is full with a waiting list.
    expect(new Set(regs.filter((r) => r.waitingList).map((r) => r.sessionId)).size).toBe(1);
    // Cancelling a session cancelled its registrations with the workflow's reason.
    const cancelledBySession = await db
      .select({ reason: registrationHistory.reason })
      .from(registrationHistory)
      .innerJoin(registrations, eq(registrations.id, registrationHistory.registrationId))
      .innerJoin(sessions, eq(sessions.id, registrations.sessionId))
      .where(eq(sessions.status, 'CANCELED'));
    expect(cancelledBySession.map((row) => row.reason)).toContain(SESSION_CANCELLATION_REASON);
  });

  it('gives the demo beneficiary past and future registrations, a waiting list and favourites', async () => {
    const [demo] = await db.select().from(users).where(eq(users.username, 'beneficiary'));
    const own = await db
      .select({
        status: registrations.status,
        waitingList: registrations.waitingList,
        start: sessions.startDate,
      })
      .from(registrations)
      .innerJoin(sessions, eq(sessions.id, registrations.sessionId))
      .where(eq(registrations.beneficiaryId, demo!.id));
    const past = own.filter((r) => r.start < NOW);
    const future = own.filter((r) => r.start > NOW);
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(past.every((r) => ATTENDANCE.includes(r.status))).toBe(true);
    expect(future.length).toBeGreaterThanOrEqual(2);
    expect(future.some((r) => r.status === 'REGISTERED')).toBe(true);
    expect(future.some((r) => r.waitingList)).toBe(true);
    const favourites = await db
      .select({ start: sessions.startDate, published: sessions.published })
      .from(favorites)
      .innerJoin(sessions, eq(sessions.id, favorites.sessionId))
      .where(eq(favorites.userId, demo!.id));
    expect(favourites.length).toBeGreaterThanOrEqual(3);
    expect(favourites.every((f) => f.start > NOW && f.published)).toBe(true);
  });

  it('has the surveys of the realised sessions, two thirds answered, and one for the demo beneficiary to fill', async () => {
    const realisedWithSurvey = await db
      .select({ id: sessions.id, status: sessions.status })
      .from(sessions)
      .where(
        and(inArray(sessions.status, SURVEY_SESSION_STATUSES), eq(sessions.surveyEnabled, true)),
      );
    const surveys = await db.select().from(sessionSurveys).where(eq(sessionSurveys.kind, 'HOT'));
    expect(surveys.map((survey) => survey.sessionId).sort()).toEqual(
      realisedWithSurvey.map((session) => session.id).sort(),
    );
    const closedSessions = new Set(
      realisedWithSurvey.filter((s) => s.status === 'CLOSED').map((s) => s.id),
    );
    for (const survey of surveys) {
      expect(survey.status).toBe(closedSessions.has(survey.sessionId) ? 'CLOSED' : 'OPEN');
    }
    const sheets = await db
      .select({
        fillStatus: registrationSurveys.fillStatus,
        ratings: registrationSurveys.ratings,
        sessionSurveyId: registrationSurveys.sessionSurveyId,
        status: registrations.status,
        beneficiaryId: registrations.beneficiaryId,
        filledAt: registrationSurveys.filledAt,
      })
      .from(registrationSurveys)
      .innerJoin(registrations, eq(registrations.id, registrationSurveys.registrationId))
      .innerJoin(sessionSurveys, eq(sessionSurveys.id, registrationSurveys.sessionSurveyId))
      .where(eq(sessionSurveys.kind, 'HOT'));
    expect(sheets.every((sheet) => ['PRESENT', 'PARTIAL_ABSENCE'].includes(sheet.status))).toBe(
      true,
    );
    const filled = sheets.filter((sheet) => sheet.fillStatus === 'FILLED');
    expect(filled.length / sheets.length).toBeGreaterThan(0.5);
    expect(filled.length / sheets.length).toBeLessThan(0.8);
    expect(filled.every((sheet) => sheet.filledAt! <= NOW)).toBe(true);
    // The totals count exactly the stars of the sheets sent.
    const totals = await db
      .select({
        stars1: surveyRatingTotals.stars1,
        stars2: surveyRatingTotals.stars2,
        stars3: surveyRatingTotals.stars3,
        stars4: surveyRatingTotals.stars4,
        stars5: surveyRatingTotals.stars5,
      })
      .from(surveyRatingTotals)
      .innerJoin(sessionSurveys, eq(sessionSurveys.id, surveyRatingTotals.sessionSurveyId))
      .where(eq(sessionSurveys.kind, 'HOT'));
    const given = filled.reduce((sum, sheet) => sum + Object.keys(sheet.ratings!).length, 0);
    const counted = totals.reduce(
      (sum, row) => sum + row.stars1 + row.stars2 + row.stars3 + row.stars4 + row.stars5,
      0,
    );
    expect(counted).toBe(given);
    const [demo] = await db.select().from(users).where(eq(users.username, 'beneficiary'));
    const open = new Set(surveys.filter((s) => s.status === 'OPEN').map((s) => s.id));
    expect(
      sheets.some(
        (sheet) =>
          sheet.beneficiaryId === demo!.id &&
          sheet.fillStatus === 'UNFILLED' &&
          open.has(sheet.sessionSurveyId),
      ),
    ).toBe(true);
  });

  it('has the cold evaluations due by now of the type asking for one, with a few answers', async () => {
    const [type] = await db
      .select()
      .from(actionTypes)
      .where(eq(actionTypes.coldSurveyEnabled, true));
    expect(type).toMatchObject({ acronym: 'FC', coldSurveyDelayDays: 90 });
    const candidates = await db
      .select({ id: sessions.id, endDate: sessions.endDate, status: sessions.status })
      .from(sessions)
      .innerJoin(actions, eq(actions.id, sessions.actionId))
      .where(
        and(
          eq(actions.typeId, type!.id),
          inArray(sessions.status, SURVEY_SESSION_STATUSES),
          eq(sessions.surveyEnabled, true),
        ),
      );
    const due = candidates.filter((session) => coldSurveyDueDate(session.endDate, 90) <= NOW);
    const cold = await db.select().from(sessionSurveys).where(eq(sessionSurveys.kind, 'COLD'));
    expect(cold.map((survey) => survey.sessionId).sort()).toEqual(
      due.map((session) => session.id).sort(),
    );
    expect(cold.some((survey) => survey.status === 'OPEN')).toBe(true);
    const sheets = await db
      .select({
        fillStatus: registrationSurveys.fillStatus,
        ratings: registrationSurveys.ratings,
        filledAt: registrationSurveys.filledAt,
        surveyStatus: sessionSurveys.status,
        openedAt: sessionSurveys.openedAt,
      })
      .from(registrationSurveys)
      .innerJoin(sessionSurveys, eq(sessionSurveys.id, registrationSurveys.sessionSurveyId))
      .where(eq(sessionSurveys.kind, 'COLD'));
    const filled = sheets.filter((sheet) => sheet.fillStatus === 'FILLED');
    expect(filled.some((sheet) => sheet.surveyStatus === 'OPEN')).toBe(true);
    expect(filled.length).toBeLessThan(sheets.length);
    expect(
      filled.every((sheet) => sheet.filledAt! <= NOW && sheet.filledAt! > sheet.openedAt),
    ).toBe(true);
    const keys = Object.keys(filled[0]!.ratings!).sort();
    expect(keys).toEqual(
      coldQuestionnaire()
        .questions.filter((question) => question.type === 'rating')
        .map((question) => question.key)
        .sort(),
    );
  });

  it("gives the provider account's institute several actions she speaks on", async () => {
    const [provider] = await db
      .select({ id: users.id, structureId: userProfiles.structureId })
      .from(users)
      .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(users.username, 'provider'));
    const held = await db
      .select()
      .from(actions)
      .where(eq(actions.providerId, provider!.structureId!));
    expect(held.length).toBeGreaterThanOrEqual(6);
    const spoken = await db
      .select()
      .from(actionSpeakers)
      .where(eq(actionSpeakers.userId, provider!.id));
    expect(spoken.length).toBeGreaterThan(2);
  });

  it('publishes a message, three documents and three links on the home page', async () => {
    const [message] = await db.select().from(publicMessages);
    expect(message).toMatchObject({ published: true, title: expect.stringMatching(/2027/) });
    expect(message!.startsAt! < NOW).toBe(true);
    for (const table of [publicDocuments, publicLinks]) {
      const rows = await db.select().from(table);
      expect(rows).toHaveLength(3);
      expect(rows.every((row) => row.published && /^https:\/\//.test(row.url ?? ''))).toBe(true);
    }
  });

  it('is the same on every run for the same date', async () => {
    const other = await seeded(NOW);
    const snapshot = async (target: Db) => ({
      sessions: await target
        .select({ code: sessions.code, status: sessions.status, start: sessions.startDate })
        .from(sessions)
        .orderBy(asc(sessions.code)),
      registrations: await target
        .select({ status: registrations.status, askedAt: registrations.askedAt })
        .from(registrations)
        .orderBy(asc(registrations.id)),
    });
    expect(await snapshot(other)).toEqual(await snapshot(db));
  });
});

describe('demo programme seeded early in January', () => {
  it('keeps the same rules when no session of the new year is over yet', async () => {
    const db = await seeded(JANUARY);
    await expectConsistent(db, JANUARY);
    const years = new Set(
      (await db.select({ year: actions.year }).from(actions)).map((a) => a.year),
    );
    expect(years).toEqual(new Set([2027, 2028]));
  });
});
