import {
  currentYearParametersSchema,
  yearParametersHistorySchema,
  yearQuotasSchema,
} from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users, yearParameters, yearQuotas } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { currentPublicYear, quotaFor, setYearQuota } from './parameters.service.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const PROFILES = ['admin', 'manager', 'provider', 'beneficiary', 'hr'] as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const profile of PROFILES) {
    tokens[profile] = await loginAs(t.app, profile);
    const [row] = await t.db.select().from(users).where(eq(users.username, profile));
    ids[profile] = row!.id;
  }
});
afterAll(async () => {
  await t?.close();
});
// Each test starts from empty parameters, whatever the base seed holds.
beforeEach(async () => {
  await t.db.delete(yearParameters);
  await t.db.delete(yearQuotas);
});

function call(
  method: 'GET' | 'PUT',
  url: string,
  payload?: unknown,
  token: string | null = tokens.admin!,
) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const adminName = 'admin';
async function adminAuthor() {
  const [row] = await t.db.select().from(users).where(eq(users.username, adminName));
  return { id: row!.id, name: `${row!.givenName} ${row!.familyName}` };
}

describe('year parameters', () => {
  it('answers null before the first setting', async () => {
    const response = await call('GET', '/api/year_parameters/current');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    expect(await currentPublicYear(t.db)).toBeNull();
  });

  it('records each change with its author; the newest is current, all are in the history', async () => {
    const first = await call('PUT', '/api/year_parameters/current', { currentPublicYear: 2025 });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', '/api/year_parameters/current', { currentPublicYear: 2026 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      currentPublicYear: 2026,
      changedBy: await adminAuthor(),
    });

    const current = currentYearParametersSchema.parse(
      (await call('GET', '/api/year_parameters/current', undefined, tokens.manager!)).json(),
    );
    expect(current?.currentPublicYear).toBe(2026);
    expect(await currentPublicYear(t.db)).toBe(2026);

    const history = yearParametersHistorySchema.parse(
      (await call('GET', '/api/year_parameters/history')).json(),
    );
    expect(history.map((row) => row.currentPublicYear)).toEqual([2026, 2025]);
    expect(history.every((row) => row.changedBy?.id === ids.admin)).toBe(true);
    expect(Date.parse(history[0]!.changedAt)).toBeGreaterThanOrEqual(
      Date.parse(history[1]!.changedAt),
    );
  });

  it('adds no row when the value in force is saved again', async () => {
    await call('PUT', '/api/year_parameters/current', { currentPublicYear: 2025 });
    const again = await call('PUT', '/api/year_parameters/current', { currentPublicYear: 2025 });
    expect(again.statusCode).toBe(200);
    expect(await t.db.select().from(yearParameters)).toHaveLength(1);
  });

  it.each([
    [{ currentPublicYear: 1999 }, "L'année doit être comprise entre 2000 et 2100"],
    [{ currentPublicYear: 2101 }, "L'année doit être comprise entre 2000 et 2100"],
    [{ currentPublicYear: 2025.5 }, 'Doit être un nombre entier'],
    [{ currentPublicYear: '2025' }, 'Doit être un nombre'],
    [{}, 'Champ obligatoire'],
  ])('refuses %j with a French message and changes nothing', async (payload, message) => {
    const response = await call('PUT', '/api/year_parameters/current', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ currentPublicYear: [message] });
    expect(await t.db.select().from(yearParameters)).toEqual([]);
  });

  it('keeps the history of a deleted author, without a name', async () => {
    const [ghost] = await t.db
      .insert(users)
      .values({
        username: 'ancien-admin',
        givenName: 'Ancien',
        familyName: 'Admin',
        passwordHash: '',
      })
      .returning({ id: users.id });
    await t.db.insert(yearParameters).values({ currentPublicYear: 2024, changedById: ghost!.id });
    await t.db.delete(users).where(eq(users.id, ghost!.id));
    const history = (await call('GET', '/api/year_parameters/history')).json();
    expect(history).toEqual([
      expect.objectContaining({ currentPublicYear: 2024, changedBy: null }),
    ]);
  });
});

