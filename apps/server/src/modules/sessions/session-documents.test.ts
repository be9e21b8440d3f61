import { SESSION_DOCUMENT_KINDS } from '@passerelle/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionDocuments } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { TEST_PDF, uploadFile } from '../../test/uploads.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { createSession } from '../../test/factories.js';
import {
  createProgrammingFixture,
  type ProgrammingFixture,
} from '../actions/programming.fixtures.js';

/*
 * The files of a session: uploaded through session_files/multiple, then attached as invoice,
 * attendance sheet or document; listed with their download URL; detached. Scoped like the session.
 */

let t: TestApp;
let f: ProgrammingFixture;
type Profile = keyof ProgrammingFixture['users'];
const tokens = {} as Record<Profile, string>;
let closedSessionId: number;

const PDF = TEST_PDF;
const TEXT = new TextEncoder().encode('Compte rendu de la session.\n');

/** Uploads `bytes` as `token` and returns the file id. */
function upload(token: string, name: string, bytes: Uint8Array): Promise<number> {
  return uploadFile(t.app, token, 'session_files/multiple', name, bytes);
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload && { payload }),
  });
}

const documentsUrl = (sessionId: number) => `/api/sessions/${sessionId}/documents`;

async function documentCount(sessionId: number): Promise<number> {
  const [row] = await t.db
    .select({ total: count() })
    .from(sessionDocuments)
    .where(eq(sessionDocuments.sessionId, sessionId));
  return row!.total;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  f = await createProgrammingFixture(t.db);
  for (const [name, user] of Object.entries(f.users)) {
    tokens[name as Profile] = await loginAs(t.app, user.username);
  }
  closedSessionId = (
    await createSession(t.db, { actionId: f.actions.ecoute.id, code: 'ECO-OLD', status: 'CLOSED' })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

describe('session documents', () => {
  it('has the shared kinds in the migrated database enum', async () => {
    const rows = rowsOf<{ kind: string }>(
      await t.db.execute(sql`select unnest(enum_range(null::session_document_kind))::text as kind`),
    );
    expect(rows.map(({ kind }) => kind)).toEqual([...SESSION_DOCUMENT_KINDS]);
  });

  it('attaches an uploaded invoice and lists it with its download URL', async () => {
    const fileId = await upload(tokens.manager, 'facture-mars.pdf', PDF);
    const response = await call('POST', documentsUrl(f.sessions.eco1.id), tokens.manager, {
      kind: 'invoice',
      fileIds: [fileId],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        kind: 'invoice',
        name: 'facture-mars.pdf',
        createdAt: expect.any(String),
        file: {
          id: fileId,
          name: 'facture-mars.pdf',
          mimeType: 'application/pdf',
          size: PDF.byteLength,
          url: `/api/files/${fileId}/facture-mars.pdf`,
        },
      },
    ]);
    const list = await call('GET', documentsUrl(f.sessions.eco1.id), tokens.provider);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    // The provider of the session may download it.
    const download = await call('GET', `/api/files/${fileId}`, tokens.provider);
    expect(download.statusCode).toBe(200);
  });

  it('lists documents by kind: documents, invoice, attendance sheet', async () => {
    const sheet = await upload(tokens.manager, 'emargement.pdf', PDF);
    const notes = await upload(tokens.manager, 'notes.txt', TEXT);
    await call('POST', documentsUrl(f.sessions.eco1.id), tokens.manager, {
      kind: 'attendanceSheet',
      fileIds: [sheet],
    });
    await call('POST', documentsUrl(f.sessions.eco1.id), tokens.manager, {
      kind: 'document',
      fileIds: [notes],
    });
    const list = (await call('GET', documentsUrl(f.sessions.eco1.id), tokens.manager)).json();
    expect(list.map((document: { kind: string }) => document.kind)).toEqual([
      'document',
      'invoice',
      'attendanceSheet',
    ]);
  });

  it('refuses a format the kind does not take, naming the file, and attaches nothing', async () => {
    const before = await documentCount(f.sessions.eco2.id);
    const notes = await upload(tokens.manager, 'facture.txt', TEXT);
    const pdf = await upload(tokens.manager, 'ok.pdf', PDF);
    const response = await call('POST', documentsUrl(f.sessions.eco2.id), tokens.manager, {
      kind: 'invoice',
      fileIds: [pdf, notes],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      fileIds: ['facture.txt : Format de fichier invalide (format attendu : Document PDF)'],
    });
    expect(await documentCount(f.sessions.eco2.id)).toBe(before);
  });

  it('refuses files of someone else, unknown files and files already attached', async () => {
    const adminFile = await upload(tokens.admin, 'admin.pdf', PDF);
    const theirs = await call('POST', documentsUrl(f.sessions.eco2.id), tokens.manager, {
      kind: 'document',
      fileIds: [adminFile],
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().fieldErrors).toEqual({ fileIds: ['Élément introuvable'] });
    const unknown = await call('POST', documentsUrl(f.sessions.eco2.id), tokens.manager, {
      kind: 'document',
      fileIds: [999999],
    });
    expect(unknown.statusCode).toBe(400);

    const mine = await upload(tokens.manager, 'programme.pdf', PDF);
    const first = await call('POST', documentsUrl(f.sessions.eco2.id), tokens.manager, {
      kind: 'document',
      fileIds: [mine],
    });
    expect(first.statusCode).toBe(201);
    const again = await call('POST', documentsUrl(f.sessions.eco2.id), tokens.manager, {
      kind: 'invoice',
      fileIds: [mine],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors.fileIds).toEqual(['Cet élément est présent plusieurs fois']);
  });

  it('checks the body with French messages', async () => {
    const response = await call('POST', documentsUrl(f.sessions.eco2.id), tokens.manager, {
      kind: 'photo',
      fileIds: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      kind: ['Valeur non autorisée'],
      fileIds: ['Doit contenir au moins un élément'],
    });
  });

  it('lets a provider attach files to its own sessions only', async () => {
    const sheet = await upload(tokens.provider, 'emargement-signe.pdf', PDF);
    const own = await call('POST', documentsUrl(f.sessions.med1.id), tokens.provider, {
      kind: 'attendanceSheet',
      fileIds: [sheet],
    });
    expect(own.statusCode).toBe(201);
    const other = await call('POST', documentsUrl(f.sessions.eval1.id), tokens.provider, {
      kind: 'attendanceSheet',
      fileIds: [sheet],
    });
    expect(other.statusCode).toBe(404);
    expect((await call('GET', documentsUrl(f.sessions.eval1.id), tokens.provider)).statusCode).toBe(
      404,
    );
  });

  it('keeps a closed session as it is', async () => {
    const pdf = await upload(tokens.admin, 'tard.pdf', PDF);
    const response = await call('POST', documentsUrl(closedSessionId), tokens.admin, {
      kind: 'document',
      fileIds: [pdf],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('SESSION_READ_ONLY');
    expect((await call('GET', documentsUrl(closedSessionId), tokens.admin)).statusCode).toBe(200);
  });

  it('detaches a file once; another session’s document is not found', async () => {
    const pdf = await upload(tokens.manager, 'a-retirer.pdf', PDF);
    const attached = (
      await call('POST', documentsUrl(f.sessions.med1.id), tokens.manager, {
        kind: 'document',
        fileIds: [pdf],
      })
    ).json() as { id: number; name: string }[];
    const document = attached.find((item) => item.name === 'a-retirer.pdf')!;
    const wrongSession = await call(
      'DELETE',
      `${documentsUrl(f.sessions.eco1.id)}/${document.id}`,
      tokens.manager,
    );
    expect(wrongSession.statusCode).toBe(404);
    const removed = await call(
      'DELETE',
      `${documentsUrl(f.sessions.med1.id)}/${document.id}`,
      tokens.manager,
    );
    expect(removed.statusCode).toBe(204);
    const again = await call(
      'DELETE',
      `${documentsUrl(f.sessions.med1.id)}/${document.id}`,
      tokens.manager,
    );
    expect(again.statusCode).toBe(404);
  });

  it('is refused to anonymous visitors, beneficiaries and HR validators', async () => {
    const url = documentsUrl(f.sessions.eco1.id);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect(
      (await call('POST', url, undefined, { kind: 'document', fileIds: [1] })).statusCode,
    ).toBe(401);
    for (const profile of ['beneficiary', 'hr'] as const) {
      expect((await call('GET', url, tokens[profile])).statusCode).toBe(403);
      expect(
        (await call('POST', url, tokens[profile], { kind: 'document', fileIds: [1] })).statusCode,
      ).toBe(403);
      expect((await call('DELETE', `${url}/1`, tokens[profile])).statusCode).toBe(403);
    }
  });
});
