import AxeBuilder from '@axe-core/playwright';
import { test as publicTest, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  publicTest.describe(`public pages, ${theme} theme`, () => {
    publicTest.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    for (const [path, heading] of [
      ['/', 'Sua secretária de IA no WhatsApp'],
      ['/auth', 'Sua secretária de IA no WhatsApp'],
      ['/auth?tab=register&plan=start', 'Sua secretária de IA no WhatsApp'],
      ['/termos-de-uso', 'Termos de Uso'],
      ['/politica-privacidade', 'Política de Privacidade'],
      ['/lgpd', 'LGPD: seus direitos'],
      ['/pagina-inexistente', 'Página não encontrada'],
    ] as const) {
      publicTest(`${path} has no serious axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }
  });

  test.describe(`panel pages, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    for (const [path, heading] of [
      ['/painel/instancias', 'Instâncias'],
      ['/painel/perfil', 'Dados Pessoais'],
      ['/painel/senha', 'Alterar Senha'],
    ] as const) {
      test(`${path} has no serious axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
        await expectNoSeriousViolations(page);
      });
    }
  });
}
