import PizZip from 'pizzip';
import type { DocumentTemplateCode, RegistrationStatus } from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import {
  documentTemplates,
  files,
  sessionReports,
  structures,
  users,
} from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import type { FileStore } from '../../lib/file-store.js';
import { createPerson, type Person } from '../registrations/registrations.fixtures.js';
import {
  createAction,
  createCity,
  createRegistration,
  createRoom,
  createSession,
  createStructure,
  createUser,
} from '../../test/factories.js';
import { bearer, type TestApp } from '../../test/app.js';
import { TEST_PNG } from '../../test/uploads.js';

/*
 * A realistic programme for the document suites: a provider with its logo, stamp and manager,
 * two employers, an action with speakers, a realised onsite session over two days (four
 * half-days) with trainees of every attendance, and a programmed remote session.
 */

/** The text of every page of a PDF, read back with pdfjs-dist (one string per page). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        // pdfjs separates runs: read them as one text.
        .replace(/[ \u00a0\u202f]+/g, ' '),
    );
  }
  await pdf.destroy();
  return pages;
}

/** The metadata of a PDF (title, author, language). */
export async function pdfInfo(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const metadata = await pdf.getMetadata();
  await pdf.destroy();
  return metadata.info as { Title?: string; Author?: string; Language?: string };
}

