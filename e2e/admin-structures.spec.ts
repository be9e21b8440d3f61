import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, json, toast, freshSiret } from './helpers';

// Structures administration (/back/admin/structures) against the real API, one journey per
// step (decision 052): a refused SIRET, a structure created and found; a user tied to a
// structure (made through the API) by a beneficiary profile, after which the structure in use
// cannot be deleted and shows its member linked to the users' page; and such a user (made
// through the API) signs in on the login page.

/** A word of its own for each journey: the journeys of this file run in parallel. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

test('an admin creates a structure and finds it by its SIRET', async ({
  page,
  loginAs,
  arrive,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin');
  const suffix = unique();
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

  // Found in the list by its SIRET, among the member employers.
  await page.getByRole('link', { name: 'Retour aux structures' }).click();
  await arrive('/back/admin/structures');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(siret);
  await page.getByRole('combobox', { name: 'Adhésion' }).selectOption('true');
  await page.getByRole('search').getByRole('button', { name: 'Rechercher' }).click();
  const table = page.getByRole('table', { name: 'Structures' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: `Ouvrir la fiche de ${name}` })).toBeVisible();
});

/** A new member employer structure, through the API. */
async function createStructure(admin: APIRequestContext, name: string) {
  return json<{ id: number }>(
    await admin.post('/api/structures/detail', {
      data: { name, type: 'employer', siret: freshSiret(), city: 'Toulouse', member: true },
    }),
  );
}

test('an admin ties a user to a structure, which then shows its member', async ({
  page,
  loginAs,
  arrive,
  baseURL,
}) => {
  const suffix = unique();
  const name = `Foyer des Jeunes ${suffix}`;
  const admin = await apiAs(baseURL!, 'admin');
  const structure = await createStructure(admin, name);
  await admin.dispose();
  await loginAs('admin');

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
  const record = `/back/admin/structures/${structure.id}`;
  await page.goto(record);
  await arrive(record);
  const member = page.getByRole('link', { name: 'Ouvrir le compte de Lucas Garnier' });
  await expect(member).toHaveAttribute('href', /\/back\/admin\/users\?edit=\d+$/);
  await expect(page.getByRole('button', { name: 'Supprimer la structure' })).toHaveCount(0);
  await expect(
    page.getByText(/ne peut pas être supprimée : elle est utilisée par 1 membre/),
  ).toBeVisible();
});

test('a user of a new structure signs in on the login page', async ({
  page,
  arrive,
  submitLogin,
  baseURL,
}) => {
  const suffix = unique();
  const admin = await apiAs(baseURL!, 'admin');
  const structure = await createStructure(admin, `Foyer des Jeunes ${suffix}`);
  const username = `jeune.${suffix}`;
  await json(
    await admin.post('/api/users', {
      data: {
        username,
        civility: 'MR',
        givenName: 'Lucas',
        familyName: 'Garnier',
        email: `${username}@example.org`,
        password: 'passerelle-foyer',
        profiles: [{ code: 'profile_beneficiary', structureId: structure.id }],
      },
    }),
  );
  await admin.dispose();

  // The new beneficiary signs in on the login page and lands in the beneficiary space.
  await page.goto('/login');
  await arrive('/login');
  await submitLogin(username, 'passerelle-foyer');
  await expect(page).toHaveURL(/\/beneficiary/);
});
