import { expect, test } from './fixtures';
import { toast } from './helpers';

// User administration (/back/admin/users) against the real API: filter, create with a profile
// tied to a structure, the new account signs in, disable after confirmation, enable again.

test('an admin creates, finds, disables and enables an account', async ({
  page,
  request,
  loginAs,
  arrive,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin');
  const username = `agent.${Date.now()}`;

  await page.goto('/back/admin/users');
  await arrive('/back/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Utilisateurs');

  // Filter by profile: the demo HR validator appears, the beneficiary does not.
  await page.getByRole('combobox', { name: 'Profil' }).selectOption('profile_hr');
  await page.getByRole('search').getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/back\/admin\/users\?profile=profile_hr$/);
  const table = page.getByRole('table', { name: 'Utilisateurs' });
  await expect(table.getByRole('cell', { name: 'hr', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'beneficiary', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Réinitialiser' }).click();
  await expect(page).toHaveURL(/\/back\/admin\/users$/);

  // Create an account with a beneficiary profile in a structure found by typing. The page may
  // commit the reset after the address changed (a transition): wait for the link it renders.
  const create = page.getByRole('link', { name: 'Créer un utilisateur' });
  await expect(create).toHaveAttribute('href', '/back/admin/users?new=1');
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'Créer un utilisateur' });
  await arrive(/\/back\/admin\/users\?new=1$/);
  await dialog.getByRole('combobox', { name: 'Civilité' }).selectOption('MRS');
  await dialog.getByRole('textbox', { name: /Identifiant/ }).fill(username);
  await dialog.getByRole('textbox', { name: /^Prénom/ }).fill('Inès');
  await dialog.getByRole('textbox', { name: /Nom de famille/ }).fill('Rousseau');
  await dialog.getByRole('textbox', { name: /Adresse e-mail/ }).fill(`${username}@example.org`);
  await dialog.getByLabel(/Mot de passe/).fill('passerelle-nouveau');
  await dialog.getByRole('combobox', { name: /Structure du profil 1/ }).fill('Toulouse');
  await dialog.getByRole('option', { name: /Mission Locale Toulouse/ }).click();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Found by name without its accent.
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('ines rousseau');
  await page.getByRole('search').getByRole('button', { name: 'Rechercher' }).click();
  const row = table.getByRole('row', { name: /Rousseau Inès/ });
  await expect(row).toContainText('Bénéficiaire – Mission Locale Toulouse');
  await expect(row).toContainText('Actif');

  // The account signs in, then is disabled: the same credentials are refused.
  const signIn = () =>
    request.post('/api/auth/login', { data: { username, password: 'passerelle-nouveau' } });
  expect((await signIn()).status()).toBe(200);
  await row.getByRole('button', { name: 'Désactiver Inès Rousseau' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Désactiver le compte d’Inès Rousseau ?',
  });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Désactiver Inès Rousseau' }).click();
  await expect(toast(page, 'Compte désactivé')).toBeVisible();
  await expect(row).toContainText('Désactivé');
  const refused = await signIn();
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toBe('Utilisateur désactivé');

  await row.getByRole('button', { name: 'Réactiver Inès Rousseau' }).click();
  await expect(toast(page, 'Compte réactivé')).toBeVisible();
  expect((await signIn()).status()).toBe(200);
});
