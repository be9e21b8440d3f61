import { reportPageSchema, type Profile, type ReportPage } from '@passerelle/shared';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, registrations } from '../../db/schema/index.js';
import { bearer, createTestApp, loginEveryProfile, type TestApp } from '../../test/app.js';
import {
  createRegistration,
  createWorkflowFixture,
  type WorkflowFixture,
} from '../session-workflow/session-workflow.fixtures.js';
import { FULL_REPORT, createReportSession } from './reports.fixtures.js';

/*
 * The list of reports (`GET /api/session_reports`) and their export
 * (`GET /api/survey_views/report_export`): which sessions have a report, in which order, filtered
 * how, and within whose reach; the files read back, CSV and XLSX.
 */

let t: TestApp;
let fixture: WorkflowFixture;
const tokens = {} as Record<Profile, string>;
/** The sessions of the own action: one report per state, plus sessions without a report. */
const own = {} as Record<
  'toWrite' | 'inProgress' | 'completed' | 'validated' | 'disabled' | 'programmed',
  number
>;
let foreign: number;

function call(profile: Profile, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: bearer(tokens[profile]),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function list(profile: Profile, query: string): Promise<ReportPage> {
  const response = await call(profile, 'GET', `/api/session_reports?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return reportPageSchema.parse(response.json());
}

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createWorkflowFixture(t.db);
  Object.assign(tokens, await loginEveryProfile(t.app));
  const realized = (code: string) =>
    createReportSession(fixture, { status: 'REALIZED', code: `${code}-LISTE` });
  own.toWrite = await realized('ECRIRE');
  own.inProgress = await realized('ENCOURS');
  own.completed = await realized('COMPLET');
  own.validated = await realized('VALIDE');
  own.disabled = await createReportSession(fixture, {
    status: 'REALIZED',
    reportEnabled: false,
    code: 'SANS-LISTE',
  });
  own.programmed = await createReportSession(fixture, { code: 'PROG-LISTE' });
  foreign = await createReportSession(fixture, {
    status: 'VALIDATED_MANAGER',
    actionId: fixture.otherActionId,
    code: 'AUTRE-LISTE',
  });

  const report = (id: number) => `/api/session_reports/${id}`;
  await call('provider', 'PUT', report(own.inProgress), {
    sections: { delivered: 'Premier jet ; à compléter', difficulties: '=SOMME(A1)' },
  });
  await call('provider', 'POST', `${report(own.completed)}/complete`, { sections: FULL_REPORT });
  await call('provider', 'POST', `${report(own.validated)}/complete`, { sections: FULL_REPORT });
  await call('manager', 'POST', `${report(own.validated)}/validate`);

  await createRegistration(fixture, own.validated, 'PRESENT');
  await createRegistration(fixture, own.validated, 'PRESENT');
  const excused = await createRegistration(fixture, own.validated, 'ABSENCE');
  await t.db
    .update(registrations)
    .set({ excusedAbsence: true })
    .where(eq(registrations.id, excused.registrationId));
});
afterAll(async () => {
  await t?.close();
});

const codes = (page: ReportPage) => page.items.map((item) => item.session.code);

describe('the list of reports', () => {
  it('shows the reports of realised sessions whose report is on, the provider’s to write first', async () => {
    const page = await list('provider', `actionId=${fixture.ownActionId}`);
    expect(codes(page)).toEqual([
      // IN_PROGRESS (the one never saved is "à rédiger"), then COMPLETED, then VALIDATED; by
      // end date, latest first (the sessions were made in this order, a moment apart).
      'ENCOURS-LISTE',
      'ECRIRE-LISTE',
      'COMPLET-LISTE',
      'VALIDE-LISTE',
    ]);
    expect(page.total).toBe(4);
    const toWrite = page.items.find((item) => item.id === own.toWrite)!;
    expect(toWrite).toMatchObject({ status: 'IN_PROGRESS', savedAt: null });
    expect(page.items.find((item) => item.id === own.inProgress)!.savedAt).not.toBeNull();
  });

  it('puts the completed reports first for managers and admins', async () => {
    for (const profile of ['manager', 'admin'] as const) {
      const page = await list(profile, `actionId=${fixture.ownActionId}`);
      expect(codes(page)[0], profile).toBe('COMPLET-LISTE');
      expect(codes(page).at(-1), profile).toBe('VALIDE-LISTE');
    }
  });

  it('filters by status, provider, year and text', async () => {
    expect(
      codes(await list('manager', `actionId=${fixture.ownActionId}&status=COMPLETED`)),
    ).toEqual(['COMPLET-LISTE']);
    expect(
      codes(await list('manager', `providerId=${fixture.otherProviderId}&q=autre-liste`)),
    ).toEqual(['AUTRE-LISTE']);
    const [action] = await t.db
      .select({ year: actions.year })
      .from(actions)
      .where(eq(actions.id, fixture.ownActionId));
    expect(
      (await list('manager', `year=${action!.year + 1}&actionId=${fixture.ownActionId}`)).total,
    ).toBe(0);
    expect(
      codes(await list('admin', `q=atelier collectif&providerId=${fixture.otherProviderId}`)),
    ).toEqual(['AUTRE-LISTE']);
    const refused = await call('manager', 'GET', '/api/session_reports?status=FINI');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ status: ['Valeur non autorisée'] });
  });

  it('never shows a provider another provider’s report', async () => {
    const page = await list('provider', 'pageSize=100');
    expect(page.items.map((item) => item.id)).not.toContain(foreign);
    expect((await list('provider', `providerId=${fixture.otherProviderId}`)).total).toBe(0);
    expect((await list('provider', `actionId=${fixture.otherActionId}`)).total).toBe(0);
    expect(codes(await list('manager', `actionId=${fixture.otherActionId}`))).toEqual([
      'AUTRE-LISTE',
    ]);
  });

  it('is refused to hr and beneficiaries', async () => {
    for (const profile of ['hr', 'beneficiary'] as const) {
      expect((await call(profile, 'GET', '/api/session_reports')).statusCode).toBe(403);
      expect((await call(profile, 'GET', '/api/survey_views/report_export')).statusCode).toBe(403);
    }
  });
});

describe('the export of reports', () => {
  it('writes CSV with a BOM and `;`, one line per report, the list’s order and reach', async () => {
    const response = await call(
      'provider',
      'GET',
      `/api/survey_views/report_export?format=csv&actionId=${fixture.ownActionId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="bilans-pedagogiques-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]!.split(';')).toEqual([
      'Année',
      'Action',
      'Session',
      'Début de session',
      'Fin de session',
      'Prestataire',
      'Statut de la session',
      'Statut du bilan',
      'Présents',
      'Absences partielles',
      'Absents',
      'Absences excusées',
      'Contenus et déroulement',
      'Atteinte des objectifs',
      'Retours des stagiaires',
      'Difficultés rencontrées',
      'Pistes d’amélioration',
      'Terminé le',
      'Validé le',
      'Validé par',
    ]);
    expect(lines).toHaveLength(5);
    const byCode = new Map(lines.slice(1).map((line) => [line.split(';')[2], line]));
    expect(byCode.get('ECRIRE-LISTE')).toContain(';À rédiger;0;0;0;0;');
    // A `;` in a text is quoted, a formula disarmed.
    expect(byCode.get('ENCOURS-LISTE')).toContain(';En cours;');
    expect(byCode.get('ENCOURS-LISTE')).toContain('"Premier jet ; à compléter"');
    expect(byCode.get('ENCOURS-LISTE')).toContain(";'=SOMME(A1);");
    const validated = byCode.get('VALIDE-LISTE')!.split(';');
    expect(validated.slice(6, 12)).toEqual(['Réalisée', 'Validé', '2', '0', '0', '1']);
    expect(validated[12]).toBe(FULL_REPORT.delivered);
    // (The feedback holds a quoted `;`: the last field is read from the end.)
    expect(validated.at(-1)).toBe(fixture.people.manager.name);
    expect(text).not.toContain('AUTRE-LISTE');
  });

  it('writes XLSX that reads back with typed cells', async () => {
    const response = await call(
      'manager',
      'GET',
      `/api/survey_views/report_export?format=xlsx&actionId=${fixture.ownActionId}&status=VALIDATED`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Bilans')!;
    expect(sheet.getRow(1).getCell(8).value).toBe('Statut du bilan');
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(3).value).toBe('VALIDE-LISTE');
    expect(row.getCell(8).value).toBe('Validé');
    expect(row.getCell(9).value).toBe(2);
    expect(row.getCell(12).value).toBe(1);
    expect(row.getCell(15).value).toBe(FULL_REPORT.traineesFeedback);
    expect(row.getCell(19).value).toBeInstanceOf(Date);
  });

  it('refuses an unknown format in French before sending anything', async () => {
    const response = await call('manager', 'GET', '/api/survey_views/report_export?format=pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ format: ['Valeur non autorisée'] });
  });
});
