import { accessibilityFooterLabel, accessibilityStatementSections } from '@passerelle/shared';
import { runAxe } from './axe-run';
import { expect, test } from './fixtures';
import { toast } from './helpers';
import { caughtMails } from './mails';

// The public home page (next sessions, public message, documents and links, axes, search), the
// static content pages, and the contact form with its self-hosted captcha solved by the browser.
// Each page is audited by axe.

test('a visitor sees the next sessions, the message, the documents and the axes', async ({
  page,
  arrive,
}) => {
  await page.goto('/');
  await arrive('/');
  await expect(page).toHaveTitle('Accueil – Passerelle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  const sessions = page.getByRole('region', { name: 'Prochaines sessions' });
  await expect(sessions.getByRole('listitem').first()).toBeVisible();
  const firstSession = sessions.getByRole('listitem').first().getByRole('link');
  await expect(firstSession).toHaveAttribute('href', /^\/training\/\d+$/);

  await expect(
    page.getByRole('heading', { level: 2, name: /les inscriptions sont ouvertes/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Documents utiles' }).getByRole('link').first(),
  ).toBeVisible();

  const axes = page.getByRole('region', { name: 'Les axes du programme' });
  await expect(axes.getByRole('link').first()).toHaveAttribute('href', /^\/training\?axisId=\d+$/);
  // Each link is named by what it shows (WCAG 2.5.3 "label in name", RGAA 6.1.5): axe's
  // experimental rule, off by default, is run on its own here.
  await expect(
    axes.getByRole('link', { name: /^Axe \d+ \S.* \(voir les formations de cet axe\)$/ }),
  ).toHaveCount(await axes.getByRole('link').count());
  const labelInName = await runAxe(page, {
    runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
  });
  expect(
    [...labelInName.passes, ...labelInName.inapplicable].map((rule) => rule.id),
    'the rule ran',
  ).toContain('label-content-name-mismatch');
  expect(labelInName.violations.flatMap((rule) => rule.nodes.map((node) => node.html))).toEqual([]);

  // The search field sends to the catalogue's simple search.
  const search = page.getByRole('search', { name: 'Rechercher une formation' });
  await search.getByRole('searchbox', { name: 'Mots-clés' }).fill('évaluation');
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/training\?q=%C3%A9valuation$/);
});

test('the static pages show their administered title as the one h1', async ({ page, arrive }) => {
  test.setTimeout(60_000);
  const pages = [
    '/cgu',
    '/lab',
    '/about',
    '/format',
    '/cookies',
    '/condition',
    '/accessibility',
    '/legal_mentions',
  ];
  for (const path of pages) {
    await page.goto(path);
    await arrive(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    const title = (await heading.textContent())?.trim() ?? '';
    expect(title.length, path).toBeGreaterThan(0);
    await expect(page).toHaveTitle(`${title} – Passerelle`);
  }
});

test('a visitor writes from the footer link, solving the captcha in the browser', async ({
  page,
  arrive,
  audit,
}) => {
  test.setTimeout(90_000);
  await page.goto('/about');
  await arrive('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Nous contacter' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  const form = page.getByRole('form', { name: 'Nous contacter' });
  await expect(form).toBeVisible();

  // Sending too early names what is missing, in French.
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByLabel('Catégorie de la demande')).toHaveAccessibleDescription(
    'Choisissez une catégorie',
  );
  await expect(
    form.getByText("Cochez la case « Je ne suis pas un robot » avant d'envoyer."),
  ).toBeVisible();
  await audit();

  const subject = `Attestation ${Date.now().toString(36)}`;
  await form.getByLabel('Catégorie de la demande').selectOption({ label: 'Documents' });
  await form.getByLabel('Nom et prénom').fill('Camille Durand');
  await form.getByLabel('Adresse e-mail').fill('camille.durand@example.org');
  await form.getByLabel('Téléphone (facultatif)').fill('05 61 00 00 00');
  await form.getByLabel('Objet').fill(subject);
  await form
    .getByLabel('Message')
    .fill("Bonjour, où trouver l'attestation de ma dernière session ?");

  // The box is ticked from the keyboard; the browser then solves the proof of work.
  const captcha = form.getByRole('checkbox', { name: /Je ne suis pas un robot/ });
  await captcha.focus();
  await page.keyboard.press('Space');
  await expect(form.getByText('Vérification réussie')).toBeVisible({ timeout: 60_000 });
  await audit();

  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(toast(page, 'Votre message a bien été envoyé.')).toBeVisible();
  await expect(form.getByLabel('Objet')).toHaveValue('');
  await expect(captcha).not.toBeChecked();

  // The staff's mail, delivered by the SMTP server.
  await expect
    .poll(async () => (await caughtMails()).map((mail) => mail.subject))
    .toContain(`Contact (Documents) : ${subject}`);
});

test('the footer says the accessibility status and leads to the statement, server-rendered', async ({
  page,
  arrive,
}) => {
  await page.goto('/');
  await arrive('/');
  await page
    .getByRole('navigation', { name: 'Pied de page' })
    .getByRole('link', { name: accessibilityFooterLabel(), exact: true })
    .click();
  await arrive('/accessibility');
  const sections = accessibilityStatementSections();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    sections.map((section) => section.heading),
  );
  await expect(
    page.getByText(/des critères du RGAA version 4\.1\.2 sont respectés\.$/),
  ).toBeVisible();
  // The statement is in the server's HTML, not added by the browser.
  const html = await (await page.request.get('/accessibility')).text();
  for (const section of sections) expect(html).toContain(section.heading);
});
