import { DEMO_PASSWORD, LANDINGS, expect, test } from './fixtures';
import { mailsTo } from './mails';

// "Mot de passe oublié" end to end (decision 029): the link arrives by mail through a real SMTP
// server (e2e/mail-catcher.ts), where the app server's outbox delivers.

const ACCOUNT = { username: 'oubli', email: 'oubli@passerelle.example' };

test('a user asks for a reset link by mail, chooses a new password and signs in with it', async ({
  page,
  arrive,
  audit,
  submitLogin,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const newPassword = `nouveau-mot-de-passe-${Date.now()}`;
  const before = (await mailsTo(ACCOUNT.email)).length;

  await page.goto('/login');
  await arrive('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await arrive('/forgot-password');
  await expect(page).toHaveTitle('Mot de passe oublié – Passerelle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mot de passe oublié');

  // A blank name is refused in the browser, in French.
  await page.getByRole('button', { name: 'Recevoir un lien par e-mail' }).click();
  const login = page.getByRole('textbox', { name: 'Identifiant ou adresse e-mail' });
  await expect(login).toHaveAttribute('aria-invalid', 'true');
  await expect(login).toBeFocused();

  await login.fill(ACCOUNT.email);
  await page.getByRole('button', { name: 'Recevoir un lien par e-mail' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Si un compte actif correspond à cet identifiant ou à cette adresse e-mail, un lien pour ' +
      'choisir un nouveau mot de passe vient de lui être envoyé par e-mail.',
  );
  await audit();

  // The mail, caught by the test SMTP server.
  await expect
    .poll(async () => (await mailsTo(ACCOUNT.email)).length, { timeout: 20_000 })
    .toBe(before + 1);
  const mail = (await mailsTo(ACCOUNT.email)).at(-1)!;
  expect(mail.to).toEqual([ACCOUNT.email]);
  expect(mail.subject).toBe('Réinitialisation de votre mot de passe Passerelle');
  expect(mail.text).toContain('Bonjour Odile Oubli,');
  expect(mail.text).toContain('(valable 1 heure)');
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(
    mail.text,
  )?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(new URL(link!).origin).toBe(baseURL);

  // The link: the new password, typed twice, following the portal's rules.
  await page.goto(link!);
  await arrive(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouveau mot de passe');
  const password = page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true });
  const confirmation = page.getByRole('textbox', { name: 'Confirmation du nouveau mot de passe' });
  await expect(password).toHaveAttribute('type', 'password');
  await password.fill('court');
  await confirmation.fill('court');
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(password).toHaveAccessibleDescription(/Minimum 12 caractères/);
  await password.fill(newPassword);
  await confirmation.fill(`${newPassword}-autre`);
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(confirmation).toHaveAccessibleDescription(
    'Les deux mots de passe ne sont pas identiques',
  );
  await audit();
  await confirmation.fill(newPassword);
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page.getByRole('status')).toContainText('Votre mot de passe a été modifié.');
  await audit();

  // The old password is refused, the new one signs in.
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await arrive('/login');
  await submitLogin(ACCOUNT.username, DEMO_PASSWORD);
  await expect(page.getByText('Impossible de se connecter')).toBeVisible();
  await submitLogin(ACCOUNT.username, newPassword);
  await arrive(LANDINGS.beneficiary);

  // The link served once: followed again, it says so and offers a new one.
  await page.goto(link!);
  await arrive(/\/reset-password\?token=/);
  await expect(page.getByText('Ce lien de réinitialisation n’est plus valable')).toBeVisible();
  await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await arrive('/forgot-password');
});
