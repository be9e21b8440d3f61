import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, toast } from './helpers';

// The programming screens (/back/programming and an action's sheet) against the real API and
// the demo data: filters in the URL, the action form, copy and delete, the provider's read-only
// view of its own actions, and the CSV export.

function rows(page: Page) {
  return page.getByRole('table', { name: 'Actions de formation' }).locator('tbody tr');
}

const actionId = (url: string) => Number(/\/back\/programming\/(\d+)\/action$/.exec(url)?.[1]);

test('a manager filters the actions, edits one, copies it and deletes the copy', async ({
  page,
  loginAs,
  arrive,
  audit,
}) => {
  test.setTimeout(90_000);
  await loginAs('manager');
  await page.goto('/back/programming');
  await arrive('/back/programming');
  await expect(page).toHaveTitle('Programmation – Passerelle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Programmation');
  await expect(page.getByRole('region', { name: 'Indicateurs' })).toBeVisible();

  // The demo programme covers this year and the next: narrow to the next, then to one axis.
  const year = String(new Date().getFullYear() + 1);
  await page.getByRole('combobox', { name: 'Année' }).selectOption(year);
  await expect(page).toHaveURL(new RegExp(`[?&]year=${year}`));
  const axis = page.getByRole('combobox', { name: 'Axe', exact: true });
  await axis.selectOption({ index: 1 });
  await expect(page).toHaveURL(/[?&]axisId=\d+/);
  await arrive(/\/back\/programming\?year=\d+&axisId=\d+$/);
  const axisLabel = (await axis.locator('option:checked').textContent())!.trim();
  await expect(rows(page).first()).toBeVisible();
  const count = await rows(page).count();
  for (let index = 0; index < count; index += 1) {
    await expect(rows(page).nth(index)).toContainText(axisLabel);
    await expect(rows(page).nth(index)).toContainText(year);
  }
  // A reload keeps the filters (they live in the URL).
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Année' })).toHaveValue(year);

  // The creation form, as a dialog (audited, then left without saving).
  await page.getByRole('button', { name: 'Créer une action' }).click();
  const create = page.getByRole('dialog', { name: 'Créer une action' });
  await expect(create.getByRole('textbox', { name: /Année/ })).toHaveValue(year);
  await audit();
  await create.getByRole('button', { name: 'Annuler' }).click();
  await expect(create).toBeHidden();

  // Open the first action.
  const link = rows(page).first().getByRole('link');
  const name = (await link.textContent())!.trim();
  await link.click();
  await arrive(/\/back\/programming\/\d+\/action$/);
  const id = actionId(page.url());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`Action de formation – ${name} – Passerelle`);

  // Edit its goal and save.
  const goal = `Objectif revu par le parcours ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Objectifs' }).fill(goal);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Objectifs' })).toHaveValue(goal);

  // Its sessions keep it from being deleted: the API's reason is shown.
  const detail = await (await page.request.get(`/api/actions/${id}`)).json();
  if (detail.sessionCount > 0) {
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page
      .getByRole('alertdialog', { name: /Supprimer l'action/ })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    const count: number = detail.sessionCount;
    const sessions = count === 1 ? '1 session : supprimez-la' : `${count} sessions : supprimez-les`;
    await expect(
      toast(page, `Cette action a ${sessions} avant de supprimer l'action.`),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/back/programming/${id}/action$`));
  }

  // Duplicate it: the copy opens.
  await page.getByRole('button', { name: 'Dupliquer' }).click();
  const confirmCopy = page.getByRole('alertdialog', { name: /Dupliquer l'action/ });
  await audit();
  await confirmCopy.getByRole('button', { name: 'Dupliquer' }).click();
  await expect(toast(page, 'Copie effectuée.')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/back/programming/${id}/action$`));
  await arrive(/\/back\/programming\/\d+\/action$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} (copie)`);
  await expect(page.getByRole('textbox', { name: 'Objectifs' })).toHaveValue(goal);

  // The copy has no session: it can be deleted, and the list comes back.
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page
    .getByRole('alertdialog', { name: /Supprimer l'action/ })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(toast(page, 'Suppression effectuée.')).toBeVisible();
  await arrive('/back/programming');
});

test('a provider sees only its own actions, read-only', async ({
  page,
  loginAs,
  arrive,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const provider = await loginAs('provider');
  await page.goto('/back/programming?year=all');
  await arrive('/back/programming?year=all');
  await expect(page.getByRole('combobox', { name: 'Prestataire' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Créer une action' })).toHaveCount(0);

  // Every action listed is one of its structures'.
  const own = await (await page.request.get('/api/actions?pageSize=100')).json();
  const structures = new Set<number>(
    (provider as unknown as { profiles: { structureId: number }[] }).profiles.map(
      (profile) => profile.structureId,
    ),
  );
  expect(own.total).toBeGreaterThan(0);
  for (const item of own.items) expect(structures.has(item.provider.id)).toBe(true);
  await expect(rows(page).first()).toBeVisible();

  // Its action's sheet is read-only.
  await rows(page).first().getByRole('link').click();
  await arrive(/\/back\/programming\/\d+\/action$/);
  await expect(page.getByText('Vous consultez cette action en lecture seule.')).toBeVisible();
  // Only its "Documents et liens" section (public documents and links) takes input.
  const documents = page.getByRole('region', { name: 'Documents et liens' });
  await expect(documents).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(await documents.getByRole('textbox').count());
  await expect(page.getByRole('textbox', { name: 'Objectifs' })).toHaveCount(0);
  for (const label of ['Enregistrer', 'Dupliquer', 'Supprimer']) {
    await expect(page.getByRole('button', { name: label })).toHaveCount(0);
  }

  // Another provider's action does not exist for it.
  const staff = await apiAs(baseURL!, 'manager');
  const all = await (await staff.get('/api/actions?pageSize=100&year=')).json();
  await staff.dispose();
  const other = all.items.find(
    (item: { provider: { id: number } | null }) =>
      item.provider && !structures.has(item.provider.id),
  );
  expect(other).toBeDefined();
  await page.goto(`/back/programming/${other.id}/action`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
});

test('the CSV export of the filtered list starts with the UTF-8 BOM', async ({
  page,
  loginAs,
  arrive,
}) => {
  await loginAs('manager');
  await page.goto('/back/programming?year=all&sort=name');
  await arrive('/back/programming?year=all&sort=name');
  const link = page.getByRole('link', { name: 'Exporter en CSV' });
  await expect(link).toHaveAttribute('href', '/api/action_views/export?format=csv&sort=name');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split('\n')[0]).toContain(';');
});
