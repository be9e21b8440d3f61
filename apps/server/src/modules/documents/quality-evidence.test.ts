import { errorMessage, satisfactionQuestionnaire } from '@passerelle/shared';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import { createPerson, type Person } from '../registrations/registrations.fixtures.js';
import {
  openSurvey,
  ratingsOf,
  surveyWithAnswers,
} from '../survey-results/survey-results.fixtures.js';
import { seedTemplates } from '../../db/seed/templates.js';
import {
  createAction,
  createActionType,
  createRegistration,
  createSession,
  createStructure,
} from '../../test/factories.js';
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

/*
 * A provider's Qualiopi evidence of a year (decision 081): the ZIP's files named after the
 * indicators they prove, their content read back, the index of what is there and what is missing,
 * who may download it; and a survey's results in PDF on their own.
 */

let t: TestApp;
let w: DocumentWorld;
let beneficiary: Person;
const questionnaire = satisfactionQuestionnaire();
/** The realised session ACC-2026-01 ended on 11 March 2026. */
const FOLDER =
  'Sessions/2026-03-11 ACC-2026-01 Accueillir et accompagner les publics éloignés de l’emploi/';

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  w = await createDocumentWorld(t.db, t.app.fileStore);
  beneficiary = await createPerson(t.db, 'profile_beneficiary', w.employerA);
});
afterAll(async () => {
  await t?.close();
});

function get(url: string, person?: Person) {
  return t.app.inject({ url, headers: person ? bearer(person.token) : {} });
}

const evidenceUrl = (year: number | string, structureId = w.providerId) =>
  `/api/structures/${structureId}/quality_evidence?year=${year}`;

/** The archive of `year` as `person` downloads it: its files by name. */
async function archive(year: number, person: Person = w.provider) {
  const response = await get(evidenceUrl(year), person);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toContain(`preuves-qualite-${year}.zip`);
  const zip = new PizZip(response.rawPayload);
  const bytes = (name: string) => {
    const file = zip.file(name);
    expect(file, `${name} in ${Object.keys(zip.files).join(', ')}`).not.toBeNull();
    return Buffer.from(file!.asUint8Array());
  };
  return {
    names: Object.keys(zip.files).sort(),
    bytes,
    text: (name: string) =>
      bytes(name)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
  };
}

/** The index's lines as cells (`;`, no field of these tests is quoted). */
const rowsOf = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'));

