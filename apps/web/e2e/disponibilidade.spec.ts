import type { Page } from '@playwright/test';
import { msg } from '@secretaria/shared/messages';
import { budget } from './support/budget';
import { createRecord } from './support/instances';
import { expect, gotoLive, openOtherContext, test } from './support/owners';
import {
  createSchedulingSetup,
  createDisponibilidade,
  dayCell,
  expectNoSeriousAxeViolations,
  isoOf,
  nextMonth,
  weekdaysOf,
} from './support/scheduling';

const month = nextMonth();

async function openNextMonth(page: Page, path: string, live = false) {
  if (live) await gotoLive(page, path);
  else await page.goto(path);
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(dayCell(page, month, 1)).toBeVisible();
}

async function drag(page: Page, fromDay: number, toDay: number) {
  const from = await dayCell(page, month, fromDay).boundingBox();
  const to = await dayCell(page, month, toDay).boundingBox();
  if (!from || !to) throw new Error('day cells not laid out');
  await page.mouse.move(from.x + 8, from.y + from.height - 8);
  await page.mouse.down();
  await page.mouse.move(to.x + 8, to.y + to.height - 8, { steps: 4 });
  await page.mouse.up();
}

async function fillDisponibilidade(page: Page, inicio: string, fim: string) {
  const dialog = page.getByRole('dialog', { name: 'Nova Disponibilidade' });
  await dialog.getByLabel('Início').fill(inicio);
  await dialog.getByLabel('Fim').fill(fim);
  await dialog.getByRole('checkbox', { name: 'Corte de cabelo' }).check();
  return dialog;
}

