import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, toast } from './helpers';

// The sessions, speakers and registrations tabs of an action (/back/programming/{id}/…) against
// the real API: a manager creates and fills a session, postpones and reprograms it, cancels
// another one and reads its history; a provider records the realised hours of one of its past
// sessions and marks it as realised.

interface ActionItem {
  id: number;
  name: string;
  provider: { id: number } | null;
}

/** An action of the demo provider's structure (seen through the provider's own list). */
async function providerAction(baseURL: string): Promise<ActionItem> {
  const provider = await apiAs(baseURL, 'provider');
  const page = (await (await provider.get('/api/actions?pageSize=10')).json()) as {
    items: ActionItem[];
  };
  await provider.dispose();
  expect(page.items.length, 'the demo provider has actions').toBeGreaterThan(0);
  return page.items[0]!;
}

/** A unique session code for this run (codes are free text, up to 50 characters). */
const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

/** Adds a session through the API, as the manager. */
async function addSession(
  manager: APIRequestContext,
  actionId: number,
  values: { code: string; startDate: string; endDate: string },
): Promise<number> {
  const response = await manager.post(`/api/actions/${actionId}/add_session`, {
    data: { ...values, seats: 10, modality: 'REMOTE' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const sessionsPath = (actionId: number) => `/back/programming/${actionId}/sessions`;

test('a manager adds a session, fills it, postpones and reprograms it', async ({
  page,
  loginAs,
  arrive,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const action = await providerAction(baseURL!);
  const code = uniqueCode('E2E');
  await loginAs('manager');

  await page.goto(sessionsPath(action.id));
  await arrive(sessionsPath(action.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: "Sessions de l'action" })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Sessions de l'action – .+ – Passerelle$`));

  // The creation form, addressable by its URL.
  await page.getByRole('link', { name: 'Ajouter une session' }).click();
  await arrive(`${sessionsPath(action.id)}?session=new`);
  await expect(page.getByRole('heading', { level: 2, name: 'Nouvelle session' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByLabel(/^Date de début/).fill('2031-03-10T09:00');
  await page.getByLabel(/^Date de fin/).fill('2031-03-11T17:00');
  await page.getByRole('button', { name: 'Ajouter une date' }).click();
  await expect(page.getByLabel(/^Début de la date 1/)).toBeFocused();
  await page.getByLabel(/^Début de la date 1/).fill('2031-03-10T14:00');
  await page.getByLabel(/^Fin de la date 1/).fill('2031-03-10T09:00');
  await page.getByRole('combobox', { name: 'Modalité' }).selectOption('BOTH');
  const city = page.getByRole('combobox', { name: 'Ville' });
  await city.fill('Toulouse');
  await page.getByRole('option', { name: 'Toulouse', exact: true }).click();
  const room = page.getByRole('combobox', { name: 'Salle' });
  await expect(room.locator('option')).not.toHaveCount(1);
  await room.selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Nombre de places' }).fill('15');
  await page.getByRole('checkbox', { name: 'Inscription externe' }).check();
  await page.getByRole('checkbox', { name: 'Publiée' }).check();
  await page.getByRole('textbox', { name: 'Coût' }).fill('1250,50');

  // Refused in the browser: an intervention date that ends before it starts, no external URL.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByLabel(/^Fin de la date 1/)).toHaveAccessibleDescription(
    'La date de début doit précéder la date de fin',
  );
  const url = page.getByRole('textbox', { name: "URL d'inscription externe" });
  await expect(url).toHaveAccessibleDescription(/Champ obligatoire/);
  await expect(page.getByLabel(/^Fin de la date 1/)).toBeFocused();
  await page.getByLabel(/^Fin de la date 1/).fill('2031-03-10T17:30');
  await url.fill('https://inscriptions.example.fr/e2e');

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, `Session ${code} ajoutée.`)).toBeVisible();
  await expect(page).toHaveURL(/\?session=\d+$/);
  const sessionUrl = new URL(page.url());
  await arrive(sessionUrl.pathname + sessionUrl.search);
  await expect(page.getByRole('heading', { level: 2, name: `Session ${code}` })).toBeVisible();
  await expect(page.getByLabel(/^Début de la date 1/)).toHaveValue('2031-03-10T14:00');
  await expect(page.getByRole('textbox', { name: 'Coût' })).toHaveValue('1250,50');

  // A change saved, then the workflow: postpone (confirmed), then reprogram with new dates.
  await page.getByRole('textbox', { name: 'Nombre de places' }).fill('18');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();

  const workflow = page.getByRole('region', { name: 'Suivi de la session' });
  await workflow.getByRole('button', { name: 'Reporter la session' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reporter la session' });
  await expect(confirm).toContainText('prévenus par e-mail');
  await confirm.getByRole('textbox', { name: 'Commentaire (facultatif)' }).fill('Formateur absent');
  await confirm.getByRole('button', { name: 'Reporter la session' }).click();
  await expect(toast(page, 'Session reportée.')).toBeVisible();
  await expect(workflow.getByRole('status')).toContainText('Reportée');

  await workflow.getByRole('button', { name: 'Reprogrammer la session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reprogrammer la session' });
  await dialog.getByLabel('Nouvelle date de début').fill('2031-04-14T09:00');
  await dialog.getByLabel('Nouvelle date de fin').fill('2031-04-15T17:00');
  await dialog.getByRole('button', { name: 'Reprogrammer la session' }).click();
  await expect(toast(page, 'Session reprogrammée.')).toBeVisible();
  await expect(workflow.getByRole('status')).toContainText('Programmée');
  // The form follows the new dates; the history holds both steps and the comment.
  await expect(page.getByLabel(/^Date de début/)).toHaveValue('2031-04-14T09:00');
  const history = page.getByRole('table', { name: 'Historique de la session' });
  await expect(history).toContainText('Formateur absent');
  await expect(history.locator('tbody tr')).toHaveCount(2);
  await arrive(sessionUrl.pathname + sessionUrl.search);

  // Back in the list: the session with its new dates.
  await page.getByRole('link', { name: 'Retour à la liste des sessions' }).click();
  await arrive(sessionsPath(action.id));
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('14/04/2031 09:00');
  await expect(row).toContainText('0 / 18');
  await expect(row).toContainText('Programmée');
});

test('a manager cancels a session and reads its history', async ({
  page,
  loginAs,
  arrive,
  baseURL,
}) => {
  const action = await providerAction(baseURL!);
  const manager = await apiAs(baseURL!, 'manager');
  const code = uniqueCode('E2E-ANN');
  const sessionId = await addSession(manager, action.id, {
    code,
    startDate: '2031-05-05T07:00:00.000Z',
    endDate: '2031-05-05T15:00:00.000Z',
  });
  await manager.dispose();
  await loginAs('manager');

  await page.goto(sessionsPath(action.id));
  await arrive(sessionsPath(action.id));
  await page.getByRole('link', { name: `Ouvrir la session ${code}` }).click();
  await arrive(`${sessionsPath(action.id)}?session=${sessionId}`);
  await expect(page.getByRole('heading', { level: 2, name: `Session ${code}` })).toBeFocused();

  const workflow = page.getByRole('region', { name: 'Suivi de la session' });
  await workflow.getByRole('button', { name: 'Annuler la session' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Annuler la session' });
  await expect(confirm).toContainText(
    'pourra revenir en arrière, avec « Remettre en programmation »',
  );
  await confirm.getByRole('button', { name: 'Annuler la session' }).click();
  await expect(toast(page, 'Session annulée.')).toBeVisible();
  await expect(workflow.getByRole('status')).toContainText('Annulée');
  const history = page.getByRole('table', { name: 'Historique de la session' });
  await expect(history.locator('tbody tr').first()).toContainText('Annulée');
  await expect(history.locator('tbody tr').first()).toContainText('Programmée');
  await arrive(`${sessionsPath(action.id)}?session=${sessionId}`);
});

test('a provider records the realised hours of a past session and marks it realised', async ({
  page,
  loginAs,
  arrive,
  baseURL,
}) => {
  const action = await providerAction(baseURL!);
  const manager = await apiAs(baseURL!, 'manager');
  const code = uniqueCode('E2E-REAL');
  const sessionId = await addSession(manager, action.id, {
    code,
    startDate: '2024-02-05T08:00:00.000Z',
    endDate: '2024-02-06T16:00:00.000Z',
  });
  await manager.dispose();
  await loginAs('provider');

  await page.goto(`${sessionsPath(action.id)}?session=${sessionId}`);
  await arrive(`${sessionsPath(action.id)}?session=${sessionId}`);
  // A provider reads the planning without changing it, records the realised hours and takes the
  // steps that are its own.
  await expect(
    page.getByText("La planification de la session est gérée par l'équipe"),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Code' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Coût' })).toBeDisabled();
  const remote = page.getByRole('textbox', { name: 'Heures réalisées à distance' });
  await remote.fill('7,5');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();
  await expect(remote).toHaveValue('7,50');
  const workflow = page.getByRole('region', { name: 'Suivi de la session' });
  await expect(workflow.getByRole('button', { name: 'Annuler la session' })).toHaveCount(0);
  await workflow.getByRole('button', { name: 'Marquer comme réalisée' }).click();
  await expect(toast(page, 'Session marquée comme réalisée.')).toBeVisible();
  await expect(workflow.getByRole('status')).toContainText('Réalisée');
  await expect(workflow.getByRole('button', { name: 'Marquer comme réalisée' })).toHaveCount(0);

  // Its signed attendance sheet: uploaded, checked by content, attached and downloadable.
  await page.getByLabel("Ajouter des fichiers (Feuille d'émargement)").setInputFiles({
    name: 'emargement-signe.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(toast(page, 'Import effectué.')).toBeVisible();
  const link = page.getByRole('link', { name: 'emargement-signe.pdf' });
  await expect(link).toBeVisible();
  const download = await page.request.get((await link.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  // A text file is not an attendance sheet: refused, naming the file.
  await page.getByLabel("Ajouter des fichiers (Feuille d'émargement)").setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Présents : 12\n'),
  });
  await expect(toast(page, /notes\.txt : Format de fichier invalide/)).toBeVisible();
});

test('the speakers and registrations tabs of an action', async ({
  page,
  loginAs,
  arrive,
  audit,
  baseURL,
}) => {
  const action = await providerAction(baseURL!);
  await loginAs('manager');

  const speakersPath = `/back/programming/${action.id}/speakers`;
  await page.goto(speakersPath);
  await arrive(speakersPath);
  await expect(
    page.getByRole('heading', { level: 2, name: "Intervenants de l'action" }),
  ).toBeVisible();
  const combobox = page.getByRole('combobox', { name: 'Intervenant' });
  await combobox.click();
  const option = page.getByRole('listbox', { name: 'Intervenant' }).getByRole('option').first();
  await expect(option).toBeVisible();
  const chosen = ((await option.textContent()) ?? '').split(' — ')[0]!.trim();
  await option.click();
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(toast(page, /fait désormais partie des intervenants/)).toBeVisible();
  const table = page.getByRole('table', { name: "Intervenants de l'action" });
  await expect(table).toContainText(chosen);
  await audit();
  await table.getByRole('button', { name: new RegExp(`Retirer .*${chosen}`) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Retirer' }).click();
  await expect(toast(page, /ne fait plus partie des intervenants/)).toBeVisible();

  const registrationsPath = `/back/programming/${action.id}/registrations`;
  await page.goto(registrationsPath);
  await arrive(registrationsPath);
  const filters = page.getByRole('search', { name: 'Filtrer les inscriptions' });
  await filters.getByRole('combobox', { name: 'Statut' }).selectOption('REGISTERED');
  await filters.getByRole('button', { name: 'Filtrer' }).click();
  await arrive(/status=REGISTERED/);
  // Every row left is "Inscrit", once the filtered list has replaced the previous one (retried:
  // the address changes before the rows do).
  const statuses = page
    .getByRole('table', { name: "Inscriptions aux sessions de l'action" })
    .locator('tbody [data-status]');
  await expect(statuses.filter({ hasNotText: /^Inscrit$/ })).toHaveCount(0);
});
