import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../../db/schema/index.js';
import { TEST_PDF, uploadFile } from '../../test/uploads.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { createRegistration, createUser } from '../../test/factories.js';
import { createProgrammingFixture, type ProgrammingFixture } from './programming.fixtures.js';

/*
 * Issue 23 item 5 (decision 061): a trainee whose registration is confirmed sees and downloads
 * the participant documents, supplementary resources and badge of its session's action; nobody
 * else's, and not before its registration is confirmed.
 */

let t: TestApp;
let f: ProgrammingFixture;
let manager: string;
let trainee: { id: number; token: string };
let requester: { id: number; token: string };
const ids = {} as Record<'participant' | 'supplementary' | 'manager' | 'public' | 'other', number>;

const LIST = '/api/registration_views/action_documents';
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function beneficiary(username: string) {
  const user = await createUser(t.db, {
    profile: 'profile_beneficiary',
    structureId: f.employerId,
    values: { username },
  });
  return { id: user.id, token: await loginAs(t.app, username) };
}

async function attach(actionId: number, kind: string, name: string) {
  const fileId = await uploadFile(t.app, manager, 'action_files/multiple', name, TEST_PDF);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/action_files',
    headers: bearer(manager),
    payload: { actionId, fileId, kind },
  });
  expect(response.statusCode).toBe(201);
  return fileId;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  f = await createProgrammingFixture(t.db);
  manager = await loginAs(t.app, f.users.manager.username);
  const ecoute = f.actions.ecoute.id;
  ids.participant = await attach(ecoute, 'participant', 'livret-stagiaire.pdf');
  ids.supplementary = await attach(ecoute, 'supplementary', 'pour-aller-plus-loin.pdf');
  ids.manager = await attach(ecoute, 'manager', 'notes-gestionnaire.pdf');
  ids.public = await attach(ecoute, 'public', 'programme.pdf');
  ids.other = await attach(f.actions.evaluation.id, 'participant', 'autre-action.pdf');
  await t.db
    .update(actions)
    .set({
      openBadgeDescription: 'Badge Écoute active',
      openBadgeRequestUrl: 'https://badges.example/ecoute',
    })
    .where(eq(actions.id, ecoute));

  trainee = await beneficiary('stagiaire.inscrite');
  requester = await beneficiary('stagiaire.demandeuse');
  await createRegistration(t.db, {
    sessionId: f.sessions.eco1.id,
    beneficiaryId: trainee.id,
    status: 'REGISTERED',
  });
  await createRegistration(t.db, {
    sessionId: f.sessions.eco1.id,
    beneficiaryId: requester.id,
    status: 'REQUESTED',
  });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/registration_views/action_documents', () => {
  it("lists a registered trainee's participant documents, resources and badge", async () => {
    const response = await get(LIST, trainee.token);
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      sessionId: f.sessions.eco1.id,
      actionId: f.actions.ecoute.id,
      badge: {
        description: 'Badge Écoute active',
        image: null,
        requestUrl: 'https://badges.example/ecoute',
      },
    });
    expect(items[0].documents.map((d: { kind: string; name: string }) => [d.kind, d.name])).toEqual(
      [
        ['participant', 'livret-stagiaire.pdf'],
        ['supplementary', 'pour-aller-plus-loin.pdf'],
      ],
    );
  });

  it('lists nothing while the registration is only a request', async () => {
    const response = await get(LIST, requester.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
  });

  it('is the beneficiary space’s: staff get 403', async () => {
    expect((await get(LIST, manager)).statusCode).toBe(403);
  });
});

describe('downloading them', () => {
  const download = (fileId: number, token: string) => get(`/api/files/${fileId}`, token);

  it('lets the registered trainee download its participant documents and resources', async () => {
    for (const fileId of [ids.participant, ids.supplementary]) {
      const response = await download(fileId, trainee.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
    }
  });

  it('refuses the manager documents, another action’s, and a mere request (404)', async () => {
    expect((await download(ids.manager, trainee.token)).statusCode).toBe(404);
    expect((await download(ids.other, trainee.token)).statusCode).toBe(404);
    expect((await download(ids.participant, requester.token)).statusCode).toBe(404);
    // A public document stays public.
    expect((await download(ids.public, requester.token)).statusCode).toBe(200);
  });
});