describe('year quotas', () => {
  it('records each change per year; the newest per year is in force', async () => {
    const put = (year: number, a: number, b: number) =>
      call('PUT', `/api/year_quotas/${year}`, { maxActionAmount: a, maxActionTypeAmount: b });
    expect((await put(2025, 6, 3)).statusCode).toBe(200);
    expect((await put(2026, 6, 3)).statusCode).toBe(200);
    const changed = await put(2026, 8, 4);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      year: 2026,
      maxActionAmount: 8,
      maxActionTypeAmount: 4,
      changedBy: await adminAuthor(),
    });

    const all = yearQuotasSchema.parse((await call('GET', '/api/year_quotas')).json());
    expect(all.years.map((q) => [q.year, q.maxActionAmount, q.maxActionTypeAmount])).toEqual([
      [2026, 8, 4],
      [2025, 6, 3],
    ]);
    expect(all.history.map((q) => [q.year, q.maxActionAmount])).toEqual([
      [2026, 8],
      [2026, 6],
      [2025, 6],
    ]);
    expect(all.inForce).toBeUndefined();

    const one = yearQuotasSchema.parse((await call('GET', '/api/year_quotas?year=2026')).json());
    expect(one.years).toHaveLength(1);
    expect(one.history.map((q) => q.maxActionAmount)).toEqual([8, 6]);
    expect(one.inForce).toEqual({
      year: 2026,
      sourceYear: 2026,
      maxActionAmount: 8,
      maxActionTypeAmount: 4,
    });
  });

  it('adds no row when the values in force for that year are saved again', async () => {
    await setYearQuota(t.db, 2025, { maxActionAmount: 6, maxActionTypeAmount: 3 }, ids.admin!);
    const again = await call('PUT', '/api/year_quotas/2025', {
      maxActionAmount: 6,
      maxActionTypeAmount: 3,
    });
    expect(again.statusCode).toBe(200);
    expect(await t.db.select().from(yearQuotas)).toHaveLength(1);
  });

  it('resolves the quotas of a year: its own, else the closest earlier, else the closest later', async () => {
    expect(await quotaFor(t.db, 2025)).toBeNull();
    await setYearQuota(t.db, 2024, { maxActionAmount: 5, maxActionTypeAmount: 2 }, ids.admin!);
    await setYearQuota(t.db, 2026, { maxActionAmount: 6, maxActionTypeAmount: 3 }, ids.admin!);
    await setYearQuota(t.db, 2026, { maxActionAmount: 7, maxActionTypeAmount: 3 }, ids.admin!);
    expect(await quotaFor(t.db, 2026)).toEqual({
      year: 2026,
      sourceYear: 2026,
      maxActionAmount: 7,
      maxActionTypeAmount: 3,
    });
    expect(await quotaFor(t.db, 2025)).toMatchObject({ sourceYear: 2024, maxActionAmount: 5 });
    expect(await quotaFor(t.db, 2030)).toMatchObject({ sourceYear: 2026, maxActionAmount: 7 });
    expect(await quotaFor(t.db, 2020)).toMatchObject({ sourceYear: 2024, maxActionAmount: 5 });
    // Inside a transaction too, as the registration rules will call it.
    await t.db.transaction(async (tx) => {
      expect((await quotaFor(tx, 2026))?.maxActionAmount).toBe(7);
    });
  });

  it.each([
    [
      { maxActionAmount: 3, maxActionTypeAmount: 4 },
      {
        maxActionTypeAmount: [
          "Ne peut pas dépasser le nombre maximal d'actions (3) : il s'agit d'un quota parmi elles",
        ],
      },
    ],
    [
      { maxActionAmount: -1, maxActionTypeAmount: 0 },
      { maxActionAmount: ['Doit être supérieur ou égal à 0'] },
    ],
    [
      { maxActionAmount: 2.5, maxActionTypeAmount: 1001 },
      {
        maxActionAmount: ['Doit être un nombre entier'],
        maxActionTypeAmount: ['Doit être inférieur ou égal à 1000'],
      },
    ],
    [{ maxActionAmount: 6 }, { maxActionTypeAmount: ['Champ obligatoire'] }],
  ])('refuses %j with French messages and changes nothing', async (payload, fieldErrors) => {
    const response = await call('PUT', '/api/year_quotas/2025', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(fieldErrors);
    expect(await t.db.select().from(yearQuotas)).toEqual([]);
  });

  it('refuses a year outside 2000-2100 in the path or the query', async () => {
    const put = await call('PUT', '/api/year_quotas/1999', {
      maxActionAmount: 6,
      maxActionTypeAmount: 3,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().fieldErrors).toEqual({
      year: ["L'année doit être comprise entre 2000 et 2100"],
    });
    const get = await call('GET', '/api/year_quotas?year=abc');
    expect(get.statusCode).toBe(400);
    expect(get.json().fieldErrors).toEqual({ year: ['Doit être un nombre'] });
    expect(await t.db.select().from(yearQuotas)).toEqual([]);
  });
});

describe('permissions', () => {
  const writes = [
    ['PUT', '/api/year_parameters/current', { currentPublicYear: 2030 }],
    ['PUT', '/api/year_quotas/2030', { maxActionAmount: 1, maxActionTypeAmount: 0 }],
  ] as const;
  const adminReads = ['/api/year_parameters/history', '/api/year_quotas'];

  it('refuses every route to anonymous visitors with 401', async () => {
    for (const url of ['/api/year_parameters/current', ...adminReads]) {
      expect((await call('GET', url, undefined, null)).statusCode, url).toBe(401);
    }
    for (const [method, url, payload] of writes) {
      expect((await call(method, url, payload, null)).statusCode, url).toBe(401);
    }
  });

  it.each(['manager', 'provider'] as const)(
    'lets %s read the current year only',
    async (profile) => {
      const token = tokens[profile]!;
      expect((await call('GET', '/api/year_parameters/current', undefined, token)).statusCode).toBe(
        200,
      );
      for (const url of adminReads) {
        expect((await call('GET', url, undefined, token)).statusCode, url).toBe(403);
      }
      for (const [method, url, payload] of writes) {
        expect((await call(method, url, payload, token)).statusCode, url).toBe(403);
      }
    },
  );

  it.each(['beneficiary', 'hr'] as const)('refuses every route to %s with 403', async (profile) => {
    const token = tokens[profile]!;
    for (const url of ['/api/year_parameters/current', ...adminReads]) {
      expect((await call('GET', url, undefined, token)).statusCode, url).toBe(403);
    }
    for (const [method, url, payload] of writes) {
      expect((await call(method, url, payload, token)).statusCode, url).toBe(403);
    }
  });

  it('changed nothing through the refused calls', async () => {
    for (const profile of ['manager', 'provider', 'beneficiary', 'hr'] as const) {
      for (const [method, url, payload] of writes)
        await call(method, url, payload, tokens[profile]);
    }
    expect(await t.db.select().from(yearParameters)).toEqual([]);
    expect(await t.db.select().from(yearQuotas)).toEqual([]);
  });
});