test.describe('Disponibilidade', () => {
  test('chooses the only instance and professional and explains an instance without professionals', async ({
    page,
  }) => {
    const { instance } = await createSchedulingSetup(page.request);
    const empty = await createRecord(page.request, '/api/dev/instances', {
      phoneNumber: `118${String(Date.now()).slice(-8)}`,
    });
    await page.goto(`/painel/disponibilidade?instancia=${instance.id}`);
    await expect(page.getByLabel('Profissional')).toHaveText('Beatriz Lima');
    await expect(page.getByRole('grid')).toBeVisible();
    await page.goto(`/painel/disponibilidade?instancia=${empty.id}`);
    await expect(
      page.getByText(
        'Nenhum profissional cadastrado para esta instância. Cadastre pelo menos um profissional para visualizar o calendário.',
      ),
    ).toBeVisible();
    await page.goto('/painel/disponibilidade');
    await expect(
      page.getByText(
        'Selecione uma instância e um profissional para visualizar a disponibilidade.',
      ),
    ).toBeVisible();
  });

  test('shows every validation message of the availability form', async ({ page }) => {
    const { instance } = await createSchedulingSetup(page.request);
    await openNextMonth(page, `/painel/disponibilidade?instancia=${instance.id}`);
    await page.getByRole('button', { name: /Cadastrar disponibilidade \(0 dias\)/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Disponibilidade' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Selecione pelo menos um dia.')).toBeVisible();
    await expect(dialog.getByText('Preencha todos os campos obrigatórios.')).toHaveCount(2);
    await expect(dialog.getByText('Selecione pelo menos um serviço.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await dayCell(page, month, 10).click();
    await page.getByRole('button', { name: /Cadastrar disponibilidade \(1 dia\)/ }).click();
    await fillDisponibilidade(page, '12:00', '09:00');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      dialog.getByText('O horário de início deve ser menor que o horário de fim.'),
    ).toBeVisible();
    // Re-validated on change once submitted.
    await dialog.getByLabel('Fim').fill('13:00');
    await expect(
      dialog.getByText('O horário de início deve ser menor que o horário de fim.'),
    ).toHaveCount(0);
  });

  test("offers only the professional's own services, with a link to link more", async ({
    page,
  }) => {
    const { instance } = await createSchedulingSetup(page.request);
    await createRecord(page.request, `/api/instances/${instance.id}/servicos`, {
      nome: 'Manicure',
      descricao: null,
    });
    await openNextMonth(page, `/painel/disponibilidade?instancia=${instance.id}`);
    await dayCell(page, month, 10).click();
    await page.getByRole('button', { name: /Cadastrar disponibilidade \(1 dia\)/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Disponibilidade' });
    await expect(dialog.getByRole('checkbox', { name: 'Corte de cabelo' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Manicure' })).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Vincular serviços a este profissional' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/painel/instancias/${instance.id}\\?tab=profissionais`),
    );
    await expect(page.getByRole('tab', { name: 'Profissionais' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('creates windows for days chosen by drag and by Ctrl-click, edits and deletes one', async ({
    page,
  }) => {
    const { instance } = await createSchedulingSetup(page.request);
    await openNextMonth(page, `/painel/disponibilidade?instancia=${instance.id}`);
    await drag(page, 8, 10);
    await dayCell(page, month, 14).click({ modifiers: ['Control'] });
    await page.getByRole('button', { name: /Cadastrar disponibilidade \(4 dias\)/ }).click();
    const dialog = await fillDisponibilidade(page, '09:00', '12:00');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Disponibilidade salva!')).toBeVisible();
    await expect(page.getByText('4 disponibilidades cadastradas')).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Cadastrar disponibilidade \(0 dias\)/ }),
    ).toBeVisible();
    for (const day of [8, 9, 10, 14]) {
      await expect(dayCell(page, month, day).getByText('09:00–12:00 · Centro')).toBeVisible();
    }

    await dayCell(page, month, 9).getByRole('button', { name: '09:00–12:00 · Centro' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Disponibilidade' });
    await edit.getByLabel('Fim').fill('13:30');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Disponibilidade atualizada')).toBeVisible();
    await expect(dayCell(page, month, 9).getByText('09:00–13:30 · Centro')).toBeVisible();

    await dayCell(page, month, 14).getByRole('button', { name: '09:00–12:00 · Centro' }).click();
    await page
      .getByRole('dialog', { name: 'Editar Disponibilidade' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Confirmar exclusão' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(page.getByText('Disponibilidade excluída')).toBeVisible();
    await expect(dayCell(page, month, 14).getByText('09:00–12:00 · Centro')).toHaveCount(0);

    // The server refuses a window overlapping another of the same day.
    // On the cell's corner: its middle holds the chip, which opens the edit dialog instead.
    await dayCell(page, month, 8).click({ position: { x: 12, y: 12 } });
    await page.getByRole('button', { name: /Cadastrar disponibilidade \(1 dia\)/ }).click();
    await fillDisponibilidade(page, '11:00', '15:00');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await expect(
      page.getByRole('dialog').getByText('Este profissional já tem disponibilidade neste horário.'),
    ).toBeVisible();
    // Once, in the dialog: no toast repeating it.
    await expect(
      page.getByText('Este profissional já tem disponibilidade neste horário.'),
    ).toHaveCount(1);
    await expect(page.getByText('Erro ao salvar')).toHaveCount(0);
  });

  test("keeps the days across a month change, says each month's count and reads '9' and '18h30'", async ({
    page,
  }) => {
    test.setTimeout(budget(120_000)); // two months and a save, on a shared machine
    const { instance } = await createSchedulingSetup(page.request);
    const after = {
      year: month.monthIndex === 11 ? month.year + 1 : month.year,
      monthIndex: (month.monthIndex + 1) % 12,
      name: new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(month.year, month.monthIndex + 1, 1, 12)),
      ),
    };
    await openNextMonth(page, `/painel/disponibilidade?instancia=${instance.id}`);
    await dayCell(page, month, 27).click();
    await dayCell(page, month, 28).click({ modifiers: ['Control'] });
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await dayCell(page, after, 2).click();
    const perMonth = page.getByTestId('availability-selected-per-month');
    await expect(perMonth).toContainText(`2 dias em ${month.name}`);
    await expect(perMonth).toContainText(`1 dia em ${after.name}`);
    await page.getByRole('button', { name: /Cadastrar disponibilidade \(3 dias\)/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Disponibilidade' });
    await dialog.getByLabel('Início').fill('9');
    await dialog.getByLabel('Fim').fill('18h30');
    await dialog.getByLabel('Fim').blur();
    await expect(dialog.getByLabel('Início')).toHaveValue('09:00');
    await expect(dialog.getByLabel('Fim')).toHaveValue('18:30');
    await dialog.getByRole('checkbox', { name: 'Corte de cabelo' }).check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Disponibilidade salva!')).toBeVisible();
    await expect(dayCell(page, after, 2).getByText('09:00–18:30 · Centro')).toBeVisible();
    await page.getByRole('button', { name: 'Mês anterior' }).click();
    for (const day of [27, 28])
      await expect(dayCell(page, month, day).getByText('09:00–18:30 · Centro')).toBeVisible();
    await expect(perMonth).toHaveCount(0);
  });

  test('refuses to delete a window holding an active appointment', async ({ page }) => {
    const { instance, profissional, localizacao, servico } = await createSchedulingSetup(
      page.request,
    );
    const contato = await createRecord(page.request, `/api/instances/${instance.id}/contatos`, {
      nome: 'Maria Souza',
      telefone: '11987654321',
    });
    await createDisponibilidade(page.request, { profissional, localizacao, servico }, [
      isoOf(month, 12),
    ]);
    await createRecord(page.request, `/api/profissionais/${profissional.id}/agendamentos`, {
      data_agendamento: isoOf(month, 12),
      hora_inicio: '10:00',
      servico_id: servico.id,
      contato_id: contato.id,
    });
    await openNextMonth(page, `/painel/disponibilidade?instancia=${instance.id}`);
    await dayCell(page, month, 12).getByRole('button', { name: '09:00–12:00 · Centro' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Disponibilidade' });
    await edit.getByRole('button', { name: 'Excluir' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirmar exclusão' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(
      edit.getByText(
        'Existem agendamentos ativos neste horário. Cancele-os antes de excluir a disponibilidade.',
      ),
    ).toBeVisible();
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dayCell(page, month, 12).getByText('09:00–12:00 · Centro')).toBeVisible();
  });

  test("the weekdays checkbox selects the month's working days", async ({ page }) => {
    const { instance } = await createSchedulingSetup(page.request);
    await openNextMonth(page, `/painel/disponibilidade?instancia=${instance.id}`);
    const checkbox = page.getByRole('checkbox', { name: 'Selecionar dias úteis do mês.' });
    await checkbox.check();
    const n = weekdaysOf(month);
    await expect(
      page.getByRole('button', { name: `Cadastrar disponibilidade (${n} dias)` }),
    ).toBeVisible();
    await checkbox.uncheck();
    await expect(
      page.getByRole('button', { name: 'Cadastrar disponibilidade (0 dias)' }),
    ).toBeVisible();
  });

  test('a window created elsewhere appears without a reload', async ({ browser, owner, page }) => {
    const { instance, profissional, localizacao, servico } = await createSchedulingSetup(
      page.request,
    );
    await openNextMonth(page, `/painel/disponibilidade?instancia=${instance.id}`, true);
    const other = await openOtherContext(browser, owner);
    try {
      await createDisponibilidade(
        other.request,
        { profissional, localizacao, servico },
        [isoOf(month, 20)],
        ['14:00', '18:00'],
      );
      await expect(dayCell(page, month, 20).getByText('14:00–18:00 · Centro')).toBeVisible();
    } finally {
      await other.close();
    }
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the month and the dialog have no serious axe violations, ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const { instance, profissional, localizacao, servico } = await createSchedulingSetup(
      page.request,
    );
    await createDisponibilidade(page.request, { profissional, localizacao, servico }, [
      isoOf(month, 8),
    ]);
    await openNextMonth(page, `/painel/disponibilidade?instancia=${instance.id}`);
    await expect(dayCell(page, month, 8).getByText('09:00–12:00 · Centro')).toBeVisible();
    expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
    await dayCell(page, month, 8).getByRole('button', { name: '09:00–12:00 · Centro' }).click();
    await page
      .getByRole('dialog', { name: 'Editar Disponibilidade' })
      .getByLabel('Fim')
      .fill('08:00');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await expect(
      page.getByText('O horário de início deve ser menor que o horário de fim.'),
    ).toBeVisible();
    expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
  });
}

test.describe('Disponibilidade on a phone (390 px, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  async function centerOf(page: Page, day: number) {
    const box = await dayCell(page, month, day).boundingBox();
    if (!box) throw new Error('day cell not laid out');
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  }

  /** A real finger through Chromium's input pipeline: press, hold, slide, lift. */
  async function touchDrag(page: Page, fromDay: number, toDay: number, holdMs: number) {
    const cdp = await page.context().newCDPSession(page);
    const from = await centerOf(page, fromDay);
    const to = await centerOf(page, toDay);
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      point?: { x: number; y: number },
    ) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: point ? [{ ...point, id: 1 }] : [],
      });
    await touch('touchStart', from);
    await page.waitForTimeout(holdMs);
    for (let step = 1; step <= 6; step += 1) {
      await touch('touchMove', {
        x: Math.round(from.x + ((to.x - from.x) * step) / 6),
        y: Math.round(from.y + ((to.y - from.y) * step) / 6),
      });
      await page.waitForTimeout(30);
    }
    await touch('touchEnd');
    await cdp.detach();
  }

  const selectedDays = async (page: Page) =>
    page
      .getByRole('gridcell', { selected: true })
      .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-day')?.slice(8))));

  test('each tap toggles a day, a long press drags a range, a quick swipe only scrolls', async ({
    page,
  }) => {
    const { instance } = await createSchedulingSetup(page.request);
    await openNextMonth(page, `/painel/disponibilidade?instancia=${instance.id}`);
    await expect(page.getByText(msg.disponibilidadeSelectHintTouch)).toBeVisible();
    await expect(page.getByText(msg.disponibilidadeSelectHint)).toBeHidden();

    for (const day of [8, 10, 14]) {
      const { x, y } = await centerOf(page, day);
      await page.touchscreen.tap(x, y);
    }
    await expect(
      page.getByRole('button', { name: /Cadastrar disponibilidade \(3 dias\)/ }),
    ).toBeVisible();
    const { x, y } = await centerOf(page, 10);
    await page.touchscreen.tap(x, y);
    await expect(
      page.getByRole('button', { name: /Cadastrar disponibilidade \(2 dias\)/ }),
    ).toBeVisible();
    expect(await selectedDays(page)).toEqual([8, 14]);

    // A finger that moves at once is scrolling: nothing is added.
    await touchDrag(page, 22, 24, 0);
    expect(await selectedDays(page)).toEqual([8, 14]);

    await touchDrag(page, 15, 17, 700);
    await expect(
      page.getByRole('button', { name: /Cadastrar disponibilidade \(5 dias\)/ }),
    ).toBeVisible();
    expect(await selectedDays(page)).toEqual([8, 14, 15, 16, 17]);

    await page.getByRole('button', { name: /Cadastrar disponibilidade \(5 dias\)/ }).click();
    await expect(page.getByRole('dialog', { name: 'Nova Disponibilidade' })).toBeVisible();
  });
  for (const theme of ['light', 'dark'] as const) {
    test(`a day's windows are edited from a list under the grid, each a 44 px target, ${theme}`, async ({
      page,
    }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const { instance, profissional, localizacao, servico } = await createSchedulingSetup(
        page.request,
      );
      await createDisponibilidade(page.request, { profissional, localizacao, servico }, [
        isoOf(month, 9),
      ]);
      await openNextMonth(page, `/painel/disponibilidade?instancia=${instance.id}`);
      // In the day the window is text: no target a few pixels tall inside a 50 px cell.
      await expect(dayCell(page, month, 9).getByText('09:00–12:00')).toBeVisible();
      await expect(dayCell(page, month, 9).getByRole('button')).toHaveCount(0);
      await expect(page.getByText(msg.disponibilidadeTapDayToEdit)).toBeVisible();

      const { x, y } = await centerOf(page, 9);
      await page.touchscreen.tap(x, y);
      const list = page.getByRole('region', { name: msg.disponibilidadeSelectedDays });
      const window = list.getByRole('button', { name: '09:00–12:00 · Centro' });
      await expect(window).toBeVisible();
      const box = await window.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
      // A second selected day without windows says so.
      const other = await centerOf(page, 10);
      await page.touchscreen.tap(other.x, other.y);
      await expect(list.getByText(msg.disponibilidadeDayEmpty)).toBeVisible();
      await expect(page.getByText(msg.disponibilidadeSelectHintTouch)).toBeVisible();
      expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`disponibilidade-390-${theme}.png`),
        fullPage: true,
      });

      await window.tap();
      const edit = page.getByRole('dialog', { name: 'Editar Disponibilidade' });
      await edit.getByLabel('Fim').fill('13:30');
      await edit.getByRole('button', { name: 'Salvar' }).click();
      await expect(edit).toBeHidden();
      await expect(list.getByRole('button', { name: '09:00–13:30 · Centro' })).toBeVisible();
    });
  }
});
