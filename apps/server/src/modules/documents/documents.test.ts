import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentTemplateCode } from '@passerelle/shared';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import {
  createDocumentWorld,
  docxText,
  docxWith,
  importDocumentTemplate,
  pdfInfo,
  pdfPages,
  writeReport,
  type DocumentWorld,
} from './documents.fixtures.js';
import { seedTemplates } from '../../db/seed/templates.js';

/*
 * The generated documents (decision 036) of a realistic session, read back with pdfjs-dist:
 * names with accents, every date with its hours, page numbers; who may download what; when a
 * certificate is refused; the DOCX template path.
 */

let t: TestApp;
let w: DocumentWorld;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  w = await createDocumentWorld(t.db, t.app.fileStore);
  await seedTemplates(t.db);
});
afterAll(async () => {
  await t?.close();
});

function get(url: string, token: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

async function pdfOf(url: string, token = w.staff.token) {
  const response = await get(url, token);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const bytes = response.rawPayload;
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { response, pages: await pdfPages(bytes), bytes };
}

/** The pages' text as one line: a sentence reads the same wherever its lines break. */
const flat = (pages: readonly string[]) => pages.join(' ').replace(/\s+/g, ' ');

const session = () => `/api/sessions/${w.sessionId}`;

describe('the documents of a realised session', () => {
  it('convocation: the trainee, every date with its hours, the place, what to bring, the signatory', async () => {
    const { response, pages, bytes } = await pdfOf(
      `${session()}/convocation?registrationId=${w.present.id}`,
    );
    const text = flat(pages);
    expect(text).toContain('Convocation');
    expect(text).toContain('Mme Élodie Lefèvre');
    expect(text).toContain('Mairie de Sète');
    expect(text).toContain('mardi 10 mars 2026 : 09:00 – 12:30');
    expect(text).toContain('mardi 10 mars 2026 : 13:30 – 17:00');
    expect(text).toContain('mercredi 11 mars 2026 : 13:30 – 17:00');
    expect(text).toContain('Salle Garrigue, 3 place de la Comédie, 34000 Montpellier');
    expect(text).toContain('Accueillir et accompagner les publics éloignés de l’emploi');
    expect(text).toContain('À prévoir');
    expect(text).toContain('Hélène Dupré');
    expect(text).toContain('Fait à Montpellier');
    expect(text).toContain('14 h');
    expect(pages[0]).toContain(`Page 1 sur ${pages.length}`);
    // A French file name, with its ASCII fallback; never cached.
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Convocation ACC-2026-01 Lefevre Elodie.pdf"; ' +
        "filename*=UTF-8''Convocation%20ACC-2026-01%20Lef%C3%A8vre%20%C3%89lodie.pdf",
    );
    expect(response.headers['cache-control']).toContain('no-store');
    const info = await pdfInfo(bytes);
    expect(info.Title).toBe('Convocation – ACC-2026-01 – Lefèvre – Élodie');
    expect(info.Author).toBe('Institut Élan Formation');
    expect(info.Language).toBe('fr-FR');
    // The fonts are embedded (subsets of DejaVu), not the viewer's.
    expect(bytes.toString('latin1')).toMatch(/\/FontFile2/);
  });

  it('convocation of a remote session: remote, the link to come, what to bring remotely', async () => {
    const { pages } = await pdfOf(
      `/api/sessions/${w.remoteSessionId}/convocation?registrationId=${w.remote.id}`,
    );
    const text = flat(pages);
    expect(text).toContain('Bérénice Ça');
    expect(text).toContain('mardi 24 mars 2026 : 14:00 – 17:00');
    expect(text).toContain('À distance');
    expect(text).toContain('le lien de connexion vous sera communiqué');
    expect(text).toContain('un ordinateur avec micro et caméra');
  });

  it('convocation of a remote session with its link, once the staff gave it', async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${w.remoteSessionId}`,
      headers: bearer(w.staff.token),
      payload: { remoteUrl: 'https://visio.example.test/salle-élan' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const url = `/api/sessions/${w.remoteSessionId}/convocation?registrationId=${w.remote.id}`;
    const text = flat((await pdfOf(url)).pages);
    expect(text).toContain('connectez-vous quelques minutes avant le début à l’adresse :');
    expect(text).toContain('https://visio.example.test/salle-élan');
    expect(text).not.toContain('vous sera communiqué');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${w.remoteSessionId}`,
      headers: bearer(w.staff.token),
      payload: { remoteUrl: null },
    });
  });

  it('completion certificate: the official model’s fields, the hours attended', async () => {
    const { pages } = await pdfOf(
      `${session()}/completion_certificate?registrationId=${w.partial.id}`,
    );
    const text = flat(pages);
    expect(text).toContain('Certificat de réalisation');
    // The signer's words agree with her civility (issue 23).
    expect(text).toContain('Je soussignée Hélène Dupré, représentante légale du dispensateur');
    expect(text).toContain('Institut Élan Formation');
    expect(text).toContain(
      'M. François Nguyễn, salarié de la structure Association Cœur d’Hérault',
    );
    expect(text).toContain('☒ action de formation');
    expect(text).toContain('☐ bilan de compétences');
    expect(text).toContain('du 10 mars 2026 au 11 mars 2026, pour une durée de 14 heures');
    expect(text).toContain('7 heures réalisées');
    expect(text).toContain('Page 1 sur 1');
  });

  it('participation and end certificates of a trainee who attended', async () => {
    const participation = flat(
      (await pdfOf(`${session()}/participation_certificate?registrationId=${w.present.id}`)).pages,
    );
    expect(participation).toContain('Attestation de participation');
    expect(participation).toContain('Hélène Dupré, Directrice d’Institut Élan Formation');
    expect(participation).toContain('Mme Élodie Lefèvre a participé');
    const end = flat(
      (await pdfOf(`${session()}/end_certificate?registrationId=${w.present.id}`)).pages,
    );
    expect(end).toContain('Attestation de fin de formation');
    expect(end).toContain('repérer les freins périphériques');
    expect(end).toContain('Action de formation');
  });

  it('refuses a certificate without the attendance that allows it, in French, no document', async () => {
    for (const [registration, code] of [
      [w.absent.id, 'DOCUMENT_ATTENDANCE_MISSING'],
      [w.registered.id, 'DOCUMENT_ATTENDANCE_MISSING'],
    ] as const) {
      for (const document of [
        'participation_certificate',
        'completion_certificate',
        'end_certificate',
      ]) {
        const response = await get(
          `${session()}/${document}?registrationId=${registration}`,
          w.staff.token,
        );
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code });
        expect(response.json().error).toContain('présence');
      }
    }
    const noHours = await get(
      `${session()}/completion_certificate?registrationId=${w.presentWithoutHours.id}`,
      w.staff.token,
    );
    expect(noHours.statusCode).toBe(409);
    expect(noHours.json()).toMatchObject({ code: 'DOCUMENT_HOURS_MISSING' });
    // The other certificates do not state the hours.
    expect(
      (
        await get(
          `${session()}/end_certificate?registrationId=${w.presentWithoutHours.id}`,
          w.staff.token,
        )
      ).statusCode,
    ).toBe(200);
    const notRealized = await get(
      `/api/sessions/${w.remoteSessionId}/end_certificate?registrationId=${w.remote.id}`,
      w.staff.token,
    );
    expect(notRealized.statusCode).toBe(409);
    expect(notRealized.json()).toMatchObject({ code: 'DOCUMENT_SESSION_NOT_REALIZED' });
    // A registration of another session is not this session's.
    const elsewhere = await get(
      `${session()}/convocation?registrationId=${w.remote.id}`,
      w.staff.token,
    );
    expect(elsewhere.statusCode).toBe(404);
    const missing = await get(`${session()}/convocation`, w.staff.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ registrationId: ['Champ obligatoire'] });
  });

  it('convention per employer structure: the parties, its trainees only, the cost', async () => {
    const { pages } = await pdfOf(`${session()}/convention?structureId=${w.employerA}`);
    const text = flat(pages);
    expect(text).toContain('Convention de formation professionnelle');
    expect(text).toContain('Institut Élan Formation');
    expect(text).toContain('représenté par Hélène Dupré, Directrice');
    expect(text).toContain('Mairie de Sète');
    expect(text).toContain('SIRET : 21340301700019');
    expect(text).toContain('Mme Élodie Lefèvre');
    expect(text).toContain('Noël Brûlé');
    expect(text).not.toContain('Nguyễn');
    expect(text).toContain('3 stagiaires');
    expect(text).toMatch(/Coût de la session : 2 400,00 €/);
    expect(text).toContain('Pour la structure bénéficiaire');
    expect(pages.at(-1)).toContain(`Page ${pages.length} sur ${pages.length}`);
    const none = await get(`${session()}/convention?structureId=${w.providerId}`, w.staff.token);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'DOCUMENT_NO_TRAINEE_OF_STRUCTURE' });
  });

  it('participant list and CSV: the session’s trainees, accents kept', async () => {
    const { pages } = await pdfOf(`${session()}/participant_list`);
    const text = flat(pages);
    expect(text).toContain('Liste des participants');
    expect(text).toContain('5 stagiaires');
    for (const name of ['Lefèvre', 'Nguyễn', 'Garçon', 'Brûlé', 'Ølund'])
      expect(text).toContain(name);
    expect(text).toContain('Absence partielle');
    expect(text).not.toContain('Bérénice');
    const csv = await get(`${session()}/csv`, w.provider.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(
      "filename*=UTF-8''Participants%20ACC-2026-01.csv",
    );
    const body = csv.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFSession;Action;Civilité;Nom;Prénom;')).toBe(true);
    expect(body).toContain(
      'ACC-2026-01;Accueillir et accompagner les publics éloignés de l’emploi;Mme;Lefèvre;Élodie;',
    );
    expect(body).toContain(';Présent;14,00\r\n');
    expect(body.split('\r\n').filter(Boolean)).toHaveLength(6);
  });

  it('signature sheet: one column per half-day, a row per trainee and the speakers’ row', async () => {
    const { pages } = await pdfOf(`${session()}/registration_signature`, w.provider.token);
    const text = flat(pages);
    expect(text).toContain('Feuille d’émargement');
    expect(text.match(/Matin/g)).toHaveLength(2);
    expect(text.match(/Après-midi/g)).toHaveLength(2);
    expect(text).toContain('10/03/2026');
    expect(text).toContain('11/03/2026');
    expect(text).toContain('09:00 – 12:30');
    expect(text).toContain('Élodie Lefèvre');
    expect(text).toContain('Intervenant');
    expect(text).toContain('Maëlle Rousseau');
    expect(pages[0]).toContain('Page 1 sur 1');
  });

  it('report PDF once the report is written, on two pages for a long report', async () => {
    const before = await get(`${session()}/report_pdf`, w.provider.token);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'DOCUMENT_NO_REPORT' });
    await writeReport(t.db, w.sessionId, {
      delivered: 'Études de cas sur l’accueil. '.repeat(120),
      goalsReached: 'Objectifs atteints : entretiens simulés réussis.',
      traineesFeedback: 'Très satisfaits ; souhaitent une journée supplémentaire.',
      difficulties: '',
      improvements: 'Davantage de mises en situation.',
    });
    const { pages } = await pdfOf(`${session()}/report_pdf`, w.provider.token);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toContain('Bilan pédagogique');
    expect(pages[0]).toContain('Page 1 sur 2');
    const text = flat(pages);
    expect(text).toContain('Contenus et déroulement');
    expect(text).toContain('Présents');
    expect(text).toContain('Rubrique non renseignée.');
  });
});

