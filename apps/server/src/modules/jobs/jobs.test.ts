import {
  OUTBOX_FAILED_PAGE,
  OUTBOX_PAGE,
  SCHEDULED_TASKS,
  type JobsOverview,
  type Profile,
  type ScheduledTaskCode,
  type ScheduledTaskState,
} from '@passerelle/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.js';
import {
  documentSendItems,
  documentSends,
  files,
  mailOutbox,
  scheduledTasks,
} from '../../db/schema/index.js';
import {
  bearer,
  createTestApp,
  loginEveryProfile,
  testConfig,
  type TestApp,
} from '../../test/app.js';
import {
  createAction,
  createActionType,
  createSession,
  createStructure,
} from '../../test/factories.js';
import { TEST_PDF, uploadFile } from '../../test/uploads.js';

/*
 * The automatic tasks page's API (decision 043): every timed task with its plan on the answering
 * server and its runs as the database records them, the outbox's and the document sends' backlog,
 * and a task asked to run now, which a server then runs. `t.app` runs no timed task (their
 * intervals are 0 in tests); `withTasks` builds a second server on the same database that runs
 * both, as another replica would.
 */

let t: TestApp;
let tokens: Record<Profile, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryProfile(t.app);
});
afterAll(() => t?.close());

async function overview(app: App = t.app): Promise<JobsOverview> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/jobs',
    headers: bearer(tokens.admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as JobsOverview;
}

async function taskOf(name: ScheduledTaskCode, app: App = t.app): Promise<ScheduledTaskState> {
  return (await overview(app)).tasks.find((task) => task.name === name)!;
}

function runNow(name: string, app: App = t.app, token = tokens.admin) {
  return app.inject({ method: 'POST', url: `/api/jobs/${name}/run`, headers: bearer(token) });
}

/** A server on the same database running every timed task, every hour. */
async function withTasks<T>(work: (app: App) => Promise<T>): Promise<T> {
  const app = await buildApp({
    config: testConfig({
      FILES_CLEANUP_INTERVAL_MINUTES: '60',
      COLD_SURVEY_CHECK_MINUTES: '60',
      FAVORITE_ALERTS_CHECK_MINUTES: '60',
    }),
    database: t.database,
    logger: false,
  });
  try {
    await app.ready();
    return await work(app);
  } finally {
    await app.close();
  }
}

/** An uploaded file nobody attached, older than the clean-up's grace period. */
async function unattachedOldFile(): Promise<number> {
  const id = await uploadFile(t.app, tokens.admin, 'action_files/multiple', 'piece.pdf', TEST_PDF);
  await t.db
    .update(files)
    .set({ createdAt: sql`now() - interval '25 hours'` })
    .where(eq(files.id, id));
  return id;
}

/** A session whose cold evaluation came due yesterday. */
async function dueColdSession() {
  const type = await createActionType(t.db, { coldSurveyEnabled: true, coldSurveyDelayDays: 1 });
  const provider = await createStructure(t.db, { type: 'provider' });
  const action = await createAction(t.db, { typeId: type.id, providerId: provider.id });
  const endDate = new Date(Date.now() - 2 * 24 * 3600_000);
  return createSession(t.db, {
    actionId: action.id,
    startDate: new Date(endDate.getTime() - 8 * 3600_000),
    endDate,
    status: 'REALIZED',
    surveyEnabled: true,
  });
}

const seconds = (iso: string | null) => (iso === null ? null : Date.parse(iso) / 1000);

