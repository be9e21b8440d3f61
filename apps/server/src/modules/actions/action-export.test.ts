import { parisDay } from '@passerelle/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { createAction, createSession, createUser } from '../../test/factories.js';
import { createProgrammingFixture, type ProgrammingFixture } from './programming.fixtures.js';

let t: TestApp;
let f: ProgrammingFixture;
let manager: string;

const HEADER =
  "Année;N° axe;Axe;Type d'action;Intitulé;Prestataire;Gestionnaire référent;Numéro de lot;" +
  "Nombre de jours;Nombre d'heures;Nombre de sessions;Coût pédagogique;Coût d'animation;" +
  'Frais de déplacement;Coût des sessions;Coût total';

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  f = await createProgrammingFixture(t.db);
  manager = await loginAs(t.app, f.users.manager.username);
  const referent = await createUser(t.db, {
    profile: 'profile_manager',
    values: { givenName: 'Hélène', familyName: 'Dupré' },
  });
  const tricky = await createAction(t.db, {
    name: 'Atelier "Écrire; lire"\nsuite',
    year: 2030,
    axisId: f.axes.axis2.id,
    typeId: f.types.seminaire.id,
    providerId: f.ownProviderId,
    referentId: referent.id,
    lotNumber: '=1+1',
    amountDays: '2.5',
    amountHours: '17.50',
    pedagogicalCost: '1234.5',
    animationCost: '0.05',
  });
  await createSession(t.db, { actionId: tricky.id, cost: '765.45' });
  await createAction(t.db, {
    name: 'Zèbre',
    year: 2030,
    axisId: f.axes.axis1.id,
    typeId: f.types.atelier.id,
  });
});
afterAll(async () => {
  await t?.close();
});

function exportOf(query: string, token = manager) {
  return t.app.inject({ url: `/api/action_views/export?${query}`, headers: bearer(token) });
}

describe('GET /api/action_views/export?format=csv', () => {
  it('answers a dated CSV download: BOM, ";", CRLF, quoting, decimal commas', async () => {
    const response = await exportOf('format=csv&year=2030&sort=name');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="actions-${parisDay(new Date())}.csv"`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      HEADER,
      '2030;2;Évaluer les compétences;Séminaire;"Atelier ""Écrire; lire""\nsuite";' +
        "Institut Horizon Formation;Hélène Dupré;'=1+1;2,50;17,50;1;1234,50;0,05;0,00;765,45;2000,00",
      '2030;1;Accompagner les publics;Atelier;Zèbre;;;;;;0;0,00;0,00;0,00;0,00;0,00',
      '',
    ]);
  });

  it('follows the list: same filters, same order', async () => {
    const csv = (await exportOf('year=2025&sort=-totalCost')).body;
    const names = csv
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(';')[4]);
    expect(names).toEqual(['Evaluation des compétences', 'Écoute active']);
    const empty = await exportOf('year=1990');
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.subarray(3).toString('utf8')).toBe(`${HEADER}\r\n`);
  });

  it('orders the rows as the list does for every sort, both ways', async () => {
    const fields = ['name', 'year', 'axis', 'type', 'provider', 'sessionCount', 'totalCost'];
    for (const sort of fields.flatMap((field) => [field, `-${field}`])) {
      const list = await t.app.inject({
        url: `/api/actions?sort=${sort}&pageSize=100`,
        headers: bearer(manager),
      });
      expect(list.statusCode, list.body).toBe(200);
      const listed = (list.json() as { items: { name: string; year: number }[] }).items.map(
        (item) => `${item.year};${item.name}`,
      );
      // Read back from the workbook: names hold ";" and line breaks.
      const workbook = new ExcelJS.Workbook();
      const file = await exportOf(`format=xlsx&sort=${sort}`);
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const exported: string[] = [];
      workbook.getWorksheet('Actions')!.eachRow((row, number) => {
        if (number > 1)
          exported.push(`${String(row.getCell(1).value)};${String(row.getCell(5).value)}`);
      });
      expect(exported, sort).toEqual(listed);
    }
  });

  it('streams every row once, in order', async () => {
    for (let n = 0; n < 520; n++) {
      await createAction(t.db, {
        name: `Masse ${String(n).padStart(3, '0')}`,
        year: 2031,
        axisId: f.axes.axis1.id,
        typeId: f.types.atelier.id,
      });
    }
    const lines = (await exportOf('year=2031&sort=name')).body.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(520);
    expect(new Set(lines).size).toBe(520);
    expect(lines[0]).toContain('Masse 000');
    expect(lines[519]).toContain('Masse 519');
  });

  it('refuses an unknown format', async () => {
    const response = await exportOf('format=pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ format: ['Valeur non autorisée'] });
  });
});

describe('GET /api/action_views/export?format=xlsx', () => {
  it('answers a workbook exceljs reads back, with typed numbers', async () => {
    const response = await exportOf('format=xlsx&year=2030&sort=name');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="actions-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Actions');
    expect(sheet).toBeDefined();
    expect(sheet!.rowCount).toBe(3);
    const values = (row: number) => (sheet!.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(HEADER.split(';'));
    expect(values(2)).toEqual([
      2030,
      2,
      'Évaluer les compétences',
      'Séminaire',
      'Atelier "Écrire; lire"\nsuite',
      'Institut Horizon Formation',
      'Hélène Dupré',
      '=1+1',
      2.5,
      17.5,
      1,
      1234.5,
      0.05,
      0,
      765.45,
      2000,
    ]);
    expect(sheet!.getRow(2).getCell(16).numFmt).toBe('#,##0.00');
    // Empty optional cells stay empty.
    expect(values(3).slice(5, 10)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
