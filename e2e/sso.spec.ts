import { expect, test } from './fixtures';

/*
 * Single sign-on through the test OpenID provider (e2e/oidc-provider.ts, started by
 * playwright.config.ts): the login page's button, the provider's page, back signed in as a new
 * beneficiary of the structure of the SIRET claim; the logout ends the provider's session too.
 */

test('signs in with the provider from the login page button, then out of both', async ({
  page,
  arrive,
  audit,
}) => {
  await page.goto('/login');
  await arrive('/login');
  await page.getByRole('link', { name: 'Se connecter avec ProConnect' }).click();

  // The provider's page (another origin): its account is typed, then everything is granted.
  await expect(page.getByRole('heading', { name: "Fournisseur d'identité de test" })).toBeVisible();
  await audit();
  await page.getByLabel('Identifiant de test').fill('camille.sso');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await arrive(/\/beneficiary\/favorites$/);
  const session = await page.request.get('/api/_auth/session');
  expect(session.status()).toBe(200);
  expect(await session.json()).toMatchObject({
    givenName: 'Camille',
    familyName: 'Lefèvre',
    userProfileCode: 'profile_beneficiary',
  });

  // Logout: the portal's session ends, then the provider's (RP-initiated logout).
  await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
  await expect(page.getByRole('heading', { name: 'Déconnexion' })).toBeVisible();
  expect((await page.request.get('/api/_auth/session')).status()).toBe(401);
  await page.getByRole('button', { name: 'Se déconnecter du fournisseur' }).click();
  await arrive('/');
});

test('a refused sign-in comes back to the login page with its message', async ({
  page,
  arrive,
}) => {
  await page.goto('/login?sso_error=NO_ACTIVE_STRUCTURE');
  await arrive('/login?sso_error=NO_ACTIVE_STRUCTURE');
  await expect(page.getByRole('alert')).toContainText(
    'Aucune structure de rattachement active sur la plateforme',
  );
  await expect(page.getByRole('link', { name: 'Se connecter avec ProConnect' })).toBeVisible();
});

test('the forgotten password page tells who signs in with the provider where their password is', async ({
  page,
  arrive,
  audit,
}) => {
  await page.goto('/forgot-password');
  await arrive('/forgot-password');
  await expect(
    page.getByText(
      'Si vous vous connectez avec ProConnect, votre mot de passe est géré par ProConnect',
    ),
  ).toBeVisible();
  await audit();
});
