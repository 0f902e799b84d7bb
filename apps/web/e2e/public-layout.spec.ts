import { expect, test } from '@playwright/test';

const PAGES = ['/', '/auth', '/termos-de-uso', '/politica-privacidade', '/lgpd', '/nao-existe'];

for (const width of [390, 768, 1280, 1440]) {
  test(`public pages fit ${width} px without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

test('keyboard users can skip to the content and see where focus is', async ({ page }) => {
  await page.goto('/termos-de-uso');
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toBeVisible();
  const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
  const ring = await focused.evaluate((el) => getComputedStyle(el).boxShadow);
  expect(outline !== 'none' || ring !== 'none').toBe(true);
});
