import { expect, test } from './fixtures';
import { escapeRegExp, toast } from './helpers';
import { waitForMail } from './mails';

// The templates screen (/back/admin/templates) against the real API: an admin edits a mail
// template (an unauthorised tag is refused, naming it), sends a trial of it, which the SMTP server
// (the mail catcher) receives, and reads it, sent, in the outbox. (With no SMTP server, the outbox
// says so and keeps the mails pending: the server's and the page's tests cover it.)

test('an admin edits a mail template and reads the outbox', async ({
  page,
  loginAs,
  arrive,
  audit,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin');
  const stamp = Date.now();
  const trialAddress = `essai-${stamp}@passerelle.example`;

  await page.goto('/back/admin/templates');
  await arrive('/back/admin/templates');
  await expect(page).toHaveTitle('Modèles de documents et de courriels – Passerelle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Modèles de documents et de courriels',
  );
  const table = page.getByRole('table', { name: 'Modèles de courriel' });
  await expect(table.getByRole('rowheader', { name: 'Bilan pédagogique à rédiger' })).toBeVisible();

  // Open the editor of one template.
  await page
    .getByRole('link', { name: 'Modifier le modèle « Bilan pédagogique à rédiger »' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Modèle « Bilan pédagogique à rédiger »' });
  await expect(dialog).toBeVisible();
  await audit();
  const subject = dialog.getByRole('textbox', { name: 'Objet' });
  const body = dialog.getByRole('textbox', { name: 'Corps du message' });

  // An unauthorised tag is refused, named, with the allowed ones listed.
  await subject.fill(`Bilan e2e ${stamp} {{ beneficiary.iban }}`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(subject).toHaveAttribute('aria-invalid', 'true');
  await expect(
    dialog.getByText(
      /Balise non autorisée : beneficiary\.iban \(balises autorisées : action\.name, session\.code/,
    ),
  ).toBeVisible();
  await audit();

  // A valid subject, and a tag inserted into the body from the list.
  await subject.fill(`Bilan e2e ${stamp} : `);
  await dialog.getByRole('button', { name: /^Insérer la balise \{\{ action\.name \}\}/ }).click();
  await expect(subject).toHaveValue(`Bilan e2e ${stamp} : {{ action.name }}`);
  await body.fill('Merci de rédiger le bilan : ');
  await dialog.getByRole('button', { name: /^Insérer la balise \{\{ url \}\}/ }).click();
  await expect(body).toHaveValue('Merci de rédiger le bilan : {{ url }}');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table).toContainText(`Bilan e2e ${stamp} : {{ action.name }}`);

  // A trial of the saved template, to an address of our own.
  await page
    .getByRole('link', { name: 'Modifier le modèle « Bilan pédagogique à rédiger »' })
    .click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: "Adresse e-mail de l'essai" }).fill(trialAddress);
  await dialog.getByRole('button', { name: 'Envoyer un essai' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Essai écrit dans la boîte d'envoi pour ${trialAddress}.`,
  );
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();

  // Delivered by the SMTP server, with the tags' sample values.
  const subjectOf = `Bilan e2e ${stamp} : [Intitulé de l'action de formation]`;
  const mail = await waitForMail(trialAddress, new RegExp(`^${escapeRegExp(subjectOf)}$`));
  expect(mail.text).toContain(
    'Merci de rédiger le bilan : [Lien à suivre (questionnaire, bilan, réinitialisation, invitation, favoris)]',
  );

  // The outbox: the mail sent, and readable there.
  await page.getByRole('link', { name: "Boîte d'envoi" }).click();
  await arrive(/\/back\/admin\/templates\?tab=outbox$/);
  await expect(
    page.getByText(/Les courriels sont envoyés par le serveur SMTP configuré/),
  ).toBeVisible();
  const row = page
    .getByRole('table', { name: "Boîte d'envoi" })
    .getByRole('row')
    .filter({ hasText: trialAddress });
  await expect(row).toContainText(subjectOf);
  await expect(row).toContainText('Envoyé');
  await row.getByRole('link', { name: /^Lire le courriel/ }).click();
  const reader = page.getByRole('dialog', { name: subjectOf });
  await expect(reader).toBeVisible();
  await expect(reader.getByText(`À : ${trialAddress}`)).toBeVisible();
  await expect(reader.locator('pre')).toHaveText(
    'Merci de rédiger le bilan : [Lien à suivre (questionnaire, bilan, réinitialisation, invitation, favoris)]',
  );
  await expect(
    reader.getByText(
      'Merci de rédiger le bilan : [Lien à suivre (questionnaire, bilan, réinitialisation, invitation, favoris)]',
    ),
  ).toHaveCount(2);
  await audit();

  // The filter keeps the URL; the mail is among the sent ones.
  await reader.getByRole('button', { name: 'Fermer' }).click();
  await page.getByRole('combobox', { name: 'Statut' }).selectOption('SENT');
  await expect(page).toHaveURL(/tab=outbox&status=SENT/);
  await expect(page.getByRole('row').filter({ hasText: trialAddress })).toHaveCount(1);
});

test('the other profiles cannot reach the templates', async ({ page, loginAs }) => {
  await loginAs('manager');
  await page.goto('/back/admin/templates');
  await expect(page).toHaveURL(/\/\?message=noaccess$/);
  const response = await page.request.get('/api/mails');
  expect(response.status()).toBe(403);
});
