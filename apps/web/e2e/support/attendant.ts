import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, dayOfWeek } from '@secretaria/shared/civil-time';
import { todayIn } from '@secretaria/shared/zoned-time';
import { createConfirmedAccount, newAccount } from './accounts';
import { buyInstance } from './checkout-api';
import { createSchedulingRecords, createDisponibilidade } from './scheduling';
import { budget } from './budget';

const TIME_ZONE = 'America/Sao_Paulo';
const WEEKDAYS_SHORT = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

export type AttendantBusiness = {
  instanceId: string;
  profissional: { id: string; nome: string };
  servico: { id: string; nome: string };
};

/**
 * A business the attendant can book for, bought through checkout: a location, 'Corte de
 * cabelo' (45 min) done by 'Beatriz Lima', and her disponibilidade 09:00–18:00 on `dias`.
 */
export async function createAttendantBusiness(
  request: APIRequestContext,
  dias: string[],
): Promise<AttendantBusiness> {
  const { instanceId } = await buyInstance(request, 'pro', 'Barbearia Central');
  const { localizacao, servico, profissional } = await createSchedulingRecords(request, instanceId);
  await createDisponibilidade(request, { profissional, localizacao, servico }, dias, [
    '09:00',
    '18:00',
  ]);
  return { instanceId, profissional, servico };
}

/** Moves the owner's business clock (embedded mode's dev route; this session's owner). */
export async function setBusinessClock(request: APIRequestContext, instant: Date) {
  const response = await request.put('/api/dev/clock', { data: { now: instant.toISOString() } });
  expect(response.ok(), await response.text()).toBe(true);
  const clock = (await response.json()) as { now: string; set: boolean };
  expect(clock.set).toBe(true);
}

/** The owner's business clock back to real time. */
export async function resetBusinessClock(request: APIRequestContext) {
  const response = await request.delete('/api/dev/clock');
  expect(response.ok(), await response.text()).toBe(true);
}

/** The server's business day in São Paulo (the clock every booking rule and the attendant read). */
export async function serverToday(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/dev/clock');
  expect(response.ok(), await response.text()).toBe(true);
  const { now } = (await response.json()) as { now: string };
  return todayIn(TIME_ZONE, new Date(now));
}

/** The next `count` days after `today`. */
export function daysAfter(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i + 1));
}

/** 'qua, 25/11': how the attendant names a day that is not today. */
export function attendantDayLabel(dia: string): string {
  return `${WEEKDAYS_SHORT[dayOfWeek(dia)]}, ${dia.slice(8, 10)}/${dia.slice(5, 7)}`;
}

/**
 * Connects the instance's WhatsApp the way an owner does: a QR code from the server, scanned on
 * the simulator's phone page (opened in `phone`), until the server reads the number as connected.
 * Returns the phone page's address.
 */
export async function connectWhatsapp(
  request: APIRequestContext,
  phone: Page,
  instanceId: string,
): Promise<string> {
  const base = `/api/instances/${instanceId}/whatsapp`;
  const qr = await request.post(`${base}/qr`);
  expect(qr.ok(), await qr.text()).toBe(true);
  expect(((await qr.json()) as { qr: string | null }).qr).toMatch(/^data:image\//);
  const state = await request.get(base);
  const { simulatorPhoneUrl } = (await state.json()) as { simulatorPhoneUrl: string | null };
  expect(simulatorPhoneUrl, 'embedded mode links the simulated phone').toBeTruthy();

  await phone.goto(simulatorPhoneUrl ?? '');
  await phone.getByRole('button', { name: 'Escanear QR code' }).click();
  await expect(phone.getByText('Conectado como')).toBeVisible();
  await expect
    .poll(async () => ((await (await request.get(base)).json()) as { state: string }).state, {
      message: 'the server sees the WhatsApp connected',
      timeout: budget(15_000),
    })
    .toBe('CONNECTED');
  return simulatorPhoneUrl ?? '';
}

/** A customer's number the simulator accepts (DDI + DDD + 9 digits), new on every call. */
export function uniqueCustomerNumber(): string {
  const n = (Date.now() * 7 + process.pid) % 1e8;
  return `55119${String(n).padStart(8, '0')}`;
}

/** Writes as a customer on the phone page's 'Conversa como cliente' form. */
export async function sendAsCustomer(
  phone: Page,
  customer: { number: string; name: string },
  text: string,
) {
  await phone.getByLabel('Seu número').fill(customer.number);
  await phone.getByLabel('Seu nome').fill(customer.name);
  await phone.getByLabel('Mensagem').fill(text);
  await phone.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(conversation(phone).fromCustomer.last()).toContainText(text);
}

/** The texts of the phone page's conversation (a bubble also holds its time): each side's. */
export function conversation(phone: Page) {
  const messages = phone.getByRole('region', { name: 'Conversa como cliente' }).getByRole('list');
  return {
    fromCustomer: messages.locator('.from-customer > p'),
    fromBusiness: messages.locator('.from-business > p'),
  };
}

/**
 * A test with a fresh owner (`ownerPage`: specs that pay for an instance the shared owners must
 * not see) and the customer's phone (`phone`: another browser, without the owner's session).
 */
export function ownerAndPhoneTest(accountPrefix: string) {
  return base.extend<{ ownerPage: Page; phone: Page }>({
    ownerPage: async ({ browser, baseURL }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await createConfirmedAccount(page.request, baseURL ?? '', newAccount(accountPrefix));
      await use(page);
      await context.close();
    },
    phone: async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
  });
}
