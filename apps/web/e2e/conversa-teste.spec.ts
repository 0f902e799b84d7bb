import { test as base, expect, type Page } from '@playwright/test';
import {
  attendantDayLabel,
  createAttendantBusiness,
  daysAfter,
  serverToday,
} from './support/attendant';
import { createConfirmedAccount, newAccount } from './support/accounts';
import { gotoLive } from './support/owners';
import { expectNoSeriousAxeViolations } from './support/scheduling';
import { budget } from './support/budget';

const test = base.extend<{ ownerPage: Page }>({
  // A fresh owner: this spec pays for an instance, which the shared owners must not see.
  ownerPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await createConfirmedAccount(page.request, baseURL ?? '', newAccount('teste-painel'));
    await use(page);
    await context.close();
  },
});

// Checkout and two attendant turns (each waits out ATTENDANT_BURST_MS) on a busy machine.
test.describe.configure({ timeout: budget(120_000) });
const REPLY_TIMEOUT = 30_000;

async function say(page: Page, text: string) {
  const composer = page.getByRole('textbox', { name: 'Mensagem de teste' });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  // The owner's own bubble, read out as the test customer's.
  await expect(
    page
      .getByRole('log', { name: 'Conversa de teste' })
      .getByRole('listitem')
      .filter({ hasText: `Você (cliente de teste):${text}` }),
  ).toBeVisible();
}

async function axeAt(page: Page, label: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('heading', { name: 'Testar atendente' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath(`${label}-${theme}.png`),
      fullPage: true,
    });
    expect(await expectNoSeriousAxeViolations(page), `${label} ${theme}`).toEqual([]);
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

test('the test chat books a real appointment marked Teste on the Agenda, and Apagar dados de teste removes it', async ({
  ownerPage: page,
}) => {
  const today = await serverToday(page.request);
  const business = await createAttendantBusiness(page.request, daysAfter(today, 7));
  const dia = daysAfter(today, 1)[0] ?? '';
  const slot = `${attendantDayLabel(dia)} às 15:00 com Beatriz Lima`;
  const chatUrl = `/painel/instancias/${business.instanceId}?tab=atendente`;
  const agendaUrl = `/painel/agenda?instancia=${business.instanceId}&profissional=${business.profissional.id}&dia=${dia}`;
  const log = page.getByRole('log', { name: 'Conversa de teste' });
  const fromAttendant = (text: string) => log.getByRole('listitem').filter({ hasText: text });

  await test.step('WhatsApp is not connected, and the test chat starts empty', async () => {
    const state = await page.request.get(`/api/instances/${business.instanceId}/whatsapp`);
    expect(((await state.json()) as { state: string }).state).not.toBe('CONNECTED');
    await gotoLive(page, chatUrl);
    await expect(page.getByRole('tab', { name: 'Atendente', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Testar atendente' })).toBeVisible();
    await expect(page.getByText('Os agendamentos feitos aqui são reais')).toBeVisible();
    await expect(page.getByText('Nenhuma mensagem ainda.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apagar dados de teste' })).toBeDisabled();
  });

  await test.step('an empty message is refused in place', async () => {
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Escreva uma mensagem.' }),
    ).toBeVisible();
  });

  await test.step('the owner asks for a time as a customer and gets a summary to confirm', async () => {
    await say(page, 'Oi, quero marcar um corte amanhã às 15h');
    await expect(fromAttendant('Olá! 👋 Sou Sofia')).toBeVisible({
      timeout: REPLY_TIMEOUT,
    });
    await expect(
      fromAttendant(`Agendar Corte de cabelo ${slot}. Posso confirmar? (sim/não)`),
    ).toBeVisible({ timeout: REPLY_TIMEOUT });
    await expect(page.getByText('A atendente está respondendo...')).toHaveCount(0);
  });

  await test.step("'sim' books it", async () => {
    await say(page, 'sim');
    await expect(page.getByText('A atendente está respondendo...')).toBeVisible();
    await expect(fromAttendant(`✅ Agendado! Corte de cabelo ${slot}.`)).toBeVisible({
      timeout: REPLY_TIMEOUT,
    });
    await expect(page.getByRole('button', { name: 'Apagar dados de teste' })).toBeEnabled();
  });

  await test.step('no serious axe violation at 1280 and 390 px, light and dark', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await axeAt(page, 'test-chat-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await axeAt(page, 'test-chat-390');
    // The chat opens scrolled to its newest message, with the composer under it.
    await page.getByRole('textbox', { name: 'Mensagem de teste' }).scrollIntoViewIfNeeded();
    await expect(fromAttendant('Se precisar remarcar ou cancelar')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  const card = page.getByRole('article', { name: 'Agendamento 15:00–15:45, Teste (painel)' });
  await test.step("the appointment is on the Agenda with the 'Teste' badge", async () => {
    await gotoLive(page, agendaUrl);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Corte de cabelo');
    await expect(card).toContainText('Agendado');
    await expect(card.getByText('Teste', { exact: true })).toBeVisible();
    for (const [width, theme] of [
      [1280, 'light'],
      [1280, 'dark'],
      [390, 'light'],
      [390, 'dark'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      const badge = card.getByText('Teste', { exact: true });
      await expect(badge).toBeVisible();
      // Whole inside the card (which clips what overflows), at either width.
      const [outer, inner] = await Promise.all([card.boundingBox(), badge.boundingBox()]);
      expect(inner && outer && inner.x + inner.width <= outer.x + outer.width).toBe(true);
      await card.screenshot({ path: test.info().outputPath(`agenda-teste-${width}-${theme}.png`) });
      expect(await expectNoSeriousAxeViolations(page), `agenda ${width} ${theme}`).toEqual([]);
    }
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('the test customer is not among the Contatos', async () => {
    await page.goto(`/painel/instancias/${business.instanceId}?tab=clientes`);
    await expect(page.getByText('Nenhum contato cadastrado.')).toBeVisible();
    await expect(page.getByText('Teste (painel)')).toHaveCount(0);
  });

  await test.step("'Apagar dados de teste', confirmed, removes the chat and the appointment", async () => {
    await gotoLive(page, chatUrl);
    await page.getByRole('button', { name: 'Apagar dados de teste' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Apagar dados de teste?' });
    await expect(dialog).toContainText('A conversa de teste e 1 agendamento');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(fromAttendant('✅ Agendado!')).toBeVisible();

    await page.getByRole('button', { name: 'Apagar dados de teste' }).click();
    await dialog.getByRole('button', { name: 'Apagar dados de teste' }).click();
    await expect(page.getByText('Dados de teste apagados')).toBeVisible();
    await expect(page.getByText('Nenhuma mensagem ainda.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apagar dados de teste' })).toBeDisabled();

    await gotoLive(page, agendaUrl);
    await expect(page.getByText('Nenhum agendamento para este dia.')).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});
