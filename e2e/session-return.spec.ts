import { expect, test } from './fixtures';
import { apiAs, json, toast } from './helpers';
import { createTrainee, registerTrainee, sessionWithTrainee } from './trainee-session';

// "Return to programmed" of a cancelled session (issue 14, decision 009): a manager brings back a
// session cancelled with its three trainees, confirms its dates and restores two of them; the
// registrations tab then shows them registered again and the third still cancelled.

test('a manager returns a cancelled session to programmed and restores two registrations', async ({
  page,
  loginAs,
  arrive,
  audit,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const admin = await apiAs(baseURL!, 'admin');
  const names = ['Aubert', 'Bonnet', 'Carré'].map((name) => `${name}${run}`);
  const trainees = [];
  for (const [index, familyName] of names.entries()) {
    trainees.push(await createTrainee(admin, `retour${index}-${run}`, familyName));
  }
  await admin.dispose();
  const { actionId, sessionId } = await sessionWithTrainee(baseURL!, {
    code: `E2E-RET-${run.toUpperCase()}`,
    day: '2031-06-02',
    username: trainees[0]!.username,
    reason: 'Préparation du parcours',
  });
  const manager = await apiAs(baseURL!, 'manager');
  for (const trainee of trainees.slice(1)) {
    const client = await apiAs(baseURL!, trainee.username);
    await registerTrainee(manager, client, sessionId, 'Préparation du parcours');
    await client.dispose();
  }
  await json(
    await manager.post(`/api/sessions/${sessionId}/cancel`, { data: { comment: 'Salle fermée' } }),
  );
  await manager.dispose();

  await loginAs('manager');
  const sessionPath = `/back/programming/${actionId}/sessions?session=${sessionId}`;
  await page.goto(sessionPath);
  await arrive(sessionPath);
  const workflow = page.getByRole('region', { name: 'Suivi de la session' });
  await expect(workflow.getByRole('status').first()).toContainText('Annulée');
  await workflow.getByRole('button', { name: 'Remettre en programmation' }).click();

  const dialog = page.getByRole('dialog', { name: 'Remettre en programmation' });
  // The dates to confirm (Paris time), and the three registrations cancelled with the session.
  await expect(dialog.getByLabel('Date de début')).toHaveValue('2031-06-02T09:00');
  const offered = dialog.getByRole('group', { name: 'Inscriptions annulées avec la session' });
  await expect(offered.getByRole('checkbox')).toHaveCount(3);
  await audit();
  for (const familyName of names.slice(0, 2)) {
    await offered.getByRole('checkbox', { name: new RegExp(`^Inès ${familyName} — `) }).check();
  }
  await expect(offered.getByRole('status')).toHaveText('2 inscriptions seront rétablies.');
  await dialog.getByRole('button', { name: 'Remettre en programmation' }).click();
  await expect(
    toast(page, 'Session remise en programmation : 2 inscriptions rétablies.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(workflow.getByRole('status').first()).toContainText('Programmée');

  // The registrations tab: the two restored are registered again, the third stays cancelled.
  const registrationsPath = `/back/programming/${actionId}/registrations?sessionId=${sessionId}`;
  await page.goto(registrationsPath);
  await arrive(registrationsPath);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: names[0]! })).toContainText('Inscrit');
  await expect(rows.filter({ hasText: names[1]! })).toContainText('Inscrit');
  await expect(rows.filter({ hasText: names[2]! })).toContainText('Annulé');
});
