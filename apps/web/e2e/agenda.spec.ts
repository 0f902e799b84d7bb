import type { Page } from '@playwright/test';
import { createRecord } from './support/instances';
import { expect, gotoLive, openOtherContext, test } from './support/owners';
import {
  createSchedulingSetup,
  dayCell,
  expectNoSeriousAxeViolations,
  isoOf,
  nextMonth,
  pickOption,
  type SchedulingSetup,
} from './support/scheduling';
import { budget } from './support/budget';

const month = nextMonth();
const DAY = 10;

async function setupWithDisponibilidade(
  page: Page,
): Promise<SchedulingSetup & { contatoId: string }> {
  const setup = await createSchedulingSetup(page.request, { tempo: 45 });
  const contato = await createRecord(page.request, `/api/instances/${setup.instance.id}/contatos`, {
    nome: 'Maria Souza',
    telefone: '11987654321',
  });
  await createRecord(page.request, `/api/profissionais/${setup.profissional.id}/disponibilidades`, {
    dias: [isoOf(month, DAY)],
    localizacao_id: setup.localizacao.id,
    hora_inicio: '09:00',
    hora_fim: '12:00',
    servico_ids: [setup.servico.id],
  });
  return { ...setup, contatoId: contato.id };
}

async function openDay(page: Page, instanceId: string, live = false) {
  const path = `/painel/agenda?instancia=${instanceId}`;
  if (live) await gotoLive(page, path);
  else await page.goto(path);
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await dayCell(page, month, DAY).click({ position: { x: 12, y: 12 } });
  await expect(page.getByRole('button', { name: 'Voltar para o mês' })).toBeVisible();
}