describe('GET /api/structures/{id}/quality_evidence', () => {
  it('says what is missing: no report written, no survey opened', async () => {
    const zip = await archive(2026);
    const rows = rowsOf(zip.text('Sommaire.csv'));
    expect(rows[0]).toEqual([
      'Indicateurs',
      'Preuve',
      'Session',
      'Action',
      'Fin de la session',
      'Fichier',
      'Remarque',
    ]);
    const missing = rows.filter((row) => row[6]!.startsWith('Manquant'));
    expect(missing.map((row) => [row[0], row[1], row[2]])).toEqual([
      ['11 et 32', 'Bilan pédagogique', 'ACC-2026-01'],
      ['30', 'Questionnaire de satisfaction', 'ACC-2026-01'],
    ]);
    expect(missing[1]![6]).toBe(
      'Manquant : aucun questionnaire de satisfaction n’a été ouvert pour cette session.',
    );
    expect(zip.text('Lisez-moi.txt')).toContain(
      '2 preuves manquent : voir la colonne « Remarque » du sommaire.',
    );
  });

  it('holds per session the signed sheet, the certificates, the report and the surveys, named by indicator', async () => {
    await writeReport(t.db, w.sessionId, {
      goalsReached: 'Objectifs atteints par neuf stagiaires sur dix.',
      improvements: 'Allonger la mise en situation.',
    });
    const answered = { ratings: ratingsOf(questionnaire, 5), comments: {} };
    await surveyWithAnswers(t.db, {
      sessionId: w.sessionId,
      status: 'CLOSED',
      answers: [answered, null],
    });
    // A cold evaluation still open: in, and said to be.
    await openSurvey(t.db, { sessionId: w.sessionId, kind: 'COLD' });
    // Not held: none of its evidence.
    await surveyWithAnswers(t.db, { sessionId: w.remoteSessionId, answers: [answered] });
    const zip = await archive(2026);
    const own = zip.names.filter((name) => name.startsWith(FOLDER));
    const inFolder = own.map((name) => name.slice(FOLDER.length));
    expect(inFolder.filter((name) => !name.startsWith('Ind. 11 - '))).toEqual([
      'Ind. 11 et 32 - Bilan pédagogique ACC-2026-01.pdf',
      'Ind. 12 - Feuille d’émargement ACC-2026-01.pdf',
      'Ind. 30 - Questionnaire de satisfaction ACC-2026-01.pdf',
      'Ind. 30 - Évaluation à froid ACC-2026-01.pdf',
    ]);
    const certificates = inFolder.filter((name) => name.startsWith('Ind. 11 - '));
    // Present, partly absent: the three; present without hours (three of them, two the
    // survey's): no completion certificate; absent and not attended: none.
    expect(certificates).toHaveLength(3 + 3 + 2 * 3);
    expect(certificates).toContain(
      'Ind. 11 - Certificat de réalisation ACC-2026-01 Lefèvre Élodie.pdf',
    );
    expect(certificates).toContain(
      'Ind. 11 - Attestation de fin de formation ACC-2026-01 Nguyễn François.pdf',
    );
    expect(certificates.some((name) => name.includes('Garçon'))).toBe(false);
    // The year's indicators at the top, the index and the read-me; nothing else.
    expect(zip.names.filter((name) => !name.startsWith(FOLDER))).toEqual([
      'Ind. 2 - indicateurs-de-resultats-2026.pdf',
      'Lisez-moi.txt',
      'Sommaire.csv',
    ]);

    const sheet = (
      await pdfPages(zip.bytes(`${FOLDER}Ind. 12 - Feuille d’émargement ACC-2026-01.pdf`))
    ).join(' ');
    expect(sheet).toContain('Lefèvre');
    const report = (
      await pdfPages(zip.bytes(`${FOLDER}Ind. 11 et 32 - Bilan pédagogique ACC-2026-01.pdf`))
    ).join(' ');
    expect(report).toContain('Allonger la mise en situation.');
    const results = await pdfInfo(zip.bytes('Ind. 2 - indicateurs-de-resultats-2026.pdf'));
    expect(results.Title).toBe('Indicateurs de résultats 2026');

    const rows = rowsOf(zip.text('Sommaire.csv')).slice(1);
    expect(rows.filter((row) => row[6]!.startsWith('Manquant'))).toEqual([]);
    const notIssued = rows.filter((row) => row[6]!.startsWith('Non délivré'));
    expect(notIssued).toHaveLength(3 + 3 + 3);
    expect(notIssued.find((row) => row[1]!.includes('Garçon'))![6]).toMatch(/^Non délivré : /);
    // Every file of the archive but the index and read-me is on a line of the index.
    const listed = rows.map((row) => row[5]).filter(Boolean);
    expect(new Set(listed)).toEqual(
      new Set(zip.names.filter((name) => !['Lisez-moi.txt', 'Sommaire.csv'].includes(name))),
    );
    expect(rows.find((row) => row[5]?.endsWith('Bilan pédagogique ACC-2026-01.pdf'))).toEqual([
      '11 et 32',
      'Bilan pédagogique',
      'ACC-2026-01',
      'Accueillir et accompagner les publics éloignés de l’emploi',
      '11/03/2026',
      `${FOLDER}Ind. 11 et 32 - Bilan pédagogique ACC-2026-01.pdf`,
      '',
    ]);

    expect(rows.find((row) => row[1] === 'Évaluation à froid')![6]).toBe(
      'Questionnaire encore ouvert : ses résultats peuvent encore changer.',
    );

    const readme = zip.text('Lisez-moi.txt');
    expect(readme).toContain('Preuves qualité 2026 – Institut Élan Formation');
    expect(readme).toContain('1 session terminée en 2026');
    expect(readme).toContain('Indicateur 12 – Engagement des bénéficiaires');
    expect(readme).toContain(
      '  - Ind. 11 : Attestations et certificats de chaque stagiaire – 12 fichiers',
    );
    expect(readme).toContain(
      '  - Ind. 30 : Résultats des questionnaires de satisfaction et des évaluations à froid – 2 fichiers',
    );
    expect(readme).not.toMatch(/preuves? manquen?t? :/);
  });

  it('gives the staff any provider’s, and an empty year its indicators and read-me only', async () => {
    const empty = await archive(2001, w.staff);
    expect(empty.names).toEqual([
      'Ind. 2 - indicateurs-de-resultats-2001.pdf',
      'Lisez-moi.txt',
      'Sommaire.csv',
    ]);
    expect(empty.text('Lisez-moi.txt')).toContain(
      'Aucune session de l’organisme ne s’est terminée en 2001.',
    );
  });

  it('refuses another provider, another profile, a bad year and a structure that is no provider', async () => {
    expect((await get(evidenceUrl(2026), w.otherProvider)).statusCode).toBe(404);
    expect((await get(evidenceUrl(2026), beneficiary)).statusCode).toBe(403);
    expect((await get(evidenceUrl(2026))).statusCode).toBe(401);
    const bad = await get(evidenceUrl('l’an dernier'), w.provider);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ year: ['Doit être un nombre entier'] });
    expect((await get(evidenceUrl(1999), w.provider)).statusCode).toBe(400);
    const employer = await createStructure(t.db, { type: 'employer' });
    expect((await get(evidenceUrl(2026, employer.id), w.staff)).statusCode).toBe(404);
  });
});

