import { readdir } from 'node:fs/promises';
import { GetObjectCommand, HeadObjectCommand, DeleteObjectCommand } from '@aws-sdk/client-s3';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTemplates, files, mailAttachments, mailOutbox } from '../db/schema/index.js';
import { seedTemplates } from '../db/seed/templates.js';
import { objectKeyOf, type S3FileStore } from '../lib/s3-file-store.js';
import {
  createDocumentWorld,
  docxText,
  docxWith,
  type DocumentWorld,
} from '../modules/documents/documents.fixtures.js';
import { startTestSmtpServer, type TestSmtpServer } from '../modules/mail/smtp-test-server.js';
import { createPerson, type Person } from '../modules/registrations/registrations.fixtures.js';
import { bearer, createTestApp, type TestApp } from './app.js';
import { createAction, createRegistration, createSession } from './factories.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import { multipart, TEST_PDF, uploadFile } from './uploads.js';

/*
 * Every path of the app that keeps or reads bytes, with FILE_STORAGE=s3 on a real S3-protocol
 * server (s3rver; decision 046): uploads and downloads, a mail's attached PDF delivered to a real
 * SMTP server, generated documents drawing the provider's logo, DOCX templates, the image
 * endpoint, and the clean-up of unattached files. Each test looks at the bucket itself, and the
 * local files folder stays empty.
 */

let s3: TestS3Server;
let smtp: TestSmtpServer;
let t: TestApp;
let store: S3FileStore;
let admin: Person;
let w: DocumentWorld;

beforeAll(async () => {
  [s3, smtp] = await Promise.all([startS3Server(), startTestSmtpServer()]);
  t = await createTestApp({
    seed: false,
    env: {
      ...s3.env(),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Passerelle <portail@passerelle.test>',
      JOBS_POLL_INTERVAL_MS: '600000',
    },
  });
  store = t.app.fileStore as S3FileStore;
  await seedTemplates(t.db);
  admin = await createPerson(t.db, 'profile_admin', null);
  // The provider's logo and stamp are written through the app's store: into the bucket.
  w = await createDocumentWorld(t.db, store);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([s3?.close(), smtp?.close()]);
});

/** The object of a file key, read from the bucket without the app; null when missing. */
async function objectBytes(key: string): Promise<Buffer | null> {
  try {
    const object = await store.client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: objectKeyOf(key) }),
    );
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

async function objectExists(key: string): Promise<boolean> {
  return store.client
    .send(new HeadObjectCommand({ Bucket: s3.bucket, Key: objectKeyOf(key) }))
    .then(
      () => true,
      (error: { name?: string }) => {
        if (error.name === 'NotFound') return false;
        throw error;
      },
    );
}

async function deleteObject(key: string): Promise<void> {
  await store.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKeyOf(key) }));
}

async function storageKeyOf(fileId: number): Promise<string> {
  const [row] = await t.db
    .select({ key: files.storageKey })
    .from(files)
    .where(eq(files.id, fileId));
  return row!.key;
}

/** How many images a PDF draws (PDFKit writes each as an image XObject). */
function imagesIn(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
}

/** A PNG that provider information accepts (50 to 2,000 pixels a side). */
function png(side: number): Promise<Buffer> {
  const background = { r: 30, g: 90, b: 160 };
  return sharp({ create: { width: side, height: side, channels: 3, background } })
    .png()
    .toBuffer();
}

