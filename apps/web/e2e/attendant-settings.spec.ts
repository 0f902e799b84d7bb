import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page } from '@playwright/test';
import { attendantSettingsUi as ui, msg } from '@secretaria/shared/messages';
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
import { createInstance, createRecord } from './support/instances';
import { expect, gotoLive, openOtherContext, test } from './support/owners';
import { budget } from './support/budget';

const tabUrl = (instanceId: string) => `/painel/instancias/${instanceId}?tab=atendente`;
const settingsForm = (page: Page) => page.getByRole('form', { name: ui.title });

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

test.describe("the 'Atendente' tab", () => {
  test('validates, saves with a toast, keeps after a reload and shows up live in another tab', async ({
    browser,
    owner,
    page,
  }) => {
    const instance = await createInstance(page.request, {
      name: `Atendente ${Date.now()}`,
      assistantName: 'Ana',
    });
    await gotoLive(page, tabUrl(instance.id));
    const form = settingsForm(page);
    await expect(form.getByLabel(ui.assistantName)).toHaveValue('Ana');
    await expect(page.getByRole('tab', { name: 'Atendente', selected: true })).toBeVisible();

    await test.step('bad values show the contract messages under their fields', async () => {
      await form.getByLabel(ui.slotStep).fill('0');
      await form.getByLabel(ui.assistantName).fill('A');
      await form.getByRole('button', { name: ui.save }).click();
      await expect(form.getByText(msg.attendantSettingRange(5, 240))).toBeVisible();
      await expect(form.getByText(msg.assistantNameMin)).toBeVisible();
      await expect(form.getByLabel(ui.slotStep)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(msg.settingsSaved)).toHaveCount(0);
    });

    await test.step("every field saved with 'Configurações salvas'", async () => {
      await form.getByLabel(ui.assistantName).fill('Sofia');
      await form.getByLabel(ui.slotStep).fill('30');
      await form.getByLabel(ui.greeting).fill('Oi! Aqui é a Sofia. Como posso ajudar?');
      await form.getByLabel(ui.knowledgeBase).fill('Aceitamos Pix.\nEstacionamento no local.');
      await form.getByLabel(ui.minNotice).fill('120');
      await form.getByLabel(ui.horizon).fill('30');
      await form.getByLabel(ui.ownerPause).fill('60');
      await form.getByLabel(ui.cancelNotice).fill('24');
      await form.getByRole('switch', { name: ui.allowReschedule }).click();
      await form.getByRole('button', { name: ui.save }).click();
      await expect(page.getByText(msg.settingsSaved)).toBeVisible();
    });

    await test.step('kept after a reload, and the Geral tab points here', async () => {
      await page.reload();
      await expect(form.getByLabel(ui.assistantName)).toHaveValue('Sofia');
      await expect(form.getByLabel(ui.slotStep)).toHaveValue('30');
      await expect(form.getByLabel(ui.greeting)).toHaveValue(
        'Oi! Aqui é a Sofia. Como posso ajudar?',
      );
      await expect(form.getByLabel(ui.knowledgeBase)).toHaveValue(/Estacionamento no local/);
      await expect(form.getByLabel(ui.minNotice)).toHaveValue('120');
      await expect(form.getByLabel(ui.horizon)).toHaveValue('30');
      await expect(form.getByLabel(ui.ownerPause)).toHaveValue('60');
      await expect(form.getByLabel(ui.cancelNotice)).toHaveValue('24');
      await expect(form.getByRole('switch', { name: ui.allowReschedule })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      await expect(form.getByRole('switch', { name: ui.allowBooking })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await page.getByRole('tab', { name: 'Geral' }).click();
      await expect(page.getByLabel('Nome do atendente')).toHaveCount(0);
      await page.getByRole('link', { name: 'Atendente', exact: true }).click();
      await expect(form.getByLabel(ui.assistantName)).toHaveValue('Sofia');
    });

    await test.step('a change saved in another tab shows up without a reload', async () => {
      const other = await openOtherContext(browser, owner);
      try {
        const otherPage = await other.newPage();
        await gotoLive(otherPage, tabUrl(instance.id));
        const otherForm = settingsForm(otherPage);
        await expect(otherForm.getByLabel(ui.slotStep)).toHaveValue('30');
        await form.getByLabel(ui.slotStep).fill('20');
        await form.getByRole('switch', { name: ui.allowCancel }).click();
        await form.getByRole('button', { name: ui.save }).click();
        await expect(page.getByText(msg.settingsSaved).first()).toBeVisible();
        await expect(otherForm.getByLabel(ui.slotStep)).toHaveValue('20');
        await expect(otherForm.getByRole('switch', { name: ui.allowCancel })).toHaveAttribute(
          'aria-checked',
          'false',
        );
      } finally {
        await other.close();
      }
    });
  });

  test("the professional's nicknames and the service's price are saved from their forms", async ({
    page,
  }) => {
    const instance = await createInstance(page.request, { name: `Preços ${Date.now()}` });
    await page.goto(`/painel/instancias/${instance.id}?tab=profissionais`);
    await page.getByRole('button', { name: 'Adicionar Profissional' }).click();
    const prof = page.getByRole('dialog', { name: 'Adicionar Profissional' });
    await prof.getByLabel('Nome').fill('Beatriz Lima');
    await prof.getByLabel('Especialidade').fill('Cabeleireira');
    await prof.getByLabel(msg.nicknamesLabel).fill('Bia, Bea, Tiz, Beta, Bi, B');
    await prof.getByRole('button', { name: 'Adicionar' }).click();
    await expect(prof.getByText(msg.nicknamesInvalid)).toBeVisible();
    await prof.getByLabel(msg.nicknamesLabel).fill(' Bia , bia, Bea ');
    await prof.getByRole('button', { name: 'Adicionar' }).click();
    await expect(prof).toHaveCount(0);
    await page.getByRole('button', { name: /Editar Beatriz Lima/ }).click();
    await expect(page.getByLabel(msg.nicknamesLabel)).toHaveValue('Bia, Bea');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Serviços' }).click();
    await page.getByRole('button', { name: 'Adicionar Serviço' }).click();
    const servico = page.getByRole('dialog', { name: 'Adicionar Serviço' });
    await servico.getByLabel('Nome').fill('Corte');
    await servico.getByLabel(msg.servicePriceLabel).fill('49,999');
    await servico.getByRole('button', { name: 'Adicionar' }).click();
    await expect(servico.getByText(msg.servicePriceInvalid)).toBeVisible();
    await servico.getByLabel(msg.servicePriceLabel).fill('R$ 49,90');
    await servico.getByRole('button', { name: 'Adicionar' }).click();
    await expect(servico).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Serviços' })).toContainText('R$ 49,90');
    await page.getByRole('button', { name: /Editar Corte/ }).click();
    await expect(page.getByLabel(msg.servicePriceLabel)).toHaveValue('49,90');
    await page.keyboard.press('Escape');

    // The same field on /painel/servicos.
    await page.goto('/painel/servicos');
    await page.getByRole('button', { name: 'Novo Serviço' }).click();
    const nome = `Barba ${Date.now()}`;
    await page.getByLabel('Nome', { exact: true }).fill(nome);
    await page.getByLabel('Instância').click();
    await page.getByRole('option', { name: instance.name ?? '' }).click();
    await page.getByLabel(msg.servicePriceLabel).fill('-3');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText(msg.servicePriceInvalid)).toBeVisible();
    await page.getByLabel(msg.servicePriceLabel).fill('35');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText('Serviço adicionado')).toBeVisible();
    const saved = await page.request.get(`/api/instances/${instance.id}/servicos`);
    expect(await saved.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ nome, preco: 35 })]),
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      test(`has no serious axe violations at ${width} px, ${theme}`, async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await page.setViewportSize({ width, height: 900 });
        const instance = await createInstance(page.request);
        await page.goto(tabUrl(instance.id));
        const form = settingsForm(page);
        await expect(form.getByLabel(ui.assistantName)).toBeVisible();
        // With messages showing, as an owner sees them.
        await form.getByLabel(ui.horizon).fill('0');
        await form.getByRole('button', { name: ui.save }).click();
        await expect(form.getByText(msg.attendantSettingRange(1, 365))).toBeVisible();
        await page.mouse.move(0, 0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
        await page.screenshot({
          path: test.info().outputPath(`atendente-${width}-${theme}.png`),
          fullPage: true,
        });
        await expectNoSeriousViolations(page);
      });
    }
  }
});

