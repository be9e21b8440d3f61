import { violationsOf } from './axe-run';
import { expect, test } from './fixtures';

// The audits check contrast on one text of each style (e2e/axe-run.ts, decision 085): a style met
// again is skipped, and a new one is still checked.
test('contrast is checked once per text style, and a new style is still checked', async ({
  page,
}) => {
  await page.goto('/training');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const first = await violationsOf(page, ['wcag2aa'], new Set());
  expect(first.violations).toEqual([]);
  expect(first.newStyles.length).toBeGreaterThan(5);
  const checked = new Set(first.newStyles);

  const again = await violationsOf(page, ['wcag2aa'], checked);
  expect(again.violations).toEqual([]);
  expect(again.newStyles, 'nothing new the second time').toEqual([]);

  // A paragraph in a grey too light on the page's background: 1.9:1, where 4.5:1 is asked.
  await page.evaluate(() => {
    const planted = document.createElement('p');
    planted.id = 'too-pale';
    planted.textContent = 'Un texte trop pâle';
    planted.style.color = '#bbbbbb';
    document.querySelector('main')!.append(planted);
  });
  const planted = await violationsOf(page, ['wcag2aa'], checked);
  expect(planted.violations.map((violation) => violation.id)).toEqual(['color-contrast']);
  expect(planted.violations[0]!.nodes.map((node) => node.target.join(' '))).toEqual(['#too-pale']);
  expect(planted.newStyles, 'the new style alone').toHaveLength(1);
  await page.evaluate(() => document.getElementById('too-pale')!.remove());
});
