import { expect, test } from './fixtures';
import { apiAs, escapeRegExp, json, signIn, toast } from './helpers';
import { waitForMail } from './mails';
import { createTrainee, sessionWithTrainee } from './trainee-session';

// Sending convocations (decision 039), one journey per person acting (decision 052): a manager
// sends the convocations and conventions of a programmed session from its page, follows the
// progress, gets the toast, and the trainee's convocation reaches the SMTP server with its PDF;
// the admin finds a convocation (sent through the API) in the outbox with its PDF attached. Each
// journey makes its own trainee (admin API) and session (manager API).

/** A new trainee REGISTERED to a new programmed session. */
async function sessionToSend(baseURL: string) {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const admin = await apiAs(baseURL, 'admin');
  const person = await createTrainee(admin, `convocation-${run}`, `Convoquée${run}`);
  await admin.dispose();
  const session = await sessionWithTrainee(baseURL, {
    code: `E2E-CONVOC-${run}`.toUpperCase(),
    day: '2031-06-10',
    username: person.username,
    reason: 'Inscription du parcours des convocations',
  });
  return { person, ...session };
}

test('a manager sends the convocations of a session; the trainee receives its PDF', async ({
  page,
  arrive,
  loginAs,
  baseURL,
}) => {
  const { person, actionId, sessionId, code } = await sessionToSend(baseURL!);

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

  // Delivered by the SMTP server to the trainee, its convocation attached.
  const mail = await waitForMail(person.email, /^Convocation : /);
  expect(mail.attachments).toEqual([
    {
      filename: `Convocation ${code} ${person.familyName} Inès.pdf`,
      contentType: 'application/pdf',
      head: '%PDF-',
    },
  ]);
});

test('an admin reads a convocation in the outbox, with its PDF', async ({
  page,
  arrive,
  baseURL,
}) => {
  const { person, sessionId, code } = await sessionToSend(baseURL!);
  // The manager sent the convocations: the mails are written once the send is done.
  const manager = await apiAs(baseURL!, 'manager');
  const send = await json<{ id: number }>(
    await manager.post(`/api/sessions/${sessionId}/document_sends`, {
      data: { convocations: true, conventions: false },
    }),
  );
  await expect
    .poll(
      async () =>
        (await json<{ status: string }>(await manager.get(`/api/document_sends/${send.id}`)))
          .status,
      { timeout: 30_000 },
    )
    .toBe('DONE');
  await manager.dispose();

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