describe('GET /api/jobs', () => {
  it('lists every timed task, each off on a server whose intervals are 0', async () => {
    const { tasks, now } = await overview();
    expect(Math.abs(Date.parse(now) - Date.now())).toBeLessThan(60_000);
    expect(tasks.map((task) => task.name)).toEqual([...SCHEDULED_TASKS]);
    expect(tasks.find((task) => task.name === 'file-cleanup')).toMatchObject({
      label: 'Nettoyage des fichiers non rattachés',
      description: expect.stringContaining('Supprime les fichiers déposés'),
      enabled: false,
      intervalMinutes: null,
      setting: 'FILES_CLEANUP_INTERVAL_MINUTES',
      running: false,
      lastSuccessAt: null,
      lastError: null,
      nextRunAt: null,
      failures: 0,
      attempts: 0,
    });
    expect(tasks.find((task) => task.name === 'cold-surveys')).toMatchObject({
      label: 'Ouverture des évaluations à froid',
      enabled: false,
      setting: 'COLD_SURVEY_CHECK_MINUTES',
    });
  });

  it('knows every task a server may run', async () => {
    await withTasks(async (app) => {
      expect(app.scheduledTasks.size).toBe(SCHEDULED_TASKS.length);
      for (const name of SCHEDULED_TASKS) expect(app.scheduledTasks.has(name), name).toBe(true);
    });
  });

  it('shows a task that failed with its error, one that succeeded, and both off elsewhere', async () => {
    const fileId = await unattachedOldFile();
    try {
      await withTasks(async (app) => {
        // The cold evaluations are opened when the task first runs, at once: a pass that succeeds.
        await vi.waitFor(
          async () => expect((await taskOf('cold-surveys', app)).lastSuccessAt).not.toBeNull(),
          { timeout: 15_000, interval: 100 },
        );
        // Then a cold evaluation comes due, whose opening fails in the database (as a full disk
        // would make it), and a pass is asked for now.
        await dueColdSession();
        await t.db.execute(sql`
          create function refuse_cold_survey() returns trigger language plpgsql as $$
          begin raise exception 'no space left on device'; end $$`);
        await t.db.execute(sql`
          create trigger refuse_cold_survey before insert on session_surveys
          for each row when (new.kind = 'COLD') execute function refuse_cold_survey()`);
        expect((await runNow('cold-surveys', app)).statusCode).toBe(202);
        const failed = await vi.waitFor(
          async () => {
            const task = await taskOf('cold-surveys', app);
            expect(task.lastFailureAt).not.toBeNull();
            expect(task.running).toBe(false);
            return task;
          },
          { timeout: 15_000, interval: 100 },
        );
        expect(failed).toMatchObject({
          enabled: true,
          intervalMinutes: 60,
          failures: 1,
          attempts: 1,
        });
        // Its last success stays, from before the failure.
        expect(seconds(failed.lastSuccessAt)).toBeLessThan(seconds(failed.lastFailureAt)!);
        expect(failed.lastError).toMatch(
          /^L’ouverture de l’évaluation à froid a échoué pour \d+ sessions?\.$/,
        );
        // Tried again after a minute (back-off), well before its interval.
        const retryIn = seconds(failed.nextRunAt)! - Date.now() / 1000;
        expect(retryIn).toBeGreaterThan(30);
        expect(retryIn).toBeLessThan(90);

        // The clean-up's first pass would come a minute after the start: asked for now.
        const before = await taskOf('file-cleanup', app);
        expect(before).toMatchObject({ enabled: true, intervalMinutes: 60, lastSuccessAt: null });
        const response = await runNow('file-cleanup', app);
        expect(response.statusCode, response.body).toBe(202);
        const asked = response.json() as ScheduledTaskState;
        expect(asked.name).toBe('file-cleanup');
        expect(seconds(asked.nextRunAt)! - Date.now() / 1000).toBeLessThan(5);

        const done = await vi.waitFor(
          async () => {
            const task = await taskOf('file-cleanup', app);
            expect(task.lastSuccessAt).not.toBeNull();
            return task;
          },
          { timeout: 15_000, interval: 100 },
        );
        expect(done).toMatchObject({ running: false, lastError: null, failures: 0, attempts: 0 });
        expect(done.lastReport).toMatch(/^\d+ fichiers? non rattachés? supprimés?$/);
        expect(seconds(done.lastStartedAt)).toBeLessThanOrEqual(seconds(done.lastSuccessAt)!);
        // The next pass is an interval later.
        expect(seconds(done.nextRunAt)! - Date.now() / 1000).toBeGreaterThan(59 * 60);
        expect(await t.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
      });
    } finally {
      await t.db.execute(sql`drop trigger if exists refuse_cold_survey on session_surveys`);
      await t.db.execute(sql`drop function if exists refuse_cold_survey()`);
    }

    // A server that runs neither shows what the others did, and no plan of its own.
    const { tasks } = await overview();
    const cold = tasks.find((task) => task.name === 'cold-surveys')!;
    expect(cold).toMatchObject({ enabled: false, intervalMinutes: null, failures: 1 });
    expect(cold.lastError).toMatch(/a échoué/);
    const cleanup = tasks.find((task) => task.name === 'file-cleanup')!;
    expect(cleanup).toMatchObject({ enabled: false, intervalMinutes: null, lastError: null });
    expect(cleanup.lastSuccessAt).not.toBeNull();
  });

  it('sums up the outbox: pending, failed, the oldest pending mail’s age', async () => {
    const before = (await overview()).outbox;
    expect(before).toMatchObject({ page: OUTBOX_PAGE, failedPage: OUTBOX_FAILED_PAGE });
    const mail = { subject: 'Sujet', html: '<p>Bonjour</p>', text: 'Bonjour' };
    await t.db.insert(mailOutbox).values([
      { ...mail, recipient: 'a@example.org', createdAt: sql`now() - interval '10 minutes'` },
      { ...mail, recipient: 'b@example.org' },
      { ...mail, recipient: 'c@example.org', status: 'FAILED', lastError: 'Boîte pleine' },
      { ...mail, recipient: 'd@example.org', status: 'SENT', sentAt: new Date() },
    ]);
    const after = (await overview()).outbox;
    expect(after.pending).toBe(before.pending + 2);
    expect(after.failed).toBe(before.failed + 1);
    expect(after.oldestPendingSeconds).toBeGreaterThanOrEqual(600);
    if (before.pending === 0) expect(after.oldestPendingSeconds).toBeLessThan(700);
    await t.db.delete(mailOutbox).where(sql`${mailOutbox.recipient} like '_@example.org'`);
    expect((await overview()).outbox).toMatchObject({
      pending: before.pending,
      failed: before.failed,
    });
  });

  it('sums up the document sends: running, and failed in the last 30 days', async () => {
    const before = (await overview()).documentSends;
    expect(before.days).toBe(30);
    const session = await createSession(t.db, { startDate: new Date('2026-03-10T08:00:00Z') });
    const send = { sessionId: session.id, convocations: true, conventions: false, total: 1 };
    const [stopped, partly, old, running] = await t.db
      .insert(documentSends)
      .values([
        {
          ...send,
          status: 'FAILED',
          error: 'Le modèle de convocation est illisible.',
          createdAt: sql`now() - interval '2 days'`,
        },
        { ...send, status: 'DONE', createdAt: sql`now() - interval '1 day'` },
        {
          ...send,
          status: 'FAILED',
          error: 'Trop ancien',
          createdAt: sql`now() - interval '40 days'`,
        },
        // Worked through by another server, whose lease runs.
        { ...send, claimedBy: 'ailleurs:1:abcdef', nextAttemptAt: sql`now() + interval '1 hour'` },
      ])
      .returning();
    await t.db.insert(documentSendItems).values([
      { sendId: partly!.id, kind: 'CONVOCATION', name: 'Claire Martin', status: 'FAILED' },
      { sendId: partly!.id, kind: 'CONVOCATION', name: 'Paul Durand', status: 'SENT' },
      { sendId: running!.id, kind: 'CONVOCATION', name: 'Léa Petit', status: 'PENDING' },
    ]);

    const after = (await overview()).documentSends;
    expect(after.running).toBe(before.running + 1);
    expect(after.failed).toBe(before.failed + 2);
    const listed = after.latestFailures.map((failure) => failure.id);
    expect(listed.slice(0, 2)).toEqual([partly!.id, stopped!.id]);
    expect(listed).not.toContain(old!.id);
    expect(after.latestFailures[0]).toMatchObject({
      sessionId: session.id,
      actionId: session.actionId,
      actionName: expect.stringMatching(/^Action /),
      sessionStart: '2026-03-10T08:00:00.000Z',
      error: null,
      failedItems: 1,
      page: `/back/programming/${session.actionId}/sessions?session=${session.id}`,
    });
    expect(after.latestFailures[1]).toMatchObject({
      error: 'Le modèle de convocation est illisible.',
      failedItems: 0,
    });
  });
});

describe('POST /api/jobs/{name}/run', () => {
  it('answers 404 for an unknown task, and for one this server does not run', async () => {
    const unknown = await runNow('everything');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });

    const off = await runNow('file-cleanup');
    expect(off.statusCode).toBe(404);
    expect(off.json()).toEqual({
      code: 'SCHEDULED_TASK_DISABLED',
      error: 'Cette tâche n’est pas lancée par ce serveur : il ne peut pas la lancer maintenant.',
    });
  });

  it('answers 409 while a server runs the task, and changes nothing', async () => {
    await withTasks(async (app) => {
      // Another server claimed it a moment ago: its lease runs for five more minutes.
      await t.db
        .update(scheduledTasks)
        .set({
          claimedBy: 'ailleurs:1:abcdef',
          attempts: sql`${scheduledTasks.attempts} + 1`,
          nextAttemptAt: sql`now() + interval '5 minutes'`,
          lastStartedAt: sql`now()`,
        })
        .where(eq(scheduledTasks.name, 'file-cleanup'));
      const running = await taskOf('file-cleanup', app);
      expect(running).toMatchObject({ running: true, nextRunAt: null });
      expect(running.lastStartedAt).not.toBeNull();

      const [lease] = await t.db
        .select({ at: scheduledTasks.nextAttemptAt })
        .from(scheduledTasks)
        .where(eq(scheduledTasks.name, 'file-cleanup'));
      const response = await runNow('file-cleanup', app);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'SCHEDULED_TASK_RUNNING',
        error: 'Cette tâche est en cours : attendez la fin de son passage pour la relancer.',
      });
      const [after] = await t.db
        .select({ at: scheduledTasks.nextAttemptAt, by: scheduledTasks.claimedBy })
        .from(scheduledTasks)
        .where(eq(scheduledTasks.name, 'file-cleanup'));
      expect(after).toEqual({ at: lease!.at, by: 'ailleurs:1:abcdef' });
    });
  });

  it('is the administrator’s only', async () => {
    for (const profile of ['manager', 'provider', 'beneficiary', 'hr'] as const) {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/jobs',
        headers: bearer(tokens[profile]),
      });
      expect(list.statusCode, profile).toBe(403);
      expect((await runNow('file-cleanup', t.app, tokens[profile])).statusCode, profile).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/jobs/file-cleanup/run' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('describes both routes in French', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = (
      response.json() as { paths: Record<string, Record<string, { summary?: string }>> }
    ).paths;
    expect(paths['/api/jobs']?.get?.summary).toBe('Tâches automatiques et files d’attente');
    expect(paths['/api/jobs/{name}/run']?.post?.summary).toBe(
      'Lancer une tâche planifiée maintenant',
    );
  });
});
