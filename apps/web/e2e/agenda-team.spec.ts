import type { Locator, Page } from '@playwright/test';
import { holidayOn } from '@secretaria/shared/holidays';
import { createRecord } from './support/instances';
import { expect, test } from './support/owners';
import {
  createSchedulingSetup,
  isoOf,
  nextMonth,
  pickOption,
  type SchedulingSetup,
} from './support/scheduling';
import { budget } from './support/budget';

const month = nextMonth();

/** The first two weekdays from the 10th on that are not holidays: every slot is ahead. */
function workingDays(): [string, string] {
  const days: string[] = [];
  for (let d = 10; days.length < 2; d += 1) {
    const iso = isoOf(month, d);
    const weekday = new Date(`${iso}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5 && !holidayOn(iso)) days.push(iso);
  }
  return [days[0]!, days[1]!];
}
const [DAY, OTHER_DAY] = workingDays();

type Team = SchedulingSetup & { carlos: { id: string }; bookedId: string };

/** Beatriz and Carlos, both with a 09:00–12:00 window on DAY; Maria booked with Beatriz at 09:00. */
async function teamDay(page: Page): Promise<Team> {
  const setup = await createSchedulingSetup(page.request, { tempo: 45 });
  const { instance, profissional, servico, localizacao } = setup;
  const carlos = await createRecord(page.request, `/api/instances/${instance.id}/profissionais`, {
    nome: 'Carlos Mendes',
    especialidade: 'Barbeiro',
  });
  await createRecord(page.request, `/api/profissionais/${carlos.id}/servicos`, {
    servico_id: servico.id,
    tempo_execucao: 30,
  });
  for (const prof of [profissional.id, carlos.id]) {
    await createRecord(page.request, `/api/profissionais/${prof}/disponibilidades`, {
      dias: [DAY, OTHER_DAY],
      localizacao_id: localizacao.id,
      hora_inicio: '09:00',
      hora_fim: '12:00',
      servico_ids: [servico.id],
    });
  }
  const maria = await createRecord(page.request, `/api/instances/${instance.id}/contatos`, {
    nome: 'Maria Souza',
    telefone: '11987654321',
  });
  const booked = await createRecord(
    page.request,
    `/api/profissionais/${profissional.id}/agendamentos`,
    {
      data_agendamento: DAY,
      hora_inicio: '09:00',
      servico_id: servico.id,
      contato_id: maria.id,
    },
  );
  return { ...setup, carlos, bookedId: booked.id };
}

/** WCAG 2.5.5: the control's box is at least 44 × 44 px (once a menu's zoom-in has ended). */
async function expectTarget(control: Locator) {
  await expect(control).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => {
      const box = await control.boundingBox();
      return box ? Math.min(box.width, box.height) : 0;
    })
    .toBeGreaterThanOrEqual(44);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const screens = [
  { label: '390 px touch', viewport: { width: 390, height: 844 }, touch: true },
  { label: '1280 px', viewport: { width: 1280, height: 900 }, touch: false },
] as const;

for (const screen of screens) {
  for (const theme of ['light', 'dark'] as const) {
    const shot = `${screen.viewport.width}-${theme}`;
    test.describe(`Agenda for a salon at ${screen.label}, ${theme}`, () => {
      test.use({ viewport: screen.viewport, hasTouch: screen.touch, isMobile: screen.touch });

      test("'Remarcar' moves an appointment to a free slot the server offers", async ({ page }) => {
        test.setTimeout(budget(90_000));
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        const { instance, profissional, bookedId } = await teamDay(page);
        await page.goto(
          `/painel/agenda?instancia=${instance.id}&profissional=${profissional.id}&dia=${DAY}&visao=profissional`,
        );
        const menu = page.getByRole('button', { name: 'Ações do agendamento 09:00' });
        await expectTarget(menu);
        await expectTarget(page.getByRole('button', { name: 'Agendar 09:00–12:00' }));
        await menu.click();
        const remarcar = page.getByRole('menuitem', { name: 'Remarcar' });
        await expectTarget(remarcar);
        await remarcar.click();

        const dialog = page.getByRole('dialog', { name: 'Remarcar agendamento' });
        const starts = dialog.getByRole('group', { name: 'Horários livres' });
        // Its own day first: the server's offer, without the 09:00 this appointment holds.
        await expect(starts.getByRole('radio', { name: '10:00' })).toBeVisible();
        await expect(starts.getByRole('radio', { name: '09:00' })).toHaveCount(0);
        await dialog.getByLabel('Novo dia').fill(OTHER_DAY);
        const ten = starts.getByRole('radio', { name: '10:00' });
        await expect(ten).toBeVisible();
        await expectTarget(starts.locator('label', { hasText: '10:00' }));
        await ten.check();
        await shoot(page, `remarcar-dialog-${shot}`);
        const submit = dialog.getByRole('button', { name: 'Remarcar' });
        await expectTarget(submit);
        await submit.click();
        await expect(page.getByText('Agendamento remarcado')).toBeVisible();
        await expect(dialog).toHaveCount(0);

        const from = isoOf(month, 1);
        const to = isoOf(month, 28);
        const list = await page.request.get(
          `/api/profissionais/${profissional.id}/agendamentos?from=${from}&to=${to}`,
        );
        const moved = ((await list.json()) as { id: string }[]).filter((a) => a.id === bookedId);
        expect(moved).toEqual([
          expect.objectContaining({ data_agendamento: OTHER_DAY, hora_inicio: '10:00' }),
        ]);
        await expect(page.getByText('Nenhum agendamento para este dia.')).toBeVisible();
      });

      test("the team's day, and a walk-in booked with a new contact in one step", async ({
        page,
      }) => {
        test.setTimeout(budget(90_000));
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        const { instance, profissional } = await teamDay(page);
        await page.goto(`/painel/agenda?instancia=${instance.id}&dia=${DAY}`);
        const teamButton = page.getByRole('button', { name: 'Equipe' });
        await expectTarget(teamButton);
        await teamButton.click();
        await expect(teamButton).toHaveAttribute('aria-pressed', 'true');
        const region = page.getByRole('region', { name: 'Agenda da equipe' });
        await expect(region.getByRole('region', { name: 'Beatriz Lima' })).toBeVisible();
        await expect(region.getByRole('region', { name: 'Carlos Mendes' })).toBeAttached();
        await expect(
          region.getByRole('article', { name: /Agendamento 09:00–09:45, Maria Souza/ }),
        ).toBeVisible();
        for (const name of ['Dia anterior', 'Próximo dia', 'Agendar com Beatriz Lima 09:00–12:00'])
          await expectTarget(page.getByRole('button', { name }));
        await expectTarget(region.getByRole('button', { name: 'Ações do agendamento 09:00' }));
        // The page never scrolls sideways; on a phone the team's grid does.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
        expect(scrolls).toBe(screen.viewport.width < 600);
        await shoot(page, `equipe-${shot}`);

        // Remembered: a plain link to the Agenda opens the team's view again.
        await page.goto(`/painel/agenda?instancia=${instance.id}&dia=${DAY}`);
        await expect(region).toBeVisible();

        const bookCarlos = page.getByRole('button', {
          name: 'Agendar com Carlos Mendes 09:00–12:00',
        });
        await bookCarlos.scrollIntoViewIfNeeded();
        await bookCarlos.click();
        const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
        await pickOption(page, 'Serviço', 'Corte de cabelo');
        const novo = dialog.getByRole('button', { name: 'Novo contato' });
        await expectTarget(novo);
        await novo.click();
        await dialog.getByLabel('Telefone do contato').fill('1195555');
        await dialog.getByRole('radio', { name: '10:00' }).check();
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();
        await expect(
          dialog.getByText('O telefone deve ter 10 ou 11 dígitos, com DDD'),
        ).toBeVisible();
        await dialog.getByLabel('Nome do contato').fill('Ana Walk-in');
        await dialog.getByLabel('Telefone do contato').fill('11955554444');
        await shoot(page, `novo-contato-${shot}`);
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page.getByText('Agendamento salvo!')).toBeVisible();
        await expect(
          region
            .getByRole('region', { name: 'Carlos Mendes' })
            .getByRole('article', { name: /10:00–10:30, Ana Walk-in/ }),
        ).toBeAttached();
        const contatos = await page.request.get(`/api/instances/${instance.id}/contatos`);
        const ana = ((await contatos.json()) as { nome: string; telefone: string }[]).filter(
          (c) => c.nome === 'Ana Walk-in',
        );
        expect(ana).toHaveLength(1);
        expect(ana[0]!.telefone).toMatch(/11955554444$/);

        // A professional's name opens their single view on the same day.
        await region.getByRole('button', { name: 'Beatriz Lima', exact: true }).click();
        await expect(page.getByRole('button', { name: 'Profissional' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(page).toHaveURL(new RegExp(`profissional=${profissional.id}`));
        await expect(page.getByRole('button', { name: 'Voltar para o mês' })).toBeVisible();
      });
    });
  }
}
