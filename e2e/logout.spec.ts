import { DEMO_PASSWORD, LANDINGS, expect, test } from './fixtures';

test('logout clears the session, returns to / and closes the back office', async ({
  page,
  context,
  arrive,
  submitLogin,
}) => {
  await page.goto('/login');
  await arrive('/login');
  await submitLogin('manager', DEMO_PASSWORD);
  await arrive(LANDINGS.manager);
  const cookies = await context.cookies();
  const token = cookies.find((cookie) => cookie.httpOnly && cookie.value.length > 20)?.value;
  expect(token, 'the auth cookie is set at login').toBeTruthy();

  const logout = page
    .getByRole('button', { name: 'Se déconnecter' })
    .or(page.getByRole('link', { name: 'Se déconnecter' }));
  await logout.click();
  await arrive('/');

  // The cookie is gone and the token is revoked on the server, not only forgotten.
  expect((await context.cookies()).some((cookie) => cookie.value === token)).toBe(false);
  expect((await page.request.get('/api/_auth/session')).status()).toBe(401);
  const withOldToken = await page.request.get('/api/_auth/session', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(withOldToken.status()).toBe(401);
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();

  await page.goto('/back/programming');
  await arrive('/login?redirect=%2Fback%2Fprogramming');
});

test('a session cleared elsewhere is treated as logged out on the next page', async ({
  page,
  baseURL,
  loginAs,
  arrive,
}) => {
  // A session of its own: the journey ends it.
  await loginAs('beneficiary', { own: true });
  await page.goto('/beneficiary/favorites');
  await arrive('/beneficiary/favorites');
  // As another tab of the portal would do it (same origin, cookie).
  const logout = await page.request.delete('/api/_auth/session', {
    headers: { origin: baseURL! },
  });
  expect(logout.status()).toBe(204);
  await page.goto('/beneficiary/passed');
  await arrive('/login?redirect=%2Fbeneficiary%2Fpassed');
});