describe('who may download what', () => {
  it('a beneficiary gets its own convocation and certificates, nobody else’s, and no session document', async () => {
    const own = await get(
      `${session()}/end_certificate?registrationId=${w.present.id}`,
      w.present.person.token,
    );
    expect(own.statusCode).toBe(200);
    const others = await get(
      `${session()}/end_certificate?registrationId=${w.partial.id}`,
      w.present.person.token,
    );
    expect(others.statusCode).toBe(404);
    for (const document of ['participant_list', 'csv', 'registration_signature']) {
      expect((await get(`${session()}/${document}`, w.present.person.token)).statusCode).toBe(403);
    }
    expect(
      (await get(`${session()}/convention?structureId=${w.employerA}`, w.present.person.token))
        .statusCode,
    ).toBe(403);
    expect((await get(`${session()}/report_pdf`, w.present.person.token)).statusCode).toBe(403);
  });

  it('a provider its own sessions only; hr nothing', async () => {
    expect((await get(`${session()}/participant_list`, w.provider.token)).statusCode).toBe(200);
    expect((await get(`${session()}/participant_list`, w.otherProvider.token)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`${session()}/convocation?registrationId=${w.present.id}`, w.otherProvider.token))
        .statusCode,
    ).toBe(404);
    expect((await get(`${session()}/generated_documents`, w.otherProvider.token)).statusCode).toBe(
      404,
    );
    for (const url of [
      `${session()}/participant_list`,
      `${session()}/convocation?registrationId=${w.present.id}`,
      `${session()}/generated_documents`,
      '/api/registration_views/documents',
    ]) {
      expect((await get(url, w.hr.token)).statusCode, url).toBe(403);
    }
  });

  it('lists a session’s documents, per structure and per trainee with why not yet', async () => {
    const response = await get(`${session()}/generated_documents`, w.provider.token);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.documents.map((d: { code: string }) => d.code)).toEqual(
      expect.arrayContaining(['participant_list', 'csv', 'registration_signature']),
    );
    expect(list.conventions.map((c: { structureName: string }) => c.structureName)).toEqual([
      'Association Cœur d’Hérault',
      'Mairie de Sète',
    ]);
    const absent = list.trainees.find(
      (row: { registrationId: number }) => row.registrationId === w.absent.id,
    );
    expect(absent.documents.map((d: { code: string }) => d.code)).toEqual(['convocation']);
    expect(absent.unavailable[0].reason).toContain('présence');
    const present = list.trainees.find(
      (row: { registrationId: number }) => row.registrationId === w.present.id,
    );
    expect(present.documents.map((d: { url: string }) => d.url)).toContain(
      `/api/sessions/${w.sessionId}/completion_certificate?registrationId=${w.present.id}`,
    );
  });

  it('lists a beneficiary’s own documents', async () => {
    const present = (await get('/api/registration_views/documents', w.present.person.token)).json();
    expect(present.items).toEqual([
      {
        registrationId: w.present.id,
        sessionId: w.sessionId,
        documents: expect.arrayContaining([
          expect.objectContaining({ code: 'convocation', format: 'pdf' }),
          expect.objectContaining({ code: 'completion_certificate' }),
        ]),
      },
    ]);
    const remote = (await get('/api/registration_views/documents', w.remote.person.token)).json();
    expect(remote.items[0].documents.map((d: { code: string }) => d.code)).toEqual(['convocation']);
  });
});

