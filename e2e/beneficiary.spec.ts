import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, escapeRegExp, json, signIn, toast } from './helpers';
import { createTrainee, registerTrainee } from './trainee-session';

// The beneficiary space: favourites (remove one), current and upcoming registrations with what
// each awaits (cancel one with a required reason), past ones with their final status, and the
// personal information form. The beneficiary is the journey's own, a trainee of the demo
// employer, with its sessions, registrations and favourites made through the API (decision 052).

function menu(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name });
}

interface FavoritePage {
  items: { session: { id: number; action: { name: string } } }[];
}

/** A new session of the demo provider's first action, published, on `day` (8:00–16:00 UTC). */
async function addSession(
  manager: APIRequestContext,
  actionId: number,
  code: string,
  day: string,
  seats = 10,
) {
  const { id } = await json<{ id: number }>(
    await manager.post(`/api/actions/${actionId}/add_session`, {
      data: {
        code,
        startDate: `${day}T07:00:00.000Z`,
        endDate: `${day}T15:00:00.000Z`,
        seats,
        modality: 'ONSITE',
        published: true,
      },
    }),
  );
  return id;
}

/**
 * A new trainee with, through the API: a registration confirmed on an upcoming session, one on
 * the waiting list of another (its one seat taken by another new trainee), a session attended in
 * the past (8 effective hours), and four favourites (the three sessions and a later one).
 */
async function beneficiaryWithHistory(baseURL: string) {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const reason = 'Préparation du parcours de l’espace bénéficiaire';
  const [admin, manager, provider] = await Promise.all(
    ['admin', 'manager', 'provider'].map((username) => apiAs(baseURL, username)),
  );
  const person = await createTrainee(admin!, `espace-${run}`, `Espace${run}`);
  const trainee = await apiAs(baseURL, person.username);
  const actions = await json<{ items: { id: number }[] }>(
    await provider!.get('/api/actions?pageSize=10'),
  );
  const actionId = actions.items[0]!.id;
  const code = (label: string) => `E2E-ESPACE-${label}-${run}`.toUpperCase();
  const registered = await addSession(manager!, actionId, code('A'), '2031-06-03');
  // One seat, taken by someone else: the trainee's request waits on the list.
  const waiting = await addSession(manager!, actionId, code('B'), '2031-06-04', 1);
  const past = await addSession(manager!, actionId, code('C'), '2031-06-05');
  const later = await addSession(manager!, actionId, code('D'), '2031-06-30');
  for (const sessionId of [registered, waiting, past, later]) {
    const response = await trainee.post(`/api/sessions/${sessionId}/favorite`);
    expect(response.status(), await response.text()).toBe(204);
  }
  await registerTrainee(manager!, trainee, registered, reason);
  const other = await createTrainee(admin!, `espace-autre-${run}`, `Autre${run}`);
  const otherClient = await apiAs(baseURL, other.username);
  await registerTrainee(manager!, otherClient, waiting, reason);
  await otherClient.dispose();
  const onList = await json<{ registration: { waitingList: boolean } }>(
    await trainee.post(`/api/sessions/${waiting}/register`, {
      data: { motivation: 'Je suis disponible à cette date.' },
    }),
  );
  expect(onList.registration.waitingList).toBe(true);
  // Attended: registered, then the session moved to last month and its hours recorded.
  const attended = await registerTrainee(manager!, trainee, past, reason);
  const lastMonth = new Date(Date.now() - 30 * 24 * 3600_000).toISOString().slice(0, 10);
  await json(
    await manager!.patch(`/api/sessions/${past}`, {
      data: {
        startDate: `${lastMonth}T07:00:00.000Z`,
        endDate: `${lastMonth}T15:00:00.000Z`,
        interventionDates: [
          { startsAt: `${lastMonth}T07:00:00.000Z`, endsAt: `${lastMonth}T15:00:00.000Z` },
        ],
      },
    }),
  );
  await json(
    await provider!.post(`/api/registrations/${attended}/effective_hours`, {
      data: { effectiveHours: '8' },
    }),
  );
  await Promise.all([admin, manager, provider, trainee].map((client) => client!.dispose()));
  return { person, later, laterCode: code('D') };
}

