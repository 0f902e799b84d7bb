import type { Locator, Page } from '@playwright/test';
import { holidayOn } from '@secretaria/shared/holidays';
import { localToInstant } from '@secretaria/shared/zoned-time';
import { createRecord } from './support/instances';
import { cutTexts, expectNoCutText, expectTextsNotCovered } from './support/overflow';
import { expect, test } from './support/owners';
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

const TIME_ZONE = 'America/Sao_Paulo';
type Month = { year: number; monthIndex: number; name: string };

/** From next month on, the first month with a national holiday, and how far ahead it is. */
function holidayMonth(): { month: Month; clicks: number } {
  const first = nextMonth();
  for (let k = 0; k < 12; k += 1) {
    const date = new Date(Date.UTC(first.year, first.monthIndex + k, 1, 12));
    const month = {
      year: date.getUTCFullYear(),
      monthIndex: date.getUTCMonth(),
      name: new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(date),
    };
    if (Array.from({ length: 28 }, (_, d) => holidayOn(isoOf(month, d + 1))).some(Boolean)) {
      return { month, clicks: k + 1 };
    }
  }
  throw new Error('no month with a holiday in a year');
}

/** The first two weekdays from the 5th on that are not holidays. */
function workingDays(month: Month): [number, number] {
  const days: number[] = [];
  for (let d = 5; days.length < 2; d += 1) {
    const iso = isoOf(month, d);
    const weekday = new Date(`${iso}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5 && !holidayOn(iso)) days.push(d);
  }
  return [days[0]!, days[1]!];
}

const { month, clicks } = holidayMonth();
const [DAY, OTHER_DAY] = workingDays(month);
const LONG_NAME = 'Maria Aparecida dos Santos Oliveira';

type Busy = SchedulingSetup & { contatoId: string };

/** Two windows on DAY (one at 'Unidade Paulista'), one on OTHER_DAY, and appointments. */
async function busyDay(page: Page): Promise<Busy> {
  const setup = await createSchedulingSetup(page.request, { tempo: 45 });
  const { instance, profissional, servico, localizacao } = setup;
  const paulista = await createRecord(page.request, `/api/instances/${instance.id}/localizacoes`, {
    nome: 'Unidade Paulista',
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    estado: 'SP',
    ponto_referencia: null,
  });
  const contato = await createRecord(page.request, `/api/instances/${instance.id}/contatos`, {
    nome: LONG_NAME,
    telefone: '11987654321',
  });
  const other = await createRecord(page.request, `/api/instances/${instance.id}/contatos`, {
    nome: 'João Pedro Albuquerque',
    telefone: '11912345678',
  });
  const windows = `/api/profissionais/${profissional.id}/disponibilidades`;
  await createRecord(page.request, windows, {
    dias: [isoOf(month, DAY), isoOf(month, OTHER_DAY)],
    localizacao_id: paulista.id,
    hora_inicio: '09:00',
    hora_fim: '12:00',
    servico_ids: [servico.id],
  });
  await createRecord(page.request, windows, {
    dias: [isoOf(month, DAY)],
    localizacao_id: localizacao.id,
    hora_inicio: '14:00',
    hora_fim: '18:00',
    servico_ids: [servico.id],
  });
  const book = (hora_inicio: string, contato_id: string, nome_atendido: string | null = null) =>
    createRecord<{ id: string }>(
      page.request,
      `/api/profissionais/${profissional.id}/agendamentos`,
      {
        data_agendamento: isoOf(month, DAY),
        hora_inicio,
        servico_id: servico.id,
        contato_id,
        nome_atendido,
      },
    );
  await book('09:00', contato.id, 'Ana Beatriz dos Santos Oliveira');
  // A cancelled appointment beside its replacement: two narrow lanes.
  const cancelled = await book('10:00', other.id);
  const status = await page.request.patch(`/api/agendamentos/${cancelled.id}/status`, {
    data: { status: 'cancelado' },
  });
  expect(status.ok()).toBe(true);
  await book('10:00', contato.id);
  await book('14:00', other.id);
  return { ...setup, contatoId: contato.id };
}

async function showMonth(page: Page, path: string) {
  await page.goto(path);
  for (let i = 0; i < clicks; i += 1) {
    await page.getByRole('button', { name: 'Próximo mês' }).click();
  }
  await expect(dayCell(page, month, 1)).toBeVisible();
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The tops of two controls side by side: equal, whatever message either shows. */
async function expectSameTop(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB, 'both laid out').toBeTruthy();
  expect(Math.abs(boxA!.y - boxB!.y)).toBeLessThanOrEqual(1);
}

const screens = [
  { label: '390 px touch', viewport: { width: 390, height: 844 }, touch: true },
  { label: '1280 px', viewport: { width: 1280, height: 900 }, touch: false },
] as const;

for (const screen of screens) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`Agenda and calendar at ${screen.label}, ${theme}`, () => {
      test.use({
        viewport: screen.viewport,
        hasTouch: screen.touch,
        isMobile: screen.touch,
      });

      test('no chip, holiday, count, window or card text is cut', async ({ page }) => {
        test.setTimeout(budget(90_000));
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        const { instance } = await busyDay(page);
        const shot = `${screen.viewport.width}-${theme}`;

        await showMonth(page, `/painel/disponibilidade?instancia=${instance.id}`);
        // A button with a mouse; on a touch phone the window is text in the day, edited from the
        // list under the grid (docs/decisions/043).
        await expect(
          dayCell(page, month, DAY).getByText('09:00–12:00 · Unidade Paulista'),
        ).toBeVisible();
        await expectNoCutText(page.getByRole('gridcell').filter({ hasText: /\d/ }), 'day cells');
        await expectNoCutText(page.getByRole('grid').getByRole('listitem'), 'window chips');
        if (screen.viewport.width < 1024) {
          const names = page
            .getByRole('list')
            .filter({ has: page.getByText(/\w{4,}/) })
            .last();
          await expectNoCutText(names, "the month's holidays");
        }
        await shoot(page, `disponibilidade-month-${shot}`);

        await showMonth(page, `/painel/agenda?instancia=${instance.id}`);
        await expect(
          page.getByRole('gridcell', {
            name: new RegExp(`${DAY} de ${month.name} .*3 agendamentos`),
          }),
        ).toBeVisible();
        await expectNoCutText(page.getByRole('gridcell').filter({ hasText: /\d/ }), 'day cells');
        await shoot(page, `agenda-month-${shot}`);

        await dayCell(page, month, DAY).click({ position: { x: 6, y: 6 } });
        await expect(page.getByRole('article')).toHaveCount(4);
        await expectNoCutText(
          page.getByRole('list', { name: 'Disponibilidades do dia' }).getByRole('listitem'),
          'windows',
        );
        await expectNoCutText(page.getByRole('article'), 'appointment cards');
        // Grown to fit their texts, no card hides another's texts (a name, 'Atendido: …').
        await expectTextsNotCovered(page.getByRole('article'), "the cards' texts");
        await expect(
          page.getByRole('article', { name: `Agendamento 09:00–09:45, ${LONG_NAME}` }),
        ).toContainText(LONG_NAME);
        // (axe on the day view: agenda.spec.ts; a cancelled card's contrast is the palette's part.)
        await shoot(page, `agenda-day-${shot}`);

        await page.getByRole('button', { name: 'Agendar 09:00–12:00' }).click();
        const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
        await pickOption(page, 'Serviço', 'Corte de cabelo');
        await pickOption(page, 'Contato', /João Pedro/);
        await expect(dialog.getByRole('radio', { name: '10:00' })).toHaveCount(0);
        await dialog.getByRole('radio', { name: 'Outro horário' }).check();
        await dialog.getByLabel('Início (HH:MM)').fill('25:00');
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await expect(dialog.getByText('Use o formato HH:MM, de 00:00 a 23:59.')).toBeVisible();
        // 'Outro horário' shows an error, Fim a hint: the two boxes stay level.
        await expectSameTop(dialog.getByLabel('Início (HH:MM)'), dialog.getByLabel('Fim'));
        expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
        await shoot(page, `agenda-dialog-${shot}`);
      });
    });
  }
}

test.describe('Agenda and calendar texts', () => {
  test('no cut text test can pass on a cut text', async ({ page }) => {
    await page.setContent(`
      <div id="cut" style="width:40px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Finados e mais</div>
      <div id="whole" style="width:80px">Finados</div>
      <div id="hidden" style="width:60px"><span style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)">texto para leitores de tela</span>ok</div>`);
    expect(await cutTexts(page.locator('#cut'))).not.toEqual([]);
    expect(await cutTexts(page.locator('#whole'))).toEqual([]);
    expect(await cutTexts(page.locator('#hidden'))).toEqual([]);
  });

  test('no covered text test can pass on a covered text', async ({ page }) => {
    await page.setContent(`
      <p id="under" style="margin:0;font:16px sans-serif">Atendido: Ana Beatriz</p>
      <div style="position:absolute;top:0;left:0;width:300px;height:40px;background:white"></div>
      <p id="free" style="margin-top:40px">Corte de cabelo</p>`);
    await expect(expectTextsNotCovered(page.locator('#under'), 'under')).rejects.toThrow();
    await expectTextsNotCovered(page.locator('#free'), 'free');
  });
});

