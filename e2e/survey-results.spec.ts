import { expect, test } from './fixtures';
import { toast } from './helpers';

// The survey results (decision 034): a manager opens /back/surveys from the menu, reads the
// figures of the surveys and the roll-up by axis, opens the journey's own session
// (e2e/prepare-data.ts: 3 answers out of 4) and reads its results — rate, averages, the chart
// with its numbers, the free-text answers, who answered — then closes the survey for good.
// And the same session's cold evaluation (decision 035: 2 answers out of 4), its own figures, in
// a journey of its own (closing the survey leaves the cold evaluation open).

const ACTION = 'Parcours e2e : lire les résultats du questionnaire';

test('a manager reads the results of a session and closes its survey', async ({
  page,
  loginAs,
  arrive,
}) => {
  test.slow();
  await loginAs('manager');
  await page.goto('/back/programming');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Questionnaires de satisfaction' })
    .click();
  await arrive(/\/back\/surveys$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Suivi des questionnaires de satisfaction' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Résultats des questionnaires retenus' }),
  ).toBeVisible();

  // The figures rolled up by axis, each axis opening its sessions.
  await page.getByRole('link', { name: 'Par axe' }).click();
  await arrive(/\/back\/surveys\?by=axis$/);
  await expect(page.getByRole('table', { name: 'Résultats regroupés : Axe' })).toBeVisible();

  // Back to the sessions, only the open surveys.
  await page.getByRole('link', { name: 'Par session' }).click();
  await arrive(/\/back\/surveys$/);
  await page.getByLabel('Statut du questionnaire').selectOption('OPEN');
  await page.getByRole('search').getByRole('button', { name: 'Filtrer' }).click();
  await arrive(/\/back\/surveys\?status=OPEN$/);
  const list = page.getByRole('table', { name: 'Questionnaires de satisfaction des sessions' });
  await list.getByRole('link', { name: ACTION }).first().click();
  await arrive(/\/back\/surveys\/\d+$/);

  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Résultats du questionnaire de la session E2E-RESULTATS',
    }),
  ).toBeVisible();
  await expect(page.getByText('3 réponses sur 4').first()).toBeVisible();
  await expect(page.getByText(/^75\s%$/).first()).toBeVisible();
  // 3 trainees gave 5, 4 and 3 stars to every question: 4,0 on average.
  await expect(page.getByText('4,0 sur 5').first()).toBeVisible();
  // The chart says its numbers.
  const question = page.getByRole('row', {
    name: /Votre satisfaction globale sur cette formation/,
  });
  await expect(question.getByRole('img')).toHaveAccessibleName(
    /3 étoiles : 1 réponse \(33\s%\), 4 étoiles : 1 réponse \(33\s%\), 5 étoiles : 1 réponse \(33\s%\)/,
  );
  await expect(page.getByText('Des cas concrets, faciles à transposer.')).toBeVisible();
  const trainees = page.getByRole('table', {
    name: 'Remplissage du questionnaire par participant',
  });
  await expect(trainees.getByText('Rempli', { exact: true })).toHaveCount(3);
  await expect(trainees.getByText('Non rempli', { exact: true })).toHaveCount(1);

  // Closing asks for confirmation and cannot be undone.
  await page.getByRole('button', { name: 'Clôturer le questionnaire' }).click();
  const dialog = page.getByRole('alertdialog', {
    name: 'Clôturer le questionnaire de satisfaction ?',
  });
  await expect(dialog).toContainText('Cette action est irréversible.');
  await dialog.getByRole('button', { name: 'Clôturer définitivement' }).click();
  await expect(toast(page, 'Questionnaire de satisfaction clôturé.')).toBeVisible();
  await expect(page.getByText('Clôturé', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clôturer le questionnaire' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Retour aux questionnaires' }).click();
  await arrive(/\/back\/surveys$/);
});

test('a manager reads the results of a session’s cold evaluation', async ({
  page,
  loginAs,
  arrive,
}) => {
  // The cold evaluation: chosen on the list, its own rate, questions and answers.
  await loginAs('manager');
  await page.goto('/back/surveys');
  await arrive(/\/back\/surveys$/);
  await page
    .getByRole('navigation', { name: 'Questionnaire affiché' })
    .getByRole('link', { name: 'Évaluation à froid' })
    .click();
  await arrive(/\/back\/surveys\?kind=COLD$/);
  await page
    .getByRole('table', { name: 'Évaluations à froid des sessions' })
    .getByRole('link', { name: ACTION })
    .click();
  await arrive(/\/back\/surveys\/\d+$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: "Résultats de l'évaluation à froid de la session E2E-RESULTATS",
    }),
  ).toBeVisible();
  await expect(page.getByText('2 réponses sur 4').first()).toBeVisible();
  // 4 and 2 stars to every question: 3,0 on average.
  await expect(page.getByText('3,0 sur 5').first()).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Vous mettez en pratique dans votre travail/ }),
  ).toBeVisible();
  await expect(page.getByText("J'anime mes réunions d'équipe autrement.")).toBeVisible();
  await expect(page.getByRole('button', { name: "Clôturer l'évaluation à froid" })).toBeVisible();
});
