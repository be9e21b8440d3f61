import {
  GENERATED_DOCUMENTS,
  GENERATED_DOCUMENT_INFO,
  type BeneficiaryDocuments,
  type GeneratedDocument,
  type SessionGeneratedDocuments,
} from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTemplates } from '../../db/seed/templates.js';
import { actionTypes, actions, documentTemplates, users } from '../../db/schema/index.js';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import { createAction, createRegistration, createSession } from '../../test/factories.js';
import { createPerson, type Person } from '../registrations/registrations.fixtures.js';
import {
  createDocumentWorld,
  docxWith,
  importDocumentTemplate,
  pdfPages,
  writeReport,
  type DocumentWorld,
} from './documents.fixtures.js';

/*
 * Who may download which generated document (decision 036), document by document and profile by
 * profile: a provider of another structure and a missing session get the same 404, an HR
 * validator (even of the trainees' structure) 403, a beneficiary its own trainee documents only;
 * and every refusal with its status and French reason, changing nothing.
 */

let t: TestApp;
let w: DocumentWorld;
/** A beneficiary of the trainees' structure with no registration at all. */
let stranger: Person;
/** A beneficiary whose registration to the realised session was cancelled. */
let cancelled: { id: number; person: Person };
/** A beneficiary on the realised session's waiting list. */
let waiting: { id: number; person: Person };

const MISSING = 2_147_480_000;
const NOT_FOUND = { error: 'Élément introuvable.', code: 'NOT_FOUND' };
const FORBIDDEN = {
  error: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
  code: 'FORBIDDEN',
};
const NOT_REGISTERED =
  'Document indisponible : l’inscription de ce stagiaire à la session n’est pas confirmée.';
const NOT_REALIZED = 'Les attestations sont disponibles une fois la session réalisée.';
const NOT_REALIZED_REPORT =
  'Le bilan pédagogique n’est pas encore ouvert : la session doit d’abord être réalisée.';

const TRAINEE_DOCUMENTS = GENERATED_DOCUMENTS.filter(
  (code) => GENERATED_DOCUMENT_INFO[code].scope === 'trainee',
);
const NOT_FOR_BENEFICIARIES = GENERATED_DOCUMENTS.filter(
  (code) => !GENERATED_DOCUMENT_INFO[code].forBeneficiary,
);
const CERTIFICATES = [
  'participation_certificate',
  'completion_certificate',
  'end_certificate',
] as const;

/** The URL of `code` for the realised session's present trainee (or its first employer). */
function urlOf(code: GeneratedDocument, sessionId = w.sessionId, registrationId = w.present.id) {
  const scope = GENERATED_DOCUMENT_INFO[code].scope;
  const query =
    scope === 'trainee'
      ? `?registrationId=${registrationId}`
      : scope === 'structure'
        ? `?structureId=${w.employerA}`
        : '';
  return `/api/sessions/${sessionId}/${code}${query}`;
}

function get(url: string, token: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

async function beneficiaryOf(
  sessionId: number,
  values: {
    status?: 'REGISTERED' | 'CANCELED' | 'PRESENT';
    waitingList?: boolean;
    effectiveHours?: string;
  } = {},
) {
  const person = await createPerson(t.db, 'profile_beneficiary', w.employerA);
  const registration = await createRegistration(t.db, {
    sessionId,
    beneficiaryId: person.id,
    structureId: w.employerA,
    status: values.status ?? 'REGISTERED',
    waitingList: values.waitingList ?? false,
    effectiveHours: values.effectiveHours ?? null,
  });
  return { id: registration.id, person };
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  w = await createDocumentWorld(t.db, t.app.fileStore);
  await seedTemplates(t.db);
  await writeReport(t.db, w.sessionId, {
    delivered: 'Études de cas.',
    goalsReached: 'Oui.',
    traineesFeedback: 'Satisfaits.',
    difficulties: '',
    improvements: '',
  });
  stranger = await createPerson(t.db, 'profile_beneficiary', w.employerA);
  cancelled = await beneficiaryOf(w.sessionId, { status: 'CANCELED' });
  waiting = await beneficiaryOf(w.sessionId, { waitingList: true });
});

