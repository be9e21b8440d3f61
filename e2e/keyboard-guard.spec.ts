import { expect } from './fixtures';
import { keyboardTest } from './keyboard';

// The guard of the keyboard journeys (e2e/keyboard.ts, decision 080) fails a journey that used
// the mouse: a click on a link is caught, though the journey itself went where it meant to.

keyboardTest('a keyboard journey that clicks fails', async ({ page }) => {
  keyboardTest.fail();
  await page.goto('/about');
  await page.getByRole('link', { name: /^Accessibilité/ }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
});
