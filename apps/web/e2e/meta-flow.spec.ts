import { expect } from '@playwright/test';
import { msg } from '@secretaria/shared/messages';
import { addDays } from '@secretaria/shared/civil-time';
import { localToInstant } from '@secretaria/shared/zoned-time';
import {
  conversation,
  createAttendantBusiness,
  ownerAndPhoneTest,
  resetBusinessClock,
  setBusinessClock,
  sendAsCustomer,
  serverToday,
  uniqueCustomerNumber,
} from './support/attendant';
import { budget } from './support/budget';

/**
 * Issue 27 item 8, the official API from end to end in embedded mode: the owner connects an
 * instance to the Meta simulator's test number; a customer books by tapping a slot in a list and
 * 'Sim'; a customer who never wrote (outside the 24-hour window) gets the owner's booking and its
 * reminder as the approved templates, and the template's 'Confirmar' confirms the appointment.
 * (The business clock here is the owner's, not the server's: it moves reminders, not the window,
 * so the window is shown by a customer who never wrote rather than by waiting a day.)
 */
const test = ownerAndPhoneTest('meta-flow');
test.describe.configure({ timeout: budget(240_000) });

const SP = 'America/Sao_Paulo';
const MESSAGE_TIMEOUT = 30_000;

test.afterEach(async ({ ownerPage }) => {
  // Back to real time whatever happened.
  await resetBusinessClock(ownerPage.request);
});

test(
  'connect an official-API line, book by taps, and confirm the reminder sent as a template',
  { tag: '@business-clock' },
  async ({ ownerPage: page, phone }) => {
    // The conversation on day D-2 at 10:00; the appointments on D; their 24 h reminders due by
    // D-1 17:00.
    const today = await serverToday(page.request);
    const dia = addDays(today, 4);
    await setBusinessClock(page.request, localToInstant(addDays(dia, -2), '10:00', SP));
    const business = await createAttendantBusiness(page.request, [dia]);
    const customer = { number: uniqueCustomerNumber(), name: 'Marina Alves' };

    let phoneUrl = '';
    await test.step('the owner connects the instance to the simulator’s test number', async () => {
      await page.goto(`/painel/instancias/${business.instanceId}?tab=geral&sub=ativacao`);
      await page
        .getByRole('radio', { name: new RegExp(msg.gatewayMeta.replace(/[()]/g, '\\$&')) })
        .check();
      const form = page.getByRole('form', { name: msg.gatewayMeta });
      await form.getByRole('button', { name: msg.metaUseTestNumber }).click();
      await expect(form.getByLabel(msg.metaPhoneNumberIdLabel)).toHaveValue(/^\d{5,20}$/);
      await form.getByRole('button', { name: msg.metaConnect }).click();
      await expect(page.getByText(msg.metaConnectedTitle).first()).toBeVisible();
      phoneUrl =
        (await page.getByRole('link', { name: msg.simulatorPhoneLink }).getAttribute('href')) ?? '';
      expect(phoneUrl).toMatch(/\/phone\/\d+$/);
      // The reminder's template, sent for approval (the simulator approves it at once).
      const sent = await page.request.post(
        `/api/instances/${business.instanceId}/whatsapp/templates`,
        { data: {} },
      );
      expect(sent.ok(), await sent.text()).toBe(true);
      await expect
        .poll(async () => {
          const list = await page.request.get(
            `/api/instances/${business.instanceId}/whatsapp/templates`,
          );
          const body = (await list.json()) as {
            templates: Array<{ purpose: string; state: string }>;
          };
          return body.templates.find((t) => t.purpose === 'lembrete')?.state;
        })
        .toBe('aprovado');
    });

    const { fromBusiness } = conversation(phone);
    const ddmm = `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;
    await test.step('the customer books by tapping a slot in the list, then Sim', async () => {
      await phone.goto(
        `${phoneUrl}?from=${customer.number}&name=${encodeURIComponent(customer.name)}`,
      );
      await sendAsCustomer(phone, customer, `Quero marcar um corte de cabelo dia ${ddmm} à tarde`);
      const list = phone.locator('details.list').last();
      await expect(list).toBeVisible({ timeout: MESSAGE_TIMEOUT });
      await list.locator('summary').click();
      await list.getByRole('button').first().click();
      const yes = phone.getByRole('button', { name: 'Sim', exact: true }).last();
      await expect(yes).toBeVisible({ timeout: MESSAGE_TIMEOUT });
      await yes.click();
      await expect(fromBusiness.filter({ hasText: '✅ Agendado' })).toHaveCount(1, {
        timeout: MESSAGE_TIMEOUT,
      });
    });

    // Paulo never wrote to the business: any message to him is outside the 24-hour window.
    const paulo = { number: uniqueCustomerNumber(), name: 'Paulo Dias' };
    await test.step('the owner books Paulo in the panel; his confirmation goes as a template', async () => {
      const contato = await page.request.post(`/api/instances/${business.instanceId}/contatos`, {
        data: { nome: paulo.name, telefone: paulo.number.slice(2) },
      });
      expect(contato.ok(), await contato.text()).toBe(true);
      const booked = await page.request.post(
        `/api/profissionais/${business.profissional.id}/agendamentos`,
        {
          data: {
            servico_id: business.servico.id,
            contato_id: ((await contato.json()) as { id: string }).id,
            data_agendamento: dia,
            hora_inicio: '16:00',
          },
        },
      );
      expect(booked.ok(), await booked.text()).toBe(true);
      await phone.goto(`${phoneUrl}?from=${paulo.number}&name=${encodeURIComponent(paulo.name)}`);
      await expect(
        phone.locator('li.from-business').filter({ hasText: 'está marcado' }),
      ).toHaveCount(1, { timeout: MESSAGE_TIMEOUT });
    });

    await test.step('the day before, Paulo’s reminder goes as the template; Confirmar confirms it', async () => {
      await setBusinessClock(page.request, localToInstant(addDays(dia, -1), '17:00', SP));
      const reminder = phone.locator('li.from-business').filter({ hasText: 'Lembrete' });
      await expect(reminder).toHaveCount(1, { timeout: MESSAGE_TIMEOUT });
      // The template's own quick replies (not the free-form '✅ Confirmar' button).
      await reminder.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await expect(fromBusiness.filter({ hasText: 'Presença confirmada' })).toHaveCount(1, {
        timeout: MESSAGE_TIMEOUT,
      });
      const rows = await page.request.get(
        `/api/profissionais/${business.profissional.id}/agendamentos?from=${dia}&to=${dia}`,
      );
      expect(rows.ok(), await rows.text()).toBe(true);
      const byTime = Object.fromEntries(
        ((await rows.json()) as Array<{ hora_inicio: string; status: string }>).map((a) => [
          a.hora_inicio.slice(0, 5),
          a.status,
        ]),
      );
      expect(byTime['16:00']).toBe('confirmado');
    });

    await test.step('Marina, who wrote within 24 hours, got her reminder as free text with buttons', async () => {
      await phone.goto(
        `${phoneUrl}?from=${customer.number}&name=${encodeURIComponent(customer.name)}`,
      );
      const reminder = phone.locator('li.from-business').filter({ hasText: 'Lembrete' });
      await expect(reminder).toHaveCount(1, { timeout: MESSAGE_TIMEOUT });
      await expect(reminder.getByRole('button', { name: '✅ Confirmar' })).toBeVisible();
    });
  },
);