afterAll(async () => {
  await t?.close();
});

describe('the realised session’s documents, profile by profile', () => {
  it.each(GENERATED_DOCUMENTS)('gives its own provider the %s', async (code) => {
    const response = await get(urlOf(code), w.provider.token);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe(
      GENERATED_DOCUMENT_INFO[code].format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/pdf',
    );
  });

  it.each(GENERATED_DOCUMENTS)(
    'answers a provider of another structure 404 for the %s, as for a missing session',
    async (code) => {
      const outOfReach = await get(urlOf(code), w.otherProvider.token);
      const missing = await get(urlOf(code, MISSING), w.otherProvider.token);
      expect(outOfReach.statusCode).toBe(404);
      expect(outOfReach.json()).toEqual(NOT_FOUND);
      expect(missing.json()).toEqual(outOfReach.json());
    },
  );

  it.each(GENERATED_DOCUMENTS)(
    'refuses the %s to an HR validator of the trainees’ structure with 403',
    async (code) => {
      const response = await get(urlOf(code), w.hr.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    },
  );

  it.each(NOT_FOR_BENEFICIARIES)('refuses the %s to a trainee of the session', async (code) => {
    const response = await get(urlOf(code), w.present.person.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });

  it.each(TRAINEE_DOCUMENTS)('gives a trainee its own %s', async (code) => {
    const response = await get(urlOf(code), w.present.person.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });

  it.each(TRAINEE_DOCUMENTS)(
    'answers 404 to a trainee asking for another trainee’s %s',
    async (code) => {
      const response = await get(urlOf(code), w.partial.person.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    },
  );

  it('answers 404 to a beneficiary not registered to the session, whoever’s registration it names', async () => {
    for (const registrationId of [w.present.id, MISSING]) {
      const response = await get(urlOf('convocation', w.sessionId, registrationId), stranger.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('answers 404 to a trainee naming its registration under another session', async () => {
    const response = await get(
      urlOf('convocation', w.remoteSessionId, w.present.id),
      w.present.person.token,
    );
    expect(response.statusCode).toBe(404);
  });

  it('gives the manager and an admin every session, whatever their structure', async () => {
    const admin = await createPerson(t.db, 'profile_admin', null);
    for (const token of [w.staff.token, admin.token]) {
      const response = await get(urlOf('participant_list', w.otherSessionId), token);
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('refusals with their French reason', () => {
  it('refuses a cancelled registration its own convocation with 409', async () => {
    const response = await get(
      urlOf('convocation', w.sessionId, cancelled.id),
      cancelled.person.token,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: NOT_REGISTERED, code: 'DOCUMENT_NOT_REGISTERED' });
  });

  it('refuses a trainee on the waiting list its convocation, even to the staff', async () => {
    const response = await get(urlOf('convocation', w.sessionId, waiting.id), w.staff.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DOCUMENT_NOT_REGISTERED' });
  });

  it('refuses the convocation once the session is cancelled through its workflow', async () => {
    const action = await createAction(t.db, { providerId: w.providerId });
    const session = await createSession(t.db, {
      actionId: action.id,
      status: 'PROGRAMMED',
      startDate: new Date(Date.now() + 20 * 24 * 3600_000),
      endDate: new Date(Date.now() + 20 * 24 * 3600_000 + 7 * 3600_000),
    });
    const trainee = await beneficiaryOf(session.id);
    const before = await get(urlOf('convocation', session.id, trainee.id), trainee.person.token);
    expect(before.statusCode).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/cancel`,
      headers: bearer(w.staff.token),
      payload: { comment: 'Formateur indisponible' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await get(urlOf('convocation', session.id, trainee.id), trainee.person.token);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ error: NOT_REGISTERED, code: 'DOCUMENT_NOT_REGISTERED' });
    const mine = await get('/api/registration_views/documents', trainee.person.token);
    expect(mine.json<BeneficiaryDocuments>().items).toEqual([]);
  });

  it.each(['REALIZED', 'VALIDATED_MANAGER', 'CLOSED'] as const)(
    'gives the certificates of a session %s',
    async (status) => {
      const session = await createSession(t.db, { actionId: w.actionId, status });
      const trainee = await beneficiaryOf(session.id, { status: 'PRESENT', effectiveHours: '8' });
      for (const code of CERTIFICATES) {
        const response = await get(urlOf(code, session.id, trainee.id), w.provider.token);
        expect(response.statusCode, `${status} ${code}`).toBe(200);
      }
    },
  );

  it.each(['PROGRAMMED', 'REPORTED'] as const)(
    'refuses every certificate of a session %s, in French',
    async (status) => {
      const session = await createSession(t.db, { actionId: w.actionId, status });
      const trainee = await beneficiaryOf(session.id);
      for (const code of CERTIFICATES) {
        const response = await get(urlOf(code, session.id, trainee.id), w.provider.token);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          error: NOT_REALIZED,
          code: 'DOCUMENT_SESSION_NOT_REALIZED',
        });
      }
      // Its convocation exists.
      expect(
        (await get(urlOf('convocation', session.id, trainee.id), w.provider.token)).statusCode,
      ).toBe(200);
    },
  );

  it('answers 404 for a registration that does not exist', async () => {
    const response = await get(urlOf('end_certificate', w.sessionId, MISSING), w.staff.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it.each(['abc', '0', '-3', '1.5'])(
    'refuses the registration id %s, in French, with no document',
    async (value) => {
      const response = await get(
        `/api/sessions/${w.sessionId}/convocation?registrationId=${value}`,
        w.staff.token,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        registrationId: ['Doit être un nombre entier'],
      });
    },
  );

  it('asks for the structure of a convention, in French', async () => {
    const response = await get(`/api/sessions/${w.sessionId}/convention`, w.staff.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ structureId: ['Champ obligatoire'] });
  });

  it('refuses a convention for a structure whose trainees are cancelled or waiting, or unknown', async () => {
    const action = await createAction(t.db, { providerId: w.providerId });
    const session = await createSession(t.db, { actionId: action.id, status: 'REALIZED' });
    await beneficiaryOf(session.id, { status: 'CANCELED' });
    await beneficiaryOf(session.id, { waitingList: true });
    for (const structureId of [w.employerA, MISSING]) {
      const response = await get(
        `/api/sessions/${session.id}/convention?structureId=${structureId}`,
        w.staff.token,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error:
          'Pas de convention : aucun stagiaire de la session n’est rattaché à cette structure.',
        code: 'DOCUMENT_NO_TRAINEE_OF_STRUCTURE',
      });
    }
  });

  it('refuses the report PDF of a session without report, and of one not realised yet', async () => {
    const disabled = await createSession(t.db, {
      actionId: w.actionId,
      status: 'REALIZED',
      reportEnabled: false,
    });
    const response = await get(urlOf('report_pdf', disabled.id), w.provider.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Le bilan pédagogique n’est pas activé pour cette session.',
      code: 'REPORT_DISABLED',
    });
    const toCome = await createSession(t.db, {
      actionId: w.actionId,
      status: 'PROGRAMMED',
      reportEnabled: true,
    });
    const programmed = await get(urlOf('report_pdf', toCome.id), w.provider.token);
    expect(programmed.statusCode).toBe(409);
    expect(programmed.json()).toEqual({
      error: NOT_REALIZED_REPORT,
      code: 'REPORT_NOT_REALIZED',
    });
  });

  it('answers a missing session 404 for each kind of document, even to the staff', async () => {
    for (const code of ['convocation', 'convention', 'participant_list'] as const) {
      const response = await get(urlOf(code, MISSING), w.staff.token);
      expect(response.statusCode, code).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });
});

describe('the action type’s choice of documents (decision 064)', () => {
  const NOT_OFFERED =
    'Ce document n’est pas proposé pour les sessions de ce type d’action (voir ses documents générés et réglementaires).';

  it('offers only what its type ticks, and refuses the others in French', async () => {
    const [action] = await t.db
      .select({ typeId: actions.typeId })
      .from(actions)
      .where(eq(actions.id, w.actionId));
    const ofType = eq(actionTypes.id, action!.typeId);
    await t.db
      .update(actionTypes)
      .set({
        regulatoryDocuments: ['registration_signature'],
        generatedDocuments: ['participation_certificate'],
      })
      .where(ofType);
    try {
      const listed = await get(`/api/sessions/${w.sessionId}/generated_documents`, w.staff.token);
      const list = listed.json() as SessionGeneratedDocuments;
      expect(list.documents.map((document) => document.code)).toEqual([
        'csv',
        'registration_signature',
        'report_pdf',
      ]);
      expect(list.conventions).toEqual([]);
      const present = list.trainees.find((one) => one.registrationId === w.present.id)!;
      expect(present.documents.map((document) => document.code)).toEqual([
        'participation_certificate',
      ]);
      expect(present.unavailable).toEqual([]);
      for (const code of [
        'convocation',
        'convention',
        'participant_list',
        'completion_certificate',
        'end_certificate',
      ] as const) {
        const refused = await get(urlOf(code), w.staff.token);
        expect(refused.statusCode, code).toBe(409);
        expect(refused.json()).toEqual({ error: NOT_OFFERED, code: 'DOCUMENT_NOT_OFFERED' });
      }
      expect((await get(urlOf('participation_certificate'), w.staff.token)).statusCode).toBe(200);
      const own = await get('/api/registration_views/documents', w.present.person.token);
      const item = (own.json() as BeneficiaryDocuments).items.find(
        (one) => one.registrationId === w.present.id,
      );
      expect(item?.documents.map((document) => document.code)).toEqual([
        'participation_certificate',
      ]);
    } finally {
      await t.db
        .update(actionTypes)
        .set({
          regulatoryDocuments: ['convention', 'registration_signature', 'completion_certificate'],
          generatedDocuments: [
            'convocation',
            'participant_list',
            'participation_certificate',
            'end_certificate',
          ],
        })
        .where(ofType);
    }
  });
});

describe('the list of a session’s documents', () => {
  const listOf = async (sessionId: number, token = w.provider.token) => {
    const response = await get(`/api/sessions/${sessionId}/generated_documents`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SessionGeneratedDocuments>();
  };

  it('says per trainee which certificate is missing and why, in French', async () => {
    const list = await listOf(w.sessionId);
    const registered = list.trainees.find((row) => row.registrationId === w.registered.id)!;
    expect(registered.documents.map((d) => d.code)).toEqual(['convocation']);
    expect(registered.unavailable.map((u) => u.code)).toEqual([...CERTIFICATES]);
    expect(registered.unavailable[0]!.reason).toBe(
      'Pas d’attestation pour ce stagiaire : sa présence à la session n’est pas enregistrée (présent ou absence partielle).',
    );
    const noHours = list.trainees.find((row) => row.registrationId === w.presentWithoutHours.id)!;
    expect(noHours.unavailable).toEqual([
      {
        code: 'completion_certificate',
        label: 'Certificat de réalisation',
        reason:
          'Pas de certificat de réalisation pour ce stagiaire : ses heures réalisées ne sont pas saisies.',
      },
    ]);
  });

  it('leaves out cancelled and waiting registrations, and lists the report once written', async () => {
    const list = await listOf(w.sessionId);
    const ids = list.trainees.map((row) => row.registrationId);
    expect(ids).not.toContain(cancelled.id);
    expect(ids).not.toContain(waiting.id);
    expect(ids).toHaveLength(5);
    expect(list.documents.map((d) => d.code)).toEqual([
      'participant_list',
      'csv',
      'registration_signature',
      'report_pdf',
    ]);
    // The programmed session has no report to print.
    expect((await listOf(w.remoteSessionId)).documents.map((d) => d.code)).not.toContain(
      'report_pdf',
    );
  });

  it('lists a session without trainees: its session documents, no convention, nobody', async () => {
    const session = await createSession(t.db, { actionId: w.actionId, status: 'PROGRAMMED' });
    const list = await listOf(session.id);
    expect(list).toMatchObject({ sessionId: session.id, conventions: [], trainees: [] });
    expect(list.documents.map((d) => d.url)).toContain(
      `/api/sessions/${session.id}/participant_list`,
    );
    const pdf = await get(urlOf('participant_list', session.id), w.provider.token);
    expect((await pdfPages(pdf.rawPayload)).join(' ')).toContain(
      'Aucun stagiaire inscrit à cette session.',
    );
  });

  it('is refused to an HR validator and a trainee (403), to another provider (404)', async () => {
    const url = `/api/sessions/${w.sessionId}/generated_documents`;
    expect((await get(url, w.hr.token)).statusCode).toBe(403);
    expect((await get(url, w.present.person.token)).statusCode).toBe(403);
    const other = await get(url, w.otherProvider.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(NOT_FOUND);
  });
});

describe('a beneficiary’s own documents', () => {
  const mine = async (person: Person) => {
    const response = await get('/api/registration_views/documents', person.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BeneficiaryDocuments>();
  };

  it('lists nothing for a cancelled registration, a waiting one, or none at all', async () => {
    expect(await mine(cancelled.person)).toEqual({ items: [] });
    expect(await mine(waiting.person)).toEqual({ items: [] });
    expect(await mine(stranger)).toEqual({ items: [] });
  });

  it('lists the convocation only while the session is to come, the certificates after', async () => {
    const absent = await mine(w.absent.person);
    expect(absent.items[0]!.documents.map((d) => d.code)).toEqual(['convocation']);
    const partial = await mine(w.partial.person);
    expect(partial.items[0]!.documents.map((d) => d.code)).toEqual([
      'convocation',
      ...CERTIFICATES,
    ]);
  });

  it('is for beneficiaries only: 403 to a provider and an HR validator', async () => {
    for (const person of [w.provider, w.hr]) {
      const response = await get('/api/registration_views/documents', person.token);
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('the preview of a provider’s documents', () => {
  it.each([
    ['its provider', 200, 'provider', 'provider'],
    ['an admin', 200, 'admin', 'provider'],
    ['a provider of another structure', 404, 'otherProvider', 'provider'],
    ['an admin, for an employer structure', 404, 'admin', 'employer'],
    ['an admin, for a structure that does not exist', 404, 'admin', 'missing'],
    ['a manager', 403, 'staff', 'provider'],
    ['an HR validator', 403, 'hr', 'provider'],
  ] as const)('answers %s with %i', async (_who, status, role, structure) => {
    const person = role === 'admin' ? await createPerson(t.db, 'profile_admin', null) : w[role];
    const id = { provider: w.providerId, employer: w.employerA, missing: MISSING }[structure];
    const response = await get(`/api/structures/${id}/information/preview`, person.token);
    expect(response.statusCode).toBe(status);
    if (status === 200) {
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toContain('no-store');
    } else {
      expect(response.json()).toEqual(status === 404 ? NOT_FOUND : FORBIDDEN);
    }
  });
});

describe('file names and contents', () => {
  it('makes a file name without the characters a file system refuses', async () => {
    const action = await createAction(t.db, { providerId: w.providerId });
    const session = await createSession(t.db, {
      actionId: action.id,
      code: 'ACC/2026:01*?',
      status: 'PROGRAMMED',
    });
    const trainee = await beneficiaryOf(session.id);
    await t.db
      .update(users)
      .set({ givenName: 'Anne-Sophie', familyName: 'D’Arc <Test>' })
      .where(eq(users.id, trainee.person.id));
    const response = await get(urlOf('convocation', session.id, trainee.id), w.staff.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''Convocation%20ACC-2026-01--%20D%E2%80%99Arc%20-Test-%20Anne-Sophie.pdf",
    );
  });

  it('quotes in the CSV a name holding the separator or quotes, and leaves out who is not a trainee', async () => {
    const action = await createAction(t.db, { providerId: w.providerId });
    const session = await createSession(t.db, { actionId: action.id, code: 'CSV-1' });
    const trainee = await beneficiaryOf(session.id);
    await t.db
      .update(users)
      .set({ givenName: 'Jean "Jo"', familyName: 'Martin; Durand' })
      .where(eq(users.id, trainee.person.id));
    await beneficiaryOf(session.id, { status: 'CANCELED' });
    await beneficiaryOf(session.id, { waitingList: true });
    const csv = await get(urlOf('csv', session.id), w.provider.token);
    const lines = csv.rawPayload.toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';"Martin; Durand";"Jean ""Jo""";');
  });

  it('signs a session of an action without provider in the programme’s name', async () => {
    const action = await createAction(t.db, { providerId: null, name: 'Action sans organisme' });
    const session = await createSession(t.db, { actionId: action.id, status: 'PROGRAMMED' });
    const trainee = await beneficiaryOf(session.id);
    const response = await get(urlOf('convocation', session.id, trainee.id), w.staff.token);
    expect(response.statusCode).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Action sans organisme');
    expect(text).toContain('organisée par Passerelle');
    expect(text).toMatch(/Fait le \d/);
    // Its provider-less action is the staff's only.
    expect(
      (await get(urlOf('convocation', session.id, trainee.id), w.provider.token)).statusCode,
    ).toBe(404);
  });

  it('says the imported DOCX template is broken when its file is gone, in French', async () => {
    const imported = await importDocumentTemplate(
      t.app,
      t.db,
      'END_CERTIFICATE',
      docxWith('Attestation de {{ trainee.name }}'),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const [template] = await t.db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.code, 'END_CERTIFICATE'));
    try {
      const docx = await get(urlOf('end_certificate'), w.staff.token);
      expect(docx.headers['content-disposition']).toContain('.docx');
      await t.app.fileStore.remove(template!.filePath!);
      const response = await get(urlOf('end_certificate'), w.staff.token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error:
          'Le modèle DOCX importé pour ce document ne peut pas être rempli (fichier du modèle importé introuvable). Importez un modèle corrigé.',
        code: 'DOCUMENT_TEMPLATE_BROKEN',
      });
      // The other documents are not concerned.
      expect((await get(urlOf('participation_certificate'), w.staff.token)).statusCode).toBe(200);
    } finally {
      await t.db
        .update(documentTemplates)
        .set({ filePath: null, importedAt: null })
        .where(eq(documentTemplates.code, 'END_CERTIFICATE'));
    }
  });

  it('makes a document from the data as it is now: a renamed action reads renamed', async () => {
    await t.db
      .update(actions)
      .set({ name: 'Accueillir autrement' })
      .where(eq(actions.id, w.actionId));
    try {
      const response = await get(urlOf('participation_certificate'), w.staff.token);
      const text = (await pdfPages(response.rawPayload)).join(' ').replace(/\s+/g, ' ');
      expect(text).toContain('Accueillir autrement');
    } finally {
      await t.db
        .update(actions)
        .set({ name: 'Accueillir et accompagner les publics éloignés de l’emploi' })
        .where(eq(actions.id, w.actionId));
    }
  });
});
