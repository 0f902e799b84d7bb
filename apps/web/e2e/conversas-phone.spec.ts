import { test as base, expect, type Page } from '@playwright/test';
import { createConfirmedAccount, newAccount } from './support/accounts';
import {
  connectWhatsapp,
  conversation,
  createAttendantBusiness,
  daysAfter,
  sendAsCustomer,
  serverToday,
  uniqueCustomerNumber,
} from './support/attendant';
import { budget } from './support/budget';

/** Issue 25: Conversas on a phone opens at the newest message; 'Enviar' sends once. */
const test = base.extend<{ ownerPage: Page; phone: Page }>({
  ownerPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await createConfirmedAccount(page.request, baseURL ?? '', newAccount('conversas-celular'));
    await use(page);
    await context.close();
  },
  phone: async ({ browser }, use) => {
    const context = await browser.newContext();
    await use(await context.newPage());
    await context.close();
  },
});

test.describe.configure({ timeout: budget(180_000) });

type Mensagem = { texto: string | null; autor: string };

async function ownerTexts(page: Page, conversaId: string, texto: string) {
  const res = await page.request.get(`/api/conversas/${conversaId}/mensagens`);
  const { items } = (await res.json()) as { items: Mensagem[] };
  return items.filter((m) => m.autor === 'dono' && m.texto === texto).length;
}

test('a long chat opens at the newest message with the reply box in view on a 390 px phone; a double click and a retry send once', async ({
  ownerPage: page,
  phone,
}) => {
  const today = await serverToday(page.request);
  const business = await createAttendantBusiness(page.request, daysAfter(today, 7));
  await connectWhatsapp(page.request, phone, business.instanceId);
  const customer = { number: uniqueCustomerNumber(), name: 'Lívia Prado' };
  await sendAsCustomer(phone, customer, 'Oi! Primeira mensagem da conversa');
  await expect(conversation(phone).fromBusiness.first()).toBeVisible({ timeout: 30_000 });
  const list = await page.request.get(`/api/instances/${business.instanceId}/conversas`);
  const [conversa] = ((await list.json()) as { items: { id: string }[] }).items;
  const conversaId = conversa?.id ?? '';
  // A long chat: 40 of the owner's messages after the customer's first one.
  for (let i = 1; i <= 40; i += 1) {
    const res = await page.request.post(`/api/conversas/${conversaId}/mensagens`, {
      data: { texto: `Mensagem número ${i} do salão` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  const region = page.getByRole('region', { name: 'Lívia Prado' });
  const log = region.getByRole('log', { name: 'Mensagens' });
  const box = region.getByLabel('Mensagem para o cliente');
  const send = region.getByRole('button', { name: 'Enviar', exact: true });

  await test.step('the chat opens at its newest message, the reply box in the viewport', async () => {
    await page.goto(`/painel/conversas?instancia=${business.instanceId}&conversa=${conversaId}`);
    const newest = log.locator('[data-autor="dono"]').last();
    await expect(newest).toContainText('Mensagem número 40 do salão', {
      timeout: budget(30_000),
    });
    await expect(box).toBeInViewport();
    await expect(send).toBeInViewport();
    await expect(newest).toBeInViewport();
    // The oldest messages are above, scrolled out of the log.
    await expect(log.getByText('Mensagem número 1 do salão', { exact: true })).not.toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  await test.step('a double click on Enviar sends the message once', async () => {
    const text = 'Confirmado para amanhã às 10h!';
    await box.fill(text);
    await send.dblclick();
    await expect(box).toHaveValue('');
    await expect(log.getByText(text, { exact: true })).toHaveCount(1);
    await expect.poll(() => ownerTexts(page, conversaId, text)).toBe(1);
    await expect(conversation(phone).fromBusiness.filter({ hasText: text })).toHaveCount(1, {
      timeout: budget(15_000),
    });
  });

  await test.step('an answer lost on the way: the retry with the same text sends once', async () => {
    const text = 'Pode chegar 10 minutos antes?';
    let lost = 0;
    await page.route(`**/api/conversas/${conversaId}/mensagens`, async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.fallback();
      lost += 1;
      // The server stores it; the answer never reaches the panel.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await box.fill(text);
    await send.click();
    await expect(box).toHaveValue(text);
    await expect(send).toBeEnabled();
    await send.click();
    await expect(box).toHaveValue('');
    await expect(log.getByText(text, { exact: true })).toHaveCount(1);
    expect(lost).toBe(1);
    await expect.poll(() => ownerTexts(page, conversaId, text)).toBe(1);
    await page.unroute(`**/api/conversas/${conversaId}/mensagens`);
  });

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.reload();
      await expect(log.locator('[data-autor="dono"]').last()).toBeInViewport({
        timeout: budget(30_000),
      });
      await expect(box).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath(`conversa-${width}-${theme}.png`) });
    }
  }
});
