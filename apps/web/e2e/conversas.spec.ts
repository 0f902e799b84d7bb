import { expect } from '@playwright/test';
import { buyInstance } from './support/checkout-api';
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
import { expectNoSeriousAxeViolations } from './support/scheduling';
import { budget } from './support/budget';

const test = ownerAndPhoneTest('conversas');

// Checkout, a QR scan and several attendant turns (each waits out ATTENDANT_BURST_MS).
test.describe.configure({ timeout: budget(150_000) });

// A reply takes the burst wait, the worker's poll and the simulator's delivery.
const REPLY_TIMEOUT = 30_000;
// Longer than a burst wait and a turn: a reply the attendant would send has arrived by then.
const QUIET_MS = 8_000;

const HANDOFF = 'Certo! Vou chamar alguém da equipe para continuar com você.';

test('the owner reads a chat live, takes it over from a hand-off and gives it back to the IA', async ({
  ownerPage: page,
  phone,
}) => {
  const today = await serverToday(page.request);
  const business = await createAttendantBusiness(page.request, daysAfter(today, 7));
  await connectWhatsapp(page.request, phone, business.instanceId);
  const customer = { number: uniqueCustomerNumber(), name: 'Carla Mendes' };
  const { fromBusiness } = conversation(phone);

  await test.step('an empty instance teaches where to try the attendant', async () => {
    await gotoLive(page, `/painel/conversas?instancia=${business.instanceId}`);
    await expect(page.getByText('Nenhuma conversa ainda')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Testar atendente' })).toHaveAttribute(
      'href',
      `/painel/instancias/${business.instanceId}?tab=atendente`,
    );
    await expect(page).toHaveTitle('Conversas · Secretária IA');
    await page.evaluate(() => {
      (window as { loadedOnce?: boolean }).loadedOnce = true;
    });
  });

  const list = page.getByRole('list', { name: 'Lista de conversas' });
  const item = list.getByRole('listitem').filter({ hasText: 'Carla Mendes' });

  await test.step('a customer writes and the chat appears live with an unread count', async () => {
    await sendAsCustomer(phone, customer, 'Oi, bom dia!');
    await expect(item).toBeVisible({ timeout: budget(15_000) });
    await expect(item.getByLabel('1 mensagem não lida')).toBeVisible();
    await expect(item).toContainText(
      `(${customer.number.slice(2, 4)}) ${customer.number.slice(4, 9)}-${customer.number.slice(9)}`,
    );
    await expect(item).toContainText('IA ativa');
    expect(await page.evaluate(() => (window as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
    // The attendant answers it.
    await expect(fromBusiness.first()).toBeVisible({ timeout: REPLY_TIMEOUT });
  });

  await test.step('the customer asks for a person: Aguardando você, counted in the tab title', async () => {
    await sendAsCustomer(phone, customer, 'quero falar com uma pessoa');
    await expect(fromBusiness.last()).toContainText(HANDOFF, { timeout: REPLY_TIMEOUT });
    await expect(item).toContainText('Aguardando você');
    await expect(page).toHaveTitle('(1) Conversas · Secretária IA');
    await expect(page.getByRole('button', { name: /^Aguardando você\s*\(1\)$/ })).toBeVisible();
  });

  const chat = page.getByRole('region', { name: 'Carla Mendes' });
  const log = chat.getByRole('log', { name: 'Mensagens' });

  await test.step('opening the chat reads it: bubbles by author, the hand-off text', async () => {
    await item.getByRole('link').click();
    await expect(log.locator('[data-autor="cliente"]').first()).toContainText('Oi, bom dia!');
    await expect(log.locator('[data-autor="atendente"]').last()).toContainText(HANDOFF);
    await expect(log.getByRole('separator', { name: 'Hoje' })).toBeVisible();
    await expect(item.getByLabel(/não lidas?$/)).toHaveCount(0);
    await expect(chat.getByRole('switch', { name: 'IA pausada neste chat' })).not.toBeChecked();
    await expect(chat.getByText(/O cliente pediu para falar com você/)).toBeVisible();
  });

  const answer = 'Oi, Carla! Aqui é o Zé, da barbearia. Como posso ajudar?';
  await test.step('the owner answers from the composer and the customer gets it', async () => {
    await chat.getByLabel('Mensagem para o cliente').fill(answer);
    await chat.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(chat.getByLabel('Mensagem para o cliente')).toHaveValue('');
    const mine = log.locator('[data-autor="dono"]').last();
    await expect(mine).toContainText(answer);
    await expect(mine).toContainText('Enviada', { timeout: budget(15_000) });
    await expect(fromBusiness.last()).toHaveText(answer, { timeout: budget(15_000) });
  });

  await test.step('the attendant stays quiet in that chat while the owner has it', async () => {
    await sendAsCustomer(phone, customer, 'Queria saber se tem horário amanhã');
    await expect(log.locator('[data-autor="cliente"]').last()).toContainText(
      'Queria saber se tem horário amanhã',
    );
    await phone.waitForTimeout(QUIET_MS);
    await expect(fromBusiness.last()).toHaveText(answer);
    await expect(log.locator('article').last()).toHaveAttribute('data-autor', 'cliente');
  });

  await test.step("'Devolver para a IA' gives it back: the title count drops, the attendant answers", async () => {
    await chat.getByRole('button', { name: 'Devolver para a IA' }).click();
    await expect(item).toContainText('IA ativa');
    await expect(chat.getByRole('switch', { name: 'IA ativa neste chat' })).toBeChecked();
    await expect(page).toHaveTitle('Conversas · Secretária IA');
    const before = await fromBusiness.count();
    await sendAsCustomer(phone, customer, 'Qual o endereço de vocês?');
    await expect(fromBusiness).toHaveCount(before + 1, { timeout: REPLY_TIMEOUT });
    await expect(log.locator('article').last()).toHaveAttribute('data-autor', 'atendente', {
      timeout: budget(15_000),
    });
  });

  await test.step("the switch pauses the IA in this chat; the owner's reply is the only one", async () => {
    await chat.getByRole('switch', { name: 'IA ativa neste chat' }).click();
    await expect(item).toContainText('IA pausada');
    await page.getByRole('button', { name: 'IA pausada', exact: true }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const before = await fromBusiness.count();
    await sendAsCustomer(phone, customer, 'Oi?');
    await phone.waitForTimeout(QUIET_MS);
    await expect(fromBusiness).toHaveCount(before);
  });
});

test('the chat at 390 px is its own view with a back button, appointments below; no serious axe violations at 390 and 1280 px, light and dark', async ({
  ownerPage: page,
  phone,
}) => {
  const today = await serverToday(page.request);
  const dias = daysAfter(today, 7);
  const business = await createAttendantBusiness(page.request, dias);
  await connectWhatsapp(page.request, phone, business.instanceId);
  const customer = { number: uniqueCustomerNumber(), name: 'Bruna Reis' };
  await sendAsCustomer(phone, customer, 'Oi! Vocês abrem sábado?');
  await expect(conversation(phone).fromBusiness.first()).toBeVisible({ timeout: REPLY_TIMEOUT });

  // The contact's appointment in three days, booked in the panel.
  const page1 = await page.request.get(`/api/instances/${business.instanceId}/conversas`);
  const [conversa] = ((await page1.json()) as { items: { id: string; contato: { id: string } }[] })
    .items;
  const dia = dias[2] ?? '';
  const booked = await page.request.post(
    `/api/profissionais/${business.profissional.id}/agendamentos`,
    {
      data: {
        data_agendamento: dia,
        hora_inicio: '10:00',
        servico_id: business.servico.id,
        contato_id: conversa?.contato.id,
      },
    },
  );
  expect(booked.ok(), await booked.text()).toBe(true);
  const ddmmyyyy = `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;

  for (const theme of ['light', 'dark'] as const) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/painel/conversas?instancia=${business.instanceId}`);
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    const item = page.getByRole('listitem').filter({ hasText: 'Bruna Reis' });
    await expect(item).toBeVisible();
    expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`conversas-list-390-${theme}.png`) });

    await item.getByRole('link').click();
    const chat = page.getByRole('region', { name: 'Bruna Reis' });
    await expect(chat.getByRole('log', { name: 'Mensagens' })).toContainText('Vocês abrem sábado?');
    // On a phone the list gives way to the chat.
    await expect(page.getByRole('list', { name: 'Lista de conversas' })).toBeHidden();
    const upcoming = page.getByRole('region', { name: 'Próximos agendamentos' });
    await expect(upcoming).toContainText(`${ddmmyyyy} · 10:00–10:45`);
    await expect(upcoming.getByRole('link', { name: `Ver na agenda ${ddmmyyyy}` })).toHaveAttribute(
      'href',
      `/painel/agenda?instancia=${business.instanceId}&profissional=${business.profissional.id}&dia=${dia}`,
    );
    // The contact's LGPD actions, the same as in the Contatos tab, beside the appointments.
    const dados = page.getByRole('region', { name: 'Dados do contato' });
    await expect(
      dados.getByRole('button', { name: 'Exportar dados (LGPD) de Bruna Reis' }),
    ).toBeVisible();
    await expect(dados.getByRole('button', { name: 'Apagar contato Bruna Reis' })).toBeVisible();
    const chatBox = await chat.boundingBox();
    const upcomingBox = await upcoming.boundingBox();
    expect(upcomingBox!.y).toBeGreaterThanOrEqual(chatBox!.y + chatBox!.height - 1);
    await expect(page.locator('body')).toHaveJSProperty('scrollWidth', 390);
    expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`conversas-chat-390-${theme}.png`),
      fullPage: true,
    });
    await page.getByRole('link', { name: 'Voltar para a lista' }).click();
    await expect(item).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await item.getByRole('link').click();
    await expect(chat.getByRole('log', { name: 'Mensagens' })).toContainText('Vocês abrem sábado?');
    // Beside each other on a wide screen.
    await expect(page.getByRole('list', { name: 'Lista de conversas' })).toBeVisible();
    await expect(upcoming).toBeVisible();
    expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`conversas-chat-1280-${theme}.png`) });
  }

  // Export and erase from the chat: the erase takes the chat with it, back to the list.
  const dados = page.getByRole('region', { name: 'Dados do contato' });
  const download = page.waitForEvent('download');
  await dados.getByRole('button', { name: 'Exportar dados (LGPD) de Bruna Reis' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^contato-bruna-reis-\d{4}-\d{2}-\d{2}\.json$/,
  );
  await dados.getByRole('button', { name: 'Apagar contato Bruna Reis' }).click();
  await page
    .getByRole('alertdialog', { name: 'Apagar os dados deste contato?' })
    .getByRole('button', { name: 'Apagar dados' })
    .click();
  await expect(page.getByText('Os dados pessoais foram apagados.')).toBeVisible();
  await expect(page).not.toHaveURL(/conversa=/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Bruna Reis' })).toHaveCount(0);
});

test('empty states: no instance yet, then an instance whose WhatsApp is not connected', async ({
  ownerPage: page,
}) => {
  await page.goto('/painel/conversas');
  await expect(page.getByRole('heading', { level: 1, name: 'Conversas' })).toBeVisible();
  await expect(page.getByText('Nenhuma instância ainda')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir para Instâncias' })).toHaveAttribute(
    'href',
    '/painel/instancias',
  );
  expect(await expectNoSeriousAxeViolations(page)).toEqual([]);

  const { instanceId } = await buyInstance(page.request, 'start', 'Salão da Ana');
  await page.goto('/painel/conversas');
  await expect(page.getByText('WhatsApp não conectado', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Conectar na Ativação' }).last(),
  ).toHaveAttribute('href', `/painel/instancias/${instanceId}?tab=geral&sub=ativacao`);
  expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
});