describe('the action type’s choice of documents and the imported templates', () => {
  /** A realised session of 2025 of a type without signature sheet nor end certificate. */
  async function sessionOfChoice() {
    const type = await createActionType(t.db, {
      regulatoryDocuments: ['convention', 'completion_certificate'],
      generatedDocuments: ['participation_certificate'],
    });
    const action = await createAction(t.db, {
      typeId: type.id,
      providerId: w.providerId,
      name: 'Conduire un entretien',
    });
    const end = new Date('2025-06-12T15:00:00Z');
    const session = await createSession(t.db, {
      actionId: action.id,
      code: 'ENT-2025-01',
      status: 'CLOSED',
      startDate: new Date(end.getTime() - 6 * 3_600_000),
      endDate: end,
    });
    await createRegistration(t.db, {
      sessionId: session.id,
      structureId: w.employerA,
      status: 'PRESENT',
      effectiveHours: '6.00',
    });
    return 'Sessions/2025-06-12 ENT-2025-01 Conduire un entretien/';
  }

  it('leaves out what the type does not offer, and says its signature sheet is missing', async () => {
    const folder = await sessionOfChoice();
    const zip = await archive(2025);
    const files = zip.names.filter((name) => name.startsWith(folder));
    expect(files.map((name) => name.slice(folder.length).replace(/ ENT-2025-01.*$/, ''))).toEqual([
      'Ind. 11 - Attestation de participation',
      'Ind. 11 - Certificat de réalisation',
    ]);
    const sheet = rowsOf(zip.text('Sommaire.csv')).find((row) => row[0] === '12')!;
    expect(sheet[6]).toMatch(/^Manquant : .+/);
    expect(sheet[6]).toContain(errorMessage('DOCUMENT_NOT_OFFERED'));
  });

  it('puts in the Word document where the admin imported a template', async () => {
    await seedTemplates(t.db);
    const imported = await importDocumentTemplate(
      t.app,
      t.db,
      'COMPLETION_CERTIFICATE',
      docxWith('Certificat de {trainee.name}'),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const zip = await archive(2025);
    const word = zip.names.filter((name) => name.endsWith('.docx'));
    expect(word).toHaveLength(1);
    expect(word[0]).toMatch(/\/Ind\. 11 - Certificat de réalisation ENT-2025-01 .+\.docx$/);
    expect(docxText(zip.bytes(word[0]!))).toMatch(/^Certificat de .+/);
  });
});

describe('GET /api/survey_views/{id}/pdf', () => {
  it('prints a survey’s results for the session’s provider, without the authors', async () => {
    const survey = await surveyWithAnswers(t.db, {
      sessionId: w.otherSessionId,
      status: 'CLOSED',
      answers: [
        {
          ratings: ratingsOf(questionnaire, 4),
          comments: { 'general.strengths': 'Très concret.' },
        },
        null,
      ],
    });
    const response = await get(`/api/survey_views/${survey.id}/pdf`, w.otherProvider);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(response.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Questionnaire de satisfaction : résultats');
    expect(text).toContain('1 sur 2 (50 %)');
    expect(text).toContain('4,0 sur 5');
    expect(text).toContain('Très concret.');
    expect((await get(`/api/survey_views/${survey.id}/pdf`, w.provider)).statusCode).toBe(404);
    expect((await get(`/api/survey_views/${survey.id}/pdf`, beneficiary)).statusCode).toBe(403);
  });

  it('says when nobody answered yet, and answers the staff for any session', async () => {
    const session = await createSession(t.db, { actionId: w.actionId, status: 'REALIZED' });
    const survey = await surveyWithAnswers(t.db, { sessionId: session.id, answers: [null] });
    const response = await get(`/api/survey_views/${survey.id}/pdf`, w.staff);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('0 sur 1 (0 %)');
    expect(text).toContain('Aucune réponse n’a encore été envoyée.');
    expect(text).not.toContain('Note moyenne par thème');
  });

  it('refuses a visitor, a survey that does not exist and an id that is not one', async () => {
    expect((await get('/api/survey_views/1/pdf')).statusCode).toBe(401);
    expect((await get('/api/survey_views/999999/pdf', w.staff)).statusCode).toBe(404);
    expect((await get('/api/survey_views/premier/pdf', w.staff)).statusCode).toBe(400);
  });
});
