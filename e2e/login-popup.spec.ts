import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { toast } from './helpers';

/** The session ends on the server (as after its 12 hours), the browser keeps the page. */
async function endSessionOnServer(page: Page) {
  const origin = new URL(page.url()).origin;
  const logout = await page.request.delete('/api/_auth/session', { headers: { origin } });
  expect(logout.status()).toBe(204);
}

// Spec §2 sign-in popup in use (decision 029): a form sent after the session expired opens the
// popup instead of leaving the page; once signed in there, what was typed is saved.

test('an expired session while saving a form is renewed in the popup, and the form saved', async ({
  page,
  loginAs,
  arrive,
  submitLogin,
}) => {
  test.setTimeout(90_000);
  // A session of its own: the journey ends it on the server.
  await loginAs('admin', { own: true });
  const number = String(100 + Math.floor(Math.random() * 900_000));
  const name = `Axe après reconnexion ${Date.now()}`;

  await page.goto('/back/admin/axis?new=1');
  await arrive('/back/admin/axis?new=1');
  const dialog = page.getByRole('dialog', { name: 'Créer un axe' });
  await dialog.getByRole('textbox', { name: 'Numéro' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Couleur', exact: true }).fill('#336699');
  // The live duplicate check of the number has answered before the session ends.
  await expect(dialog.getByText('Ce numéro est déjà utilisé')).toHaveCount(0);
  await page.waitForTimeout(1_000);

  await endSessionOnServer(page);

  const popupOpens = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  const popup = await popupOpens;
  await expect(dialog.getByRole('alert')).toContainText('Votre session a expiré.');
  await expect(page).toHaveURL(/\/back\/admin\/axis\?new=1$/);
  await expect(dialog.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(name);

  // The popup: the sign-in form of spec §2, 960×600.
  await arrive(/\/login\?popup=1$/, popup);
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([960, 600]);
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Connexion à Passerelle');
  const closes = popup.waitForEvent('close');
  await submitLogin('admin', 'passerelle-demo', popup);
  await closes;

  // Back on the form: the save went through with what was typed.
  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Axes' })).toContainText(name);
});

test('a form posted to its page’s action (yearly quotas) also opens the popup, then saves', async ({
  page,
  loginAs,
  arrive,
  submitLogin,
}) => {
  test.setTimeout(90_000);
  // A session of its own: the journey ends it on the server.
  await loginAs('admin', { own: true });
  await page.goto('/back/admin/parameters');
  await arrive('/back/admin/parameters');
  // A year of its own (2010 to 2039; the quotas journey uses 2040 to 2099).
  const year = String(2010 + (Date.now() % 30));
  const amount = String(20 + (Date.now() % 7));
  await page.getByRole('spinbutton', { name: 'Année', exact: true }).fill(year);
  const max = page.getByRole('spinbutton', {
    name: 'Nombre maximal d’actions (types réservés aux structures adhérentes)',
  });
  await max.fill(amount);
  await page.getByRole('spinbutton', { name: 'Dont actions soumises à validation RH' }).fill('3');

  await endSessionOnServer(page);
  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Enregistrer les quotas' }).click();
  const popup = await popupOpens;
  await expect(page.getByText('Votre session a expiré.')).toBeVisible();
  await expect(page).toHaveURL(/\/back\/admin\/parameters$/);
  await expect(max).toHaveValue(amount);

  await arrive(/\/login\?popup=1$/, popup);
  const closes = popup.waitForEvent('close');
  await submitLogin('admin', 'passerelle-demo', popup);
  await closes;

  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();
  const inForce = page
    .getByRole('table', { name: 'Quotas en vigueur par année' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: year, exact: true }) });
  await expect(inForce).toContainText(amount);
});
