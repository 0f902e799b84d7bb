import { expect } from '@playwright/test';
import {
  connectWhatsapp,
  conversation,
  createAttendantBusiness,
  daysAfter,
  ownerAndPhoneTest,
  sendAsCustomer,
  serverToday,
  uniqueCustomerNumber,
} from './support/attendant';
import { expectNoSeriousAxeViolations } from './support/scheduling';
import { budget } from './support/budget';

const test = ownerAndPhoneTest('reenviar');

// Checkout, two QR scans, a turn, and five send attempts with back-off (up to ~30 s).
test.describe.configure({ timeout: budget(180_000) });

const REPLY_TIMEOUT = 30_000;
const ANSWER = 'Oi! Já te respondo com os horários.';

test("a message the gateway could not send shows 'Falhou' and goes out with 'Tentar de novo' (390 px touch, 1280 px)", async ({
  ownerPage: page,
  phone,
  browser,
  baseURL,
}) => {
  const today = await serverToday(page.request);
  const business = await createAttendantBusiness(page.request, daysAfter(today, 7));
  await connectWhatsapp(page.request, phone, business.instanceId);
  const customer = { number: uniqueCustomerNumber(), name: 'Rita Falha' };
  const { fromBusiness } = conversation(phone);
  await sendAsCustomer(phone, customer, 'Oi, tem horário amanhã?');
  await expect(fromBusiness.first()).toBeVisible({ timeout: REPLY_TIMEOUT });
  const list = await page.request.get(`/api/instances/${business.instanceId}/conversas`);
  const [conversa] = ((await list.json()) as { items: { id: string }[] }).items;
  const chatUrl = `/painel/conversas?instancia=${business.instanceId}&conversa=${conversa?.id}`;

  await test.step('the phone is unlinked: the owner’s message fails after its retries', async () => {
    // The simulator refuses every send of an unlinked device ('Connection Closed').
    await phone.getByRole('button', { name: 'Desconectar aparelho' }).click();
    await expect(phone.getByText('Desconectado', { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(chatUrl);
    const chat = page.getByRole('region', { name: 'Rita Falha' });
    await chat.getByLabel('Mensagem para o cliente').fill(ANSWER);
    await chat.getByRole('button', { name: 'Enviar', exact: true }).click();
    const bubble = chat.getByRole('article').filter({ hasText: ANSWER });
    await expect(bubble.getByText('Falhou')).toBeVisible({ timeout: budget(60_000) });
    await expect(bubble.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
    // Only the failed message offers it.
    await expect(chat.getByRole('button', { name: 'Tentar de novo' })).toHaveCount(1);
    expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
    await bubble.getByRole('button', { name: 'Tentar de novo' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('reenviar-1280.png') });
  });

  await connectWhatsapp(page.request, phone, business.instanceId);

  await test.step('on a phone (390 px, touch) the button is a finger’s size and sends it once', async () => {
    const context = await browser.newContext({
      baseURL,
      storageState: await page.context().storageState(),
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const mobile = await context.newPage();
      await mobile.goto(chatUrl);
      const chat = mobile.getByRole('region', { name: 'Rita Falha' });
      const bubble = chat.getByRole('article').filter({ hasText: ANSWER });
      const retry = bubble.getByRole('button', { name: 'Tentar de novo' });
      await expect(retry).toBeVisible();
      const box = await retry.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await expect(mobile.locator('body')).toHaveJSProperty('scrollWidth', 390);
      expect(await expectNoSeriousAxeViolations(mobile)).toEqual([]);
      await retry.scrollIntoViewIfNeeded();
      await mobile.screenshot({ path: test.info().outputPath('reenviar-390.png') });

      await retry.tap();
      await expect(bubble.getByText('Falhou')).toBeHidden({ timeout: REPLY_TIMEOUT });
      await expect(bubble.getByRole('button', { name: 'Tentar de novo' })).toHaveCount(0);
      await expect(bubble.getByText('Enviada')).toBeAttached({ timeout: REPLY_TIMEOUT });
    } finally {
      await context.close();
    }
    // The customer's phone (reloaded by the second scan) shows their chat again, with it once.
    await phone.getByLabel('Seu número').fill(customer.number);
    await phone.getByLabel('Seu número').dispatchEvent('change');
    await expect(fromBusiness.filter({ hasText: ANSWER })).toHaveCount(1, {
      timeout: REPLY_TIMEOUT,
    });
  });
});
