import type { Locator } from '@playwright/test';
import { DEMO_PASSWORD, LANDINGS, PROFILES, expect, test } from './fixtures';

// Spec §6 "Default landing", through the real login form.
for (const profile of PROFILES) {
  test(`${profile} logs in through the form and lands on its page`, async ({
    page,
    arrive,
    submitLogin,
  }) => {
    await page.goto('/login');
    await arrive('/login');
    await expect(page).toHaveTitle(/connexion/i);
    await submitLogin(profile, DEMO_PASSWORD);
    await arrive(LANDINGS[profile]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const session = await page.request.get('/api/_auth/session');
    expect(session.status()).toBe(200);
    expect(await session.json()).toMatchObject({
      username: profile,
      userProfileCode: `profile_${profile}`,
    });

    if (profile === 'hr') {
      // hr lands on the first structure of GET /api/structures/previews (spec §2).
      const previews = (await (await page.request.get('/api/structures/previews')).json()) as {
        id: number;
      }[];
      expect(previews.length).toBeGreaterThan(0);
      await expect(page).toHaveURL(new RegExp(`/back/structures/${previews[0]!.id}$`));
    }
  });
}

test.describe('login errors (spec §8)', () => {
  test('a wrong password gives "Impossible de se connecter"', async ({
    page,
    arrive,
    audit,
    submitLogin,
  }) => {
    await page.goto('/login');
    await arrive('/login');
    await submitLogin('manager', 'pas-le-bon-mot-de-passe');
    await expect(page.getByText('Impossible de se connecter')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await audit();
  });

  test('an unknown user gives the same "Impossible de se connecter"', async ({
    page,
    arrive,
    audit,
    submitLogin,
  }) => {
    await page.goto('/login');
    await arrive('/login');
    await submitLogin('personne-inconnue', DEMO_PASSWORD);
    await expect(page.getByText('Impossible de se connecter')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await audit();
  });

  // Accounts added for these journeys by e2e/prepare-data.ts.
  const refused = [
    { username: 'desactive', message: 'Utilisateur désactivé', why: 'a disabled user' },
    {
      username: 'sans-structure',
      message: 'Aucune structure de rattachement active sur la plateforme',
      why: 'a user whose structures are all inactive',
    },
  ];
  for (const { username, message, why } of refused) {
    test(`${why} gives "${message}"`, async ({ page, arrive, audit, submitLogin }) => {
      await page.goto('/login');
      await arrive('/login');
      await submitLogin(username, DEMO_PASSWORD);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await audit();
      expect((await page.request.get('/api/_auth/session')).status()).toBe(401);
    });
  }

  test('empty fields are refused with "Champ obligatoire"', async ({ page, arrive }) => {
    await page.goto('/login');
    await arrive('/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Champ obligatoire').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('keyboard use of the login page', () => {
  test('the skip link is the first stop and leads to the form', async ({ page, arrive }) => {
    await page.goto('/login');
    await arrive('/login');

    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await expectVisibleFocus(skipLink);

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const username = page.getByLabel('Identifiant');
    await expect(username).toBeFocused();
    await expectVisibleFocus(username);
  });

  test('a user signs in with the keyboard only', async ({ page, arrive }) => {
    await page.goto('/login');
    await arrive('/login');

    await page.getByLabel('Identifiant').focus();
    await page.keyboard.type('provider');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Mot de passe', { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await arrive(LANDINGS.provider);
  });

  test('the forgot-password link is on the page', async ({ page, arrive }) => {
    await page.goto('/login');
    await arrive('/login');
    await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
  });
});

/** A keyboard user must see where the focus is: an outline or a ring (box-shadow). */
async function expectVisibleFocus(locator: Locator): Promise<void> {
  const style = await locator.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      outline: computed.outlineStyle !== 'none' && parseFloat(computed.outlineWidth) > 0,
      ring: computed.boxShadow !== 'none',
    };
  });
  expect(style.outline || style.ring, 'focus indicator (outline or ring)').toBe(true);
}
