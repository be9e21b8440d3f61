import { expect, test } from './fixtures';
import { toast } from './helpers';

// Structures administration (/back/admin/structures) against the real API: a refused SIRET, a
// structure created and found, a user tied to it by a beneficiary profile, who then signs in; the
// structure in use cannot be deleted, and shows its member linked to the users' page.

/** A valid SIRET no other run uses: 13 digits from the clock and the Luhn key. */
function freshSiret(): string {
  const stem = String(Date.now()).slice(-13).padStart(13, '1');
  for (const key of '0123456789') {
    const digits = stem + key;
    let sum = 0;
    for (let i = 0; i < 14; i++) {
      let digit = Number(digits[13 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

test('an admin creates a structure and a user tied to it, who then signs in', async ({
  page,
  browser,
  loginAs,
  arrive,
  submitLogin,
}) => {
  test.setTimeout(120_000);
  await loginAs('admin');
  const suffix = Date.now();
  const name = `Foyer des Jeunes ${suffix}`;
  const siret = freshSiret();

  await page.goto('/back/admin/structures');
  await arrive('/back/admin/structures');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administration des structures');

  // Create: a wrong SIRET key is refused in French before anything is sent.
  const create = page.getByRole('link', { name: 'Créer une structure' });
  await expect(create).toHaveAttribute('href', '/back/admin/structures?new=1');
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'Créer une structure' });
  await arrive(/\/back\/admin\/structures\?new=1$/);
  await dialog.getByRole('textbox', { name: /^Nom/ }).fill(name);
  await dialog.getByRole('combobox', { name: /^Type/ }).selectOption('employer');
  await dialog.getByRole('textbox', { name: /SIRET/ }).fill('12345678901234');
  await dialog.getByRole('textbox', { name: /Code postal/ }).fill('31000');
  await dialog.getByRole('textbox', { name: /^Ville/ }).fill('Toulouse');
  await dialog.getByRole('checkbox', { name: 'Adhérente au programme' }).check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    dialog.getByText('Numéro SIRET invalide : la clé de contrôle ne correspond pas'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: /SIRET/ }).fill(siret.replace(/(\d{3})/g, '$1 '));
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Structure créée')).toBeVisible();

  // Its record page, with no HR validator yet.
  await arrive(/\/back\/admin\/structures\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Aucun valideur RH')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /SIRET/ })).toHaveValue(siret);
  const recordUrl = page.url();

  // Found in the list by its SIRET, among the member employers.
  await page.getByRole('link', { name: 'Retour aux structures' }).click();
  await arrive('/back/admin/structures');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(siret);
  await page.getByRole('combobox', { name: 'Adhésion' }).selectOption('true');
  await page.getByRole('search').getByRole('button', { name: 'Rechercher' }).click();
  const table = page.getByRole('table', { name: 'Structures' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: `Ouvrir la fiche de ${name}` })).toBeVisible();

  // A user tied to it by a beneficiary profile, with a password.
  const username = `jeune.${suffix}`;
  await page.goto('/back/admin/users?new=1');
  const userDialog = page.getByRole('dialog', { name: 'Créer un utilisateur' });
  await arrive(/\/back\/admin\/users\?new=1$/);
  await userDialog.getByRole('textbox', { name: /Identifiant/ }).fill(username);
  await userDialog.getByRole('textbox', { name: /^Prénom/ }).fill('Lucas');
  await userDialog.getByRole('textbox', { name: /Nom de famille/ }).fill('Garnier');
  await userDialog.getByRole('textbox', { name: /Adresse e-mail/ }).fill(`${username}@example.org`);
  await userDialog.getByLabel(/Mot de passe/).fill('passerelle-foyer');
  await userDialog
    .getByRole('combobox', { name: /Structure du profil 1/ })
    .fill(`Jeunes ${suffix}`);
  await userDialog.getByRole('option', { name }).click();
  await userDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();

  // The structure now shows its member, linked to the account, and cannot be deleted.
  await page.goto(recordUrl);
  await arrive(new URL(recordUrl).pathname);
  const member = page.getByRole('link', { name: 'Ouvrir le compte de Lucas Garnier' });
  await expect(member).toHaveAttribute('href', /\/back\/admin\/users\?edit=\d+$/);
  await expect(page.getByRole('button', { name: 'Supprimer la structure' })).toHaveCount(0);
  await expect(
    page.getByText(/ne peut pas être supprimée : elle est utilisée par 1 membre/),
  ).toBeVisible();

  // The new beneficiary signs in on the login page and lands in the beneficiary space.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/login');
  await arrive('/login', other);
  await submitLogin(username, 'passerelle-foyer', other);
  await expect(other).toHaveURL(/\/beneficiary/);
  await context.close();
});
