import {
  PERMISSIONS,
  PROFILES,
  SESSION_EVENTS,
  SESSION_STATUSES,
  SESSION_WORKFLOW,
  checkSessionTransition,
  sessionWorkflowStateSchema,
  type Profile,
} from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHistory, sessions } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import {
  createSession,
  createWorkflowFixture,
  type WorkflowFixture,
} from './session-workflow.fixtures.js';

let t: TestApp;
let fixture: WorkflowFixture;
const tokens = {} as Record<Profile, string>;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createWorkflowFixture(t.db);
  for (const profile of PROFILES) tokens[profile] = await loginAs(t.app, profile);
});
afterAll(async () => {
  await t?.close();
});

const REPROGRAM_BODY = {
  startDate: '2030-05-04T07:00:00.000Z',
  endDate: '2030-05-05T15:00:00.000Z',
};

const combinations = SESSION_EVENTS.flatMap((event) =>
  SESSION_STATUSES.flatMap((status) => PROFILES.map((profile) => ({ event, status, profile }))),
);

/**
 * Every (event, status, profile) over HTTP, on a session of the demo provider's action that is
 * over and has no registration (so `realize` has nothing else to refuse): the answer follows the
 * shared table, whose own tests check it against decisions.md.
 */
describe.each(combinations)('$event from $status by $profile', ({ event, status, profile }) => {
  it('is allowed or refused as the workflow table says', async () => {
    const sessionId = await createSession(fixture, { status });
    const rule = SESSION_WORKFLOW[event];
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/${rule.path}`,
      headers: bearer(tokens[profile]),
      payload: { comment: 'Vu en comité', ...(rule.needsNewDates ? REPROGRAM_BODY : {}) },
    });
    const [row] = await t.db
      .select({ status: sessions.status })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    const history = await t.db
      .select()
      .from(sessionHistory)
      .where(eq(sessionHistory.sessionId, sessionId));

    const holders: readonly Profile[] = PERMISSIONS[rule.permission];
    const check = checkSessionTransition(event, status, profile);
    if (!holders.includes(profile)) {
      // The route's permission refuses first, whatever the status.
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
        code: 'FORBIDDEN',
      });
    } else if (check.ok) {
      expect(response.statusCode, response.body).toBe(200);
      const state = sessionWorkflowStateSchema.parse(response.json());
      expect(state).toMatchObject({ id: sessionId, status: rule.to });
      expect(history).toMatchObject([
        {
          authorId: fixture.people[profile].id,
          fromStatus: status,
          toStatus: rule.to,
          comment: 'Vu en comité',
        },
      ]);
      return;
    } else {
      expect(response.statusCode).toBe(check.code === 'SESSION_TRANSITION_FORBIDDEN' ? 403 : 409);
      expect(response.json()).toEqual({ error: check.message, code: check.code });
    }
    // Refused: nothing changed.
    expect(row?.status).toBe(status);
    expect(history).toEqual([]);
  });
});

describe('refusals in French', () => {
  it('answers 409 with the status when no profile may fire the event from it', async () => {
    const sessionId = await createSession(fixture, { status: 'CANCELED' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/postpone`,
      headers: bearer(tokens.admin),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Action « Reporter la session » impossible : la session est au statut « Annulée ».',
      code: 'SESSION_TRANSITION_NOT_ALLOWED',
    });
  });

  it('answers 403 when only another profile may fire it from this status', async () => {
    const sessionId = await createSession(fixture, { status: 'CLOSED' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/return_to_programmed`,
      headers: bearer(tokens.manager),
      payload: REPROGRAM_BODY,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error:
        "Votre profil (Gestionnaire) ne permet pas l'action « Remettre en programmation » sur une session au statut « Clôturée ».",
      code: 'SESSION_TRANSITION_FORBIDDEN',
    });
  });
});
