import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { escapeRegExp, toast } from './helpers';

// The beneficiary space on the demo data: favourites (remove one), current and upcoming
// registrations with what each awaits (cancel one with a required reason), past ones with their
// final status, and the personal information form. What a journey changes it puts back, so the
// other journeys find the demo data as seeded.

function menu(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name });
}

interface FavoritePage {
  items: { session: { id: number; action: { name: string } } }[];
}

test('a beneficiary goes through their favourites, registrations and information', async ({
  page,
  loginAs,
  arrive,
}) => {
  test.setTimeout(90_000);
  await loginAs('beneficiary');

  // /beneficiary lands on the favourites.
  await page.goto('/beneficiary');
  await arrive('/beneficiary/favorites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes favoris');
  const favorites = page.getByRole('table', { name: 'Sessions en favori' });
  const before = (await (
    await page.request.get('/api/session_views/favorites')
  ).json()) as FavoritePage;
  expect(before.items.length).toBeGreaterThanOrEqual(3);
  await expect(favorites.getByRole('row')).toHaveCount(before.items.length + 1);
  const first = before.items[0]!.session;
  await expect(favorites.getByRole('link', { name: first.action.name }).first()).toHaveAttribute(
    'href',
    `/training/${first.id}`,
  );
  await expect(favorites).toContainText(/Places disponibles|Dernières places|Complet/);

  // Remove the first favourite from the list.
  await favorites
    .getByRole('button', { name: `Retirer « ${first.action.name} » des favoris` })
    .first()
    .click();
  await expect(toast(page, 'Session retirée de vos favoris.')).toBeVisible();
  await expect(favorites.getByRole('row')).toHaveCount(before.items.length);

  // Register on the furthest one (its deadline is not past) through the API, to cancel that
  // registration from the page.
  const target = before.items.at(-1)!.session;
  // As a page of the portal sends it (cookie and same origin).
  const origin = new URL(page.url()).origin;
  const registered = await page.request.post(`/api/sessions/${target.id}/register`, {
    data: { motivation: 'Parcours e2e de l’espace bénéficiaire' },
    headers: { origin },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const registrationId = ((await registered.json()) as { registration: { id: number } })
    .registration.id;
  const favorite = await page.request.post(`/api/sessions/${first.id}/favorite`, {
    headers: { origin },
  });
  expect(favorite.status()).toBe(204);

  // Current and upcoming: statuses and what each one awaits.
  await menu(page, 'Mes formations à venir').click();
  await arrive('/beneficiary/future');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Mes formations en cours et à venir',
  );
  const future = page.getByRole('table', { name: 'Formations en cours et à venir' });
  await expect(future).toContainText('Inscrit');
  await expect(future).toContainText(/Sur liste d'attente \(position \d+\)/);
  const mine = future.getByRole('row', { name: new RegExp(escapeRegExp(target.action.name)) });
  await expect(mine).toContainText(/En attente de validation|Inscrit|Sur liste d'attente/);

  // Cancel it: the reason is required.
  await mine.getByRole('button', { name: /Annuler mon inscription/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Annuler mon inscription' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expect(dialog.getByRole('textbox', { name: /Motif de l'annulation/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await dialog.getByRole('textbox', { name: /Motif de l'annulation/ }).fill('Empêchement');
  await dialog.getByRole('button', { name: "Confirmer l'annulation" }).click();
  await expect(toast(page, 'Votre inscription a été annulée.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    future.getByRole('row', { name: new RegExp(escapeRegExp(target.action.name)) }),
  ).toHaveCount(0);

  // Past: final statuses, the cancelled request with its reason, the effective hours.
  await menu(page, 'Mes formations passées').click();
  await arrive('/beneficiary/passed');
  const passed = page.getByRole('table', { name: 'Formations passées' });
  await expect(passed).toContainText(/Présent|Absence partielle|Absent/);
  await expect(passed).toContainText(/\d+(,\d+)? h/);
  const canceled = passed.getByRole('row', { name: new RegExp(escapeRegExp(target.action.name)) });
  await expect(canceled).toContainText('Annulé');
  await expect(canceled).toContainText('Empêchement');
  expect(registrationId).toBeGreaterThan(0);

  // Information: French errors, then a change saved (and put back).
  await menu(page, 'Mes informations').click();
  await arrive('/beneficiary/information');
  const family = page.getByRole('textbox', { name: /^Nom/ });
  await expect(family).toHaveValue('Moreau');
  await expect(page.getByRole('main').getByText('Mission Locale Toulouse')).toBeVisible();
  await family.fill('');
  await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill('pas-un-email');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Champ obligatoire')).toBeVisible();
  await expect(page.getByText('Adresse e-mail invalide')).toBeVisible();
  await page
    .getByRole('textbox', { name: /Adresse e-mail/ })
    .fill('nathalie.girard@ml-toulouse.example');
  await family.fill('Moreau-Lambert');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByText('Cette adresse e-mail est déjà utilisée par un autre compte'),
  ).toBeVisible();
  await page
    .getByRole('textbox', { name: /Adresse e-mail/ })
    .fill('julien.moreau@ml-toulouse.example');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();
  await page.reload();
  await arrive('/beneficiary/information');
  await expect(page.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Moreau-Lambert');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Moreau');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();
});
