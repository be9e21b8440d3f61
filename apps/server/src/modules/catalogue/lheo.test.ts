import { lheoFeedStateSchema, type LheoFeedState, type Profile } from '@passerelle/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, sessions, structures } from '../../db/schema/index.js';
import { demoSiret } from '../../db/seed/demo/siret.js';
import { bearer, createTestApp, loginEveryProfile, type TestApp } from '../../test/app.js';
import {
  createAction,
  createActionType,
  createRoom,
  createSession,
  createStructure,
} from '../../test/factories.js';
import { LHEO_XSD, validateXml } from '../../test/xml-schema.js';
import { addressLines } from './lheo-feed.js';

/*
 * The catalogue in LHÉO 2.3 (decision 075): the feed on the demo data and on crafted actions,
 * always valid against the official schema (xmllint), the actions it leaves out and why, its
 * reads counted for the administrator.
 */

let t: TestApp;
const tokens = {} as Record<Profile, string>;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await loginEveryProfile(t.app));
});
afterAll(async () => {
  await t?.close();
});

const FEED_URL = '/api/public/catalogue.lheo.xml';

async function readFeed() {
  const response = await t.app.inject({ method: 'GET', url: FEED_URL });
  return response;
}

async function state(): Promise<LheoFeedState> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/lheo/state',
    headers: bearer(tokens.admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return lheoFeedStateSchema.parse(response.json());
}

/** The text of every `<name>` element of the document, in order. */
function texts(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map(
    (match) => match[1]!,
  );
}

/** The `formation` element of an action, or undefined when the feed leaves it out. */
function formationOf(xml: string, actionId: number): string | undefined {
  const start = xml.indexOf(`<formation numero="AF-${actionId}"`);
  if (start === -1) return undefined;
  return xml.slice(start, xml.indexOf('</formation>', start) + '</formation>'.length);
}

const DAY_MS = 86_400_000;

let providers = 0;

/** A provider with everything the feed needs, and a complete action of it. */
async function completeAction(values: Partial<typeof actions.$inferInsert> = {}) {
  const provider = await createStructure(t.db, {
    siret: demoSiret('9000000' + (++providers % 10), `${providers}`.padStart(4, '0')),
    activityNumber: '11755555575',
    address: '3 rue des Écoles',
    zipCode: '75005',
    city: 'Paris',
    email: 'contact@organisme.example',
    phone: '01 02 03 04 05',
    managerName: 'Claire Martin',
  });
  const action = await createAction(t.db, {
    providerId: provider.id,
    year: 2027,
    goal: 'Savoir conduire un entretien.',
    expectedResults: 'Un entretien conduit de bout en bout.',
    description: 'Apports, mises en situation.',
    public: 'Conseillers en insertion.',
    entryLevel: '1',
    rhythm: 'Deux journées consécutives.',
    prerequisites: 'Aucun.',
    publicCodes: ['80006'],
    ...values,
  });
  return { provider, action };
}

async function publishedSession(
  actionId: number,
  values: Partial<typeof sessions.$inferInsert> = {},
) {
  return createSession(t.db, {
    actionId,
    published: true,
    startDate: new Date(Date.now() + 30 * DAY_MS),
    endDate: new Date(Date.now() + 31 * DAY_MS),
    ...values,
  });
}

