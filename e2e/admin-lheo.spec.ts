import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, json, toast, freshSiret } from './helpers';

// The catalogue's LHÉO feed (/back/admin/lheo, decision 075) against the real server: an action
// of a provider without its declared activity number is left out and listed with what it lacks;
// the admin follows the link to the provider, gives the number, and the action is in the feed
// at the next read, which the page then shows. Audited by axe on the page.

/** A word of its own for this run. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/** A type and axis of a demo action any visitor sees (not members-only). */
async function publicTypeAndAxis(admin: APIRequestContext) {
  const page = await json<{ items: { id: number }[] }>(await admin.get('/api/actions?pageSize=20'));
  for (const { id } of page.items) {
    const action = await json<{ typeId: number; axisId: number; type: { membersOnly: boolean } }>(
      await admin.get(`/api/actions/${id}`),
    );
    if (!action.type.membersOnly) return { typeId: action.typeId, axisId: action.axisId };
  }
  throw new Error('No public action type in the demo data');
}

/** A provider without activity number, a complete action of it, a published session to come. */
async function actionLeftOut(admin: APIRequestContext, key: string) {
  const providerName = `Organisme Garonne ${key}`;
  const provider = await json<{ id: number }>(
    await admin.post('/api/structures/detail', {
      data: {
        name: providerName,
        type: 'provider',
        siret: freshSiret(),
        address: '5 rue d’Alsace-Lorraine',
        zipCode: '31000',
        city: 'Toulouse',
      },
    }),
  );
  const actionName = `Accueillir les publics allophones ${key}`;
  const action = await json<{ id: number }>(
    await admin.post('/api/actions', {
      data: {
        name: actionName,
        ...(await publicTypeAndAxis(admin)),
        year: new Date().getFullYear() + 1,
        providerId: provider.id,
        goal: 'Adapter son accueil aux personnes qui parlent peu le français.',
        expectedResults: 'Un accueil adapté, des outils d’interprétariat connus.',
        description: 'Apports, outils, mises en situation.',
        prerequisites: 'Aucun.',
        rhythm: 'Une journée de 7 heures.',
        entryLevel: '1',
        publicCodes: ['80006'],
      },
    }),
  );
  const start = new Date(Date.now() + 60 * 86_400_000);
  start.setUTCHours(7, 0, 0, 0);
  await json(
    await admin.post(`/api/actions/${action.id}/add_session`, {
      data: {
        code: `LHEO-${key}`,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 8 * 3_600_000).toISOString(),
        seats: 12,
        published: true,
      },
    }),
  );
  return { actionId: action.id, actionName, providerName };
}

test('an admin completes a provider so that its action enters the LHÉO feed', async ({
  page,
  loginAs,
  arrive,
  audit,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await apiAs(baseURL!, 'admin');
  const { actionId, actionName, providerName } = await actionLeftOut(admin, unique());
  await admin.dispose();

  await loginAs('admin');
  await page.goto('/back/admin/users');
  await arrive('/back/admin/users');
  await page
    .getByRole('navigation', { name: "Menu d'administration" })
    .getByRole('link', { name: 'Flux LHÉO' })
    .click();
  await arrive('/back/admin/lheo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Offre de formation au format LHÉO',
  );
  await expect(page.getByRole('textbox', { name: 'Adresse du flux' })).toHaveValue(
    /\/api\/public\/catalogue\.lheo\.xml$/,
  );

  // The action is left out, for want of its provider's activity number.
  const excluded = page.getByRole('table', { name: 'Actions absentes du flux' });
  const row = excluded
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: actionName }) });
  await expect(row).toContainText('Numéro de déclaration d’activité du prestataire');
  await audit();

  // The provider's record, from the row: the number given, with spaces as it is often written,
  // and saved with Enter from its field.
  await row.getByRole('link', { name: providerName }).click();
  await arrive(/\/back\/admin\/structures\/\d+$/);
  const number = page.getByRole('textbox', { name: 'Numéro de déclaration d’activité' });
  await number.fill('76 31 04123 31');
  await number.press('Enter');
  await expect(toast(page, 'Structure enregistrée')).toBeVisible();

  // A harvester reads the feed: the action is in it.
  const feed = await page.request.get('/api/public/catalogue.lheo.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml).toContain(`<formation numero="AF-${actionId}"`);
  expect(xml).toContain('<numero-activite>76310412331</numero-activite>');

  // The page shows that read, and the action is no longer left out.
  await page.goto('/back/admin/lheo');
  await arrive('/back/admin/lheo');
  await expect(page.getByText('Le flux n’a encore jamais été lu.')).toHaveCount(0);
  await expect(page.getByText(/\d+ lectures? en tout/)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: actionName })).toHaveCount(0);
});