/** A DOCX whose body is `text` (tags included), built in memory. */
export function docxWith(text: string): Uint8Array {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t xml:space="preserve">${escaped}</w:t></w:r></w:p></w:body></w:document>`,
  );
  return zip.generate({ type: 'uint8array' });
}

/** Imports `bytes` as the DOCX template of `code` through the API, as a new admin. */
export async function importDocumentTemplate(
  app: TestApp['app'],
  db: Database,
  code: DocumentTemplateCode,
  bytes: Uint8Array,
) {
  const [template] = await db
    .select({ id: documentTemplates.id })
    .from(documentTemplates)
    .where(eq(documentTemplates.code, code));
  const admin = await createPerson(db, 'profile_admin', null);
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'modele.docx');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: `/api/templates/${template!.id}/import`,
    headers: { ...bearer(admin.token), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** The text of a DOCX's body. */
export function docxText(bytes: Uint8Array): string {
  return new PizZip(bytes)
    .file('word/document.xml')!
    .asText()
    .replace(/<[^>]+>/g, '');
}

/** Paris wall-clock time in March 2026 (UTC+1). */
const march = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 2, day, hour - 1, minute));

export interface DocumentWorld {
  provider: Person;
  otherProvider: Person;
  staff: Person;
  hr: Person;
  providerId: number;
  /** The action of the realised and the remote session (of `providerId`). */
  actionId: number;
  employerA: number;
  employerB: number;
  sessionId: number;
  remoteSessionId: number;
  otherSessionId: number;
  /** Registrations of the realised session, by trainee. */
  present: { id: number; person: Person };
  partial: { id: number; person: Person };
  absent: { id: number; person: Person };
  registered: { id: number; person: Person };
  presentWithoutHours: { id: number; person: Person };
  /** The registration of the remote session (REGISTERED). */
  remote: { id: number; person: Person };
}

async function storeImage(db: Database, store: FileStore): Promise<number> {
  const key = await store.put(TEST_PNG);
  const [row] = await db
    .insert(files)
    .values({
      storageKey: key,
      originalName: 'image.png',
      mimeType: 'image/png',
      size: TEST_PNG.length,
    })
    .returning({ id: files.id });
  return row!.id;
}

async function trainee(
  db: Database,
  sessionId: number,
  structureId: number,
  names: { givenName: string; familyName: string; civility?: 'MR' | 'MRS' },
  status: RegistrationStatus,
  effectiveHours: string | null,
) {
  const person = await createPerson(db, 'profile_beneficiary', structureId);
  await db
    .update(users)
    .set({
      givenName: names.givenName,
      familyName: names.familyName,
      civility: names.civility ?? null,
    })
    .where(eq(users.id, person.id));
  const registration = await createRegistration(db, {
    sessionId,
    beneficiaryId: person.id,
    structureId,
    status,
    effectiveHours,
  });
  return { id: registration.id, person };
}

export async function createDocumentWorld(db: Database, store: FileStore): Promise<DocumentWorld> {
  const provider = await createStructure(db, {
    name: 'Institut Élan Formation',
    address: '12 rue de l’Église',
    zipCode: '34000',
    city: 'Montpellier',
    siret: '12345678900012',
    phone: '04 67 00 00 00',
    email: 'contact@elan-formation.test',
    managerName: 'Hélène Dupré',
    managerCivility: 'MRS',
    managerTitle: 'Directrice',
  });
  await db
    .update(structures)
    .set({ logoFileId: await storeImage(db, store), stampFileId: await storeImage(db, store) })
    .where(eq(structures.id, provider.id));
  const otherProviderId = (await createStructure(db, { name: 'Autre Organisme' })).id;
  const employerA = (
    await createStructure(db, {
      name: 'Mairie de Sète',
      type: 'employer',
      address: '20 rue Paul-Valéry',
      zipCode: '34200',
      city: 'Sète',
      siret: '21340301700019',
    })
  ).id;
  const employerB = (
    await createStructure(db, { name: 'Association Cœur d’Hérault', type: 'employer' })
  ).id;
  const speaker = await createUser(db, {
    profile: 'profile_provider',
    structureId: provider.id,
    values: { givenName: 'Maëlle', familyName: 'Rousseau' },
  });
  const action = await createAction(db, {
    name: 'Accueillir et accompagner les publics éloignés de l’emploi',
    goal: 'Conduire un entretien d’accueil ; repérer les freins périphériques à l’emploi.',
    public: 'Conseillers en insertion, chargés d’accueil',
    providerId: provider.id,
    speakerIds: [speaker.id],
  });
  const city = await createCity(db, { value: 'Montpellier' });
  const room = await createRoom(db, {
    name: 'Salle Garrigue',
    address: '3 place de la Comédie',
    zipCode: '34000',
    city: 'Montpellier',
  });
  const session = await createSession(db, {
    actionId: action.id,
    code: 'ACC-2026-01',
    status: 'REALIZED',
    modality: 'ONSITE',
    cityId: city.id,
    roomId: room.id,
    cost: '2400.00',
    reportEnabled: true,
    startDate: march(10, 9),
    endDate: march(11, 17),
    interventionDates: [
      { startsAt: march(10, 9), endsAt: march(10, 12, 30) },
      { startsAt: march(10, 13, 30), endsAt: march(10, 17) },
      { startsAt: march(11, 9), endsAt: march(11, 12, 30) },
      { startsAt: march(11, 13, 30), endsAt: march(11, 17) },
    ],
  });
  const remoteSession = await createSession(db, {
    actionId: action.id,
    code: 'ACC-2026-02',
    status: 'PROGRAMMED',
    modality: 'REMOTE',
    startDate: march(24, 14),
    endDate: march(24, 17),
    interventionDates: [{ startsAt: march(24, 14), endsAt: march(24, 17) }],
  });
  const otherAction = await createAction(db, { providerId: otherProviderId });
  const otherSession = await createSession(db, { actionId: otherAction.id, status: 'REALIZED' });

  const world: DocumentWorld = {
    provider: await createPerson(db, 'profile_provider', provider.id),
    otherProvider: await createPerson(db, 'profile_provider', otherProviderId),
    staff: await createPerson(db, 'profile_manager', employerA),
    hr: await createPerson(db, 'profile_hr', employerA),
    providerId: provider.id,
    actionId: action.id,
    employerA,
    employerB,
    sessionId: session.id,
    remoteSessionId: remoteSession.id,
    otherSessionId: otherSession.id,
    present: await trainee(
      db,
      session.id,
      employerA,
      { givenName: 'Élodie', familyName: 'Lefèvre', civility: 'MRS' },
      'PRESENT',
      '14.00',
    ),
    partial: await trainee(
      db,
      session.id,
      employerB,
      { givenName: 'François', familyName: 'Nguyễn', civility: 'MR' },
      'PARTIAL_ABSENCE',
      '7.00',
    ),
    absent: await trainee(
      db,
      session.id,
      employerA,
      { givenName: 'Zoé', familyName: 'Garçon' },
      'ABSENCE',
      '0.00',
    ),
    registered: await trainee(
      db,
      session.id,
      employerA,
      { givenName: 'Noël', familyName: 'Brûlé' },
      'REGISTERED',
      null,
    ),
    presentWithoutHours: await trainee(
      db,
      session.id,
      employerB,
      { givenName: 'Anaïs', familyName: 'Ølund' },
      'PRESENT',
      null,
    ),
    remote: await trainee(
      db,
      remoteSession.id,
      employerA,
      { givenName: 'Bérénice', familyName: 'Ça' },
      'REGISTERED',
      null,
    ),
  };
  return world;
}

/** Writes the report of `sessionId` as its provider would have. */
export async function writeReport(
  db: Database,
  sessionId: number,
  sections: Record<string, string>,
) {
  await db
    .insert(sessionReports)
    .values({ sessionId, sections, savedAt: new Date() })
    .onConflictDoUpdate({
      target: sessionReports.sessionId,
      set: { sections, savedAt: new Date() },
    });
}
