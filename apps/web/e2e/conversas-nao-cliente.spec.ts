import { expect } from '@playwright/test';
import {
  connectWhatsapp,
  conversation,
  createAttendantBusiness,
  ownerAndPhoneTest,
  daysAfter,
  sendAsCustomer,
  serverToday,
  uniqueCustomerNumber,
} from './support/attendant';
import { gotoLive } from './support/owners';
import { budget } from './support/budget';

const test = ownerAndPhoneTest('conversas-nao-cliente');

// Checkout, a QR scan and a few attendant turns (each waits out ATTENDANT_BURST_MS).
test.describe.configure({ timeout: budget(150_000) });

const REPLY_TIMEOUT = 30_000;
// Longer than a burst wait and a turn: a reply the attendant would send has arrived by then.
const QUIET_MS = 8_000;

test("a sales pitch gets one neutral reply, the chat shows 'Não é cliente', and 'É cliente' gives it back", async ({
  ownerPage: page,
  phone,
}) => {
  const today = await serverToday(page.request);
  const business = await createAttendantBusiness(page.request, daysAfter(today, 7));
  await connectWhatsapp(page.request, phone, business.instanceId);
  const sender = { number: uniqueCustomerNumber(), name: 'Fábio Belezamax' };
  const { fromBusiness } = conversation(phone);

  await gotoLive(page, `/painel/conversas?instancia=${business.instanceId}`);
  const list = page.getByRole('list', { name: 'Lista de conversas' });
  const item = list.getByRole('listitem').filter({ hasText: 'Fábio Belezamax' });

  await test.step('the pitch is answered once, neutrally, and marked in the list', async () => {
    await sendAsCustomer(
      phone,
      sender,
      'Bom dia! Sou representante da Belezamax e gostaria de apresentar nossa linha de produtos para o seu salão.',
    );
    await expect(fromBusiness.last()).toContainText('Este número é o atendimento de clientes', {
      timeout: REPLY_TIMEOUT,
    });
    await expect(item).toContainText('Não é cliente', { timeout: budget(15_000) });
  });

  const conversa = page.getByRole('region', { name: 'Fábio Belezamax' });

  await test.step('no further automated replies in that chat', async () => {
    const before = await fromBusiness.count();
    await sendAsCustomer(phone, sender, 'Posso passar aí sexta às 10h para mostrar o catálogo?');
    await phone.waitForTimeout(QUIET_MS);
    await expect(fromBusiness).toHaveCount(before);
  });

  await test.step("the chat header shows the badge; 'É cliente' returns the chat to the attendant", async () => {
    await item.getByRole('link').click();
    await expect(conversa.getByText('Não é cliente', { exact: true })).toBeVisible();
    await conversa.getByRole('button', { name: 'É cliente' }).click();
    await expect(conversa.getByText('Não é cliente', { exact: true })).toHaveCount(0);
    await expect(item).not.toContainText('Não é cliente');
    await expect(conversa.getByRole('button', { name: 'Marcar como não cliente' })).toBeVisible();
    const before = await fromBusiness.count();
    await sendAsCustomer(phone, sender, 'Qual o endereço de vocês?');
    await expect(fromBusiness).toHaveCount(before + 1, { timeout: REPLY_TIMEOUT });
  });
});
