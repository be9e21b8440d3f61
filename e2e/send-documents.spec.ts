import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { apiAs, escapeRegExp, json, signIn, toast } from './helpers';

// Sending convocations (decision 039): a manager sends the convocations and conventions of a
// programmed session from its page, follows the progress, gets the toast; the admin then finds
// the convocation in the outbox with its PDF attached. Each run makes its own trainee (admin
// API) and session (manager API).

const EMPLOYER = 'Mission Locale Toulouse Métropole';
const run = Date.now().toString(36);

async function createTrainee(admin: APIRequestContext) {
  const [employer] = await json<{ id: number }[]>(
    await admin.get(`/api/structures?q=${encodeURIComponent(EMPLOYER)}&type=employer`),
  );
  const person = {
    username: `convocation-${run}`,
    civility: 'MRS',
    givenName: 'Inès',
    familyName: `Convoquée${run}`,
    email: `convocation-${run}@ml-toulouse.example`,
  };
  await json(
    await admin.post('/api/users', {
      data: {
        ...person,
        password: DEMO_PASSWORD,
        profiles: [{ code: 'profile_beneficiary', structureId: employer!.id }],
      },
    }),
  );
  return person;
}

/** A programmed session of the demo provider's first action, with the trainee REGISTERED. */
async function programmedSession(baseURL: string, username: string) {
  const [manager, provider] = await Promise.all([
    apiAs(baseURL, 'manager'),
    apiAs(baseURL, 'provider'),
  ]);
  const actions = await json<{ items: { id: number }[] }>(
    await provider.get('/api/actions?pageSize=10'),
  );
  const actionId = actions.items[0]!.id;
  const code = `E2E-CONVOC-${run}`.toUpperCase();
  const { id: sessionId } = await json<{ id: number }>(
    await manager.post(`/api/actions/${actionId}/add_session`, {
      data: {
        code,
        startDate: '2031-06-10T07:00:00.000Z',
        endDate: '2031-06-10T15:00:00.000Z',
        seats: 10,
        modality: 'ONSITE',
        published: true,
      },
    }),
  );
  const trainee = await apiAs(baseURL, username);
  const {
    registration: { id: registrationId, status },
  } = await json<{ registration: { id: number; status: string } }>(
    await trainee.post(`/api/sessions/${sessionId}/register`, {
      data: { motivation: 'Mieux accueillir le public.' },
    }),
  );
  if (status !== 'REGISTERED') {
    await json(
      await manager.post(`/api/registrations/${registrationId}/force`, {
        data: { status: 'REGISTERED', reason: 'Inscription du parcours des convocations' },
      }),
    );
  }
  await Promise.all([manager.dispose(), provider.dispose(), trainee.dispose()]);
  return { actionId, sessionId, code };
}

test('a manager sends the convocations of a session; the outbox holds them with their PDF', async ({
  page,
  arrive,
  loginAs,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await apiAs(baseURL!, 'admin');
  const person = await createTrainee(admin);
  await admin.dispose();
  const { actionId, sessionId, code } = await programmedSession(baseURL!, person.username);

  await loginAs('manager');
  const sheet = `/back/programming/${actionId}/sessions?session=${sessionId}`;
  await page.goto(sheet);
  await arrive(sheet);
  const section = page.getByRole('region', { name: 'Envoi des convocations et des conventions' });
  await expect(section).toContainText('Aucune convocation ni convention envoyée pour l’instant.');
  await section
    .getByRole('button', { name: 'Envoyer les convocations et les conventions' })
    .click();
  const dialog = page.getByRole('alertdialog', {
    name: 'Envoyer les convocations et les conventions',
  });
  await expect(dialog.getByLabel('Les convocations aux stagiaires inscrits (1)')).toBeChecked();
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  // The progress while the server writes the mails (it may already be done on a fast machine).
  const progress = section.getByRole('progressbar', { name: 'Préparation des courriels' });
  const sent = toast(page, 'Conventions et convocations envoyées.');
  await expect(progress.or(sent)).toBeVisible();
  await expect(sent).toBeVisible({ timeout: 30_000 });
  await expect(section).toContainText(/Convocations envoyées le .+ par /);
  const history = section.getByRole('table', { name: 'Historique des envois' });
  await expect(history.getByRole('row').nth(1)).toContainText('1 convocation');
  await expect(
    section.getByRole('button', { name: 'Renvoyer les convocations et les conventions' }),
  ).toBeVisible();

  // The admin reads the convocation in the outbox, with its PDF.
  await signIn(page, 'admin');
  await page.goto('/back/admin/templates?tab=outbox');
  await arrive('/back/admin/templates?tab=outbox');
  const outbox = page.getByRole('table', { name: "Boîte d'envoi" });
  const row = outbox.getByRole('row', {
    name: new RegExp(`${escapeRegExp(person.email)} Convocation : `),
  });
  await expect(row).toContainText('1 pièce jointe');
  await row.getByRole('link', { name: /^Lire le courriel/ }).click();
  const mail = page.getByRole('dialog', { name: /^Convocation : / });
  const attachment = mail.getByRole('link', {
    name: new RegExp(`^Télécharger Convocation ${code} ${person.familyName} Inès\\.pdf`),
  });
  await expect(attachment).toBeVisible();
  const response = await page.request.get((await attachment.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
