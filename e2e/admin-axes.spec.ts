import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { toast } from './helpers';
import { keyboardJourney, keyboardTest, pressOn, typeIn } from './keyboard';

// The axes administration (/back/admin/axis) on the admin-kit, against the real API: list,
// create, the live duplicate check of spec §5, edit, search, sort and delete with confirmation.

/** The rows of the list, without the header row. */
function rows(page: Page) {
  return page.getByRole('table', { name: 'Axes' }).locator('tbody tr');
}

test('an admin manages the axes', async ({ page, loginAs, arrive }) => {
  // A long journey (about twenty steps, each waiting for the API): more than the default 30 s.
  test.setTimeout(90_000);
  await loginAs('admin');
  // Unique per run: the number lies far above the demo axes, the name carries the time.
  const number = String(100 + Math.floor(Math.random() * 900_000));
  const name = `Axe de parcours ${Date.now()}`;

  await page.goto('/back/admin/axis');
  await arrive('/back/admin/axis');
  await expect(page).toHaveTitle('Axes – Passerelle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Axes');

  // The demo axes, in number order, each colour as a swatch with its code.
  await expect(rows(page).first()).toBeVisible();
  const demo = rows(page).filter({ hasText: 'Accueil, information et orientation des publics' });
  if ((await demo.count()) > 0) await expect(demo).toContainText('#1D4ED8');
  await expect(page.getByRole('columnheader', { name: 'Numéro' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Create.
  await page.getByRole('link', { name: 'Créer un axe' }).click();
  await arrive('/back/admin/axis?new=1');
  let dialog = page.getByRole('dialog', { name: 'Créer un axe' });
  await dialog.getByRole('textbox', { name: 'Numéro' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('Créé par le parcours de bout en bout.');
  await dialog.getByRole('textbox', { name: 'Couleur', exact: true }).fill('#336699');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/back\/admin\/axis$/);
  // Back after the creation: the list as it was before, not the dialog again, empty.
  await page.goBack();
  await expect(page).toHaveURL(/\/back\/admin\/axis$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The same number again: refused while typing, and on save.
  await page.getByRole('link', { name: 'Créer un axe' }).click();
  dialog = page.getByRole('dialog', { name: 'Créer un axe' });
  const numberInput = dialog.getByRole('textbox', { name: 'Numéro' });
  await numberInput.fill(number);
  await expect(dialog.getByText('Ce numéro est déjà utilisé')).toBeVisible();
  await expect(numberInput).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(`${name} bis`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(numberInput).toBeFocused();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  // Unsaved changes: the dialog asks before dropping them.
  await page
    .getByRole('alertdialog', { name: 'Modifications non enregistrées' })
    .getByRole('button', { name: 'Continuer sans enregistrer' })
    .click();
  await expect(dialog).toBeHidden();

  // Search finds it; the search is in the URL, so a reload keeps it.
  const search = page.getByRole('searchbox', { name: 'Rechercher' });
  await expect(search).toHaveAttribute('placeholder', 'Rechercher...');
  await search.fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(number);
  await expect(rows(page).first()).toContainText('#336699');
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue(name);

  // Edit it from its row; the dialog's address survives a reload too.
  await page.getByRole('link', { name: `Modifier « ${name} »` }).click();
  await expect(page).toHaveURL(/[?&]edit=\d+/);
  await page.reload();
  dialog = page.getByRole('dialog', { name: `Modifier « ${name} »` });
  await expect(dialog.getByRole('textbox', { name: 'Numéro' })).toHaveValue(number);
  await arrive(/[?&]edit=\d+/);
  const renamed = `${name} (modifié)`;
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(renamed);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page).first()).toContainText(renamed);

  // A search with no match says so.
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(`${name} introuvable`);
  await expect(page.getByText('Aucune donnée correspondante')).toBeVisible();

  // Sort by number, descending: our axis (far above the demo numbers) comes first.
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('');
  await expect(page).toHaveURL(/\/back\/admin\/axis$/);
  await page.getByRole('button', { name: 'Numéro' }).click();
  await expect(page).toHaveURL(/[?&]sort=-number/);
  await expect(page.getByRole('columnheader', { name: 'Numéro' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(renamed);
  await expect(rows(page)).toHaveCount(1);

  // Delete, after confirmation.
  await page.getByRole('button', { name: `Supprimer « ${renamed} »` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Supprimer « ${renamed} » ?` });
  await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Suppression effectuée.')).toBeVisible();
  await expect(page.getByText('Aucune donnée correspondante')).toBeVisible();
  const left = await page.request.get(`/api/axes?q=${encodeURIComponent(renamed)}`);
  expect(((await left.json()) as { total: number }).total).toBe(0);
});

test('an axis used by actions cannot be deleted', async ({ page, loginAs, arrive }) => {
  await loginAs('admin');
  const answer = await page.request.get('/api/axes?sort=number&pageSize=10');
  const { items } = (await answer.json()) as { items: { id: number; name: string }[] };
  // The demo programme's actions use the demo axes; without them there is nothing to refuse.
  test.skip(items.length === 0, 'no demo axes');
  const used = items[0]!;
  await page.goto('/back/admin/axis');
  await arrive('/back/admin/axis');
  const before = await page.request.get(`/api/axes/${used.id}`);
  expect(before.status()).toBe(200);
  await page.getByRole('button', { name: `Supprimer « ${used.name} »` }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Supprimer', exact: true })
    .click();
  const refusal = toast(page, /^Suppression impossible/);
  await expect(refusal).toBeVisible();
  expect((await page.request.get(`/api/axes/${used.id}`)).status()).toBe(200);
  await expect(rows(page).filter({ hasText: used.name })).toHaveCount(1);
});

test('the cities page runs on the same kit', async ({ page, loginAs, arrive }) => {
  await loginAs('admin');
  await page.goto('/back/admin/cities');
  await arrive('/back/admin/cities');
  await expect(page).toHaveTitle('Villes – Passerelle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Villes');
  await expect(page.getByRole('link', { name: 'Créer une ville' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Villes' }).or(page.getByText('Aucune donnée')),
  ).toBeVisible();
});

test('a manager may not open the axes administration', async ({ page, loginAs, arrive }) => {
  await loginAs('manager');
  await page.goto('/back/admin/axis');
  await arrive('/?message=noaccess');
  await expect(page.getByText("Cette page n'est pas accessible avec votre profil.")).toBeVisible();
});

keyboardTest(
  'keyboard only: an admin creates an axis',
  keyboardJourney('back-office-form'),
  async ({ page, loginAs, arrive }) => {
    await loginAs('admin');
    const number = String(100 + Math.floor(Math.random() * 900_000));
    const name = `Axe au clavier ${Date.now()}`;
    await page.goto('/back/admin/axis');
    await arrive('/back/admin/axis');

    const create = page.getByRole('link', { name: 'Créer un axe' });
    await pressOn(page, create);
    await arrive('/back/admin/axis?new=1');
    const dialog = page.getByRole('dialog', { name: 'Créer un axe' });
    // The dialog takes the focus; Tab stays inside it.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await typeIn(page, dialog.getByRole('textbox', { name: 'Numéro' }), number);
    await typeIn(page, dialog.getByRole('textbox', { name: 'Nom', exact: true }), name);
    const color = dialog.getByRole('textbox', { name: 'Couleur', exact: true });
    await typeIn(page, color, '');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('#336699');
    await expect(color).toHaveValue('#336699');
    await pressOn(page, dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The focus is back where the dialog was opened from, not lost on the page's body.
    await expect(create).toBeFocused();
    await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
  },
);
