import type { Page } from '@playwright/test';
import { halfDayKeyOf, parisDay, parisInstant, parisParts } from '@passerelle/shared';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { apiAs, json, signIn, toast } from './helpers';
import { keyboardJourney, keyboardTest, pressOn, typeIn } from './keyboard';
import { createTrainee, sessionWithTrainee } from './trainee-session';

// Digital attendance (decision 038), one journey per person acting (decision 052): the provider
// opens the signing window of today's morning on a session's sheet; a trainee, signed in on a
// phone-sized screen, opens the QR code's address (the window opened through the API), draws its
// signature and sends it; the provider's screen shows a signature sent meanwhile (through the
// API). Each journey makes its own trainee (admin API) and session (manager API), moved to today
// once the trainee is registered.

const PHONE = { width: 390, height: 844 };
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Today at `hour`:`minute`, Paris time, as an ISO instant. */
function today(hour: number, minute = 0): string {
  const { year, month, day } = parisParts(new Date());
  return parisInstant({ year, month, day, hour, minute }).toISOString();
}

/**
 * A session with the trainee REGISTERED, its dates then moved to today (9:00–12:30,
 * 13:30–17:00): registering needs a session that has not started.
 */
async function sessionToday(baseURL: string, username: string, run: string) {
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

/** A new trainee registered to a new session of today: the start of each journey. */
async function traineeToday(baseURL: string) {
  const run = unique();
  const admin = await apiAs(baseURL, 'admin');
  const person = await createTrainee(admin, `emargement-${run}`, `Émargement${run}`);
  await admin.dispose();
  const session = await sessionToday(baseURL, person.username, run);
  return { person, ...session, name: `${person.givenName} ${person.familyName}` };
}

interface WindowState {
  id: number;
  qr: { url: string } | null;
}

/** The provider opens this morning's signing window through the API. */
async function openMorningWindow(baseURL: string, sessionId: number): Promise<WindowState> {
  const provider = await apiAs(baseURL, 'provider');
  const window = await json<WindowState>(
    await provider.post(`/api/sessions/${sessionId}/signing_windows`, {
      data: { halfDay: halfDayKeyOf(parisDay(new Date()), 'morning') },
    }),
  );
  await provider.dispose();
  return window;
}

/** A stroke drawn on a transparent pad, as the signature pad's PNG data URL. */
async function drawnSignature(): Promise<string> {
  const stroke =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100">' +
    '<path d="M20 60 Q 80 10 140 60 T 280 50" stroke="#111" stroke-width="4" fill="none"/></svg>';
  const png = await sharp(Buffer.from(stroke)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The sheet of the session as the provider sees it, with its attendance section. */
async function providerSheet(page: Page, actionId: number, sessionId: number) {
  const sheet = `/back/programming/${actionId}/sessions?session=${sessionId}`;
  await page.goto(sheet);
  return { sheet, section: page.getByRole('region', { name: 'Émargement numérique' }) };
}

test('a provider opens the signing window of the morning on a session’s sheet', async ({
  page,
  arrive,
  loginAs,
  baseURL,
}) => {
  const { actionId, sessionId, name } = await traineeToday(baseURL!);

  await loginAs('provider');
  const { sheet, section } = await providerSheet(page, actionId, sessionId);
  await arrive(sheet);
  await section.getByRole('button', { name: /^Ouvrir l’émargement : .*, matin$/ }).click();
  await expect(toast(page, 'Émargement ouvert.')).toBeVisible();
  const live = section.getByRole('region', { name: /^Émargement en cours : .*, matin$/ });
  const qr = live.getByRole('img', { name: /^QR code à scanner pour signer la présence/ });
  await expect(qr).toBeVisible();
  await expect(live.getByRole('row', { name: new RegExp(name) })).toContainText('Pas encore signé');
  const address = new URL((await qr.getAttribute('data-url'))!);
  expect(address.pathname).toMatch(/^\/beneficiary\/sign\/[\w.-]+$/);
  await arrive(sheet);
});

test('a trainee opens the QR code’s address on a phone and signs', async ({
  browser,
  arrive,
  baseURL,
}) => {
  const { person, sessionId, name } = await traineeToday(baseURL!);
  const window = await openMorningWindow(baseURL!, sessionId);
  const address = new URL(window.qr!.url);

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

  // Recorded on the server, as sent from the trainee's own phone.
  const provider = await apiAs(baseURL!, 'provider');
  const state = await json<{ trainees: { name: string; signature: unknown }[] }>(
    await provider.get(`/api/signing_windows/${window.id}`),
  );
  await provider.dispose();
  expect(
    state.trainees.find((trainee) => trainee.name.includes(person.familyName))?.signature,
  ).toBeTruthy();
});

test('the provider’s screen shows a signature as it arrives', async ({
  page,
  arrive,
  loginAs,
  baseURL,
}) => {
  const { person, actionId, sessionId, name } = await traineeToday(baseURL!);
  const window = await openMorningWindow(baseURL!, sessionId);

  await loginAs('provider');
  const { sheet, section } = await providerSheet(page, actionId, sessionId);
  await arrive(sheet);
  // The window opened beforehand: its QR code and its list, shown on demand.
  await section.getByRole('button', { name: /^Afficher le QR code : .*, matin$/ }).click();
  const live = section.getByRole('region', { name: /^Émargement en cours : .*, matin$/ });
  const row = live.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Pas encore signé');

  // Meanwhile the trainee signs on its phone (through the API: the journey above does it on the
  // page).
  const provider = await apiAs(baseURL!, 'provider');
  // The QR code's token of now (it changes every 30 seconds).
  const { qr } = await json<WindowState>(await provider.get(`/api/signing_windows/${window.id}`));
  await provider.dispose();
  const trainee = await apiAs(baseURL!, person.username);
  const token = new URL(qr!.url).pathname.split('/').at(-1)!;
  const { ticket } = await json<{ ticket: string }>(await trainee.get(`/api/signing/${token}`));
  await json(
    await trainee.post('/api/signatures', { data: { ticket, image: await drawnSignature() } }),
  );
  await trainee.dispose();

  // The provider's screen shows the signature (it asks every few seconds).
  await expect(row).toContainText(/Signé à \d{2}:\d{2}, sur son téléphone/);
  await expect(row.getByRole('img', { name: `Signature d’${name}` })).toBeVisible();
  await expect(live.getByRole('status')).toContainText('1 stagiaire a signé sur 1.');
  await arrive(sheet);
});

keyboardTest(
  'keyboard only: a trainee who cannot draw signs by typing their name',
  keyboardJourney('typed-signature'),
  async ({ page, arrive, baseURL }) => {
    const { person, sessionId, name } = await traineeToday(baseURL!);
    const window = await openMorningWindow(baseURL!, sessionId);
    const address = new URL(window.qr!.url).pathname;

    await signIn(page, person.username);
    await page.goto(address);
    await arrive(address);
    // The typed name, the pad's accessible alternative: its fields follow the box in the tab order.
    await pressOn(
      page,
      page.getByRole('checkbox', { name: 'Je ne peux pas dessiner : je signe en tapant mon nom' }),
      'Space',
    );
    await typeIn(page, page.getByRole('textbox', { name: 'Prénom et nom' }), name);
    await pressOn(
      page,
      page.getByRole('checkbox', {
        name: 'Je certifie ma présence à cette demi-journée de formation.',
      }),
      'Space',
    );
    await pressOn(page, page.getByRole('button', { name: 'Signer' }));
    await expect(page.getByText(/^Votre présence est signée : le /)).toBeVisible();
    await arrive(address);
  },
);
