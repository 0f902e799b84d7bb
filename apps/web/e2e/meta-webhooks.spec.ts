import type { APIRequestContext, Page } from '@playwright/test';
import { msg } from '@secretaria/shared/messages';
import { createConfirmedAccount, newAccount } from './support/accounts';
import {
  conversation,
  createAttendantBusiness,
  daysAfter,
  ownerAndPhoneTest,
  sendAsCustomer,
  serverToday,
  uniqueCustomerNumber,
} from './support/attendant';
import { budget } from './support/budget';
import { contextFor } from './support/contexts';
import { expect } from './support/fixtures';
import { expectNoSeriousAxeViolations } from './support/scheduling';

/**
 * Issue 27 item 2: Meta's webhooks in embedded mode. Connecting an instance to the simulator's
 * test number subscribes its WABA with our callback URL; a customer writing on the simulator's
 * phone page reaches the attendant through /webhooks/whatsapp-cloud, and the owner sees the chat
 * in Conversas with what WhatsApp reports of the reply (Entregue, then Lido).
 */
const test = ownerAndPhoneTest('meta-webhooks');
test.describe.configure({ timeout: budget(180_000) });

const SHOTS = process.env.META_SHOTS_DIR;

/** The instance on the official API with the simulator's test number; its phone page. */
async function connectMeta(request: APIRequestContext, instanceId: string): Promise<string> {
  const number = await request.post(`/api/dev/instances/${instanceId}/meta-test-number`);
  expect(number.status(), await number.text()).toBe(201);
  const connected = await request.put(`/api/instances/${instanceId}/whatsapp/meta`, {
    data: await number.json(),
  });
  expect(connected.status(), await connected.text()).toBe(200);
  const state = (await connected.json()) as { gateway: string; simulatorPhoneUrl: string | null };
  expect(state.gateway).toBe('meta');
  expect(state.simulatorPhoneUrl).toMatch(/\/phone\/\d+$/);
  return state.simulatorPhoneUrl!;
}

async function firstConversa(request: APIRequestContext, instanceId: string) {
  const list = await request.get(`/api/instances/${instanceId}/conversas`);
  const { items } = (await list.json()) as { items: Array<{ id: string }> };
  return items[0]?.id ?? '';
}

test('a customer writes on the Meta phone page; the owner sees the message and the reply, Entregue then Lido', async ({
  ownerPage: page,
  phone,
}) => {
  const today = await serverToday(page.request);
  const business = await createAttendantBusiness(page.request, daysAfter(today, 7));
  const phoneUrl = await connectMeta(page.request, business.instanceId);
  const customer = { number: uniqueCustomerNumber(), name: 'Rita Meta' };

  await phone.goto(`${phoneUrl}?from=${customer.number}&name=${encodeURIComponent(customer.name)}`);
  await sendAsCustomer(phone, customer, 'Oi! Vocês atendem amanhã?');
  // The attendant's answer comes back on the phone, through Meta's API.
  await expect(conversation(phone).fromBusiness.first()).toBeVisible({ timeout: budget(30_000) });
  await phone.close();

  const conversaId = await firstConversa(page.request, business.instanceId);
  await page.goto(`/painel/conversas?instancia=${business.instanceId}&conversa=${conversaId}`);
  const log = page.getByRole('region', { name: customer.name }).getByRole('log', {
    name: 'Mensagens',
  });
  await expect(log.locator('[data-autor="cliente"]').first()).toContainText(
    'Oi! Vocês atendem amanhã?',
  );
  const reply = log.locator('[data-autor="atendente"]').first();
  // The phone page showed the reply: Meta reports it read, and the panel follows live.
  await expect(reply.getByTestId('envio')).toHaveText(msg.conversas.entrega.lido, {
    timeout: budget(30_000),
  });
  // 'Lido' stands out from the other marks and stays readable (axe's contrast rule).
  expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/meta-conversas-lido.png` });
});

/** A chat whose replies were delivered but not read (no phone page open): 'Entregue'. */
async function deliveredChat(page: Page, baseURL: string, tag: string) {
  await createConfirmedAccount(page.request, baseURL, newAccount(`meta-hooks-${tag}`));
  const today = await serverToday(page.request);
  const business = await createAttendantBusiness(page.request, daysAfter(today, 7));
  await connectMeta(page.request, business.instanceId);
  const number = await page.request.get(`/api/instances/${business.instanceId}/whatsapp`);
  const phoneNumberId = ((await number.json()) as { meta: { phoneNumberId: string } }).meta
    .phoneNumberId;
  // The customer writes through the simulator's controls: nobody looks at the chat afterwards.
  const sim = new URL(((await number.json()) as { simulatorPhoneUrl: string }).simulatorPhoneUrl)
    .origin;
  const customer = { from: uniqueCustomerNumber(), name: `Cliente ${tag}` };
  const inbound = await page.request.post(`${sim}/sim/meta/numbers/${phoneNumberId}/inbound`, {
    data: { ...customer, action: { type: 'text', text: 'Oi, tem horário amanhã?' } },
  });
  expect(inbound.status(), await inbound.text()).toBe(201);
  await expect
    .poll(() => firstConversa(page.request, business.instanceId), { timeout: budget(30_000) })
    .not.toBe('');
  return {
    instanceId: business.instanceId,
    conversaId: await firstConversa(page.request, business.instanceId),
    customer,
  };
}

for (const size of ['phone', 'desktop'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    const tag = `${size === 'phone' ? 390 : 1280}-${theme}`;
    test(`delivery marks in Conversas at ${tag}: written out, no serious axe violation`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(budget(150_000));
      const context = await contextFor(browser, size, theme);
      const page = await context.newPage();
      const chat = await deliveredChat(page, baseURL ?? '', tag);
      await page.goto(`/painel/conversas?instancia=${chat.instanceId}&conversa=${chat.conversaId}`);
      const log = page.getByRole('region', { name: chat.customer.name }).getByRole('log', {
        name: 'Mensagens',
      });
      const reply = log.locator('[data-autor="atendente"]').first();
      await expect(reply.getByTestId('envio')).toHaveText(msg.conversas.entrega.entregue, {
        timeout: budget(30_000),
      });
      expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/meta-conversas-${tag}.png`, fullPage: false });
      await context.close();
    });
  }
}
