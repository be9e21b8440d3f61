import sharp from 'sharp';
import { expect, test } from './fixtures';
import { toast } from './helpers';

// The provider information (decision 037): the demo provider opens /back/information from its
// menu, fills its manager's name and title, uploads a logo (shown at once), saves, and finds all
// of it after a reload, the logo served from its stored file.

test('a provider fills its manager and uploads a logo, and finds them after a reload', async ({
  page,
  loginAs,
  arrive,
}) => {
  test.setTimeout(60_000);
  const suffix = Date.now().toString(36);
  const manager = `Hélène Dubois ${suffix}`;
  const logo = await sharp({
    create: { width: 240, height: 96, channels: 4, background: '#1d4ed8' },
  })
    .png()
    .toBuffer();

  await loginAs('provider');
  await page.goto('/back/programming');
  await arrive('/back/programming');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Informations prestataire' })
    .click();
  await arrive('/back/information');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informations prestataire');
  await expect(page.getByRole('region', { name: 'Votre structure' })).toBeVisible();

  const form = page.getByRole('group', { name: 'Informations sur les documents' });
  await form.getByRole('textbox', { name: 'Nom du responsable' }).fill(manager);
  await form.getByRole('textbox', { name: 'Fonction du responsable' }).fill('Directrice');
  await form.getByLabel('Logo', { exact: true }).setInputFiles({
    name: `logo-${suffix}.png`,
    mimeType: 'image/png',
    buffer: logo,
  });
  const chosen = form.getByRole('img', { name: 'Aperçu : Logo' });
  await expect(chosen).toBeVisible();
  // The preview of the chosen file really shows: the page's CSP lets its blob: address load.
  await expect
    .poll(() => chosen.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(240);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Informations enregistrées')).toBeVisible();

  await page.reload();
  await arrive('/back/information');
  await expect(form.getByRole('textbox', { name: 'Nom du responsable' })).toHaveValue(manager);
  await expect(form.getByRole('textbox', { name: 'Fonction du responsable' })).toHaveValue(
    'Directrice',
  );
  const saved = form.getByRole('img', { name: 'Aperçu : Logo' });
  await expect(saved).toHaveAttribute('src', /^\/api\/files\/\d+$/);
  // The stored image really loads (served to its provider), at its own size.
  await expect
    .poll(() => saved.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(240);
});
