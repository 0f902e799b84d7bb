import { expect, type Locator, type Page } from '@playwright/test';
import { addDays } from '@secretaria/shared/civil-time';
import { localToInstant } from '@secretaria/shared/zoned-time';
import {
  attendantDayLabel,
  connectWhatsapp,
  conversation,
  createAttendantBusiness,
  ownerAndPhoneTest,
  resetBusinessClock,
  setBusinessClock,
  sendAsCustomer,
  serverToday,
  uniqueCustomerNumber,
} from './support/attendant';
import { createRecord } from './support/instances';
import { gotoLive } from './support/owners';
import { pickOption } from './support/scheduling';
import { budget } from './support/budget';

const test = ownerAndPhoneTest('lembretes');

// Checkout, a QR scan, two runs of the reminder job and one attendant turn on a busy machine.
test.describe.configure({ timeout: budget(240_000) });

const SP = 'America/Sao_Paulo';
// A message takes the runner's or the worker's poll (1 s), the burst wait, the sender and the
// phone page's own poll (1 s).
const MESSAGE_TIMEOUT = 30_000;

/** A full-page screenshot at `width`, with `visible` (the newest message, the card) in view. */
async function screenshotAt(page: Page, width: number, name: string, visible: Locator) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  // The phone page scrolls its chat to the newest message only when one arrives, not on resize.
  await visible.scrollIntoViewIfNeeded();
  await expect(visible).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

test.afterEach(async ({ ownerPage }) => {
  // Back to real time whatever happened.
  await resetBusinessClock(ownerPage.request);
});

test(
  'the customer gets the booking confirmation, then the 24 h reminder, answers 1 and the open agenda shows Confirmado live',
  // Moves the whole server's business clock: runs after every other test (playwright.config.ts).
  { tag: '@business-clock' },
  async ({ ownerPage: page, phone }) => {
    // Business time starts the day after today at 10:00 in São Paulo, inside the default window
    // for messages nobody asked for (08:00–20:00), whatever the real hour of the run; the
    // appointment is two days later at 15:00, so its 24 h reminder falls at 15:00 the day before.
    const today = await serverToday(page.request);
    const bookingDay = addDays(today, 1);
    const dia = addDays(today, 3);
    const reminderAt = localToInstant(addDays(dia, -1), '15:00', SP);
    await setBusinessClock(page.request, localToInstant(bookingDay, '10:00', SP));

    const business = await createAttendantBusiness(page.request, [dia]);
    const customer = { number: uniqueCustomerNumber(), name: 'Carla Mendes' };
    const telefone = customer.number.slice(2);
    const shown = `(${telefone.slice(0, 2)}) ${telefone.slice(2, 7)}-${telefone.slice(7)}`;
    await createRecord(page.request, `/api/instances/${business.instanceId}/contatos`, {
      nome: customer.name,
      telefone,
    });
    const phoneUrl = await connectWhatsapp(page.request, phone, business.instanceId);

    await test.step("the customer's phone is open on the chat with the business", async () => {
      const url = new URL(phoneUrl);
      url.searchParams.set('from', customer.number);
      url.searchParams.set('name', customer.name);
      await phone.goto(url.href);
      await expect(phone.getByLabel('Seu número')).toHaveValue(customer.number);
      await expect(phone.getByText('Nenhuma mensagem ainda.')).toBeVisible();
    });

    const card = page.getByRole('article', { name: 'Agendamento 15:00–15:45, Carla Mendes' });
    const { fromBusiness } = conversation(phone);

    await test.step('the owner books on the Agenda and the customer gets the confirmation', async () => {
      await gotoLive(
        page,
        `/painel/agenda?instancia=${business.instanceId}&profissional=${business.profissional.id}&dia=${dia}`,
      );
      await page.getByRole('button', { name: 'Agendar 09:00–18:00' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
      await pickOption(page, 'Serviço', 'Corte de cabelo');
      await pickOption(page, 'Contato', `Carla Mendes · ${shown}`);
      await dialog
        .getByRole('group', { name: 'Início' })
        .getByRole('radio', { name: '15:00' })
        .check();
      await expect(dialog.getByLabel('Fim')).toHaveValue('15:45');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Agendamento salvo!')).toBeVisible();
      await expect(card).toContainText('Agendado');

      const ddmm = `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;
      await expect(fromBusiness).toHaveText(
        [
          new RegExp(
            `^Olá, Carla! Seu horário de Corte de cabelo está marcado: \\S+ \\(${ddmm}\\) às 15:00 com Beatriz Lima\\. Até lá!$`,
          ),
        ],
        { timeout: MESSAGE_TIMEOUT },
      );
    });

    await test.step('at the 24 h instant the reminder reaches the phone', async () => {
      // Gone if the page reloads: the status must come through the open page.
      await page.evaluate(() => {
        (window as { loadedOnce?: boolean }).loadedOnce = true;
      });
      await setBusinessClock(page.request, reminderAt);
      await expect(fromBusiness.last()).toHaveText(
        `Olá, Carla! Lembrete do seu horário de Corte de cabelo amanhã (${dia.slice(8, 10)}/${dia.slice(5, 7)}) às 15:00 com Beatriz Lima. Responda 1 para confirmar ou 2 para cancelar.`,
        { timeout: MESSAGE_TIMEOUT },
      );
      await expect(fromBusiness).toHaveCount(2);
    });

    await test.step("the customer answers 1: Confirmado on the open agenda and the attendant's thanks", async () => {
      await sendAsCustomer(phone, customer, '1');
      await expect(card).toContainText('Confirmado', { timeout: MESSAGE_TIMEOUT });
      await expect(card).not.toContainText('Agendado');
      expect(await page.evaluate(() => (window as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
      await expect(fromBusiness.last()).toHaveText(
        `Obrigada por confirmar! ✅ Presença confirmada: Corte de cabelo – ${attendantDayLabel(dia)} às 15:00 com Beatriz Lima. Até lá! 😊`,
        { timeout: MESSAGE_TIMEOUT },
      );
      // The assistant may introduce herself first (her first turn in this chat); nothing is sent
      // twice.
      await expect(fromBusiness.filter({ hasText: 'Lembrete do seu horário' })).toHaveCount(1);
      await expect(fromBusiness.filter({ hasText: 'está marcado' })).toHaveCount(1);
      await expect(fromBusiness.filter({ hasText: 'Presença confirmada' })).toHaveCount(1);
    });

    await test.step('screenshots of the Agenda and the phone at 1280 and 390 px', async () => {
      for (const width of [1280, 390]) {
        await screenshotAt(page, width, 'agenda-confirmado', card);
        await expect(card).toContainText('Confirmado');
        await screenshotAt(phone, width, 'celular-lembrete', fromBusiness.last());
      }
    });
  },
);
