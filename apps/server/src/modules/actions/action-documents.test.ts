import { ACTION_DOCUMENT_KINDS } from '@passerelle/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionDocuments, actionLinks } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { TEST_PDF, uploadFile } from '../../test/uploads.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { createProgrammingFixture, type ProgrammingFixture } from './programming.fixtures.js';

/*
 * The documents and public links of an action: files uploaded through action_files/multiple,
 * attached by kind, listed with their download URL, detached; links added and removed. Scoped
 * like the action; a provider edits the public and participant documents and the links only.
 */

let t: TestApp;
let f: ProgrammingFixture;
type Profile = keyof ProgrammingFixture['users'];
const tokens = {} as Record<Profile, string>;

/** Uploads a small PDF as `token` and returns its file id. */
function upload(token: string, name: string): Promise<number> {
  return uploadFile(t.app, token, 'action_files/multiple', name, TEST_PDF);
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload && { payload }),
  });
}

async function attach(token: string, actionId: number, kind: string, fileId: number) {
  return call('POST', '/api/action_files', token, { actionId, fileId, kind });
}

async function documentCount(actionId: number): Promise<number> {
  const [row] = await t.db
    .select({ total: count() })
    .from(actionDocuments)
    .where(eq(actionDocuments.actionId, actionId));
  return row!.total;
}

async function linkCount(actionId: number): Promise<number> {
  const [row] = await t.db
    .select({ total: count() })
    .from(actionLinks)
    .where(eq(actionLinks.actionId, actionId));
  return row!.total;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  f = await createProgrammingFixture(t.db);
  for (const [name, user] of Object.entries(f.users)) {
    tokens[name as Profile] = await loginAs(t.app, user.username);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('action documents', () => {
  it('has the shared kinds in the migrated database enum', async () => {
    const rows = rowsOf<{ kind: string }>(
      await t.db.execute(sql`select unnest(enum_range(null::action_document_kind))::text as kind`),
    );
    expect(rows.map(({ kind }) => kind)).toEqual([...ACTION_DOCUMENT_KINDS]);
  });

  it('attaches an uploaded file, lists it by kind with its download URL, and detaches it', async () => {
    const actionId = f.actions.ecoute.id;
    const manual = await upload(tokens.manager, 'guide.pdf');
    const programme = await upload(tokens.manager, 'programme.pdf');
    const attached = await call('POST', '/api/action_files', tokens.manager, {
      actionId,
      fileId: manual,
      kind: 'supplementary',
      name: '  Guide du formateur ',
    });
    expect(attached.statusCode).toBe(201);
    expect(attached.json()).toEqual({
      id: expect.any(Number),
      actionId,
      kind: 'supplementary',
      name: 'Guide du formateur',
      createdAt: expect.any(String),
      file: {
        id: manual,
        name: 'guide.pdf',
        mimeType: 'application/pdf',
        size: TEST_PDF.byteLength,
        url: `/api/files/${manual}/guide.pdf`,
      },
    });
    expect((await attach(tokens.manager, actionId, 'file', programme)).statusCode).toBe(201);

    const list = await call('GET', `/api/action_files?actionId=${actionId}`, tokens.provider);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((d: { kind: string; name: string }) => [d.kind, d.name])).toEqual([
      ['file', 'programme.pdf'],
      ['supplementary', 'Guide du formateur'],
    ]);
    // The provider of the action may download its files.
    expect((await call('GET', `/api/files/${manual}`, tokens.provider)).statusCode).toBe(200);

    const id = (attached.json() as { id: number }).id;
    expect((await call('DELETE', `/api/action_files/${id}`, tokens.manager)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/action_files/${id}`, tokens.manager)).statusCode).toBe(404);
    const after = await call('GET', `/api/action_files?actionId=${actionId}`, tokens.manager);
    expect(after.json()).toHaveLength(1);
  });

  it('makes a public document downloadable without signing in, and only while attached', async () => {
    const fileId = await upload(tokens.manager, 'plaquette.pdf');
    expect((await call('GET', `/api/files/${fileId}`)).statusCode).toBe(404);
    const attached = await attach(tokens.manager, f.actions.accueil.id, 'public', fileId);
    expect(attached.statusCode).toBe(201);
    expect((await call('GET', `/api/files/${fileId}`)).statusCode).toBe(200);
    const id = (attached.json() as { id: number }).id;
    await call('DELETE', `/api/action_files/${id}`, tokens.manager);
    expect((await call('GET', `/api/files/${fileId}`)).statusCode).toBe(404);
  });

  it('keeps a manager document private', async () => {
    const fileId = await upload(tokens.manager, 'budget.pdf');
    expect((await attach(tokens.manager, f.actions.accueil.id, 'manager', fileId)).statusCode).toBe(
      201,
    );
    expect((await call('GET', `/api/files/${fileId}`)).statusCode).toBe(404);
  });

  it('refuses someone else’s file, an unknown file and a file already attached', async () => {
    const actionId = f.actions.mediation.id;
    const before = await documentCount(actionId);
    const adminFile = await upload(tokens.admin, 'admin.pdf');
    const theirs = await attach(tokens.manager, actionId, 'file', adminFile);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().fieldErrors).toEqual({ fileId: ['Élément introuvable'] });
    expect((await attach(tokens.manager, actionId, 'file', 999999)).statusCode).toBe(400);
    expect(await documentCount(actionId)).toBe(before);

    const mine = await upload(tokens.manager, 'fiche.pdf');
    expect((await attach(tokens.manager, actionId, 'file', mine)).statusCode).toBe(201);
    const again = await attach(tokens.manager, actionId, 'participant', mine);
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors).toEqual({
      fileId: ['Cet élément est présent plusieurs fois'],
    });
  });

  it('checks the body with French messages', async () => {
    const response = await call('POST', '/api/action_files', tokens.manager, {
      actionId: f.actions.ecoute.id,
      fileId: 'x',
      kind: 'photo',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ kind: ['Valeur non autorisée'] });
    expect(response.json().fieldErrors.fileId).toHaveLength(1);
    const query = await call('GET', '/api/action_files?actionId=abc', tokens.manager);
    expect(query.statusCode).toBe(400);
  });

  it('lets a provider edit public and participant documents of its own actions only', async () => {
    const actionId = f.actions.ecoute.id;
    const support = await upload(tokens.provider, 'support.pdf');
    const own = await attach(tokens.provider, actionId, 'participant', support);
    expect(own.statusCode).toBe(201);
    const id = (own.json() as { id: number }).id;

    const budget = await upload(tokens.provider, 'budget.pdf');
    const managerKind = await attach(tokens.provider, actionId, 'manager', budget);
    expect(managerKind.statusCode).toBe(403);
    expect(managerKind.json().detail).toBe(
      'Vous ne pouvez pas modifier les documents de cette nature.',
    );

    const other = await attach(tokens.provider, f.actions.evaluation.id, 'public', budget);
    expect(other.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/action_files?actionId=${f.actions.evaluation.id}`, tokens.provider))
        .statusCode,
    ).toBe(404);
    // Another provider neither sees nor removes it.
    expect((await call('DELETE', `/api/action_files/${id}`, tokens.otherProvider)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/action_files/${id}`, tokens.provider)).statusCode).toBe(204);
  });

  it('does not let a provider remove a staff document of its own action', async () => {
    const fileId = await upload(tokens.manager, 'convention.pdf');
    const attached = await attach(tokens.manager, f.actions.ecoute.id, 'manager', fileId);
    const id = (attached.json() as { id: number }).id;
    expect((await call('DELETE', `/api/action_files/${id}`, tokens.provider)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/action_files/${id}`, tokens.manager)).statusCode).toBe(204);
  });
});

