import {
  REPORT_SESSION_STATUSES,
  missingReportSections,
  reportSectionsOf,
} from '@passerelle/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { sessionHistory, sessionReports, sessions, users } from '../../schema/index.js';
import { seedDemo } from './index.js';

/** The same day as demo-programme.test.ts: most of the year's sessions are over. */
const NOW = new Date('2026-11-23T10:00:00Z');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { now: NOW });
});
afterAll(async () => {
  await database?.close();
});

async function reportsOfOpenSessions() {
  return database.db
    .select({ session: sessions, report: sessionReports })
    .from(sessions)
    .leftJoin(sessionReports, eq(sessionReports.sessionId, sessions.id))
    .where(
      and(eq(sessions.reportEnabled, true), inArray(sessions.status, [...REPORT_SESSION_STATUSES])),
    );
}

describe('the demo reports', () => {
  it('give every realised session with its report enabled a report, in every state', async () => {
    const rows = await reportsOfOpenSessions();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => row.report === null)).toEqual([]);
    const realised = rows.filter((row) => row.session.status === 'REALIZED');
    const states = (status: string) => realised.filter((row) => row.report!.status === status);
    expect(states('COMPLETED').length).toBeGreaterThan(0);
    const inProgress = states('IN_PROGRESS');
    expect(inProgress.some((row) => row.report!.savedAt !== null)).toBe(true);
    expect(inProgress.some((row) => row.report!.savedAt === null)).toBe(true);
    const closed = rows.filter((row) => row.session.status === 'CLOSED');
    expect(closed.every((row) => row.report!.status === 'VALIDATED')).toBe(true);
    // Nothing but realised sessions with their report enabled has one.
    const all = await database.db.select().from(sessionReports);
    expect(all).toHaveLength(rows.length);
  });

  it('completes the required sections and dates each step after the session, before now', async () => {
    const rows = await reportsOfOpenSessions();
    for (const { session, report } of rows) {
      const label = session.code;
      if (report!.status !== 'IN_PROGRESS') {
        expect(missingReportSections(reportSectionsOf(report!.sections)), label).toEqual([]);
        expect(report!.completedAt! > session.endDate, label).toBe(true);
        expect(report!.completedById, label).not.toBeNull();
      }
      if (report!.status === 'VALIDATED') {
        expect(report!.validatedAt! <= NOW, label).toBe(true);
        expect(report!.validatedAt! >= report!.completedAt!, label).toBe(true);
        expect(report!.validatedById, label).not.toBeNull();
      }
    }
  });

  it('writes each step in the session’s history, authored, in its status at the time', async () => {
    const lines = await database.db
      .select({ comment: sessionHistory.comment, author: users.username })
      .from(sessionHistory)
      .innerJoin(users, eq(users.id, sessionHistory.authorId))
      .where(eq(sessionHistory.event, 'REPORT_VALIDATED'));
    expect(lines.length).toBeGreaterThan(0);
    const started = await database.db
      .select()
      .from(sessionHistory)
      .where(eq(sessionHistory.event, 'REPORT_STARTED'));
    expect(started.every((line) => line.fromStatus === line.toStatus)).toBe(true);
    expect(started.every((line) => line.createdAt <= NOW)).toBe(true);
  });
});
