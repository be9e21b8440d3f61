import { existsSync, readFileSync } from 'node:fs';
import {
  DOCUMENT_TEMPLATE_CODES,
  MAIL_EVENTS,
  MAIL_EVENT_TAGS,
  authorizedTagsSchema,
  documentTemplateSchema,
  mailTemplateSchema,
  outboxMailSchema,
  outboxPageSchema,
  templatesListSchema,
} from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTemplates, mailOutbox, mailTemplates } from '../../db/schema/index.js';
import { DiskFileStore } from '../../lib/file-store.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { enqueueMail } from './outbox.service.js';
import { PDF_BYTES, PNG_BYTES, buildDocx, multipart, sampleValues } from './mail-test-support.js';
import { seedTemplates } from '../../db/seed/templates.js';

let t: TestApp;
let admin: Record<string, string>;
let mailTemplateId: number;
let documentTemplateId: number;
let mailId: number;

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

beforeAll(async () => {
  t = await createTestApp();
  await seedTemplates(t.db);
  admin = bearer(await loginAs(t.app, 'admin'));
  const [template] = await t.db
    .select()
    .from(mailTemplates)
    .where(eq(mailTemplates.code, 'REGISTRATION_REFUSED_HR'));
  mailTemplateId = template!.id;
  const [document] = await t.db
    .select()
    .from(documentTemplates)
    .where(eq(documentTemplates.code, 'CONVOCATION'));
  documentTemplateId = document!.id;
  const [id] = await enqueueMail(t.db, {
    template: 'SESSION_CANCELED',
    to: 'first@example.org',
    values: sampleValues('SESSION_CANCELED'),
  });
  mailId = id!;
});
afterAll(async () => {
  await t?.close();
});