describe('action links', () => {
  it('adds, lists and removes a link', async () => {
    const actionId = f.actions.ecoute.id;
    const added = await call('POST', '/api/action_links', tokens.manager, {
      actionId,
      name: ' Site du programme ',
      url: 'https://exemple.fr/programme',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      actionId,
      name: 'Site du programme',
      url: 'https://exemple.fr/programme',
      createdAt: expect.any(String),
    });
    const list = await call('GET', `/api/action_links?actionId=${actionId}`, tokens.provider);
    expect(list.json()).toEqual([added.json()]);
    const id = (added.json() as { id: number }).id;
    expect((await call('DELETE', `/api/action_links/${id}`, tokens.manager)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/action_links/${id}`, tokens.manager)).statusCode).toBe(404);
  });

  it('refuses a URL that is not http(s) and a blank name, adding nothing', async () => {
    const actionId = f.actions.mediation.id;
    const before = await linkCount(actionId);
    for (const url of ['javascript:alert(1)', 'exemple.fr', 'ftp://exemple.fr/a']) {
      const response = await call('POST', '/api/action_links', tokens.manager, {
        actionId,
        name: '',
        url,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        name: ['Champ obligatoire'],
        url: ['URL invalide'],
      });
    }
    expect(await linkCount(actionId)).toBe(before);
  });

  it('lets a provider add and remove links of its own actions only', async () => {
    const own = await call('POST', '/api/action_links', tokens.provider, {
      actionId: f.actions.mediation.id,
      name: 'Ressources',
      url: 'http://exemple.fr',
    });
    expect(own.statusCode).toBe(201);
    const id = (own.json() as { id: number }).id;
    const other = await call('POST', '/api/action_links', tokens.provider, {
      actionId: f.actions.evaluation.id,
      name: 'Ressources',
      url: 'http://exemple.fr',
    });
    expect(other.statusCode).toBe(404);
    expect((await call('DELETE', `/api/action_links/${id}`, tokens.otherProvider)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/action_links?actionId=${f.actions.evaluation.id}`, tokens.provider))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/action_links/${id}`, tokens.provider)).statusCode).toBe(204);
  });
});

describe('permissions', () => {
  it('is refused to anonymous visitors, beneficiaries and HR validators', async () => {
    const actionId = f.actions.ecoute.id;
    const requests = [
      ['GET', `/api/action_files?actionId=${actionId}`],
      ['POST', '/api/action_files', { actionId, fileId: 1, kind: 'public' }],
      ['DELETE', '/api/action_files/1'],
      ['GET', `/api/action_links?actionId=${actionId}`],
      ['POST', '/api/action_links', { actionId, name: 'Lien', url: 'https://exemple.fr' }],
      ['DELETE', '/api/action_links/1'],
    ] as const;
    for (const [method, url, body] of requests) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      for (const profile of ['beneficiary', 'hr'] as const) {
        expect((await call(method, url, tokens[profile], body)).statusCode).toBe(403);
      }
    }
  });
});
