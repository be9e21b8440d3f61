import { readFile } from 'node:fs/promises';
import PizZip from 'pizzip';
import { expect, test } from './fixtures';
import { json } from './helpers';

// Published quality results (decision 079): the demo provider reads its results indicators per
// training on /back/information and downloads this year's in PDF, and its evidence for the
// auditor in a ZIP (decision 081); a visitor then finds, on the page of a session to come of an
// action published there, the section "Résultats de cette formation" with the same period.

test('a provider reads its results indicators, and a visitor finds them on a session page', async ({
  page,
  loginAs,
  arrive,
  request,
}) => {
  await loginAs('provider');
  await page.goto('/back/information');
  await arrive('/back/information');
  const panel = page.getByRole('region', { name: 'Indicateurs de résultats' });
  await expect(panel).toContainText(
    /pour les sessions terminées du \d{2}\/\d{2}\/\d{4} au \d{2}\/\d{2}\/\d{4} : un résultat n’est publié qu’à partir de 5 réponses/,
  );
  const table = panel.getByRole('table', { name: 'Indicateurs de résultats par action' });
  const published = table.getByRole('row').filter({ hasText: /Oui$/ });
  await expect(published.first()).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Toutes les actions' })).toContainText(
    'Taux de satisfaction',
  );

  // The indicators of this year, in PDF, with the provider's identity.
  const year = new Date().getFullYear();
  const pdfLink = panel.getByRole('link', {
    name: `Télécharger Indicateurs de résultats ${year} (PDF)`,
  });
  const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // This year's evidence, downloaded as a visitor does: each session's files named by indicator.
  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: `Télécharger Preuves qualité ${year} (ZIP)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`preuves-qualite-${year}.zip`);
  const zip = new PizZip(await readFile((await download.path())!));
  const names = Object.keys(zip.files);
  expect(names).toContain(`Ind. 2 - indicateurs-de-resultats-${year}.pdf`);
  expect(
    names.filter((name) => /^Sessions\/[^/]+\/Ind\. 12 - Feuille d’émargement /.test(name)).length,
  ).toBeGreaterThan(0);
  expect(
    names.filter((name) => /^Sessions\/[^/]+\/Ind\. 30 - Questionnaire de satisfaction /.test(name))
      .length,
  ).toBeGreaterThan(0);
  expect(zip.file('Sommaire.csv')!.asText()).toContain('Indicateurs;Preuve;Session;Action');

  // A published action with a session still to come, as the catalogue lists it.
  let session: { id: number; action: { name: string } } | undefined;
  for (const name of await published.getByRole('rowheader').allTextContents()) {
    const { items } = await json<{ items: { id: number; action: { name: string } }[] }>(
      await request.get(`/api/public/session_views?q=${encodeURIComponent(name)}&pageSize=50`),
    );
    session = items.find((item) => item.action.name === name.trim());
    if (session) break;
  }
  expect(session, 'a published action of the demo provider with a session to come').toBeDefined();

  await page.context().clearCookies();
  await page.goto(`/training/${session!.id}`);
  await arrive(`/training/${session!.id}`);
  const block = page.getByRole('region', { name: 'Résultats de cette formation' });
  await expect(block).toContainText(/^Résultats de cette formationSessions terminées du /);
  for (const label of ['Stagiaires formés', 'Taux d’achèvement', 'Taux de satisfaction']) {
    await expect(block.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(block).toContainText(/\(\d+ réponses au questionnaire\)/);
  await expect(block.getByText('Appréciation générale')).toBeVisible();
});
