import { exactly, expect, test } from './fixtures';
import { expectVisibleFocus, keyboardJourney, keyboardTest, tabTo, typeIn } from './keyboard';

// The public catalogue on the demo data: the simple search ignoring accents, a session sheet
// with its seats and the register button (login and back), the members-only action a member
// beneficiary finds, and the calendar. Each page is audited by axe.

const MEMBERS_ONLY_ACTION = 'Évaluer les compétences : outils et méthodes';

test('a visitor searches, opens a session and is sent to log in to register', async ({
  page,
  arrive,
  submitLogin,
}) => {
  // Five pages, each audited, and a sign-in on the way.
  test.setTimeout(60_000);
  await page.goto('/training');
  await arrive('/training');
  await expect(page).toHaveTitle('Catalogue des formations – Passerelle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  // 'evaluation' finds the sessions whose action speaks of 'évaluation'; the members-only
  // action stays hidden from a visitor.
  await page.getByRole('searchbox', { name: 'Rechercher une formation' }).fill('evaluation');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).first().click();
  await arrive('/training?q=evaluation');
  const results = page.getByRole('region', { name: 'Résultats' });
  // Agreed with the number: '1 session trouvée', '19 sessions trouvées', '1 234 sessions trouvées'.
  await expect(results.getByRole('status')).toHaveText(
    /^(1 session trouvée|([2-9]|[1-9][\d\u202f]+) sessions trouvées)$/,
  );
  await expect(results.getByRole('link', { name: MEMBERS_ONLY_ACTION })).toHaveCount(0);

  const first = results.getByRole('listitem').first().getByRole('heading').getByRole('link');
  const actionName = (await first.textContent())!;
  const href = (await first.getAttribute('href'))!;
  expect(href).toMatch(/^\/training\/\d+$/);
  await first.click();
  await arrive(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(actionName);
  await expect(page).toHaveTitle(`${actionName} – Passerelle`);
  const practical = page.getByRole('region', { name: 'Informations pratiques' });
  await expect(
    practical.getByText(/^(1 place restante|\d+ places restantes|Aucune place restante)$/),
  ).toBeVisible();

  const registration = page.getByRole('region', { name: 'Inscription', exact: true });
  await registration.getByRole('link', { name: /S’inscrire|Rejoindre la liste d’attente/ }).click();
  await arrive(`/login?redirect=${encodeURIComponent(href)}`);

  // The demo beneficiary's structure is a member one: back on the sheet, then the search shows
  // the members-only action too.
  await submitLogin('beneficiary', 'passerelle-demo');
  await arrive(href);
  await expect(
    page
      .getByRole('button', { name: /S’inscrire|Rejoindre la liste d’attente/ })
      .or(page.getByText(/Votre inscription :|inscriptions à cette session sont closes|complète/)),
  ).toBeVisible();
  await page.goto('/training?q=evaluation');
  await arrive('/training?q=evaluation');
  await expect(
    page
      .getByRole('region', { name: 'Résultats' })
      .getByRole('link', { name: MEMBERS_ONLY_ACTION }),
  ).toBeVisible();
});

test('the advanced search keeps its criteria in the URL', async ({ page, arrive }) => {
  await page.goto('/training?availability=AVAILABLE&modality=ONSITE');
  await arrive('/training?availability=AVAILABLE&modality=ONSITE');
  await expect(page.getByLabel('Modalité')).toHaveValue('ONSITE');
  await expect(page.getByLabel('Disponibilité')).toHaveValue('AVAILABLE');
  const results = page.getByRole('region', { name: 'Résultats' });
  await expect(results.getByText('Complet')).toHaveCount(0);
  await page.goto('/training?q=zzzzyx');
  await arrive('/training?q=zzzzyx');
  await expect(page.getByText('Aucune donnée correspondante')).toBeVisible();
});

test('the calendar shows a month from Monday and moves between months', async ({
  page,
  arrive,
}) => {
  await page.goto('/calendar');
  await arrive('/calendar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendrier des formations');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader').first()).toHaveText('lundi');
  await expect(table.getByRole('columnheader').last()).toHaveText('dimanche');

  // Walk forward to a month holding sessions (the demo programme runs over the coming year).
  // Each step waits for the next month's own address, then for the month drawn: React Router
  // changes the address first and draws the month in a transition a moment later. Sessions read
  // before that would be the last month's, replaced under the keyboard.
  for (let i = 0; i < 12 && (await table.getByRole('link').count()) === 0; i += 1) {
    const next = page.getByRole('link', { name: /^Mois suivant/ });
    const target = (await next.getAttribute('href'))!;
    expect(target).toMatch(/^\/calendar\?month=\d{4}-\d{2}$/);
    await next.click();
    await expect(page).toHaveURL(exactly(target));
    await expect(next).not.toHaveAttribute('href', target);
  }
  const session = table.getByRole('link').first();
  await expect(session).toHaveAttribute('href', /^\/training\/\d+$/);
  const href = (await session.getAttribute('href'))!;
  await session.focus();
  await page.keyboard.press('Enter');
  await arrive(href);
});

keyboardTest(
  'keyboard only: a visitor skips to the content, searches the catalogue and opens a session',
  keyboardJourney('catalogue-search'),
  async ({ page, arrive }) => {
    await page.goto('/training');
    await arrive('/training');
    // The first Tab reaches the skip link, shown with its focus ring; Enter moves to the content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    await typeIn(
      page,
      page.getByRole('searchbox', { name: 'Rechercher une formation' }),
      'evaluation',
    );
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await arrive('/training?q=evaluation');
    const results = page.getByRole('region', { name: 'Résultats' });
    const first = results.getByRole('listitem').first().getByRole('heading').getByRole('link');
    const actionName = (await first.textContent())!;
    const href = (await first.getAttribute('href'))!;
    await tabTo(page, first);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await arrive(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(actionName);
  },
);