describe('DOCX templates', () => {
  const importTemplate = (code: DocumentTemplateCode, bytes: Uint8Array) =>
    importDocumentTemplate(t.app, t.db, code, bytes);

  it('refuses a template with a tag its document does not have, naming it', async () => {
    const response = await importTemplate(
      'CONVOCATION',
      docxWith('Bonjour {{ trainee.name }}, {{ report.delivered }} {{ inconnue }}'),
    );
    expect(response.statusCode).toBe(400);
    const message = response.json().fieldErrors.file[0] as string;
    expect(message).toContain('Balises inconnues pour ce document : report.delivered, inconnue.');
    expect(message).toContain('session.schedule');
  });

  it('fills an imported template with the same values, as a DOCX', async () => {
    const imported = await importTemplate(
      'PARTICIPANT_LIST',
      docxWith(
        'Liste {{ session.code }} – {{ action.name }} : {{#trainees}}[{{ trainee.familyName }} {{ trainee.givenName }}]{{/trainees}}',
      ),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const response = await get(`${session()}/participant_list`, w.staff.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toContain('.docx');
    const text = docxText(response.rawPayload);
    expect(text).toContain(
      'Liste ACC-2026-01 – Accueillir et accompagner les publics éloignés de l’emploi',
    );
    expect(text).toContain('[Lefèvre Élodie][Nguyễn François]');
    const list = (await get(`${session()}/generated_documents`, w.staff.token)).json();
    expect(list.documents.find((d: { code: string }) => d.code === 'participant_list').format).toBe(
      'docx',
    );
  });
});
