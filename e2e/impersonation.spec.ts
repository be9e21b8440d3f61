import { expect, test } from './fixtures';
import { toast } from './helpers';

// Impersonation (decision 031): an admin signs in as a user from the users list, sees the banner
// and the user's menus, then leaves the substitution from the keyboard and is the admin again.

test('an admin acts as a beneficiary, then leaves the substitution', async ({
  page,
  loginAs,
  arrive,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin');
  await page.goto('/back/admin/users');
  await arrive('/back/admin/users');
  const table = page.getByRole('table', { name: 'Utilisateurs' });
  // Never offered for an admin.
  await expect(
    table.getByRole('button', { name: 'Se connecter en tant que Claire Martin' }),
  ).toHaveCount(0);

  await table.getByRole('button', { name: 'Se connecter en tant que Julien Moreau' }).click();
  await expect(
    toast(page, 'Vous êtes maintenant connecté en tant que Julien Moreau.'),
  ).toBeVisible();
  await arrive(/\/beneficiary\/favorites$/);
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText(
    'Vous êtes connecté en tant que Julien Moreau, à la place de Claire Martin.',
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
  await arrive(/\/back\/programming$/);
  await expect(banner).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Administration' })).toBeVisible();
  expect((await page.request.get('/api/users')).status()).toBe(200);
});
