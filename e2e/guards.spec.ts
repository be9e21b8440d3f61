import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, clientNavigate, expect, test } from './fixtures';

// The route guards of spec §2 as read in decisions.md, checked in the browser: on a full page load
// (server render) and on client-side navigation.

const NO_ACCESS_NOTICE = "Cette page n'est pas accessible avec votre profil.";
const PUBLIC_PAGES = [
  '/',
  '/login',
  '/training',
  '/format',
  '/condition',
  '/about',
  '/lab',
  '/cookies',
  '/cgu',
  '/accessibility',
  '/legal_mentions',
];

/** Marks the current document; `expectSameDocument` then proves no full reload happened. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eMarker?: boolean }).e2eMarker = true;
  });
}
async function expectSameDocument(page: Page): Promise<void> {
  const marked = await page.evaluate(
    () => (window as unknown as { e2eMarker?: boolean }).e2eMarker,
  );
  expect(marked, 'navigation stayed in the same document (no full reload)').toBe(true);
}

async function firstStructureId(page: Page): Promise<number> {
  const response = await page.request.get('/api/structures/previews');
  expect(response.status()).toBe(200);
  const previews = (await response.json()) as { id: number }[];
  expect(previews.length, 'the demo hr validator has a structure').toBeGreaterThan(0);
  return previews[0]!.id;
}

test.describe('anonymous visitor', () => {
  for (const path of PUBLIC_PAGES) {
    test(`may open the public page ${path}`, async ({ page, arrive }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await arrive(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  test('entering /back is sent to /', async ({ page, arrive }) => {
    await page.goto('/back');
    await arrive('/');
  });

  test('a private page sends to /login with the full path, and login returns there', async ({
    page,
    arrive,
    submitLogin,
  }) => {
    await page.goto('/back/programming');
    await arrive('/login?redirect=%2Fback%2Fprogramming');
    await submitLogin('manager', DEMO_PASSWORD);
    await arrive('/back/programming');
  });

  test('the redirect parameter keeps the query string', async ({ page, arrive }) => {
    await page.goto('/beneficiary/future?page=2');
    await arrive('/login?redirect=%2Fbeneficiary%2Ffuture%3Fpage%3D2');
  });

  test('a redirect to a page the profile may not open falls back to its landing', async ({
    page,
    arrive,
    submitLogin,
  }) => {
    await page.goto('/back/admin/users');
    await arrive('/login?redirect=%2Fback%2Fadmin%2Fusers');
    await submitLogin('beneficiary', DEMO_PASSWORD);
    await arrive('/beneficiary/favorites');
  });

  for (const target of ['https://example.com/', '//example.com/back']) {
    test(`login ignores the outside redirect ${target}`, async ({ page, arrive, submitLogin }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await arrive(/\/login\?redirect=/);
      await submitLogin('manager', DEMO_PASSWORD);
      await arrive('/back/programming');
    });
  }

  test('client-side navigation to a private page is guarded too', async ({ page, arrive }) => {
    await page.goto('/');
    await arrive('/');
    await markDocument(page);
    await clientNavigate(page, '/back/registrations');
    await arrive('/login?redirect=%2Fback%2Fregistrations');
    await expectSameDocument(page);
  });
});

test.describe('signed-in user', () => {
  test('visiting /login is sent to /', async ({ page, loginAs, arrive }) => {
    await loginAs('provider');
    await page.goto('/login');
    await arrive('/');
  });

  test('manager on /back/admin/users gets /?message=noaccess and the French notice', async ({
    page,
    loginAs,
    arrive,
  }) => {
    await loginAs('manager');
    await page.goto('/back/admin/users');
    await arrive('/?message=noaccess');
    await expect(page.getByText(NO_ACCESS_NOTICE)).toBeVisible();
  });

  test('provider on /back/admin gets noaccess', async ({ page, loginAs, arrive }) => {
    await loginAs('provider');
    await page.goto('/back/admin');
    await arrive('/?message=noaccess');
    await expect(page.getByText(NO_ACCESS_NOTICE)).toBeVisible();
  });

  test('hr on /back/programming gets noaccess', async ({ page, loginAs, arrive }) => {
    await loginAs('hr');
    await page.goto('/back/programming');
    await arrive('/?message=noaccess');
    await expect(page.getByText(NO_ACCESS_NOTICE)).toBeVisible();
  });

  test('beneficiary on /back/programming goes to its favourites', async ({
    page,
    loginAs,
    arrive,
  }) => {
    await loginAs('beneficiary');
    await page.goto('/back/programming');
    await arrive('/beneficiary/favorites');
  });

  test('beneficiary on the bare /beneficiary goes to its favourites', async ({
    page,
    loginAs,
    arrive,
  }) => {
    await loginAs('beneficiary');
    await page.goto('/beneficiary');
    await arrive('/beneficiary/favorites');
  });

  for (const profile of ['admin', 'manager', 'provider'] as const) {
    test(`${profile} on /beneficiary/future goes to /back/programming`, async ({
      page,
      loginAs,
      arrive,
    }) => {
      await loginAs(profile);
      await page.goto('/beneficiary/future');
      await arrive('/back/programming');
    });
  }

  test('hr on /beneficiary goes to /back, then to its first structure', async ({
    page,
    loginAs,
    arrive,
  }) => {
    await loginAs('hr');
    const id = await firstStructureId(page);
    await page.goto('/beneficiary');
    await arrive(`/back/structures/${id}`);
  });

  test('hr on /back/structures goes to its first structure', async ({ page, loginAs, arrive }) => {
    await loginAs('hr');
    const id = await firstStructureId(page);
    await page.goto('/back/structures');
    await arrive(`/back/structures/${id}`);
  });

  test('admin: the bare content route and an unknown code go to the message page', async ({
    page,
    loginAs,
    arrive,
  }) => {
    await loginAs('admin');
    await page.goto('/back/admin/content');
    await arrive('/back/admin/content/message');
    await page.goto('/back/admin/content/unknown');
    await arrive('/back/admin/content/message');
    await page.goto('/back/admin/content/cgu');
    await arrive('/back/admin/content/cgu');
  });

  test('admin may open the administration', async ({ page, loginAs, arrive }) => {
    await loginAs('admin');
    await page.goto('/back/admin/users');
    await arrive('/back/admin/users');
  });
});

test.describe('client-side navigation is guarded', () => {
  test('manager navigating to /back/admin/users gets noaccess without a reload', async ({
    page,
    loginAs,
    arrive,
  }) => {
    await loginAs('manager');
    await page.goto('/back/programming');
    await arrive('/back/programming');
    await markDocument(page);
    await clientNavigate(page, '/back/admin/users');
    await arrive('/?message=noaccess');
    await expect(page.getByText(NO_ACCESS_NOTICE)).toBeVisible();
    await expectSameDocument(page);
  });

  test('beneficiary navigating to /back goes to its favourites without a reload', async ({
    page,
    loginAs,
    arrive,
  }) => {
    await loginAs('beneficiary');
    await page.goto('/beneficiary/future');
    await arrive('/beneficiary/future');
    await markDocument(page);
    await clientNavigate(page, '/back/programming');
    await arrive('/beneficiary/favorites');
    await expectSameDocument(page);
  });

  test('admin clicking the "Contenus" menu link lands on the message page', async ({
    page,
    loginAs,
    arrive,
  }) => {
    await loginAs('admin');
    await page.goto('/back/admin/users');
    await arrive('/back/admin/users');
    await markDocument(page);
    await page.getByRole('link', { name: 'Contenus', exact: true }).click();
    await arrive('/back/admin/content/message');
    await expectSameDocument(page);
  });

  test('hr navigating to /back goes to its first structure without a reload', async ({
    page,
    loginAs,
    arrive,
  }) => {
    await loginAs('hr');
    const id = await firstStructureId(page);
    await page.goto('/');
    await arrive('/');
    await markDocument(page);
    await clientNavigate(page, '/back');
    await arrive(`/back/structures/${id}`);
    await expectSameDocument(page);
  });
});
