import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { apiAs, json, signIn, toast } from './helpers';

// The registrations back office (/back/registrations) on the demo data: a manager filters the
// list, opens a registration's detail and history, forces a status with a reason and reverts it,
// exports the filtered list; the provider validates a pre-registered trainee. Each run makes its
// own beneficiary (admin API) and session (manager API) and brings the request to PRE_REGISTERED
// through the API (beneficiary, then the demo HR validator).

const EMPLOYER = 'Mission Locale Toulouse Métropole';
const VALIDATED_TYPES = ['Formation certifiante', 'Accompagnement collectif'];
const run = Date.now().toString(36);

/** A pre-registered trainee of a new session of the demo provider: its name and family name. */
async function preRegistered(baseURL: string) {
  const admin = await apiAs(baseURL, 'admin');
  const manager = await apiAs(baseURL, 'manager');
  const provider = await apiAs(baseURL, 'provider');
  const hr = await apiAs(baseURL, 'hr');
  const [employer] = await json<{ id: number }[]>(
    await admin.get(`/api/structures?q=${encodeURIComponent(EMPLOYER)}&type=employer`),
  );
  const username = `inscr-back-${run}`;
  const familyName = `Gestion${run}`;
  await json(
    await admin.post('/api/users', {
      data: {
        username,
        civility: 'MR',
        givenName: 'Bruno',
        familyName,
        email: `${username}@ml-toulouse.example`,
        password: DEMO_PASSWORD,
        profiles: [{ code: 'profile_beneficiary', structureId: employer!.id }],
      },
    }),
  );
  const types = await json<{ id: number; name: string }[]>(
    await provider.get('/api/public/action_types'),
  );
  let actionId: number | undefined;
  for (const name of VALIDATED_TYPES) {
    const type = types.find((item) => item.name === name);
    if (!type) continue;
    const page = await json<{ items: { id: number }[] }>(
      await provider.get(`/api/actions?typeId=${type.id}&pageSize=10`),
    );
    actionId = page.items[0]?.id;
    if (actionId) break;
  }
  expect(actionId, 'an action of the demo provider with both validations').toBeDefined();
  const session = await json<{ id: number }>(
    await manager.post(`/api/actions/${actionId}/add_session`, {
      data: {
        code: `BACK-${run}`.toUpperCase(),
        startDate: '2031-06-12T07:00:00.000Z',
        endDate: '2031-06-12T15:00:00.000Z',
        seats: 5,
        modality: 'REMOTE',
        published: true,
      },
    }),
  );
  const beneficiary = await apiAs(baseURL, username);
  const created = await json<{ registration: { id: number } }>(
    await beneficiary.post(`/api/sessions/${session.id}/register`, {
      data: { motivation: 'Pour mieux accompagner' },
    }),
  );
  const validated = await json<{ status: string }>(
    await hr.post(`/api/registrations/${created.registration.id}/validate`),
  );
  expect(validated.status).toBe('PRE_REGISTERED');
  return { familyName, name: `M. Bruno ${familyName}` };
}

test('a manager filters, reads the history, forces and reverts; the provider validates', async ({
  page,
  arrive,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { familyName, name } = await preRegistered(baseURL!);

  // The manager filters the list by name.
  await signIn(page, 'manager');
  await page.goto('/back/registrations');
  await arrive('/back/registrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Inscriptions' })).toBeVisible();
  await page.getByLabel('Nom, prénom ou courriel').fill(familyName.toLowerCase());
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await arrive(new RegExp(`/back/registrations\\?q=${familyName.toLowerCase()}`));
  const table = page.getByRole('table', { name: 'Inscriptions' });
  const row = table.getByRole('row', { name: new RegExp(familyName) });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Pré-inscrit');

  // And by the beneficiary's structure, found by typing, kept in the URL and in the export.
  const structure = page.getByRole('combobox', { name: 'Structure du bénéficiaire' });
  await structure.fill('Toulouse');
  await page.getByRole('option', { name: EMPLOYER, exact: true }).click();
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await arrive(/\/back\/registrations\?.*structureId=\d+/);
  await expect(structure).toHaveValue(EMPLOYER);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Exporter en CSV' })).toHaveAttribute(
    'href',
    /structureId=\d+/,
  );

  // The detail shows the history.
  await row.getByRole('button', { name: `Détail de l'inscription de ${name}` }).click();
  const detail = page.getByRole('dialog', { name: "Détail de l'inscription" });
  const history = detail.getByRole('table', { name: 'Historique' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history).toContainText(/Demande d'inscription.*Pré-inscrit/);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Force a status: the reason is required, then a confirmation.
  await row.getByRole('button', { name: `Forcer un statut — ${name}` }).click();
  const force = page.getByRole('dialog', { name: 'Forcer un statut' });
  await force.getByLabel(/Nouveau statut/).selectOption('CANCELED');
  await force.getByRole('button', { name: 'Forcer un statut' }).click();
  await expect(force.getByText('Le motif est obligatoire')).toBeVisible();
  await force.getByLabel(/Motif/).fill('Demande en double');
  await force.getByRole('button', { name: 'Forcer un statut' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('de « Pré-inscrit » à « Annulé »');
  await confirm.getByRole('button', { name: 'Confirmer le changement' }).click();
  await expect(toast(page, 'Statut forcé.')).toBeVisible();
  await expect(row).toContainText('Annulé');

  // Revert to the previous status.
  await row.getByRole('button', { name: `Revenir au statut précédent — ${name}` }).click();
  const revert = page.getByRole('dialog', { name: 'Revenir au statut précédent' });
  await expect(revert).toContainText('Statut rétabli : Pré-inscrit');
  await revert.getByLabel(/Motif/).fill('Erreur de manipulation');
  await revert.getByRole('button', { name: 'Revenir au statut précédent' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Confirmer le changement' })
    .click();
  await expect(toast(page, 'Statut précédent rétabli.')).toBeVisible();
  await expect(row).toContainText('Pré-inscrit');
  await arrive(/\/back\/registrations/);

  // The export downloads the filtered list.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter en CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^inscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.trim().split('\r\n')).toHaveLength(2);
  expect(csv).toContain(familyName);

  // The provider validates the pre-registered trainee.
  await signIn(page, 'provider');
  await page.goto(`/back/registrations?q=${familyName}`);
  await arrive(/\/back\/registrations/);
  // The structure filter is the staff's: the provider's list is its sessions' already.
  await expect(page.getByRole('combobox', { name: 'Structure du bénéficiaire' })).toHaveCount(0);
  const providerRow = page
    .getByRole('table', { name: 'Inscriptions' })
    .getByRole('row', { name: new RegExp(familyName) });
  await providerRow.getByRole('button', { name: `Valider — ${name}` }).click();
  await expect(toast(page, 'Inscription validée.')).toBeVisible();
  await expect(providerRow).toContainText('Inscrit');
});
