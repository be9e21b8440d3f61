import { DEMO_PASSWORD, expect, test } from './fixtures';
import { toast } from './helpers';

// Profile switching (decision 031): `deux-profils` (e2e/prepare-data.ts) is a provider and a
// beneficiary; the header's choice changes the menu, the landing page and what the API allows.

test('a user holding two profiles switches from one to the other', async ({ page, arrive }) => {
  test.setTimeout(90_000);
  const login = await page.request.post('/api/auth/login', {
    data: { username: 'deux-profils', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto('/back/programming');
  await arrive('/back/programming');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Programmation' })).toBeVisible();

  const choice = page.getByRole('combobox', { name: 'Profil actif' });
  await expect(choice).toHaveValue('profile_provider');
  await choice.selectOption('profile_beneficiary');
  await page.getByRole('button', { name: 'Changer de profil' }).click();
  await expect(toast(page, 'Vous agissez désormais avec le profil Bénéficiaire.')).toBeVisible();
  await arrive(/\/beneficiary\/favorites$/);
  await expect(menu.getByRole('link', { name: 'Mes favoris' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Programmation' })).toHaveCount(0);

  // The server agrees: the back office is closed now, also after a reload.
  await page.goto('/back/programming');
  await expect(page).toHaveURL(/\/beneficiary\/favorites$/);
  await expect(page.getByRole('combobox', { name: 'Profil actif' })).toHaveValue(
    'profile_beneficiary',
  );
  const refused = await page.request.put('/api/_auth/session/profile', {
    data: { profileCode: 'profile_admin' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe('Vous ne disposez pas de ce profil');

  // And back.
  await page.getByRole('combobox', { name: 'Profil actif' }).selectOption('profile_provider');
  await page.getByRole('button', { name: 'Changer de profil' }).click();
  await arrive(/\/back\/programming$/);
  await expect(menu.getByRole('link', { name: 'Programmation' })).toBeVisible();
});
