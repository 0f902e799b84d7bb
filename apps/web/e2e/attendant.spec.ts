import { expect } from '@playwright/test';
import {
  attendantDayLabel,
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

const test = ownerAndPhoneTest('atendente');

// Checkout, a QR scan and two attendant turns (each waits out ATTENDANT_BURST_MS) on a busy machine.
test.describe.configure({ timeout: budget(120_000) });

// A reply takes the burst wait, the worker's poll and the simulator's delivery.
const REPLY_TIMEOUT = 30_000;

test('a customer books on WhatsApp and the appointment appears on the open agenda without a reload', async ({
  ownerPage: page,
  phone,
}) => {
  const today = await serverToday(page.request);
  const business = await createAttendantBusiness(page.request, daysAfter(today, 7));
  await connectWhatsapp(page.request, phone, business.instanceId);

  // The attendant reads 'amanhã' on the server's clock (real time in e2e), as this does; a run
  // that straddles midnight in São Paulo would book the day after, and fail here.
  const dia = daysAfter(today, 1)[0] ?? '';
  const slot = `${attendantDayLabel(dia)} às 15:00 com Beatriz Lima`;
  const customer = { number: uniqueCustomerNumber(), name: 'Carla Mendes' };
  const telefone = `(${customer.number.slice(2, 4)}) ${customer.number.slice(4, 9)}-${customer.number.slice(9)}`;

  await test.step('the owner has the agenda open on the day, with live updates', async () => {
    await gotoLive(
      page,
      `/painel/agenda?instancia=${business.instanceId}&profissional=${business.profissional.id}&dia=${dia}`,
    );
    await expect(page.getByRole('button', { name: 'Agendar 09:00–18:00' })).toBeVisible();
    await expect(page.getByText('Nenhum agendamento para este dia.')).toBeVisible();
    // Gone if the page reloads: the card must come through the open page.
    await page.evaluate(() => {
      (window as { loadedOnce?: boolean }).loadedOnce = true;
    });
  });

  const { fromBusiness } = conversation(phone);

  await test.step('the customer asks for a time and gets a summary to confirm', async () => {
    await sendAsCustomer(phone, customer, 'Oi, quero marcar um corte amanhã às 15h');
    await expect(fromBusiness.filter({ hasText: 'Olá, Carla! 👋 Sou Sofia' })).toBeVisible({
      timeout: REPLY_TIMEOUT,
    });
    // The phone shows WhatsApp's *negrito* as bold, as WhatsApp does.
    await expect(fromBusiness.last()).toHaveText(
      `Agendar Corte de cabelo ${slot}. Posso confirmar? (sim/não)`,
      { timeout: REPLY_TIMEOUT },
    );
    await expect(fromBusiness.last().locator('strong')).toHaveText('Corte de cabelo');
  });

  await test.step("'sim' books it", async () => {
    await sendAsCustomer(phone, customer, 'sim');
    await expect(
      fromBusiness.filter({ hasText: `✅ Agendado! Corte de cabelo ${slot}.` }),
    ).toBeVisible({ timeout: REPLY_TIMEOUT });
    await expect(fromBusiness.last()).toHaveText(
      'Se precisar remarcar ou cancelar, é só me chamar por aqui.',
    );
  });

  await test.step('the card appears on the open agenda, with the customer', async () => {
    const card = page.getByRole('article', { name: 'Agendamento 15:00–15:45, Carla Mendes' });
    await expect(card).toBeVisible({ timeout: budget(15_000) });
    await expect(card).toContainText('Corte de cabelo');
    await expect(card).toContainText(telefone);
    await expect(card).toContainText('Agendado');
    await expect(page.getByText('Nenhum agendamento para este dia.')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
  });

  await test.step("the customer is in the instance's Contatos tab", async () => {
    await page.goto(`/painel/instancias/${business.instanceId}?tab=clientes`);
    const list = page.getByRole('list', { name: 'Contatos' });
    const contato = list.getByRole('listitem').filter({ hasText: 'Carla Mendes' });
    await expect(contato).toBeVisible();
    await expect(contato).toContainText(telefone);
  });
});
