import type { Page } from '@playwright/test';
import { clientNavigate, expect, test } from './fixtures';

// The error screen of spec §2: an illustration /errors/{code}.svg, a translated title and
// description, one button 'Revenir à la page précédente' going back, or to / without history.

const BACK = 'Revenir à la page précédente';

async function expectErrorScreen(
  page: Page,
  code: number | 'unknown',
  title: string,
  layout = 'default',
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', layout);
  const illustration = page.locator(`img[src$="/errors/${code}.svg"]`);
  await expect(illustration).toBeVisible();
  // Loaded, not a broken image.
  expect(await illustration.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  await expect(
    page.getByRole('button', { name: BACK }).or(page.getByRole('link', { name: BACK })),
  ).toHaveCount(1);
}

function backButton(page: Page) {
  return page.getByRole('button', { name: BACK }).or(page.getByRole('link', { name: BACK }));
}

// Error screens on demand: apps/web/app/routes/test-error.tsx, enabled by E2E_ERROR_ROUTES=1.
test.describe('error screen for 403, 500 and other statuses', () => {
  test('403 shows the unauthorized screen', async ({ page, arrive }) => {
    const response = await page.goto('/__test/error/403');
    expect(response?.status()).toBe(403);
    await arrive('/__test/error/403');
    await expectErrorScreen(page, 403, 'Accès refusé');
    await expect(page.getByText("Vous n'avez pas les droits nécessaires")).toBeVisible();
  });

  test('403 uses the layout named in the error data', async ({ page, arrive }) => {
    await page.goto('/__test/error/403?layout=back');
    await arrive('/__test/error/403?layout=back');
    await expectErrorScreen(page, 403, 'Accès refusé', 'back');
  });

  test('500 shows the technical error screen without internals', async ({ page, arrive }) => {
    const response = await page.goto('/__test/error/500');
    expect(response?.status()).toBe(500);
    await arrive('/__test/error/500');
    await expectErrorScreen(page, 500, 'Erreur technique');
    await expect(page.getByText('Test error')).toHaveCount(0);
  });

  test('another status shows the unknown-error screen', async ({ page, arrive }) => {
    const response = await page.goto('/__test/error/418');
    expect(response?.status()).toBe(418);
    await arrive('/__test/error/418');
    await expectErrorScreen(page, 'unknown', 'Une erreur est survenue');
  });

  test('an error met in client navigation: the button goes back', async ({ page, arrive }) => {
    await page.goto('/about');
    await arrive('/about');
    await clientNavigate(page, '/__test/error/500');
    await arrive('/__test/error/500');
    await expectErrorScreen(page, 500, 'Erreur technique');
    await backButton(page).click();
    await arrive('/about');
  });

  test('without a previous page, the button goes to /', async ({ page, arrive }) => {
    await page.goto('/__test/error/403');
    await arrive('/__test/error/403');
    await backButton(page).click();
    await arrive('/');
  });
});

test.describe('unknown route: 404', () => {
  test('shows "Page not found: {path}" on the error screen', async ({ page, arrive }) => {
    const response = await page.goto('/nulle-part/ici');
    expect(response?.status()).toBe(404);
    await arrive('/nulle-part/ici');
    await expectErrorScreen(page, 404, 'Page introuvable');
    await expect(page.getByText('Page not found: /nulle-part/ici')).toBeVisible();
  });

  test('the button goes to / when there is no previous page', async ({ page, arrive }) => {
    await page.goto('/nulle-part');
    await arrive('/nulle-part');
    await backButton(page).click();
    await arrive('/');
  });

  test('the button goes back to the previous page', async ({ page, arrive }) => {
    await page.goto('/cgu');
    await arrive('/cgu');
    await clientNavigate(page, '/ailleurs');
    await arrive('/ailleurs');
    await expectErrorScreen(page, 404, 'Page introuvable');
    await backButton(page).click();
    await arrive('/cgu');
  });

  test('an unknown API path answers a JSON 404, not a page', async ({ request }) => {
    const response = await request.get('/api/nulle-part');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });

  test('a bot gets the 404 status without the error page', async ({ request }) => {
    const response = await request.get('/nulle-part', {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain(BACK);
  });
});
