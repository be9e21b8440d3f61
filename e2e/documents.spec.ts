import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs } from './helpers';
import { createTrainee, sessionWithTrainee } from './trainee-session';

// The generated documents (decision 036): a provider downloads the signature sheet of a session
// (the journey's own, with its trainee, made through the API) from the session's page; a
// beneficiary downloads its certificate from its space. Both files are PDFs.

/** The downloaded file is a PDF whose name says what it is. */
async function expectPdf(download: Download, name: RegExp) {
  expect(download.suggestedFilename()).toMatch(name);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('a provider downloads a session’s signature sheet from the session’s page', async ({
  page,
  loginAs,
  arrive,
  baseURL,
}) => {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const admin = await apiAs(baseURL!, 'admin');
  const person = await createTrainee(admin, `emargement-papier-${run}`, `Papier${run}`);
  await admin.dispose();
  const { actionId, sessionId, code } = await sessionWithTrainee(baseURL!, {
    code: `E2E-FEUILLE-${run}`.toUpperCase(),
    day: '2031-06-16',
    username: person.username,
    reason: 'Inscription du parcours des documents',
  });
  const session = { id: sessionId, code };

  await loginAs('provider');
  await page.goto(`/back/programming/${actionId}/sessions?session=${session.id}`);
  await arrive(`/back/programming/${actionId}/sessions?session=${session.id}`);
  const section = page.getByRole('region', { name: 'Documents générés' });
  await expect(section).toBeVisible();
  const link = section.getByRole('link', { name: 'Télécharger Feuille d’émargement (PDF)' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  await expectPdf(download, new RegExp(`^Feuille d’émargement ${session.code}\\.pdf$`));
});

test('a beneficiary downloads its certificate from its space', async ({
  page,
  loginAs,
  arrive,
}) => {
  await loginAs('beneficiary');
  await page.goto('/beneficiary/passed');
  await arrive('/beneficiary/passed');
  const passed = page.getByRole('table', { name: 'Formations passées' });
  const certificate = passed
    .getByRole('link', { name: /^Télécharger Attestation de fin de formation \(PDF\)/ })
    .first();
  await expect(certificate).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), certificate.click()]);
  await expectPdf(download, /^Attestation de fin de formation .+\.pdf$/);
  // Someone else's certificate is not the beneficiary's to read.
  const href = (await certificate.getAttribute('href'))!;
  const other = href.replace(
    /registrationId=(\d+)/,
    (_, id: string) => `registrationId=${Number(id) + 1}`,
  );
  expect((await page.request.get(other)).status()).toBe(404);
});
