import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { toast } from './helpers';

// The reference-data sections on the admin-kit against the real API: rooms with their files,
// cities, axes in use, action types, and the home page's documents and links as visitors see them.

/** A small but real one-page PDF (header, objects, cross-reference table, trailer). */
function onePagePdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAcCBlCwAAAABJRU5ErkJggg==',
  'base64',
);

function rows(page: Page, table: string) {
  return page.getByRole('table', { name: table }).locator('tbody tr');
}

async function save(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  // An earlier save's toast may still be shown: the newest is the last one.
  await expect(toast(page, 'Modifications enregistrées.').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(text);
  await expect(page).toHaveURL(/[?&]q=/);
}

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A write through the API, as a page of the portal sends it (cookie and same origin). */
function apiPost(page: Page, baseURL: string | undefined, path: string, data: object) {
  return page.request.post(path, { data, headers: { origin: baseURL! } });
}

test('an admin creates a room with its PDF plan', async ({ page, loginAs, arrive, request }) => {
  test.setTimeout(90_000);
  await loginAs('admin');
  const name = `Salle de parcours ${stamp()}`;

  await page.goto('/back/admin/rooms');
  await arrive('/back/admin/rooms');
  await expect(page).toHaveTitle('Salles – Passerelle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salles');

  await page.getByRole('link', { name: 'Créer une salle' }).click();
  await arrive('/back/admin/rooms?new=1');
  const dialog = page.getByRole('dialog', { name: 'Créer une salle' });
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Ville' }).fill('Nîmes');
  await dialog.getByRole('textbox', { name: 'Nombre de places' }).fill('24');
  const plan = dialog.getByLabel('Plan ou fiche (PDF)');
  await expect(plan).toHaveAccessibleDescription('Formats acceptés : Document PDF');

  // An image disguised as a PDF: the server reads the bytes and refuses it, naming the format.
  await plan.setInputFiles({ name: 'faux-plan.pdf', mimeType: 'application/pdf', buffer: PNG });
  await expect(
    dialog.getByText('faux-plan.pdf : Format de fichier invalide (format attendu : Document PDF)'),
  ).toBeVisible();
  await expect(plan).toHaveAttribute('aria-invalid', 'true');

  // The real plan: uploaded at once, shown as a link, saved with the room.
  await plan.setInputFiles({
    name: 'plan-acces.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('Plan d acces'),
  });
  await expect(dialog.getByRole('link', { name: /plan-acces\.pdf/ })).toBeVisible();
  await arrive('/back/admin/rooms?new=1');
  await save(page, dialog);

  await search(page, name);
  await expect(rows(page, 'Salles')).toHaveCount(1);
  await page.getByRole('link', { name: `Modifier « ${name} »` }).click();
  const edit = page.getByRole('dialog', { name: `Modifier « ${name} »` });
  const link = edit.getByRole('link', { name: /plan-acces\.pdf/ });
  await expect(link).toBeVisible();
  await arrive(/[?&]edit=\d+/);

  // A room's files are public: the plan downloads without signing in.
  const href = (await link.getAttribute('href'))!;
  const download = await request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('an admin deletes a city used by nothing', async ({ page, loginAs, arrive, baseURL }) => {
  await loginAs('admin');
  const code = `E2E${stamp()}`;
  const created = await apiPost(page, baseURL, '/api/cities', {
    code,
    value: `Ville de parcours ${code}`,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/back/admin/cities?q=${code}`);
  await arrive(`/back/admin/cities?q=${code}`);
  await expect(rows(page, 'Villes')).toHaveCount(1);
  await page.getByRole('button', { name: `Supprimer « Ville de parcours ${code} »` }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Supprimer', exact: true })
    .click();
  await expect(toast(page, 'Suppression effectuée.')).toBeVisible();
  await expect(page.getByText('Aucune donnée correspondante')).toBeVisible();
  expect((await page.request.get(`/api/cities/${id}`)).status()).toBe(404);
});

test('an admin is refused deleting an axis used by an action', async ({
  page,
  loginAs,
  arrive,
}) => {
  await loginAs('admin');
  const answer = await page.request.get('/api/actions?pageSize=10');
  const { items } = (await answer.json()) as { items: { axis: { id: number; name: string } }[] };
  expect(items.length, 'the demo data has actions').toBeGreaterThan(0);
  const axis = items[0]!.axis;

  await page.goto('/back/admin/axis');
  await arrive('/back/admin/axis');
  await page.getByRole('button', { name: `Supprimer « ${axis.name} »` }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Supprimer', exact: true })
    .click();
  await expect(
    toast(page, /^Suppression impossible : cet élément est utilisé par \d+ actions? de formation/),
  ).toBeVisible();
  expect((await page.request.get(`/api/axes/${axis.id}`)).status()).toBe(200);
  await expect(rows(page, 'Axes').filter({ hasText: axis.name })).toHaveCount(1);
});

test('an admin switches an action type off', async ({ page, loginAs, arrive, baseURL }) => {
  await loginAs('admin');
  const name = `Type de parcours ${stamp()}`;
  const created = await apiPost(page, baseURL, '/api/action_types', {
    name,
    acronym: 'TP',
    conditionedSurveyQuestions: ['Accessibilité du lieu'],
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const publicNames = async () =>
    ((await (await page.request.get('/api/public/action_types')).json()) as { name: string }[]).map(
      (type) => type.name,
    );
  expect(await publicNames()).toContain(name);

  await page.goto('/back/admin/actions');
  await arrive('/back/admin/actions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Types d'action");
  await search(page, name);
  await page.getByRole('link', { name: `Modifier « ${name} »` }).click();
  const dialog = page.getByRole('dialog', { name: `Modifier « ${name} »` });
  await expect(
    dialog.getByRole('textbox', { name: 'Questions conditionnelles du questionnaire' }),
  ).toHaveValue('Accessibilité du lieu');
  const active = dialog.getByRole('checkbox', { name: 'Actif' });
  await expect(active).toBeChecked();
  await active.uncheck();
  await save(page, dialog);

  // Only the switched-off types, searched by name: ours is there.
  await page.goto(`/back/admin/actions?active=false&q=${encodeURIComponent(name)}`);
  await arrive(/\/back\/admin\/actions\?/);
  await expect(rows(page, "Types d'action")).toHaveCount(1);
  const item = (await (await page.request.get(`/api/action_types/${id}`)).json()) as {
    active: boolean;
  };
  expect(item.active).toBe(false);
  expect(await publicNames()).not.toContain(name);
});

test('an admin publishes a link, and visitors see it on the home page', async ({
  page,
  browser,
  loginAs,
  arrive,
  audit,
}) => {
  test.setTimeout(60_000);
  await loginAs('admin');
  const name = `Lien de parcours ${stamp()}`;

  await page.goto('/back/admin/links');
  await arrive('/back/admin/links');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Liens de la page d'accueil");
  await page.getByRole('link', { name: 'Ajouter un lien' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un lien' });
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Adresse web' }).fill('https://example.org/');
  await dialog.getByRole('checkbox', { name: 'Publié' }).check();
  await save(page, dialog);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await arrive('/', visitor);
  const links = visitor.getByRole('region', { name: 'Liens utiles' });
  await expect(links.getByRole('link', { name })).toHaveAttribute('href', 'https://example.org/');
  await audit(visitor);
  await visitor.context().close();
});

test('an admin publishes a document; visitors download its file only while published', async ({
  page,
  browser,
  loginAs,
  arrive,
  request,
}) => {
  test.setTimeout(60_000);
  await loginAs('admin');
  const name = `Document de parcours ${stamp()}`;

  await page.goto('/back/admin/documents');
  await arrive('/back/admin/documents');
  await page.getByRole('link', { name: 'Ajouter un document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un document' });
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  // Neither a file nor an address: refused in the browser, on both fields.
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Indiquez un fichier ou une adresse web')).toHaveCount(2);
  await dialog.getByLabel('Fichier', { exact: true }).setInputFiles({
    name: 'guide.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf('Guide'),
  });
  await expect(dialog.getByRole('link', { name: /guide\.pdf/ })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Publié' }).check();
  await save(page, dialog);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await arrive('/', visitor);
  const documents = visitor.getByRole('region', { name: 'Documents utiles' });
  const link = documents.getByRole('link', { name });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  expect((await request.get(href)).status()).toBe(200);

  // Unpublished: gone from the home page, and its file is no longer public.
  await search(page, name);
  await page.getByRole('link', { name: `Modifier « ${name} »` }).click();
  const edit = page.getByRole('dialog', { name: `Modifier « ${name} »` });
  await edit.getByRole('checkbox', { name: 'Publié' }).uncheck();
  await save(page, edit);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name })).toHaveCount(0);
  expect((await request.get(href)).status()).toBe(404);
  await visitor.context().close();
});