test.describe('24-hour times in an English-language browser', () => {
  test.use({ locale: 'en-US' });

  test('Início and Fim are HH:MM text, in the availability and the booking dialogs', async ({
    page,
  }) => {
    const { instance } = await busyDay(page);
    await showMonth(page, `/painel/disponibilidade?instancia=${instance.id}`);
    await dayCell(page, month, OTHER_DAY + 1).click({ position: { x: 6, y: 6 } });
    await page.getByRole('button', { name: /Cadastrar disponibilidade \(1 dia\)/ }).click();
    const window = page.getByRole('dialog', { name: 'Nova Disponibilidade' });
    await expect(window.locator('input[type="time"]')).toHaveCount(0);
    await window.getByLabel('Início').pressSequentially('1400');
    await window.getByLabel('Início').blur();
    await expect(window.getByLabel('Início')).toHaveValue('14:00');
    await window.getByLabel('Fim').pressSequentially('930');
    await window.getByLabel('Fim').blur();
    await expect(window.getByLabel('Fim')).toHaveValue('09:30');
    await window.getByRole('checkbox', { name: 'Corte de cabelo' }).check();
    await window.getByRole('button', { name: 'Salvar' }).click();
    // Fim has the message, Início none: their boxes stay level.
    await expect(
      window.getByText('O horário de início deve ser menor que o horário de fim.'),
    ).toBeVisible();
    await expectSameTop(window.getByLabel('Início'), window.getByLabel('Fim'));
    await expect(window).not.toContainText(/\b(AM|PM)\b/);
    await window.getByRole('button', { name: 'Cancelar' }).click();

    await page.goto(`/painel/agenda?instancia=${instance.id}&dia=${isoOf(month, OTHER_DAY)}`);
    await page.getByRole('button', { name: 'Agendar 09:00–12:00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await pickOption(page, 'Serviço', 'Corte de cabelo');
    await pickOption(page, 'Contato', /João Pedro/);
    await dialog.getByRole('radio', { name: '11:00' }).check();
    await expect(dialog.getByLabel('Fim')).toHaveValue('11:45');
    await expect(dialog.locator('input[type="time"]')).toHaveCount(0);
    await expect(dialog).not.toContainText(/\b(AM|PM)\b/);
  });
});

test.describe('Appointment actions fit the moment', () => {
  test("'Concluir' and 'Faltou' only once it has started; the server checks its own clock", async ({
    page,
  }) => {
    const { instance } = await busyDay(page);
    const dia = isoOf(month, DAY);
    const start = localToInstant(dia, '14:00', TIME_ZONE).getTime();
    const path = `/painel/agenda?instancia=${instance.id}&dia=${dia}`;
    const menu = async () => {
      const card = page.getByRole('article', { name: /^Agendamento 14:00–14:45/ });
      await card.getByRole('button', { name: 'Ações do agendamento 14:00' }).click();
      const items = await page.getByRole('menuitem').allTextContents();
      return items;
    };

    await page.clock.setFixedTime(new Date(start - 60_000));
    await page.goto(path);
    expect(await menu()).toEqual(['Remarcar', 'Confirmar', 'Cancelar']);
    await page.keyboard.press('Escape');

    // The browser's clock says it has started; the server's (real time) says not yet.
    await page.clock.setFixedTime(new Date(start + 60_000));
    await page.reload();
    expect(await menu()).toEqual(['Remarcar', 'Confirmar', 'Cancelar', 'Concluir', 'Faltou']);
    await page.getByRole('menuitem', { name: 'Concluir' }).click();
    await expect(
      page.getByText('Só é possível concluir ou marcar falta depois do início do agendamento.'),
    ).toHaveCount(1);
    await expect(page.getByRole('article', { name: /^Agendamento 14:00–14:45/ })).toContainText(
      'Agendado',
    );
  });
});

test.describe('Two columns stay level', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Cidade and UF keep their boxes level when only UF shows a message', async ({ page }) => {
    const { instance } = await createSchedulingSetup(page.request);
    await page.goto(`/painel/instancias/${instance.id}?tab=localizacoes`);
    await page.getByRole('button', { name: 'Adicionar Localização' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Localização' });
    await dialog.getByLabel('Cidade').fill('São Paulo');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog.locator('#localizacao-estado-error')).toBeVisible();
    await expectSameTop(dialog.getByLabel('Cidade'), dialog.getByLabel('UF'));
  });
});
