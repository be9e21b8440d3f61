import { expect, test } from './fixtures';
import { apiAs, signIn, toast } from './helpers';
import { createTrainee, sessionWithTrainee } from './trainee-session';

// Calendars (issue 14, decision 041): a beneficiary registered to a session makes the private
// link of its calendar feed in its space, fetches it and finds the session there, in Paris time;
// once revoked, the link answers 404.

test('a beneficiary subscribes to its calendar feed, then revokes it', async ({
  page,
  arrive,
  audit,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const run = Date.now().toString(36);
  const admin = await apiAs(baseURL!, 'admin');
  const trainee = await createTrainee(admin, `agenda-${run}`, `Agenda${run}`);
  await admin.dispose();
  const { sessionId, code } = await sessionWithTrainee(baseURL!, {
    code: `E2E-AGENDA-${run.toUpperCase()}`,
    day: '2031-06-09',
    username: trainee.username,
    reason: 'Préparation du parcours',
  });
  await signIn(page, trainee.username);

  await page.goto('/beneficiary/future');
  await arrive('/beneficiary/future');
  // "Ajouter à mon agenda" on the registered session: its .ics file.
  await expect(
    page.getByRole('link', { name: `Ajouter la session ${code} à mon agenda (fichier .ics)` }),
  ).toHaveAttribute('href', `/api/public/sessions/${sessionId}/calendar.ics`);

  const panel = page.getByRole('region', { name: 'Mon agenda en ligne' });
  await expect(panel.getByRole('status')).toHaveText(
    "Vous n'avez pas encore de lien d'abonnement.",
  );
  await panel.getByRole('button', { name: 'Créer mon lien d’abonnement' }).click();
  await expect(toast(page, 'Lien d’abonnement créé.')).toBeVisible();
  const link = panel.getByLabel("Lien d'abonnement à votre agenda");
  await expect(link).toBeFocused();
  await expect(panel.getByRole('button', { name: 'Copier le lien' })).toBeVisible();
  await audit();
  const feedPath = new URL(await link.inputValue()).pathname;
  expect(feedPath).toMatch(/^\/api\/calendar\/[\w-]{43}\.ics$/);

  // An agenda fetches it without any session: the link is the key.
  const anonymous = await page.context().browser()!.newContext({ baseURL });
  const feed = await anonymous.request.get(feedPath);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = (await feed.text()).replace(/\r\n /g, '');
  expect(text).toContain(`UID:session-${sessionId}@`);
  expect(text).toContain('DTSTART;TZID=Europe/Paris:20310609T090000');
  expect(text).toContain(`Session ${code}`);

  await panel.getByRole('button', { name: 'Révoquer le lien' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Révoquer le lien d’abonnement ?' });
  await confirm.getByRole('button', { name: 'Révoquer le lien' }).click();
  await expect(toast(page, "Lien d'abonnement révoqué : il ne fonctionne plus.")).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText(
    "Vous n'avez pas encore de lien d'abonnement.",
  );
  expect((await anonymous.request.get(feedPath)).status()).toBe(404);
  await anonymous.close();
});
