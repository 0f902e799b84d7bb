import type { APIRequestContext, Page } from '@playwright/test';
import { holidayOn } from '@secretaria/shared/holidays';
import { createInstance, createRecord, type TestInstance } from './instances';

export type SchedulingSetup = {
  instance: TestInstance;
  localizacao: { id: string; nome: string };
  servico: { id: string; nome: string };
  profissional: { id: string; nome: string };
};

/** One instance with a location 'Centro', a service linked for `tempo` minutes, a professional. */
export async function createSchedulingSetup(
  request: APIRequestContext,
  { tempo = 45 }: { tempo?: number } = {},
): Promise<SchedulingSetup> {
  const instance = await createInstance(request);
  return { instance, ...(await createSchedulingRecords(request, instance.id, { tempo })) };
}

/**
 * In an existing instance: the location 'Centro', the service 'Corte de cabelo' and the
 * professional 'Beatriz Lima' who performs it in `tempo` minutes.
 */
export async function createSchedulingRecords(
  request: APIRequestContext,
  instanceId: string,
  { tempo = 45 }: { tempo?: number } = {},
): Promise<Omit<SchedulingSetup, 'instance'>> {
  const base = `/api/instances/${instanceId}`;
  const localizacao = await createRecord<{ id: string; nome: string }>(
    request,
    `${base}/localizacoes`,
    {
      nome: 'Centro',
      cep: '01001000',
      logradouro: 'Praça da Sé',
      numero: '1',
      bairro: 'Sé',
      cidade: 'São Paulo',
      estado: 'SP',
      ponto_referencia: null,
    },
  );
  const servico = await createRecord<{ id: string; nome: string }>(request, `${base}/servicos`, {
    nome: 'Corte de cabelo',
    descricao: null,
  });
  const profissional = await createRecord<{ id: string; nome: string }>(
    request,
    `${base}/profissionais`,
    { nome: 'Beatriz Lima', especialidade: 'Cabeleireira' },
  );
  await createRecord(request, `/api/profissionais/${profissional.id}/servicos`, {
    servico_id: servico.id,
    tempo_execucao: tempo,
  });
  return { localizacao, servico, profissional };
}

/** A window of the setup's professional on each of `dias`, at its location, offering its service. */
export async function createDisponibilidade(
  request: APIRequestContext,
  { profissional, localizacao, servico }: Omit<SchedulingSetup, 'instance'>,
  dias: string[],
  [hora_inicio, hora_fim]: [string, string] = ['09:00', '12:00'],
) {
  return createRecord(request, `/api/profissionais/${profissional.id}/disponibilidades`, {
    dias,
    localizacao_id: localizacao.id,
    hora_inicio,
    hora_fim,
    servico_ids: [servico.id],
  });
}

/** The month after the current one in São Paulo: every day of it is in the future. */
export function nextMonth(): { year: number; monthIndex: number; name: string } {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .split('-')
    .map(Number);
  const date = new Date(Date.UTC(y!, m!, 1, 12));
  const name = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(date);
  return { year: date.getUTCFullYear(), monthIndex: date.getUTCMonth(), name };
}

export function isoOf(month: { year: number; monthIndex: number }, day: number): string {
  return new Date(Date.UTC(month.year, month.monthIndex, day, 12)).toISOString().slice(0, 10);
}

/** A day cell of the shown month, found by its accessible name. */
export function dayCell(page: Page, month: { year: number; name: string }, day: number) {
  return page.getByRole('gridcell', {
    name: new RegExp(`^[^,]+, ${day} de ${month.name} de ${month.year}`),
  });
}

/** Weekdays (Mon–Fri) that are not holidays, of a future month: what the checkbox selects. */
export function weekdaysOf(month: { year: number; monthIndex: number }): number {
  let count = 0;
  for (let day = 1; day <= 31; day += 1) {
    const date = new Date(Date.UTC(month.year, month.monthIndex, day, 12));
    if (date.getUTCMonth() !== month.monthIndex) break;
    const weekday = date.getUTCDay();
    const iso = date.toISOString().slice(0, 10);
    if (weekday >= 1 && weekday <= 5 && !holidayOn(iso)) count += 1;
  }
  return count;
}

/**
 * The serious or critical axe violations of the page as it is, toasts included (they take the
 * theme's colours). A toast still fading in is waited for: axe would measure it half transparent.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await waitForToastsAtRest(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  return serious;
}

/** Toasts finish their entrance (sonner marks them mounted, then animates 400 ms). */
export async function waitForToastsAtRest(page: Page) {
  if ((await page.locator('[data-sonner-toast]').count()) === 0) return;
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (toast) =>
        toast.getAttribute('data-mounted') === 'true' && toast.getAnimations().length === 0,
    ),
  );
}

/** Opens the dialog's select named `label` and chooses `option`. */
export async function pickOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('dialog').getByLabel(label).click();
  await page.getByRole('option', { name: option }).click();
}