test.describe('Agenda', () => {
  test('opens only days with availability and books inside the window, refusing overlaps', async ({
    page,
  }) => {
    test.setTimeout(budget(90_000));
    const { instance } = await setupWithDisponibilidade(page);
    await page.goto(`/painel/agenda?instancia=${instance.id}`);
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await expect(dayCell(page, month, DAY - 1)).toHaveAttribute('aria-disabled', 'true');
    await expect(dayCell(page, month, DAY)).not.toHaveAttribute('aria-disabled', 'true');
    await dayCell(page, month, DAY).click({ position: { x: 12, y: 12 } });
    const title = new RegExp(`^[A-Z][^,]+, ${DAY} de ${month.name}$`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Nenhum agendamento para este dia.')).toBeVisible();

    await page.getByRole('button', { name: 'Agendar 09:00–12:00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
    const inicio = dialog.getByRole('group', { name: 'Início' });
    await expect(inicio.getByText('Preencha todos os campos acima primeiro')).toBeVisible();
    await expect(inicio.getByRole('radio')).toHaveCount(0);
    await expect(dialog.getByText('Calculado automaticamente')).toBeVisible();
    // Each message once, under its field: no summary above, no toast.
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    for (const message of ['Serviço é obrigatório', 'Contato é obrigatório']) {
      await expect(page.getByText(message)).toHaveCount(1);
    }
    await expect(page.getByText('Horário de início é obrigatório')).toHaveCount(1);
    await expect(page.getByText('Por favor, corrija os erros no formulário:')).toHaveCount(0);
    await expect(page.getByText('Campos incompletos')).toHaveCount(0);
    await expect(dialog.getByLabel('Serviço')).toBeFocused();

    await pickOption(page, 'Serviço', 'Corte de cabelo');
    await pickOption(page, 'Contato', 'Maria Souza · (11) 98765-4321');
    // The free-slot engine's starts for 45 minutes inside 09:00–12:00, every 30 minutes.
    await expect(inicio.locator('label')).toHaveText([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      'Outro horário',
    ]);
    await inicio.getByRole('radio', { name: 'Outro horário' }).check();
    await dialog.getByLabel('Início (HH:MM)').fill('11:30');
    await expect(dialog.getByLabel('Fim')).toHaveValue('12:15');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      page.getByText('O horário selecionado está fora do período de disponibilidade'),
    ).toHaveCount(1);
    await inicio.getByRole('radio', { name: '09:00' }).check();
    await expect(dialog.getByLabel('Fim')).toHaveValue('09:45');
    await dialog.getByLabel('Nome do atendido (opcional)').fill('João Souza');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Agendamento salvo!')).toBeVisible();
    await expect(page.getByText('O agendamento foi criado com sucesso.')).toBeVisible();
    const card = page.getByRole('article', { name: 'Agendamento 09:00–09:45, Maria Souza' });
    await expect(card).toContainText('Corte de cabelo');
    await expect(card).toContainText('(11) 98765-4321');
    await expect(card).toContainText('João Souza');
    await expect(card).toContainText('Agendado');

    // The booked slot leaves the offer; typing an overlapping start is refused once.
    await page.getByRole('button', { name: 'Agendar 09:00–12:00' }).click();
    await pickOption(page, 'Serviço', 'Corte de cabelo');
    await pickOption(page, 'Contato', /Maria Souza/);
    await expect(inicio.locator('label')).toHaveText(['10:00', '10:30', '11:00', 'Outro horário']);
    await inicio.getByRole('radio', { name: 'Outro horário' }).check();
    await dialog.getByLabel('Início (HH:MM)').fill('09:30');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Já existe um agendamento neste horário')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Voltar para o mês' }).click();
    await expect(
      page.getByRole('gridcell', { name: new RegExp(`${DAY} de ${month.name} .*1 agendamento`) }),
    ).toBeVisible();
  });

  test('the server refuses a booking that overlaps one the screen has not seen yet', async ({
    page,
  }) => {
    const { instance, profissional, servico, contatoId } = await setupWithDisponibilidade(page);
    await openDay(page, instance.id);
    await page.getByRole('button', { name: 'Agendar 09:00–12:00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await pickOption(page, 'Serviço', 'Corte de cabelo');
    await pickOption(page, 'Contato', /Maria Souza/);
    // Booked elsewhere while the dialog is open; the agenda's live reload is held back here.
    await page.route('**/agendamentos?**', (route) => route.abort());
    await page.route('**/horarios-livres?**', (route) => route.abort());
    await createRecord(page.request, `/api/profissionais/${profissional.id}/agendamentos`, {
      data_agendamento: isoOf(month, DAY),
      hora_inicio: '10:00',
      servico_id: servico.id,
      contato_id: contatoId,
    });
    await dialog.getByRole('radio', { name: '10:30' }).check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    // Said once, under Início, with no toast besides.
    await expect(page.getByText('Já existe um agendamento neste horário')).toHaveCount(1);
    await expect(
      dialog
        .getByRole('group', { name: 'Início' })
        .getByText('Já existe um agendamento neste horário'),
    ).toBeVisible();
    await expect(page.getByText('Erro ao salvar')).toHaveCount(0);
  });

  test('changes the status of an appointment, cancelling after a confirmation', async ({
    page,
  }) => {
    const { instance, profissional, servico, contatoId } = await setupWithDisponibilidade(page);
    await createRecord(page.request, `/api/profissionais/${profissional.id}/agendamentos`, {
      data_agendamento: isoOf(month, DAY),
      hora_inicio: '10:00',
      servico_id: servico.id,
      contato_id: contatoId,
    });
    await openDay(page, instance.id);
    const card = page.getByRole('article', { name: 'Agendamento 10:00–10:45, Maria Souza' });
    await card.getByRole('button', { name: 'Ações do agendamento 10:00' }).click();
    await page.getByRole('menuitem', { name: 'Confirmar' }).click();
    await expect(page.getByText('Agendamento atualizado')).toBeVisible();
    await expect(card).toContainText('Confirmado');
    // The open day is kept in the URL: a reload shows it again, with the saved status.
    await expect(page).toHaveURL(new RegExp(`dia=${isoOf(month, DAY)}`));
    await page.reload();
    await expect(card).toContainText('Confirmado');
    await card.getByRole('button', { name: 'Ações do agendamento 10:00' }).click();
    await page.getByRole('menuitem', { name: 'Cancelar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancelar agendamento' });
    // The buttons say what they do.
    await expect(confirm.getByRole('button')).toHaveText([
      'Manter agendamento',
      'Cancelar agendamento',
    ]);
    await confirm.getByRole('button', { name: 'Manter agendamento' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(card).toContainText('Confirmado');
    await card.getByRole('button', { name: 'Ações do agendamento 10:00' }).click();
    await page.getByRole('menuitem', { name: 'Cancelar' }).click();
    await confirm.getByRole('button', { name: 'Cancelar agendamento' }).click();
    await expect(card).toContainText('Cancelado');
    await expect(card.getByRole('button', { name: /Ações/ })).toHaveCount(0);
  });

  test('an appointment booked elsewhere appears in the open day without a reload', async ({
    browser,
    owner,
    page,
  }) => {
    const { instance, profissional, servico, contatoId } = await setupWithDisponibilidade(page);
    await openDay(page, instance.id, true);
    await expect(page.getByText('Nenhum agendamento para este dia.')).toBeVisible();
    const other = await openOtherContext(browser, owner);
    try {
      await createRecord(other.request, `/api/profissionais/${profissional.id}/agendamentos`, {
        data_agendamento: isoOf(month, DAY),
        hora_inicio: '11:00',
        servico_id: servico.id,
        contato_id: contatoId,
      });
      await expect(
        page.getByRole('article', { name: 'Agendamento 11:00–11:45, Maria Souza' }),
      ).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test("shows 'Sem conexão com a internet' while the browser is offline", async ({
    context,
    page,
  }) => {
    const { instance } = await setupWithDisponibilidade(page);
    await openDay(page, instance.id);
    await context.setOffline(true);
    await expect(page.getByText('Sem conexão com a internet')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Sem conexão com a internet')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Agendar 09:00–12:00' })).toBeVisible();
  });

  test("shows the day's load error with 'Tentar novamente', then the day", async ({ page }) => {
    const { instance } = await setupWithDisponibilidade(page);
    await page.route('**/agendamentos?**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`/painel/agenda?instancia=${instance.id}`);
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await expect(page.getByText('Erro ao carregar a agenda')).toBeVisible({
      timeout: budget(15_000),
    });
    // The windows did load, so the day still opens, and says what failed.
    await dayCell(page, month, DAY).click({ position: { x: 12, y: 12 } });
    await expect(page.getByText('Erro ao carregar horários')).toBeVisible();
    await page.unroute('**/agendamentos?**');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText('Nenhum agendamento para este dia.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agendar 09:00–12:00' })).toBeVisible();
  });

  test("offers 'Atualizar' while live updates are down", async ({ page }) => {
    const { instance } = await setupWithDisponibilidade(page);
    await page.route('**/api/realtime', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(`/painel/agenda?instancia=${instance.id}`);
    const notice = page.getByRole('status').filter({
      hasText: 'Atualizações em tempo real indisponíveis',
    });
    await expect(notice).toBeVisible();
    await page.unroute('**/api/realtime');
    await notice.getByRole('button', { name: 'Atualizar' }).click();
    await expect(notice).toHaveCount(0);
  });

  test("retries loading the instances, then offers 'Atualizar'", async ({ page }) => {
    test.setTimeout(budget(60_000));
    const { instance } = await setupWithDisponibilidade(page);
    let calls = 0;
    await page.route('**/api/instances', (route) => {
      calls += 1;
      return route.fulfill({ status: 503, body: '' });
    });
    await page.goto(`/painel/agenda?instancia=${instance.id}`);
    await expect(page.getByText('Carregando instâncias...')).toBeVisible();
    const atualizar = page.getByRole('main').getByRole('button', { name: 'Atualizar' });
    await expect(atualizar).toBeVisible({ timeout: budget(20_000) });
    expect(calls).toBe(4);
    await page.unroute('**/api/instances');
    await atualizar.click();
    await expect(page.getByRole('grid')).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the day view and the booking dialog have no serious axe violations, ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const { instance, profissional, servico, contatoId } = await setupWithDisponibilidade(page);
    await createRecord(page.request, `/api/profissionais/${profissional.id}/agendamentos`, {
      data_agendamento: isoOf(month, DAY),
      hora_inicio: '10:00',
      servico_id: servico.id,
      contato_id: contatoId,
      nome_atendido: 'João Souza',
    });
    await openDay(page, instance.id);
    await expect(page.getByRole('article')).toHaveCount(1);
    expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Agendar 09:00–12:00' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Serviço é obrigatório')).toBeVisible();
    expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
  });
}