test('a beneficiary goes through their favourites, registrations and information', async ({
  page,
  arrive,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { person, later, laterCode } = await beneficiaryWithHistory(baseURL!);
  await signIn(page, person.username);

  // /beneficiary lands on the favourites.
  await page.goto('/beneficiary');
  await arrive('/beneficiary/favorites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes favoris');
  const favorites = page.getByRole('table', { name: 'Sessions en favori' });
  const before = (await (
    await page.request.get('/api/session_views/favorites')
  ).json()) as FavoritePage;
  expect(before.items).toHaveLength(4);
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

  // Register on the furthest one through the API, to cancel that registration from the page.
  const target = before.items.find((item) => item.session.id === later)!.session;
  // As a page of the portal sends it (cookie and same origin).
  const origin = new URL(page.url()).origin;
  const registered = await page.request.post(`/api/sessions/${target.id}/register`, {
    data: { motivation: 'Parcours e2e de l’espace bénéficiaire' },
    headers: { origin },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const registrationId = ((await registered.json()) as { registration: { id: number } })
    .registration.id;

  // Its sheet, a page kept for every member beneficiary (decision 100): the browser reads what
  // is this beneficiary's own, their registration and their favourite.
  await page.goto(`/training/${target.id}`);
  await arrive(`/training/${target.id}`);
  await expect(page.getByText(/^Votre inscription : /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retirer des favoris' })).toBeVisible();
  await page.goBack();
  await arrive('/beneficiary/favorites');

  // Current and upcoming: statuses and what each one awaits.
  await menu(page, 'Mes formations à venir').click();
  await arrive('/beneficiary/future');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Mes formations en cours et à venir',
  );
  const future = page.getByRole('table', { name: 'Formations en cours et à venir' });
  await expect(future).toContainText('Inscrit');
  await expect(future).toContainText(/Sur liste d'attente \(position \d+\)/);
  const mine = future.getByRole('row', { name: new RegExp(escapeRegExp(laterCode)) });
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
  await expect(future.getByRole('row', { name: new RegExp(escapeRegExp(laterCode)) })).toHaveCount(
    0,
  );

  // Past: final statuses, the cancelled request with its reason, the effective hours.
  await menu(page, 'Mes formations passées').click();
  await arrive('/beneficiary/passed');
  const passed = page.getByRole('table', { name: 'Formations passées' });
  await expect(passed).toContainText(/Présent|Absence partielle|Absent/);
  await expect(passed).toContainText(/\d+(,\d+)? h/);
  const canceled = passed.getByRole('row', { name: new RegExp(escapeRegExp(laterCode)) });
  await expect(canceled).toContainText('Annulé');
  await expect(canceled).toContainText('Empêchement');
  expect(registrationId).toBeGreaterThan(0);

  // Information: French errors, then a change saved (and put back).
  await menu(page, 'Mes informations').click();
  await arrive('/beneficiary/information');
  const family = page.getByRole('textbox', { name: /^Nom/ });
  await expect(family).toHaveValue(person.familyName);
  await expect(page.getByRole('main').getByText('Mission Locale Toulouse')).toBeVisible();
  await family.fill('');
  await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill('pas-un-email');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Champ obligatoire')).toBeVisible();
  await expect(page.getByText('Adresse e-mail invalide')).toBeVisible();
  await page
    .getByRole('textbox', { name: /Adresse e-mail/ })
    .fill('nathalie.girard@ml-toulouse.example');
  await family.fill(`${person.familyName}-Lambert`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByText('Cette adresse e-mail est déjà utilisée par un autre compte'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: /Adresse e-mail/ }).fill(person.email);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();
  await page.reload();
  await arrive('/beneficiary/information');
  await expect(page.getByRole('textbox', { name: /^Nom/ })).toHaveValue(
    `${person.familyName}-Lambert`,
  );
});