/** A fresh owner with a bought, connected instance, and the customer's phone page. */
const applied = ownerAndPhoneTest('politica');

// Checkout, a QR scan and an attendant turn (it waits out ATTENDANT_BURST_MS).
applied.describe.configure({ timeout: budget(120_000) });

applied(
  'the settings are applied: a cancellation inside the policy becomes a hand-off',
  async ({ ownerPage: page, phone }) => {
    const today = await serverToday(page.request);
    const [tomorrow = ''] = daysAfter(today, 1);
    const business = await createAttendantBusiness(page.request, daysAfter(today, 3));
    await connectWhatsapp(page.request, phone, business.instanceId);
    const customer = { number: uniqueCustomerNumber(), name: 'Paulo Reis' };

    await applied.step('the owner books the customer for tomorrow', async () => {
      const contato = await createRecord(
        page.request,
        `/api/instances/${business.instanceId}/contatos`,
        { nome: customer.name, telefone: customer.number.slice(2) },
      );
      await createRecord(
        page.request,
        `/api/profissionais/${business.profissional.id}/agendamentos`,
        {
          data_agendamento: tomorrow,
          hora_inicio: '10:00',
          servico_id: business.servico.id,
          contato_id: contato.id,
        },
      );
    });

    // Tomorrow is always less than 48 hours away, whatever the time of the run.
    await applied.step('the owner sets a greeting and a 48-hour policy in the tab', async () => {
      await page.goto(tabUrl(business.instanceId));
      const form = settingsForm(page);
      await form.getByLabel(ui.greeting).fill('Oi! Aqui é a Sofia, da Barbearia Central.');
      await form.getByLabel(ui.cancelNotice).fill('48');
      await form.getByRole('button', { name: ui.save }).click();
      await baseExpect(page.getByText(msg.settingsSaved)).toBeVisible();
    });

    const { fromBusiness } = conversation(phone);
    await applied.step('the customer asks to cancel and is handed to a person', async () => {
      await sendAsCustomer(phone, customer, 'Oi, preciso cancelar meu horário de amanhã');
      await baseExpect(
        fromBusiness.filter({ hasText: 'Oi! Aqui é a Sofia, da Barbearia Central.' }),
      ).toBeVisible({ timeout: budget(30_000) });
      await baseExpect(fromBusiness.last()).toHaveText(msg.attendantPolicyHandoff('cancelar', 48), {
        timeout: budget(30_000),
      });
    });

    await applied.step('the appointment stays and the chat waits for the owner', async () => {
      const agenda = await page.request.get(
        `/api/instances/${business.instanceId}/conversas?filtro=aguardando`,
      );
      baseExpect(agenda.ok(), await agenda.text()).toBe(true);
      const { items } = (await agenda.json()) as {
        items: Array<{ estado: string; contato: { nome: string } | null }>;
      };
      baseExpect(items).toEqual([
        baseExpect.objectContaining({
          estado: 'aguardando_dono',
          contato: baseExpect.objectContaining({ nome: customer.name }),
        }),
      ]);
      const own = await page.request.get(
        `/api/profissionais/${business.profissional.id}/agendamentos?from=${tomorrow}&to=${tomorrow}`,
      );
      baseExpect(own.ok(), await own.text()).toBe(true);
      baseExpect(await own.json()).toEqual([
        baseExpect.objectContaining({
          status: 'agendado',
          hora_inicio: baseExpect.stringMatching(/^10:00/),
        }),
      ]);
    });
  },
);
