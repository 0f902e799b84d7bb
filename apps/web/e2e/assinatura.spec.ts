import type { Locator, Page } from '@playwright/test';
import { assinaturaUi as ui } from '@secretaria/shared/assinatura-schemas';
import { createConfirmedAccount, newAccount } from './support/accounts';
import { budget } from './support/budget';
import { buyInstance } from './support/checkout-api';
import { expect, test } from './support/owners';

// Issue 25: per instance, 'Alterar plano' (Stripe's proration, the professionals said before
// confirming), 'Cancelar assinatura' at the period's end and 'Reativar assinatura', and
// 'Excluir instância' keeping or erasing the data, on a phone (touch) and on a desktop.

const screens = [
  { label: '390 px touch', viewport: { width: 390, height: 844 }, touch: true },
  { label: '1280 px', viewport: { width: 1280, height: 900 }, touch: false },
] as const;

const subscriptionPath = (id: string) =>
  `/painel/instancias/${id}?tab=geral&sub=gerenciar-assinatura`;

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));

async function freshOwnerWithInstance(page: Page, baseURL: string, plan: 'pro' | 'start') {
  await createConfirmedAccount(page.request, baseURL, newAccount('assinatura'));
  return buyInstance(page.request, plan, `Salão ${plan.toUpperCase()}`);
}

async function addProfissionais(page: Page, instanceId: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const res = await page.request.post(`/api/instances/${instanceId}/profissionais`, {
      data: { nome: `Profissional ${i + 1}`, especialidade: 'Cabelo' },
    });
    expect(res.status()).toBe(201);
  }
}

async function expectTarget(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'laid out').toBeTruthy();
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

for (const screen of screens) {
  test.describe(`Assinatura at ${screen.label}`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.touch, isMobile: screen.touch });
    const shot = (name: string) => test.info().outputPath(`${name}-${screen.viewport.width}.png`);

    test('Alterar plano says the professionals and the prorated charge before confirming; cancel and reactivate', async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(budget(90_000));
      const context = await browser.newContext();
      const page = await context.newPage();
      const press = (locator: Locator) => (screen.touch ? locator.tap() : locator.click());
      const { instanceId } = await freshOwnerWithInstance(page, baseURL ?? '', 'pro');
      await addProfissionais(page, instanceId, 6);
      await page.goto(subscriptionPath(instanceId));
      const plan = page.getByRole('region', { name: 'Detalhes do plano' });
      // The first page of a fresh owner's context can be slow on a busy machine.
      await expect(plan).toContainText('Plano PRO', { timeout: budget(30_000) });

      const change = page.getByRole('button', { name: ui.changePlan });
      await expectTarget(change);
      await press(change);
      const dialog = page.getByRole('dialog', { name: ui.changePlanTitle });
      await expect(dialog.getByRole('radio', { name: /Plano PRO \(atual\)/ })).toBeDisabled();
      await press(dialog.getByText('Plano START'));
      await expect(dialog.getByTestId('plan-change-preview')).toContainText(
        ui.professionalsOver(6, 5, 'Plano START'),
      );
      await expect(dialog.getByRole('button', { name: ui.confirmChange })).toBeDisabled();
      await page.screenshot({ path: shot('alterar-plano-limite') });

      await press(dialog.getByText('Plano ULTRA'));
      const preview = dialog.getByTestId('plan-change-preview');
      await expect(preview).toContainText(/Cobrança agora: R\$\s[\d.]+,\d{2}/);
      await expect(preview).toContainText(ui.professionalsOk(6, 20));
      await page.screenshot({ path: shot('alterar-plano-previa') });
      await press(dialog.getByRole('button', { name: ui.confirmChange }));
      await expect(page.getByText(ui.planChanged('Plano ULTRA'))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(plan).toContainText('Plano ULTRA');
      // The prorated charge is in the payment history (a table on desktop, cards on the phone).
      await expect(
        page.getByText('Plano ULTRA – mudança de plano').filter({ visible: true }),
      ).toHaveCount(1);

      const subscription = (await (
        await page.request.get(`/api/instances/${instanceId}/subscription`)
      ).json()) as { subscription_renewal_date: string };
      const end = longDate(subscription.subscription_renewal_date);
      await press(page.getByRole('button', { name: ui.cancelSubscription }));
      const confirm = page.getByRole('alertdialog', { name: ui.cancelTitle });
      await expect(confirm).toContainText(ui.cancelDescription(end));
      await page.screenshot({ path: shot('cancelar-assinatura') });
      await press(confirm.getByRole('button', { name: ui.confirmCancel }));
      await expect(page.getByText(ui.cancelScheduled(end))).toBeVisible();
      await expect(page.getByRole('button', { name: ui.changePlan })).toBeHidden();
      await page.screenshot({ path: shot('assinatura-cancelada'), fullPage: true });

      const reactivate = page.getByRole('button', { name: ui.reactivate });
      await expectTarget(reactivate);
      await press(reactivate);
      await expect(page.getByText(ui.reactivated)).toBeVisible();
      await expect(page.getByText(ui.cancelScheduled(end))).toBeHidden();
      await expect(page.getByRole('button', { name: ui.cancelSubscription })).toBeVisible();
      await context.close();
    });

    test('Excluir instância: confirmed by name, keeps the data (closed), then erases it', async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(budget(90_000));
      const context = await browser.newContext();
      const page = await context.newPage();
      const press = (locator: Locator) => (screen.touch ? locator.tap() : locator.click());
      const { instanceId } = await freshOwnerWithInstance(page, baseURL ?? '', 'start');
      await addProfissionais(page, instanceId, 1);
      await page.goto(subscriptionPath(instanceId));
      await expect(page.getByRole('region', { name: 'Detalhes do plano' })).toContainText(
        'Plano START',
        { timeout: budget(30_000) },
      );

      await press(page.getByRole('button', { name: ui.deleteInstance }));
      const dialog = page.getByRole('dialog', { name: ui.deleteTitle });
      await expect(dialog).toContainText(ui.deleteDescription);
      const confirm = dialog.getByRole('button', { name: ui.confirmDelete });
      await expect(confirm).toBeDisabled();
      await press(dialog.getByText(ui.keepData));
      await dialog.getByRole('textbox').fill('outro nome');
      await expect(confirm).toBeDisabled();
      await dialog.getByRole('textbox').fill('Salão START');
      await page.screenshot({ path: shot('excluir-instancia') });
      await press(confirm);
      await expect(page.getByText(ui.deletedKept)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Detalhes do plano' })).toContainText(
        ui.statusEnded,
      );
      await expect(page.getByText(ui.closedNotice)).toBeVisible();
      await expect(page.locator('[data-status]').first()).toHaveText('Status: encerrada');
      await expect(page.getByRole('button', { name: ui.changePlan })).toBeHidden();
      await page.screenshot({ path: shot('instancia-encerrada'), fullPage: true });
      const kept = await page.request.get(`/api/instances/${instanceId}/profissionais`);
      expect(((await kept.json()) as { items: unknown[] }).items).toHaveLength(1);

      await press(page.getByRole('button', { name: ui.deleteInstance }));
      const erase = page.getByRole('dialog', { name: ui.deleteTitle });
      await expect(erase).toContainText(ui.eraseDataHint);
      await erase.getByRole('textbox').fill('Salão START');
      await press(erase.getByRole('button', { name: ui.confirmDelete }));
      await expect(page.getByText(ui.deletedErased)).toBeVisible();
      await expect(page).toHaveURL(/\/painel\/instancias$/);
      expect((await page.request.get(`/api/instances/${instanceId}`)).status()).toBe(404);
      await context.close();
    });
  });
}