describe('uploads and downloads', () => {
  it('keeps an upload in the bucket and downloads it byte-identical from there', async () => {
    // Larger than one network read, every byte value: streamed, not re-encoded.
    const bytes = Buffer.concat([
      Buffer.from(TEST_PDF),
      Buffer.from(Array.from({ length: 256 }, (_, value) => value)),
      Buffer.alloc(200_000, 0xa5),
    ]);
    const id = await uploadFile(t.app, admin.token, 'action_files/multiple', 'piece.pdf', bytes);
    const key = await storageKeyOf(id);
    expect(Buffer.compare((await objectBytes(key))!, bytes)).toBe(0);

    const download = await t.app.inject({ url: `/api/files/${id}`, headers: bearer(admin.token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Number(download.headers['content-length'])).toBe(bytes.length);
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);

    // Gone from the bucket: the download answers 404, so it did read the bucket.
    await deleteObject(key);
    const lost = await t.app.inject({ url: `/api/files/${id}`, headers: bearer(admin.token) });
    expect(lost.statusCode).toBe(404);
  });

  it('keeps several files of one upload, each under its own object', async () => {
    const body = await multipart([
      { name: 'a.pdf', bytes: TEST_PDF },
      { name: 'b.txt', bytes: new TextEncoder().encode('Compte rendu de la séance') },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session_files/multiple',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
    expect(response.statusCode).toBe(201);
    const [pdf, text] = response.json() as { id: number }[];
    expect((await objectBytes(await storageKeyOf(pdf!.id)))!.toString()).toBe(
      Buffer.from(TEST_PDF).toString(),
    );
    expect((await objectBytes(await storageKeyOf(text!.id)))!.toString()).toBe(
      'Compte rendu de la séance',
    );
  });
});

describe('generated documents', () => {
  /** A provider with its own logo and stamp, uploaded and saved as a provider would. */
  async function providerWithImages() {
    const [logo, stamp] = await Promise.all([png(64), png(80)]);
    const upload = (name: string, bytes: Buffer) =>
      uploadFile(t.app, admin.token, 'structure_files/multiple?accept=png,jpeg', name, bytes);
    const logoId = await upload('logo.png', logo);
    const stampId = await upload('tampon.png', stamp);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/structures/${w.providerId}/information`,
      headers: bearer(admin.token),
      payload: { logoFileId: logoId, stampFileId: stampId },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { logo, logoId, stampId };
  }

  it('draw the provider’s logo and stamp read from the bucket', async () => {
    const { logoId } = await providerWithImages();
    const preview = async () => {
      const response = await t.app.inject({
        url: `/api/structures/${w.providerId}/information/preview`,
        headers: bearer(admin.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      return response.rawPayload;
    };
    const pdf = await preview();
    expect(imagesIn(pdf)).toBe(2);
    expect(pdf.toString('latin1')).toMatch(/\/Width 64/);
    expect(pdf.toString('latin1')).toMatch(/\/Width 80/);

    // The logo's object gone from the bucket: the document is drawn without it.
    await deleteObject(await storageKeyOf(logoId));
    const withoutLogo = await preview();
    expect(imagesIn(withoutLogo)).toBe(1);
    expect(withoutLogo.toString('latin1')).not.toMatch(/\/Width 64/);
  });

  it('fill an imported DOCX template kept in the bucket', async () => {
    const [template] = await t.db
      .select({ id: documentTemplates.id })
      .from(documentTemplates)
      .where(eq(documentTemplates.code, 'PARTICIPANT_LIST'));
    const form = new FormData();
    form.append('file', new Blob([docxWith('Liste {{ session.code }}')]), 'modele.docx');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/templates/${template!.id}/import`,
      headers: { ...bearer(admin.token), 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const [row] = await t.db
      .select({ key: documentTemplates.filePath })
      .from(documentTemplates)
      .where(eq(documentTemplates.id, template!.id));
    expect(await objectExists(row!.key!)).toBe(true);

    const filled = await t.app.inject({
      url: `/api/sessions/${w.sessionId}/participant_list`,
      headers: bearer(w.staff.token),
    });
    expect(filled.statusCode).toBe(200);
    expect(docxText(filled.rawPayload)).toContain('Liste ACC-2026-01');
  });
});

describe('the image endpoint', () => {
  it('converts a public image read from the bucket', async () => {
    const logo = await png(120);
    const id = await uploadFile(
      t.app,
      admin.token,
      'structure_files/multiple?accept=png,jpeg',
      'logo.png',
      logo,
    );
    // A structure's logo is public, hence served by the image endpoint.
    await t.db.execute(sql`update structures set logo_file_id = ${id} where id = ${w.employerA}`);

    const response = await t.app.inject({ url: `/_ipx/w_30&f_png/files/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const metadata = await sharp(response.rawPayload).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 30, height: 30 });
  });
});

describe('mail attachments', () => {
  it('deliver the convocation PDF kept in the bucket, with the provider’s logo drawn', async () => {
    const logo = await png(64);
    const logoId = await uploadFile(
      t.app,
      admin.token,
      'structure_files/multiple?accept=png,jpeg',
      'logo.png',
      logo,
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/api/structures/${w.providerId}/information`,
      headers: bearer(admin.token),
      payload: { logoFileId: logoId, stampFileId: null },
    });
    const action = await createAction(t.db, { providerId: w.providerId });
    const startDate = new Date(Date.now() + 10 * 24 * 3_600_000);
    const session = await createSession(t.db, {
      actionId: action.id,
      status: 'PROGRAMMED',
      startDate,
      endDate: new Date(startDate.getTime() + 7 * 3_600_000),
    });
    const trainee = await createPerson(t.db, 'profile_beneficiary', w.employerA);
    await createRegistration(t.db, {
      sessionId: session.id,
      beneficiaryId: trainee.id,
      structureId: w.employerA,
      status: 'REGISTERED',
    });

    const before = smtp.received.length;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/document_sends`,
      headers: bearer(admin.token),
      payload: { convocations: true, conventions: false },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const mail = (await smtp.waitFor(before + 1, 30_000)).at(-1)!;
    expect(mail.to).toEqual([trainee.email]);
    expect(mail.attachments).toHaveLength(1);
    const attached = mail.attachments[0]!.content;
    expect(attached.subarray(0, 5).toString()).toBe('%PDF-');
    expect(attached.toString('latin1')).toMatch(/\/Width 64/);

    // What was delivered is the generated file kept in the bucket, and the outbox serves it.
    const [row] = await t.db
      .select({ mailId: mailAttachments.mailId, id: mailAttachments.id, key: files.storageKey })
      .from(mailAttachments)
      .innerJoin(files, eq(files.id, mailAttachments.fileId))
      .innerJoin(mailOutbox, eq(mailOutbox.id, mailAttachments.mailId))
      .where(eq(mailOutbox.recipient, trainee.email));
    expect(Buffer.compare((await objectBytes(row!.key))!, attached)).toBe(0);
    const download = await t.app.inject({
      url: `/api/mails/${row!.mailId}/attachments/${row!.id}`,
      headers: bearer(admin.token),
    });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, attached)).toBe(0);
  });
});

describe('the clean-up of unattached files', () => {
  it('deletes the object of an old unattached upload, and keeps a recent one', async () => {
    const old = await uploadFile(t.app, admin.token, 'action_files/multiple', 'a.pdf', TEST_PDF);
    const recent = await uploadFile(t.app, admin.token, 'action_files/multiple', 'b.pdf', TEST_PDF);
    const [oldKey, recentKey] = await Promise.all([storageKeyOf(old), storageKeyOf(recent)]);
    await t.db
      .update(files)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(files.id, old));
    expect(await objectExists(oldKey)).toBe(true);

    const result = await t.app.fileCleaner.runOnce();
    expect(result.bytesNotRemoved).toBe(0);
    expect(await objectExists(oldKey)).toBe(false);
    expect(await objectExists(recentKey)).toBe(true);
  });
});

it('was the S3 store all along: nothing was written to the local files folder', async () => {
  expect(store.kind).toBe('s3');
  expect(await readdir(t.config.FILES_DIR)).toEqual([]);
});
