import { createConfirmedAccount, newAccount } from './support/accounts';
import { buyInstance } from './support/checkout-api';
import { budget } from './support/budget';
import { expect, test } from './support/fixtures';

/**
 * Issue 25's 44 px targets are for touch: on a phone with touch the shared controls are 44 px,
 * with a mouse on a desktop they keep their density (40 px buttons and fields, 24 px switch).
 */
test.describe.configure({ timeout: budget(300_000) });

test('shared controls are 44 px on a touch phone and keep their density with a mouse at 1280 px, light and dark', async ({
  browser,
  baseURL,
}) => {
  for (const [label, options] of [
    ['390-touch', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
    ['1280-mouse', { viewport: { width: 1280, height: 900 } }],
  ] as const) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await createConfirmedAccount(page.request, baseURL ?? '', newAccount(`densidade-${label}`));
    const { instanceId } = await buyInstance(page.request, 'start', 'Studio Bela');
    const touch = label === '390-touch';
    for (const theme of ['light', 'dark'] as const) {
      await page.goto('/painel/instancias');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.goto(`/painel/instancias/${instanceId}?tab=atendente`);
      const save = page.getByRole('button', { name: 'Salvar configurações' });
      await expect(save).toBeVisible({ timeout: budget(30_000) });
      const sw = page.getByRole('switch', { name: 'Agendar' });
      const field = page.getByLabel('Nome da atendente');
      const tab = page.getByRole('tab', { name: 'Geral' });
      const h = async (l: typeof save) => Math.round((await l.boundingBox())!.height);
      expect(await h(save)).toBe(touch ? 44 : 40);
      expect(await h(field)).toBe(touch ? 44 : 40);
      expect(await h(tab)).toBe(touch ? 44 : 32);
      // The switch's track looks the same either way.
      expect(await h(sw)).toBe(24);
      await sw.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: test.info().outputPath(`atendente-${label}-${theme}.png`),
        fullPage: touch,
      });
    }
    await context.close();
  }
});
