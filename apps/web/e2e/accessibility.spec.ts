import { test as publicTest, type Page } from '@playwright/test';
import { createConfirmedAccount, newAccount } from './support/accounts';
import { buyInstance } from './support/checkout-api';
import { expect, test } from './support/fixtures';
import { expectNoSeriousAxeViolations } from './support/scheduling';

async function expectNoSeriousViolations(page: Page) {
  expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
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

  test.describe(`checkout and connection screens, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    test('the add-instance dialog with its messages has no serious axe violations', async ({
      page,
    }) => {
      await page.goto('/painel/instancias?newInstance=true&plan=pro');
      const dialog = page.getByRole('dialog', { name: 'Adicionar instância' });
      await expect(dialog.getByRole('combobox', { name: 'País' })).toContainText('Brasil');
      await dialog.getByRole('button', { name: 'Continuar para pagamento' }).click();
      await expect(dialog.getByText('Número é obrigatório')).toBeVisible();
      // Measured with the pointer still on the primary button: its hover colour passes too.
      await dialog.getByRole('button', { name: 'Continuar para pagamento' }).hover();
      await expectNoSeriousViolations(page);
    });

    test('the Ativação QR code and the Assinatura history have no serious axe violations', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext();
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      await createConfirmedAccount(page.request, baseURL ?? '', newAccount('a11y-assinatura'));
      const { instanceId } = await buyInstance(page.request, 'ultra');

      await page.goto(`/painel/instancias/${instanceId}?tab=geral&sub=ativacao`);
      await page.getByRole('button', { name: 'Gerar QR Code' }).click();
      await expect(page.getByRole('img', { name: 'QR Code do WhatsApp' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto(`/painel/instancias/${instanceId}?tab=geral&sub=gerenciar-assinatura`);
      await expect(page.getByRole('table', { name: 'Histórico de pagamentos' })).toContainText(
        'Pago',
      );
      await expectNoSeriousViolations(page);
      await context.close();
    });
  });
}