describe('the LHÉO feed', () => {
  it('publishes the demo catalogue as a document the official LHÉO 2.3 schema accepts', async () => {
    const response = await readFeed();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    const verdict = validateXml(xml, LHEO_XSD);
    expect(verdict.messages).toContain('validates');
    expect(verdict.valid).toBe(true);

    const feed = await state();
    expect(feed.actionCount).toBeGreaterThan(5);
    expect(xml.match(/<formation /g)).toHaveLength(feed.actionCount);
    expect(xml.match(/<session /g)).toHaveLength(feed.sessionCount);
    // The demo provider without an activity number stays out, whole, and says why.
    const [numerique] = await t.db
      .select({ siret: structures.siret })
      .from(structures)
      .where(eq(structures.name, 'Collectif Numérique Inclusif'));
    expect(xml).not.toContain(numerique!.siret!);
    expect(feed.excluded.length).toBeGreaterThan(0);
    for (const action of feed.excluded) {
      expect(action.provider?.name).toBe('Collectif Numérique Inclusif');
      expect(action.gaps).toEqual(['activityNumber']);
    }
  });

  it('writes an action, its sessions and its provider in the LHÉO structure', async () => {
    const room = await createRoom(t.db, {
      name: 'Salle Garonne',
      address: '12 place du Capitole',
      zipCode: '31000',
      city: 'Toulouse',
    });
    const { action, provider } = await completeAction({
      amountHours: '14.00',
      formacodes: ['44067'],
    });
    // 23:30 UTC on 27 March is already the 28th in Paris.
    const first = await publishedSession(action.id, {
      startDate: new Date('2099-03-27T23:30:00Z'),
      endDate: new Date('2099-03-28T16:00:00Z'),
      modality: 'BOTH',
      roomId: room.id,
    });
    const second = await publishedSession(action.id, {
      startDate: new Date('2099-06-02T07:00:00Z'),
      endDate: new Date('2099-06-03T15:00:00Z'),
      modality: 'REMOTE',
    });
    const xml = (await readFeed()).body;
    expect(validateXml(xml, LHEO_XSD).valid).toBe(true);
    const formation = formationOf(xml, action.id)!;
    expect(texts(formation, 'intitule-formation')).toEqual([action.name]);
    expect(texts(formation, 'resultats-attendus')).toEqual([
      'Un entretien conduit de bout en bout.',
    ]);
    expect(texts(formation, 'code-FORMACODE')).toEqual(['44067']);
    expect(texts(formation, 'code-niveau-entree')).toEqual(['1']);
    expect(texts(formation, 'code-public-vise')).toEqual(['80006', '80006']);
    expect(texts(formation, 'numero-activite')).toEqual(['11755555575']);
    expect(texts(formation, 'SIRET')).toEqual([provider.siret, provider.siret, provider.siret]);
    // One LHÉO action per session, each with its mode, its dates in Paris and its page.
    expect(texts(formation, 'modalites-enseignement')).toEqual(['1', '2']);
    expect(texts(formation, 'debut')).toEqual(['20990328', '20990602']);
    expect(texts(formation, 'fin')).toEqual(['20990328', '20990603']);
    expect(texts(formation, 'urlweb')).toEqual([
      `${t.config.PUBLIC_URL}/training/${first.id}`,
      `${t.config.PUBLIC_URL}/training/${second.id}`,
    ]);
    // The room of the first session is its place; the second, remote, has none.
    expect(texts(formation, 'denomination')).toEqual(['Salle Garonne']);
    expect(formation.match(/<lieu-de-formation>/g)).toHaveLength(1);
    expect(texts(formation, 'nombre-heures-total')).toEqual(['14', '14']);
  });

  it('leaves out an action that lacks a mandatory element, and takes it in once given', async () => {
    const { action } = await completeAction({
      expectedResults: '',
      publicCodes: [],
      entryLevel: null,
    });
    await publishedSession(action.id);
    expect(formationOf((await readFeed()).body, action.id)).toBeUndefined();
    const left = (await state()).excluded.find((row) => row.id === action.id);
    expect(left).toMatchObject({
      sessionCount: 1,
      gaps: ['expectedResults', 'entryLevel', 'publicCodes'],
    });

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/actions/${action.id}`,
      headers: bearer(tokens.manager),
      payload: {
        expectedResults: 'Des entretiens structurés.',
        entryLevel: '14',
        publicCodes: ['80006'],
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const xml = (await readFeed()).body;
    expect(validateXml(xml, LHEO_XSD).valid).toBe(true);
    expect(texts(formationOf(xml, action.id)!, 'code-niveau-entree')).toEqual(['14']);
    expect((await state()).excluded.some((row) => row.id === action.id)).toBe(false);
  });

  it('keeps the document valid whatever the texts hold: markup, control characters, lengths', async () => {
    const long = `${'Un objectif très détaillé '.repeat(200)}fin`;
    const { action, provider } = await completeAction({
      name: 'Écrire <vite> & "bien"\u0007 : l’essentiel',
      goal: long,
      description: 'Ligne 1\u0001\nLigne 2\u001F seule',
      // Written past the form's checks: a malformed code, more codes than the schema takes.
      publicCodes: ['8006', ...Array.from({ length: 12 }, (_, i) => `${80010 + i}`)],
    });
    await t.db
      .update(structures)
      .set({
        address: `Bâtiment B, résidence des Acacias, entrée par le parking du fond\n${'x'.repeat(60)}`,
      })
      .where(eq(structures.id, provider.id));
    await publishedSession(action.id);
    const xml = (await readFeed()).body;
    expect(validateXml(xml, LHEO_XSD)).toMatchObject({ valid: true });
    const formation = formationOf(xml, action.id)!;
    expect(formation).toContain('Écrire &lt;vite&gt; &amp; &quot;bien&quot; : l’essentiel');
    const [goal] = texts(formation, 'objectif-formation');
    expect([...goal!].length).toBeLessThanOrEqual(3000);
    expect(goal!.endsWith('…')).toBe(true);
    expect(texts(formation, 'contenu-formation')).toEqual(['Ligne 1\nLigne 2 seule']);
    const codes = texts(formation, 'code-public-vise');
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain('8006');
  });

  it('leaves out the sessions an anonymous visitor does not find: unpublished, past, members only', async () => {
    const { action } = await completeAction();
    const hidden = await publishedSession(action.id, { published: false });
    const past = await publishedSession(action.id, {
      startDate: new Date(Date.now() - 2 * DAY_MS),
      endDate: new Date(Date.now() - DAY_MS),
    });
    const shown = await publishedSession(action.id);
    const membersType = await createActionType(t.db, { membersOnly: true });
    const { action: membersAction } = await completeAction({ typeId: membersType.id });
    await publishedSession(membersAction.id);
    const xml = (await readFeed()).body;
    const numbers = texts(formationOf(xml, action.id)!, 'urlweb');
    expect(numbers).toEqual([`${t.config.PUBLIC_URL}/training/${shown.id}`]);
    expect(xml).not.toContain(`/training/${hidden.id}<`);
    expect(xml).not.toContain(`/training/${past.id}<`);
    expect(formationOf(xml, membersAction.id)).toBeUndefined();
  });

  it('answers 204 for an empty catalogue: the schema has no valid document without a formation', async () => {
    const published = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.published, true));
    const ids = published.map((row) => row.id);
    await t.db.update(sessions).set({ published: false }).where(inArray(sessions.id, ids));
    try {
      const response = await readFeed();
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const feed = await state();
      expect(feed).toMatchObject({ actionCount: 0, sessionCount: 0, excluded: [] });
      // What an empty feed would be, refused by the official schema.
      const empty =
        '<?xml version="1.0" encoding="UTF-8"?>\n<lheo xmlns="http://lheo.gouv.fr/2.3"><offres/></lheo>\n';
      const verdict = validateXml(empty, LHEO_XSD);
      expect(verdict.valid).toBe(false);
      expect(verdict.messages).toContain('Missing child element');
    } finally {
      await t.db.update(sessions).set({ published: true }).where(inArray(sessions.id, ids));
    }
  });
});

describe('the LHÉO feed state', () => {
  it('counts the reads and tells when the feed was last read', async () => {
    await t.db.execute(sql`delete from feed_reads`);
    const before = await state();
    expect(before).toMatchObject({ lastReadAt: null, readCount: 0 });
    expect(before.url).toBe(`${t.config.PUBLIC_URL}/api/public/catalogue.lheo.xml`);
    const start = Date.now();
    await readFeed();
    await readFeed();
    const after = await state();
    expect(after.readCount).toBe(2);
    expect(Date.parse(after.lastReadAt!)).toBeGreaterThanOrEqual(start - 1000);
  });

  it('answers 429 past 30 reads a minute from one address, and counts no refused read', async () => {
    const read = () => t.app.inject({ url: FEED_URL, remoteAddress: '203.0.113.75' });
    for (let i = 0; i < 30; i++) expect((await read()).statusCode).toBe(200);
    const counted = (await state()).readCount;
    const refused = await read();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await state()).readCount).toBe(counted);
    // Another address still reads it.
    expect((await readFeed()).statusCode).toBe(200);
  });

  it('is the administrator’s only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/lheo/state' });
    expect(anonymous.statusCode).toBe(401);
    for (const profile of ['manager', 'provider', 'beneficiary', 'hr'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/lheo/state',
        headers: bearer(tokens[profile]),
      });
      expect(response.statusCode, profile).toBe(403);
    }
  });
});

describe('the LHÉO fields of an action', () => {
  it('refuse a Formacode that is not five digits, in French, and change nothing', async () => {
    const { action } = await completeAction();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/actions/${action.id}`,
      headers: bearer(tokens.admin),
      payload: { publicCodes: ['8006'], rhythm: 'Autre' },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Chaque code Formacode compte cinq chiffres');
    const [row] = await t.db.select().from(actions).where(eq(actions.id, action.id));
    expect(row).toMatchObject({ publicCodes: ['80006'], rhythm: 'Deux journées consécutives.' });
  });

  it('refuse an entry level LHÉO does not know', async () => {
    const { action } = await completeAction();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/actions/${action.id}`,
      headers: bearer(tokens.admin),
      payload: { entryLevel: '9' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('are read back with the action and copied with it', async () => {
    const { action } = await completeAction({ certifying: true, entryLevelRequired: true });
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/actions/${action.id}/duplicate`,
      headers: bearer(tokens.admin),
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/actions/${(copy.json() as { id: number }).id}`,
      headers: bearer(tokens.admin),
    });
    expect(detail.json()).toMatchObject({
      expectedResults: 'Un entretien conduit de bout en bout.',
      entryLevel: '1',
      entryLevelRequired: true,
      certifying: true,
      publicCodes: ['80006'],
    });
  });
});

describe('a provider’s activity number', () => {
  it('is kept without its spaces, and refused when it is not 11 signs', async () => {
    const provider = await createStructure(t.db, { siret: null });
    const good = await t.app.inject({
      method: 'PATCH',
      url: `/api/structures/detail/${provider.id}`,
      headers: bearer(tokens.admin),
      payload: { activityNumber: '76 2A 12345 2A' },
    });
    expect(good.statusCode, good.body).toBe(200);
    const [row] = await t.db.select().from(structures).where(eq(structures.id, provider.id));
    expect(row!.activityNumber).toBe('762A123452A');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/structures/detail/${provider.id}`,
      headers: bearer(tokens.admin),
      payload: { activityNumber: '7612345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Numéro de déclaration d’activité invalide');
  });
});

describe('addressLines', () => {
  it('wraps a long line at its spaces into lines of 50 signs at most, 4 lines at most', () => {
    const lines = addressLines(
      'Bâtiment B, résidence des Acacias, entrée par le parking du fond\nBP 12\n\n3\n4\n5',
    );
    expect(lines).toEqual([
      'Bâtiment B, résidence des Acacias, entrée par le',
      'parking du fond',
      'BP 12',
      '3',
    ]);
    for (const line of addressLines('x'.repeat(120))) expect(line.length).toBeLessThanOrEqual(50);
  });
});
