import type { APIRequestContext } from '@playwright/test';
import type { JobsOverview, ScheduledTaskState } from '@passerelle/shared';
import { expect, test } from './fixtures';
import { apiAs, json, toast } from './helpers';

// The automatic tasks page (/back/admin/jobs, decision 043) against the real server: opened from
// the administration menu, the timed tasks with their plan, one run now with the keyboard and
// seen done, the outbox's summary linked to the outbox. Audited by axe on every page it lands on.

/** The clean-up's state on the server. */
async function cleanupState(admin: APIRequestContext): Promise<ScheduledTaskState> {
  const { tasks } = await json<JobsOverview>(await admin.get('/api/jobs'));
  return tasks.find((task) => task.name === 'file-cleanup')!;
}

/** Under way, or due before a run asked for now would be over. */
function passUnderWayOrDue(task: ScheduledTaskState): boolean {
  return (
    task.running || (task.nextRunAt !== null && Date.parse(task.nextRunAt) - Date.now() < 20_000)
  );
}

test('an admin sees the automatic tasks and runs one now', async ({
  page,
  baseURL,
  loginAs,
  arrive,
  audit,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin');
  await page.goto('/back/programming');
  await arrive('/back/programming');

  await page.getByRole('link', { name: 'Administration' }).click();
  await arrive('/back/admin/users');
  await page
    .getByRole('navigation', { name: "Menu d'administration" })
    .getByRole('link', { name: 'Tâches automatiques' })
    .click();
  await arrive('/back/admin/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tâches automatiques');

  // Both timed tasks, run by this server every hour (playwright.config.ts sets it).
  const tasks = page.getByRole('table', { name: 'Tâches planifiées' });
  const rowOf = (label: string) =>
    tasks.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
  const cleanup = rowOf('Nettoyage des fichiers non rattachés');
  await expect(cleanup).toContainText('Intervalle entre deux passages : 1 heure.');
  await expect(rowOf('Ouverture des évaluations à froid')).toContainText(
    'Intervalle entre deux passages : 1 heure.',
  );

  // Run the clean-up now, from the keyboard: the page follows the run and says it is done.
  const run = cleanup.getByRole('button', {
    name: 'Lancer maintenant : Nettoyage des fichiers non rattachés',
  });
  // The clean-up's own first pass comes a minute after the server starts, and a run asked for
  // while a pass is under way is refused (409). When one is under way or due within 20 s, wait
  // for it to end and read the page again: the run asked for here is then the one it follows.
  const admin = await apiAs(baseURL!, 'admin');
  if (passUnderWayOrDue(await cleanupState(admin))) {
    await expect
      .poll(async () => passUnderWayOrDue(await cleanupState(admin)), { timeout: 40_000 })
      .toBe(false);
    await page.reload();
    await arrive('/back/admin/jobs');
  }
  await admin.dispose();
  await run.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Nettoyage des fichiers non rattachés : passage demandé')).toBeVisible();
  await expect(
    toast(page, /^Nettoyage des fichiers non rattachés : passage réussi\. /),
  ).toBeVisible({ timeout: 20_000 });
  await expect(cleanup.getByText('Réussie', { exact: true })).toBeVisible();
  await expect(cleanup).toContainText(/Réussi le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  // The focus stayed on the button, available again.
  await expect(run).toBeFocused();
  await expect(run).not.toHaveAttribute('aria-disabled');
  // The page as the run left it.
  await audit();

  // The outbox at a glance, linked to the outbox itself.
  const outbox = page.getByRole('region', { name: 'Boîte d’envoi des courriels' });
  await expect(outbox).toContainText(/courriels? en attente d’envoi/);
  await outbox.getByRole('link', { name: 'Ouvrir la boîte d’envoi' }).click();
  await arrive('/back/admin/templates?tab=outbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Modèles de documents et de courriels',
  );
});
