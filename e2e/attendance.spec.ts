import { parisInstant, parisParts } from '@passerelle/shared';
import { expect, test } from './fixtures';
import { apiAs, json, signIn, toast } from './helpers';
import { createTrainee, sessionWithTrainee } from './trainee-session';

// Digital attendance (decision 038): the provider opens the signing window of today's morning on
// a session's sheet; a trainee, signed in on a phone-sized screen, opens the QR code's address,
// draws its signature and sends it; the provider's screen shows it. Each run makes its own
// trainee (admin API) and session (manager API), moved to today once the trainee is registered.

const run = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };

/** Today at `hour`:`minute`, Paris time, as an ISO instant. */
function today(hour: number, minute = 0): string {
  const { year, month, day } = parisParts(new Date());
  return parisInstant({ year, month, day, hour, minute }).toISOString();
}

/**
 * A session with the trainee REGISTERED, its dates then moved to today (9:00–12:30,
 * 13:30–17:00): registering needs a session that has not started.
 */
async function sessionToday(baseURL: string, username: string) {
  const session = await sessionWithTrainee(baseURL, {
    code: `E2E-EMARG-${run}`.toUpperCase(),
    day: '2031-05-12',
    username,
    reason: 'Inscription du parcours d’émargement',
  });
  const manager = await apiAs(baseURL, 'manager');
  await json(
    await manager.patch(`/api/sessions/${session.sessionId}`, {
      data: {
        startDate: today(9),
        endDate: today(17),
        interventionDates: [
          { startsAt: today(9), endsAt: today(12, 30) },
          { startsAt: today(13, 30), endsAt: today(17) },
        ],
      },
    }),
  );
  await manager.dispose();
  return session;
}

test('a provider opens a signing window, a trainee signs on a phone, the provider sees it', async ({
  page,
  browser,
  arrive,
  loginAs,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await apiAs(baseURL!, 'admin');
  const person = await createTrainee(admin, `emargement-${run}`, `Émargement${run}`);
  await admin.dispose();
  const { actionId, sessionId } = await sessionToday(baseURL!, person.username);
  const name = `${person.givenName} ${person.familyName}`;

  // The provider opens this morning's signing window on the session's sheet.
  await loginAs('provider');
  const sheet = `/back/programming/${actionId}/sessions?session=${sessionId}`;
  await page.goto(sheet);
  await arrive(sheet);
  const section = page.getByRole('region', { name: 'Émargement numérique' });
  await section.getByRole('button', { name: /^Ouvrir l’émargement : .*, matin$/ }).click();
  await expect(toast(page, 'Émargement ouvert.')).toBeVisible();
  const live = section.getByRole('region', { name: /^Émargement en cours : .*, matin$/ });
  const qr = live.getByRole('img', { name: /^QR code à scanner pour signer la présence/ });
  await expect(qr).toBeVisible();
  await expect(live.getByRole('row', { name: new RegExp(name) })).toContainText('Pas encore signé');
  const address = new URL((await qr.getAttribute('data-url'))!);
  expect(address.pathname).toMatch(/^\/beneficiary\/sign\/[\w.-]+$/);

  // The trainee, on a phone, opens the QR code's address and signs.
  const phone = await browser.newContext({
    baseURL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Chrome/156.0.0.0 Mobile Safari/537.36',
  });
  const phonePage = await phone.newPage();
  await signIn(phonePage, person.username);
  await phonePage.goto(address.pathname);
  await arrive(address.pathname, phonePage);
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Émargement' })).toBeVisible();
  await expect(phonePage.getByText(name, { exact: true })).toBeVisible();
  const pad = phonePage.locator('canvas[data-ready="true"]');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(PHONE.width);
  await phonePage.mouse.move(box.x + 30, box.y + box.height / 2);
  await phonePage.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await phonePage.mouse.move(
      box.x + 30 + step * 25,
      box.y + box.height / 2 + (step % 2 === 0 ? -20 : 20),
    );
  }
  await phonePage.mouse.up();
  await phonePage.getByRole('button', { name: 'Signer' }).click();
  await expect(phonePage.getByText(/^Votre présence est signée : le /)).toBeVisible();
  await expect(phonePage.getByRole('button', { name: 'Signer' })).toHaveCount(0);
  await arrive(address.pathname, phonePage);
  await phone.close();

  // The provider's screen shows the signature (it asks every few seconds).
  const signed = live.getByRole('row', { name: new RegExp(name) });
  await expect(signed).toContainText(/Signé à \d{2}:\d{2}, sur son téléphone/);
  await expect(signed.getByRole('img', { name: `Signature de ${name}` })).toBeVisible();
  await expect(live.getByRole('status')).toContainText('1 stagiaire a signé sur 1.');
  await arrive(sheet);
});