describe('permissions', () => {
  const docx = () => multipart('file', 'modele.docx', DOCX_TYPE, buildDocx());
  const routes = () => [
    { method: 'GET' as const, url: '/api/mails' },
    { method: 'GET' as const, url: `/api/mails/${mailId}` },
    { method: 'GET' as const, url: '/api/mails/authorized_tags' },
    { method: 'GET' as const, url: '/api/templates' },
    { method: 'GET' as const, url: `/api/templates/${mailTemplateId}` },
    {
      method: 'PATCH' as const,
      url: `/api/templates/${mailTemplateId}`,
      payload: { subject: 'Sujet', body: 'Corps' },
    },
    { method: 'POST' as const, url: `/api/templates/${documentTemplateId}/import`, ...docx() },
    {
      method: 'POST' as const,
      url: `/api/templates/${mailTemplateId}/test`,
      payload: { to: 'essai@example.org' },
    },
  ];

  it('refuses anonymous visitors with 401 on every route', async () => {
    for (const route of routes()) {
      const response = await t.app.inject(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it.each(['manager', 'provider', 'beneficiary', 'hr'])(
    'refuses %s with 403 on every route, changing nothing',
    async (username) => {
      const headers = bearer(await loginAs(t.app, username));
      for (const route of routes()) {
        const response = await t.app.inject({
          ...route,
          headers: { ...headers, ...('headers' in route ? route.headers : {}) },
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
      const [template] = await t.db
        .select()
        .from(mailTemplates)
        .where(eq(mailTemplates.id, mailTemplateId));
      expect(template!.subject).not.toBe('Sujet');
      const [document] = await t.db
        .select()
        .from(documentTemplates)
        .where(eq(documentTemplates.id, documentTemplateId));
      expect(document!.importedAt).toBeNull();
    },
  );

  it('lets an admin through every route', async () => {
    for (const route of routes()) {
      const response = await t.app.inject({
        ...route,
        headers: { ...admin, ...('headers' in route ? route.headers : {}) },
      });
      const expected = route.url.endsWith('/test') ? 201 : 200;
      expect(response.statusCode, `${route.method} ${route.url} ${response.body}`).toBe(expected);
    }
  });
});

describe('GET /api/mails', () => {
  it('lists the outbox newest first, paginated, filtered by status', async () => {
    await t.db.delete(mailOutbox);
    const ids: number[] = [];
    for (const to of ['m1@example.org', 'm2@example.org', 'm3@example.org']) {
      ids.push(
        ...(await enqueueMail(t.db, {
          template: 'SURVEY_OPEN',
          to,
          values: sampleValues('SURVEY_OPEN'),
        })),
      );
    }
    await t.db.update(mailOutbox).set({ status: 'SENT' }).where(eq(mailOutbox.id, ids[0]!));

    const page1 = outboxPageSchema.parse(
      (await t.app.inject({ url: '/api/mails?pageSize=10', headers: admin })).json(),
    );
    expect(page1.total).toBe(3);
    expect(page1.items.map((item) => item.recipient)).toEqual([
      'm3@example.org',
      'm2@example.org',
      'm1@example.org',
    ]);
    expect(page1.items[0]).not.toHaveProperty('html');

    const pending = outboxPageSchema.parse(
      (await t.app.inject({ url: '/api/mails?status=PENDING', headers: admin })).json(),
    );
    expect(pending.items.map((item) => item.recipient)).toEqual([
      'm3@example.org',
      'm2@example.org',
    ]);
    expect(pending).toMatchObject({ total: 2, page: 1, pageSize: 20, sending: false });

    const page2 = outboxPageSchema.parse(
      (await t.app.inject({ url: '/api/mails?pageSize=10&page=2', headers: admin })).json(),
    );
    expect(page2).toMatchObject({ items: [], total: 3, page: 2 });
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of ['status=LOST', 'page=0', 'pageSize=7', 'page=abc']) {
      const response = await t.app.inject({ url: `/api/mails?${query}`, headers: admin });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('gives one whole mail, HTML and text, or 404', async () => {
    const [id] = await enqueueMail(t.db, {
      template: 'SESSION_CANCELED',
      to: 'whole@example.org',
      values: { ...sampleValues('SESSION_CANCELED'), reason: '<b>travaux</b>' },
    });
    const mail = outboxMailSchema.parse(
      (await t.app.inject({ url: `/api/mails/${id}`, headers: admin })).json(),
    );
    expect(mail).toMatchObject({
      recipient: 'whole@example.org',
      templateCode: 'SESSION_CANCELED',
      status: 'PENDING',
    });
    expect(mail.html).toContain('Motif : &lt;b&gt;travaux&lt;/b&gt;');
    expect(mail.text).toContain('Motif : <b>travaux</b>');
    const missing = await t.app.inject({ url: '/api/mails/999999', headers: admin });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/mails/abc', headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/mails/authorized_tags', () => {
  it('lists the tags of every event, or of one', async () => {
    const all = authorizedTagsSchema.parse(
      (await t.app.inject({ url: '/api/mails/authorized_tags', headers: admin })).json(),
    );
    expect(all.map((entry) => entry.code)).toEqual([...MAIL_EVENTS]);
    const one = authorizedTagsSchema.parse(
      (
        await t.app.inject({
          url: '/api/mails/authorized_tags?code=PASSWORD_RESET',
          headers: admin,
        })
      ).json(),
    );
    expect(one).toHaveLength(1);
    expect(one[0]!.label).toBe('Réinitialisation du mot de passe');
    expect(one[0]!.tags.map((tag) => tag.name)).toEqual([...MAIL_EVENT_TAGS.PASSWORD_RESET]);
    const unknown = await t.app.inject({
      url: '/api/mails/authorized_tags?code=NOPE',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('mail templates', () => {
  it('lists every mail template in event order and every document template', async () => {
    const list = templatesListSchema.parse(
      (await t.app.inject({ url: '/api/templates', headers: admin })).json(),
    );
    expect(list.mailTemplates.map((template) => template.code)).toEqual([...MAIL_EVENTS]);
    expect(list.documentTemplates.map((template) => template.code)).toEqual([
      ...DOCUMENT_TEMPLATE_CODES,
    ]);
    const refused = list.mailTemplates.find((tpl) => tpl.code === 'REGISTRATION_REFUSED_HR');
    expect(refused!.label).toBe('Inscription refusée par le valideur RH');
    expect(refused!.tags.map((tag) => tag.name)).toContain('reason');
  });

  it('saves a valid edit', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/templates/${mailTemplateId}`,
      headers: admin,
      payload: { subject: '  Refus : {{ action.name }} ', body: 'Motif : {{reason}}' },
    });
    expect(response.statusCode).toBe(200);
    const saved = mailTemplateSchema.parse(response.json());
    expect(saved).toMatchObject({
      subject: 'Refus : {{ action.name }}',
      body: 'Motif : {{reason}}',
    });
    const fetched = mailTemplateSchema.parse(
      (await t.app.inject({ url: `/api/templates/${mailTemplateId}`, headers: admin })).json(),
    );
    expect(fetched.subject).toBe('Refus : {{ action.name }}');
  });

  it('refuses an unauthorised tag, naming it and listing the allowed ones, and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/templates/${mailTemplateId}`,
      headers: admin,
      payload: { subject: 'Refus {{ user.username }}', body: 'Bonjour {{ nom' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        subject: [
          `Balise non autorisée : user.username (balises autorisées : ${MAIL_EVENT_TAGS.REGISTRATION_REFUSED_HR.join(', ')})`,
        ],
        body: ['Balise mal formée : {{ nom'],
      },
    });
    const [row] = await t.db
      .select()
      .from(mailTemplates)
      .where(eq(mailTemplates.id, mailTemplateId));
    expect(row!.subject).toBe('Refus : {{ action.name }}');
  });

  it('refuses a blank or missing field and unknown fields', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/templates/${mailTemplateId}`,
      headers: admin,
      payload: { subject: '   ', extra: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json();
    expect(fieldErrors.body).toEqual(['Champ obligatoire']);
  });

  it('sends a trial of the saved template, each tag showing what it stands for', async () => {
    const before = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'x@y.org'));
    expect(before).toEqual([]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/templates/${mailTemplateId}/test`,
      headers: admin,
      payload: { to: ' x@y.org ' },
    });
    expect(response.statusCode).toBe(201);
    const [id] = response.json().mailIds as number[];
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
    expect(row).toMatchObject({
      recipient: 'x@y.org',
      templateCode: 'REGISTRATION_REFUSED_HR',
      status: 'PENDING',
      subject: "Refus : [Intitulé de l'action de formation]",
    });
    expect(row!.text).toBe('Motif : [Motif (refus, annulation, report ou renvoi du bilan)]');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/templates/${mailTemplateId}/test`,
      headers: admin,
      payload: { to: 'pas une adresse' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ to: ['Adresse e-mail invalide'] });
  });

  it('answers 404 for an unknown template', async () => {
    const get = await t.app.inject({ url: '/api/templates/999999', headers: admin });
    expect(get.statusCode).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/templates/999999',
      headers: admin,
      payload: { subject: 'a', body: 'b' },
    });
    expect(patch.statusCode).toBe(404);
  });
});

describe('POST /api/templates/{id}/import', () => {
  async function importFile(
    fileName: string,
    type: string,
    bytes: Uint8Array,
    id = documentTemplateId,
  ) {
    const body = multipart('file', fileName, type, bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/templates/${id}/import`,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  }

  async function documentRow() {
    const [row] = await t.db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.id, documentTemplateId));
    return row!;
  }

  it('stores a real DOCX in the files directory and dates the import', async () => {
    const docx = buildDocx();
    const response = await importFile('convocation.docx', DOCX_TYPE, docx);
    expect(response.statusCode).toBe(200);
    const answer = documentTemplateSchema.parse(response.json());
    expect(answer).toMatchObject({ code: 'CONVOCATION', imported: true });
    expect(Date.parse(answer.importedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const row = await documentRow();
    const path = new DiskFileStore(t.config.FILES_DIR).pathOf(row.filePath!);
    expect(readFileSync(path).equals(docx)).toBe(true);
    // A new import replaces the previous file.
    const again = await importFile('convocation-v2.docx', DOCX_TYPE, buildDocx());
    expect(again.statusCode).toBe(200);
    const replaced = await documentRow();
    expect(replaced.filePath).not.toBe(row.filePath);
    expect(existsSync(path)).toBe(false);
  });

  it.each([
    ['a PNG renamed .docx', PNG_BYTES],
    ['a PDF renamed .docx', PDF_BYTES],
    ['a ZIP without word/document.xml', buildDocx({ document: null })],
    ['a ZIP without [Content_Types].xml', buildDocx({ contentTypes: null })],
    ['a truncated DOCX', buildDocx().subarray(0, 200)],
  ])('refuses %s, changing nothing', async (_case, bytes) => {
    const before = await documentRow();
    const response = await importFile('modele.docx', DOCX_TYPE, bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      file: ['Format de fichier invalide (format attendu : DOCX)'],
    });
    expect(await documentRow()).toEqual(before);
  });

  it.each(['modele.txt', 'modele.docx.html', 'modele'])(
    'refuses a real DOCX named %s: the name must say what the file is',
    async (fileName) => {
      const before = await documentRow();
      const response = await importFile(fileName, DOCX_TYPE, buildDocx());
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        file: ['Format de fichier invalide (format attendu : DOCX)'],
      });
      expect(await documentRow()).toEqual(before);
    },
  );

  it('requires a file, sent as multipart', async () => {
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/templates/${documentTemplateId}/import`,
      headers: admin,
      payload: { file: 'x' },
    });
    expect(noFile.statusCode).toBe(415);
    const otherField = multipart('other', 'a.docx', DOCX_TYPE, buildDocx());
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/templates/${documentTemplateId}/import`,
      payload: otherField.payload,
      headers: { ...admin, ...otherField.headers },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ file: ['Champ obligatoire'] });
  });

  it('refuses a broken multipart body with 400', async () => {
    const good = multipart('file', 'a.docx', DOCX_TYPE, buildDocx());
    const other = multipart('file', 'a.docx', DOCX_TYPE, buildDocx());
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/templates/${documentTemplateId}/import`,
      payload: good.payload.subarray(0, 300),
      headers: { ...admin, ...other.headers },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([buildDocx(), Buffer.alloc(11 * 1024 * 1024)]);
    const response = await importFile('big.docx', DOCX_TYPE, big);
    expect(response.statusCode).toBe(413);
  });

  it('answers 404 for an unknown document template', async () => {
    const response = await importFile('a.docx', DOCX_TYPE, buildDocx(), 999999);
    expect(response.statusCode).toBe(404);
  });
});

describe('seedTemplates', () => {
  it('is idempotent and keeps edited templates', async () => {
    await t.db
      .update(mailTemplates)
      .set({ subject: 'Modifié' })
      .where(eq(mailTemplates.code, 'SURVEY_OPEN'));
    await seedTemplates(t.db);
    await seedTemplates(t.db);
    const mails = await t.db.select().from(mailTemplates);
    expect(mails).toHaveLength(MAIL_EVENTS.length);
    expect(mails.find((row) => row.code === 'SURVEY_OPEN')!.subject).toBe('Modifié');
    const documents = await t.db.select().from(documentTemplates);
    expect(documents).toHaveLength(DOCUMENT_TEMPLATE_CODES.length);
  });
});
