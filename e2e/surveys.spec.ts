import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, toast } from './helpers';
import { keyboardJourney, keyboardTest, pressOn, tabTo } from './keyboard';

// The satisfaction survey (decision 032): a trainee answers with the keyboard only (a journey of
// the accessibility statement, no pointer event: decision 080) — the stepper
// error on a step left incomplete, the star ratings as radio groups, the answers kept through a
// reload — sends once and sees the survey filled. Its account (`questionnaire`, e2e/prepare-data.ts)
// has three surveys to fill: the journey answers one per run.
// And every page rendered in the browser only opens when loaded directly (a new tab, a mail link).

/** Rates a question with the keyboard: Tab into its group, then the arrows (4 stars). */
async function rate(page: Page, question: string, stars = 4): Promise<void> {
  const group = page.getByRole('radiogroup', { name: question });
  await tabTo(page, group.getByRole('radio', { name: '1 étoile sur 5' }));
  await page.keyboard.press('Space');
  for (let i = 1; i < stars; i++) await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: `${stars} étoiles sur 5` })).toBeChecked();
}

/** Rates every question of the step shown. */
async function rateStep(page: Page, stars = 4): Promise<void> {
  const form = page.locator('form');
  const questions = await form
    .getByRole('radiogroup')
    .evaluateAll((groups) =>
      groups.map((group) => group.querySelector('legend')?.textContent ?? ''),
    );
  for (const question of questions) await rate(page, question, stars);
}

async function press(page: Page, name: string): Promise<void> {
  await pressOn(page, page.getByRole('button', { name, exact: true }));
}

keyboardTest(
  'keyboard only: a trainee answers a satisfaction survey and sees it filled',
  keyboardJourney('survey'),
  async ({ page, arrive }) => {
    test.setTimeout(120_000);
    await signIn(page, 'questionnaire');

    // Opened directly, as from the mail's link: the page stays and lists the surveys to fill.
    await page.goto('/surveys');
    await arrive('/surveys');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Questionnaires de satisfaction',
    );
    const toFill = page.getByRole('table', { name: 'À remplir' });
    const answer = toFill.getByRole('link', { name: /^Répondre au questionnaire de la session/ });
    await expect(answer.first()).toBeVisible();
    const answerName = (await answer.first().getAttribute('aria-label'))!;
    await tabTo(page, answer.first());
    await page.keyboard.press('Enter');
    await arrive(/\/surveys\/\d+$/);
    const surveyUrl = new URL(page.url()).pathname;

    const stepper = page.getByRole('navigation', { name: 'Étapes du questionnaire' });
    const stepHeading = page.locator('form').getByRole('heading', { level: 2 });
    await expect(stepper.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText(/^0 note donnée sur \d+$/)).toBeVisible();

    // Going on with nothing rated: the step is in error and says what is missing.
    await press(page, 'Étape suivante');
    await expect(page.getByRole('alert')).toContainText('Il manque 3 notes à cette étape');
    await expect(stepper.getByRole('listitem').first()).toContainText('(à compléter)');
    await expect(stepHeading).toHaveText('Étape 1 sur 5 : Organisation de la formation');
    await expect(page.getByRole('radiogroup').first()).toHaveAttribute('aria-invalid', 'true');
    await rateStep(page);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // A reload keeps what was answered.
    await page.reload();
    await arrive(surveyUrl);
    await expect(page.getByText('Vos réponses non envoyées ont été retrouvées.')).toBeVisible();
    await expect(
      page.getByRole('radiogroup').first().getByRole('radio', { name: '4 étoiles sur 5' }),
    ).toBeChecked();

    await press(page, 'Étape suivante');
    await expect(stepHeading).toBeFocused();
    await expect(stepper.getByRole('listitem').first()).toContainText('(terminée)');
    for (let step = 2; step <= 5; step++) {
      await expect(stepHeading).toContainText(`Étape ${step} sur 5`);
      await rateStep(page, step === 5 ? 5 : 4);
      if (step === 5) {
        await tabTo(page, page.getByRole('textbox', { name: /Ce que vous avez le plus apprécié/ }));
        await page.keyboard.type('Les mises en situation.');
        await expect(page.getByText(/^(\d+) notes données sur \1$/)).toBeVisible();
        await press(page, 'Envoyer mes réponses');
      } else {
        await press(page, 'Étape suivante');
      }
    }

    // Sent once: read-only now.
    await expect(toast(page, 'Merci ! Vos réponses ont été envoyées.')).toBeVisible();
    await expect(page.getByText(/Vous avez répondu à ce questionnaire le/)).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByText('Les mises en situation.')).toBeVisible();
    await page.reload();
    await arrive(surveyUrl);
    await expect(page.getByText(/Vous avez répondu à ce questionnaire le/)).toBeVisible();

    await tabTo(page, page.getByRole('link', { name: 'Retour à mes questionnaires' }));
    await page.keyboard.press('Enter');
    await arrive('/surveys');
    const filled = page.getByRole('table', { name: 'Remplis' });
    await expect(
      filled.getByRole('link', { name: answerName.replace('Répondre au', 'Voir mes réponses au') }),
    ).toBeVisible();
  },
);

test('every page rendered in the browser only opens when loaded directly, in a new tab', async ({
  page,
  arrive,
}) => {
  // A new tab shares the cookie but starts with an empty sessionStorage.
  await signIn(page, 'beneficiary');
  const beneficiaryTab = await page.context().newPage();
  await beneficiaryTab.goto('/surveys');
  await arrive('/surveys', beneficiaryTab);
  await expect(beneficiaryTab.getByRole('heading', { level: 1 })).toHaveText(
    'Questionnaires de satisfaction',
  );
  // The page came as the profile's shell (decision 099): the browser names the user.
  await expect(beneficiaryTab.getByText(/^Connecté : .+ \(Bénéficiaire\)$/)).toBeVisible();
  await beneficiaryTab.close();

  await signIn(page, 'provider');
  for (const path of ['/reports', '/reports/1', '/surveys']) {
    const tab = await page.context().newPage();
    await tab.goto(path);
    await expect(tab).toHaveURL(new RegExp(`${path}$`));
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await tab.close();
  }
});
