import { readFile } from 'node:fs/promises';
import { exactly, expect, test, waitForHydration } from './fixtures';
import { signIn } from './helpers';

// The speakers area (/back/speakers, decision 040) on the demo data: a manager filters the
// speakers by name (accents ignored), year and provider, reads a speaker's sessions in the
// dialog, and exports the filtered list as CSV, whose content is read back.

const PROVIDER = 'Institut Horizon Formation';
const SPEAKER = 'Mme Sophie Lefèvre';

test('a manager filters the speakers, reads a speaker’s sessions and exports them', async ({
  page,
  arrive,
  audit,
}) => {
  const year = String(new Date().getFullYear());
  await signIn(page, 'manager');
  await page.goto('/back/speakers');
  // The same page is checked by axe once filtered (a shorter list: a faster check).
  await expect(page).toHaveURL(exactly('/back/speakers'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Intervenants' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Nom ou courriel' }).fill('lefevre');
  await page.getByRole('combobox', { name: 'Année' }).selectOption(year);
  await page.getByRole('combobox', { name: 'Prestataire' }).selectOption({ label: PROVIDER });
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await arrive(new RegExp(`/back/speakers\\?q=lefevre&year=${year}&providerId=\\d+$`));
  const table = page.getByRole('table', { name: 'Intervenants' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: new RegExp(SPEAKER) });
  await expect(row).toContainText(PROVIDER);
  await expect(row).toContainText(new RegExp(`${year} : [\\d,]+ h`));

  // The speaker's sessions: dates, places, hours, in a dialog checked by axe.
  await row.getByRole('button', { name: `Sessions de ${SPEAKER}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Sessions de l’intervenant' });
  const sessions = dialog.getByRole('table', { name: 'Sessions animées' });
  await expect(sessions.getByRole('row').nth(1)).toBeVisible();
  await expect(dialog).toContainText('Total des heures comptées');
  await audit(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The export downloads the filtered list: one line for the speaker's year.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter en CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^intervenants-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Année;Civilité;Nom;Prénom;Courriel;Prestataires;Actions;Nombre d’actions;Nombre de sessions;Heures',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(
      `^${year};Mme;Lefèvre;Sophie;sophie\\.lefevre@[^;]+;${PROVIDER};.+;\\d+;\\d+;[\\d,]+$`,
    ),
  );
});
