import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';
import { createProgrammingFixture, type ProgrammingFixture } from './programming.fixtures.js';

/*
 * GET /api/actions/{id}/speaker_candidates?q=: the people the staff may add as speakers of an
 * action (enabled users with a provider profile), the action's own provider's first.
 */

let t: TestApp;
let f: ProgrammingFixture;
type Profile = keyof ProgrammingFixture['users'];
const tokens = {} as Record<Profile, string>;
let elodie: { id: number };
let bernard: { id: number };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  f = await createProgrammingFixture(t.db);
  for (const [name, user] of Object.entries(f.users)) {
    tokens[name as Profile] = await loginAs(t.app, user.username);
  }
  elodie = await createUser(t.db, {
    profile: 'profile_provider',
    structureId: f.otherProviderId,
    values: { givenName: 'Élodie', familyName: 'Aubert', email: 'elodie.aubert@zenith.test' },
  });
  bernard = await createUser(t.db, {
    profile: 'profile_provider',
    structureId: f.ownProviderId,
    values: { givenName: 'Bernard', familyName: 'Zola', email: 'b.zola@horizon.test' },
  });
  // Not candidates: a disabled provider, a beneficiary with a matching name.
  await createUser(t.db, {
    profile: 'profile_provider',
    structureId: f.ownProviderId,
    values: { givenName: 'Élodie', familyName: 'Partie', disabled: true },
  });
  await createUser(t.db, {
    profile: 'profile_beneficiary',
    structureId: f.employerId,
    values: { givenName: 'Elodie', familyName: 'Apprenante' },
  });
});
afterAll(async () => {
  await t?.close();
});

function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

const url = (actionId: number, q?: string) =>
  `/api/actions/${actionId}/speaker_candidates${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`;

describe('GET /api/actions/{id}/speaker_candidates', () => {
  it('lists enabled provider users, those of the action’s provider first', async () => {
    const response = await get(url(f.actions.ecoute.id), tokens.manager);
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((candidate: { id: number }) => candidate.id);
    // The own provider's two people (Nom… then Zola), then the other provider's (Aubert, Nom…).
    expect(ids).toEqual([f.users.provider.id, bernard.id, elodie.id, f.users.otherProvider.id]);
    const first = response.json()[0];
    expect(first).toEqual({
      id: f.users.provider.id,
      civility: null,
      givenName: f.users.provider.givenName,
      familyName: f.users.provider.familyName,
      email: f.users.provider.email,
      structures: ['Institut Horizon Formation'],
      ofActionProvider: true,
      speaker: false,
    });
  });

  it('finds people by any word of their names or email, accents and case ignored', async () => {
    const found = (await get(url(f.actions.ecoute.id, 'ELODIE'), tokens.admin)).json();
    expect(found.map((candidate: { id: number }) => candidate.id)).toEqual([elodie.id]);
    expect(found[0]).toMatchObject({ structures: ['Zénith Conseil'], ofActionProvider: false });
    const byEmail = (await get(url(f.actions.ecoute.id, 'horizon.test'), tokens.admin)).json();
    expect(byEmail.map((candidate: { id: number }) => candidate.id)).toEqual([bernard.id]);
    const twoWords = (await get(url(f.actions.ecoute.id, 'bernard zo'), tokens.admin)).json();
    expect(twoWords.map((candidate: { id: number }) => candidate.id)).toEqual([bernard.id]);
    const none = (await get(url(f.actions.ecoute.id, 'personne'), tokens.admin)).json();
    expect(none).toEqual([]);
    // LIKE wildcards are plain characters.
    const wildcard = (await get(url(f.actions.ecoute.id, '%'), tokens.admin)).json();
    expect(wildcard).toEqual([]);
  });

  it('marks the people already speaking in the action', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/actions/${f.actions.ecoute.id}/speakers`,
      headers: bearer(tokens.manager),
      payload: { speakerIds: [elodie.id] },
    });
    expect(put.statusCode).toBe(200);
    const found = (await get(url(f.actions.ecoute.id, 'aubert'), tokens.manager)).json();
    expect(found[0]).toMatchObject({ id: elodie.id, speaker: true });
  });

  it('orders by name when the action has no provider', async () => {
    const found = (await get(url(f.actions.accueil.id), tokens.manager)).json();
    expect(found.map((candidate: { familyName: string }) => candidate.familyName)).toEqual(
      [...found.map((candidate: { familyName: string }) => candidate.familyName)].sort((a, b) =>
        a.localeCompare(b, 'fr'),
      ),
    );
    expect(
      found.every((candidate: { ofActionProvider: boolean }) => !candidate.ofActionProvider),
    ).toBe(true);
  });

  it('gives a provider its own people only, on its own actions', async () => {
    const own = await get(url(f.actions.ecoute.id), tokens.provider);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((candidate: { id: number }) => candidate.id)).toEqual([
      f.users.provider.id,
      bernard.id,
    ]);
    expect((await get(url(f.actions.ecoute.id, 'elodie'), tokens.provider)).json()).toEqual([]);
    // Another provider's action is out of its reach.
    expect((await get(url(f.actions.ecoute.id), tokens.otherProvider)).statusCode).toBe(404);
    // And adds or removes its speakers there, as the staff do.
    const put = (speakerIds: number[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/actions/${f.actions.ecoute.id}/speakers`,
        headers: bearer(tokens.provider),
        payload: { speakerIds },
      });
    expect((await put([bernard.id])).json()).toMatchObject([{ id: bernard.id }]);
    expect((await put([])).json()).toEqual([]);
  });

  it('is the back office’s: anonymous 401, beneficiary and hr 403', async () => {
    expect((await get(url(f.actions.ecoute.id))).statusCode).toBe(401);
    for (const profile of ['beneficiary', 'hr'] as const) {
      expect((await get(url(f.actions.ecoute.id), tokens[profile])).statusCode).toBe(403);
    }
  });

  it('answers 404 for a missing action and 400 for a search too long', async () => {
    expect((await get(url(999999), tokens.admin)).statusCode).toBe(404);
    const long = await get(url(f.actions.ecoute.id, 'x'.repeat(101)), tokens.admin);
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.q).toEqual(['Maximum 100 caractères']);
  });
});
