import { expect, test } from './fixtures';
import { toast } from './helpers';
import { mailsTo } from './mails';

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

// Issue 23 item 2 (decision 062): an account created without a password is invited by mail, and
// its holder chooses the password through the link.
test('an account created without a password is invited to choose one', async ({
  page,
  request,
  loginAs,
  arrive,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin');
  const username = `invite.${Date.now()}`;
  const email = `${username}@example.org`;
  const password = `mot-de-passe-choisi-${Date.now()}`;

  await page.goto('/back/admin/users?new=1');
  const dialog = page.getByRole('dialog', { name: 'Créer un utilisateur' });
  await expect(dialog.getByLabel(/Mot de passe/)).toHaveAccessibleDescription(
    /la personne reçoit par e-mail un lien pour choisir le sien/,
  );
  await dialog.getByRole('textbox', { name: /Identifiant/ }).fill(username);
  await dialog.getByRole('textbox', { name: /^Prénom/ }).fill('Léna');
  await dialog.getByRole('textbox', { name: /Nom de famille/ }).fill('Garnier');
  await dialog.getByRole('textbox', { name: /Adresse e-mail/ }).fill(email);
  await dialog.getByRole('combobox', { name: /Structure du profil 1/ }).fill('Toulouse');
  await dialog.getByRole('option', { name: /Mission Locale Toulouse/ }).click();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();

  // The invitation, caught by the test SMTP server.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail!.subject).toBe('Votre compte Passerelle est prêt');
  expect(mail!.text).toContain(`Votre identifiant est ${username}.`);
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]+&welcome=1/.exec(
    mail!.text,
  )?.[0];
  expect(link, mail!.text).toBeTruthy();
  expect(new URL(link!).origin).toBe(baseURL);

  await page.goto(link!);
  await arrive(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisissez votre mot de passe');
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirmation du nouveau mot de passe' }).fill(password);
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page.getByRole('status')).toContainText('Votre mot de passe a été modifié.');
  const signIn = await request.post('/api/auth/login', { data: { username, password } });
  expect(signIn.status()).toBe(200);
});
