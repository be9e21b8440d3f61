import { expect, test, waitForHydration } from './fixtures';
import { apiAs, toast } from './helpers';
import { createTrainee } from './trainee-session';

// Impersonation (decision 031): an admin signs in as a user from the users list, sees the banner
// and the user's menus, then leaves the substitution from the keyboard and is the admin again.
// The user is the journey's own beneficiary (admin API).

test('an admin acts as a beneficiary, then leaves the substitution', async ({
  page,
  loginAs,
  arrive,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const admin = await apiAs(baseURL!, 'admin');
  const person = await createTrainee(admin, `substitution-${run}`, `Substitution${run}`);
  await admin.dispose();
  const name = `${person.givenName} ${person.familyName}`;

  // A session of its own: the impersonation closes it.
  await loginAs('admin', { own: true });
  await page.goto('/back/admin/users');
  await arrive('/back/admin/users');
  const table = page.getByRole('table', { name: 'Utilisateurs' });
  const search = async (words: string) => {
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(words);
    await page.getByRole('search').getByRole('button', { name: 'Rechercher' }).click();
    // The list reloads under the new URL, and its form with it: the next search waits for that
    // (a search sent before hydration loads a new document: its load event may come late). The
    // URL is polled: waiting for the navigation event hung once the URL had already changed.
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === words);
    await waitForHydration(page);
  };
  // Never offered for an admin.
  await search('claire martin');
  await expect(table.getByRole('row', { name: /Martin Claire/ })).toBeVisible();
  await expect(
    table.getByRole('button', { name: 'Se connecter en tant que Claire Martin' }),
  ).toHaveCount(0);

  await search(person.familyName);
  await table.getByRole('button', { name: `Se connecter en tant qu’${name}` }).click();
  await expect(toast(page, `Vous êtes maintenant connecté en tant qu’${name}.`)).toBeVisible();
  await arrive(/\/beneficiary\/favorites$/);
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText(
    `Vous êtes connecté en tant qu’${name}, à la place de Claire Martin.`,
  );
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Mes favoris' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Administration' })).toHaveCount(0);

  // The banner stays on the public pages too; the back office is closed to the beneficiary.
  await page.goto('/training');
  await arrive(/\/training$/);
  await expect(banner).toBeVisible();
  expect((await page.request.get('/api/users')).status()).toBe(403);

  // Leave from the keyboard.
  const leave = banner.getByRole('button', { name: 'Quitter la substitution' });
  await leave.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Vous avez quitté le mode substitution.')).toBeVisible();
  // Back to the list it came from, with its search.
  await arrive(`/back/admin/users?q=${encodeURIComponent(person.familyName)}`);
  await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue(person.familyName);
  await expect(banner).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Administration' })).toBeVisible();
  expect((await page.request.get('/api/users')).status()).toBe(200);
});
