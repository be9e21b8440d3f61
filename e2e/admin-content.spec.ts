import { expect, test } from './fixtures';
import { toast } from './helpers';

// The content section and the parameters (/back/admin/content/{code}, /back/admin/parameters)
// against the real API: the rich-text editor, the public pages and the home page's message,
// the quotas and their history. Each journey is audited by axe on every page it lands on.

/** A word no other journey writes, so parallel runs on one database do not see each other. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('an admin edits the CGU page and sees it at /cgu', async ({
  page,
  loginAs,
  arrive,
  audit,
}) => {
  test.setTimeout(60_000);
  await loginAs('admin');
  await page.goto('/back/admin/content/cgu');
  await arrive('/back/admin/content/cgu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Contenus : Conditions générales d'utilisation",
  );

  const editor = page.getByRole('textbox', { name: 'Texte de la page' });
  await expect(editor).toBeVisible();
  await audit();

  const word = unique();
  const title = page.getByRole('textbox', { name: 'Titre de la page' });
  await title.fill(`Conditions générales ${word}`);

  // Unsaved: leaving the page asks first, and staying keeps the text.
  await page
    .getByRole('navigation', { name: 'Pages de contenu' })
    .getByRole('link', { name: 'Le Lab' })
    .click();
  const warning = page.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(page).toHaveURL(/\/back\/admin\/content\/cgu$/);
  await expect(title).toHaveValue(`Conditions générales ${word}`);

  // Replace the text with a heading and a bold sentence, with the toolbar and the keyboard.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`Article ${word}`);
  await page.getByRole('button', { name: 'Titre de niveau 2' }).click();
  await expect(page.getByRole('button', { name: 'Titre de niveau 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Gras' }).click();
  await page.keyboard.type('Texte en gras.');

  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();
  await expect(page.getByText(/^Dernière modification le /)).toBeVisible();

  await page.goto('/cgu');
  await arrive('/cgu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Conditions générales ${word}`);
  await expect(page.getByRole('heading', { level: 2, name: `Article ${word}` })).toBeVisible();
  await expect(page.locator('main strong', { hasText: 'Texte en gras.' })).toBeVisible();
  await expect(page).toHaveTitle(`Conditions générales ${word} – Passerelle`);
});

test('an admin publishes a message, shown on the home page, then deletes it', async ({
  page,
  loginAs,
  arrive,
  audit,
}) => {
  test.setTimeout(60_000);
  await loginAs('admin');
  // The bare content route and an unknown code lead to the message page (spec §2).
  await page.goto('/back/admin/content/inconnu');
  await expect(page).toHaveURL(/\/back\/admin\/content\/message$/);
  await page.goto('/back/admin/content');
  await arrive('/back/admin/content/message');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Messages d’information' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Nouveau message' }).click();
  const word = unique();
  await page.getByRole('textbox', { name: 'Titre (facultatif)' }).fill(`Fermeture ${word}`);
  const editor = page.getByRole('textbox', { name: 'Texte du message' });
  // Saving without text is refused in the browser, with the French message.
  await page.getByRole('button', { name: 'Enregistrer le message' }).click();
  await expect(editor).toHaveAccessibleDescription('Champ obligatoire');

  await editor.click();
  await page.keyboard.type(`Le service sera fermé le 1er mai (${word}).`);
  await page.getByRole('checkbox', { name: 'Publié' }).check();
  await audit();
  await page.getByRole('button', { name: 'Enregistrer le message' }).click();
  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Liste des messages d’information' })
    .getByRole('row')
    .filter({ hasText: `Fermeture ${word}` });
  await expect(row).toContainText('En ligne');
  await expect(row).toContainText('Sans limite');

  await page.goto('/');
  await arrive('/');
  const banner = page.getByRole('region', { name: `Fermeture ${word}` });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(`Le service sera fermé le 1er mai (${word}).`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  await page.goto('/back/admin/content/message');
  await arrive('/back/admin/content/message');
  await page.getByRole('button', { name: `Supprimer « Fermeture ${word} »` }).click();
  await page
    .getByRole('alertdialog', { name: `Supprimer le message « Fermeture ${word} » ?` })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(toast(page, 'Suppression effectuée.')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto('/');
  await arrive('/');
  await expect(page.getByRole('region', { name: `Fermeture ${word}` })).toHaveCount(0);
});

test('an admin changes the quotas of a year and sees the history row', async ({
  page,
  loginAs,
  arrive,
  audit,
}) => {
  test.setTimeout(60_000);
  await loginAs('admin');
  await page.goto('/back/admin/parameters');
  await arrive('/back/admin/parameters');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres');

  // A year of its own (2040 to 2099), so that a rerun on the same database adds a row too.
  const year = String(2040 + (Date.now() % 60));
  const max = page.getByRole('spinbutton', {
    name: 'Nombre maximal d’actions (types réservés aux structures adhérentes)',
  });
  const maxType = page.getByRole('spinbutton', { name: 'Dont actions soumises à validation RH' });
  await page.getByRole('spinbutton', { name: 'Année', exact: true }).fill(year);
  await max.fill('4');
  await maxType.fill('5');
  await page.getByRole('button', { name: 'Enregistrer les quotas' }).click();
  await expect(maxType).toHaveAccessibleDescription(
    "Ne peut pas dépasser le nombre maximal d'actions (4) : il s'agit d'un quota parmi elles",
  );
  await audit();

  const amount = String(7 + (Date.now() % 5));
  await max.fill(amount);
  await maxType.fill('2');
  await page.getByRole('button', { name: 'Enregistrer les quotas' }).click();
  await expect(toast(page, 'Modifications enregistrées.')).toBeVisible();

  const history = page.getByRole('table', { name: 'Historique des quotas' });
  const newest = history.locator('tbody tr').first();
  await expect(newest.locator('td').nth(1)).toHaveText(year);
  await expect(newest.locator('td').nth(2)).toHaveText(amount);
  await expect(newest.locator('td').nth(3)).toHaveText('2');
  await expect(newest.locator('td').nth(4)).not.toHaveText('Non renseigné');
  const inForce = page
    .getByRole('table', { name: 'Quotas en vigueur par année' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: year, exact: true }) });
  await expect(inForce).toContainText(amount);

  // Beside the parameters, the read-only reference lists (issue 14): axe-audited on arrival.
  await page.getByRole('link', { name: 'Référentiels' }).click();
  await arrive('/back/admin/references');
  const sessionStatuses = page.getByRole('table', { name: 'Statuts de session' });
  await expect(sessionStatuses.getByRole('rowheader', { name: 'Clôturée' })).toBeVisible();
  await expect(page.getByRole('table', { name: "Statuts d'inscription" })).toContainText(
    'PARTIAL_ABSENCE',
  );
});
