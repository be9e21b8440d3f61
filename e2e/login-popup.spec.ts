import { expect, test } from './fixtures';
import { toast } from './helpers';

// Spec §2 sign-in popup in use (decision 029): a form sent after the session expired opens the
// popup instead of leaving the page; once signed in there, what was typed is saved.

test('an expired session while saving a form is renewed in the popup, and the form saved', async ({
  page,
  loginAs,
  arrive,
  submitLogin,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin');
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

  // The session ends on the server (as after its 12 hours), the browser keeps the page.
  const origin = new URL(page.url()).origin;
  const logout = await page.request.delete('/api/_auth/session', { headers: { origin } });
  expect(logout.status()).toBe(204);

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
