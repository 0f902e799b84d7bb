import type { APIRequestContext, Page } from '@playwright/test';
import { msg } from '@secretaria/shared/messages';
import type { NotificacaoKind } from '@secretaria/shared/notificacoes-schemas';
import { createInstance, createRecord } from './support/instances';
import { expectNoCutText } from './support/overflow';
import { expect, gotoLive, test } from './support/owners';
import {
  createSchedulingSetup,
  expectNoSeriousAxeViolations,
  isoOf,
  nextMonth,
  waitForToastsAtRest,
} from './support/scheduling';
import { budget } from './support/budget';

const t = msg.notificacoes;

// Several server writes, axe scans and screenshots per test: more than the 45 s default.
test.describe.configure({ timeout: budget(120_000) });

/** A notice written on the server as the attendant writes one (embedded mode's dev route). */
async function createNotificacao(
  request: APIRequestContext,
  data: {
    whatsapp_instance_id: string;
    kind: NotificacaoKind;
    texto: string;
    agendamento_id?: string;
  },
) {
  const response = await request.post('/api/dev/notificacoes', { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The owner is shared by this worker's tests: start each with nothing unread. */
async function markAllRead(request: APIRequestContext) {
  expect((await request.post('/api/notificacoes/lidas', { data: {} })).ok()).toBe(true);
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Avisos/ });

test('a notice written on the server appears live with its badge and toast, and Marcar todas como lidas clears it', async ({
  page,
}) => {
  const instance = await createInstance(page.request, { name: 'Barbearia Aviso' });
  await markAllRead(page.request);
  await gotoLive(page, '/painel/instancias');
  await expect(bell(page)).toHaveAccessibleName(t.bellLabel(0));
  await page.evaluate(() => {
    (window as { loadedOnce?: boolean }).loadedOnce = true;
  });

  const texto = `Carla Mendes pediu para falar com você. (${Date.now()})`;
  await createNotificacao(page.request, {
    whatsapp_instance_id: instance.id,
    kind: 'pedido_humano',
    texto,
  });

  await test.step('the bell counts it and a toast says it, without a reload', async () => {
    await expect(bell(page)).toHaveAccessibleName(t.bellLabel(1));
    await expect(bell(page)).toHaveText('1');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: texto })).toBeVisible();
    expect(await page.evaluate(() => (window as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
  });

  const panel = page.getByRole('dialog', { name: t.title });
  await test.step('opening the bell lists it first, unread, with its time', async () => {
    await bell(page).click();
    const first = panel.getByRole('list', { name: t.listLabel }).getByRole('listitem').first();
    await expect(first).toContainText(texto);
    await expect(first).toContainText(t.now);
    await expect(first).toHaveAttribute('data-unread', 'true');
    await expect(first.getByRole('link')).toHaveAttribute(
      'href',
      `/painel/conversas?instancia=${instance.id}`,
    );
    expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
  });

  await test.step('Marcar todas como lidas clears the badge', async () => {
    await panel.getByRole('button', { name: t.markAllRead }).click();
    await expect(bell(page)).toHaveAccessibleName(t.bellLabel(0));
    await expect(bell(page)).toHaveText('');
    await expect(panel.getByRole('button', { name: t.markAllRead })).toBeDisabled();
    await expect(
      panel.getByRole('list', { name: t.listLabel }).getByRole('listitem').first(),
    ).not.toHaveAttribute('data-unread');
  });

  await test.step('the keyboard opens a notice: it is read and its page opens', async () => {
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell(page)).toBeFocused();
    const other = `Bruno cancelou o horário de amanhã. (${Date.now()})`;
    await createNotificacao(page.request, {
      whatsapp_instance_id: instance.id,
      kind: 'cancelado',
      texto: other,
    });
    await expect(bell(page)).toHaveAccessibleName(t.bellLabel(1));
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    const link = panel.getByRole('link', { name: new RegExp(other.replace(/[.()]/g, '\\$&')) });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/painel/conversas\\?instancia=${instance.id}$`));
    await expect(panel).toBeHidden();
    await expect(bell(page)).toHaveAccessibleName(t.bellLabel(0));
  });
});

test("a booking notice opens the Agenda on the appointment's day", async ({ page }) => {
  const setup = await createSchedulingSetup(page.request, { tempo: 45 });
  const dia = isoOf(nextMonth(), 12);
  const contato = await createRecord(page.request, `/api/instances/${setup.instance.id}/contatos`, {
    nome: 'Maria Souza',
    telefone: '11987654321',
  });
  await createRecord(page.request, `/api/profissionais/${setup.profissional.id}/disponibilidades`, {
    dias: [dia],
    localizacao_id: setup.localizacao.id,
    hora_inicio: '09:00',
    hora_fim: '12:00',
    servico_ids: [setup.servico.id],
  });
  const agendamento = await createRecord(
    page.request,
    `/api/profissionais/${setup.profissional.id}/agendamentos`,
    {
      data_agendamento: dia,
      hora_inicio: '10:00',
      servico_id: setup.servico.id,
      contato_id: contato.id,
    },
  );
  await markAllRead(page.request);
  // The Agenda already open on this month: the notice opens a day of the next one.
  await gotoLive(
    page,
    `/painel/agenda?instancia=${setup.instance.id}&profissional=${setup.profissional.id}`,
  );
  await expect(page.getByRole('button', { name: 'Próximo mês' })).toBeVisible();
  const texto = `A atendente agendou Corte de cabelo para Maria Souza. (${Date.now()})`;
  await createNotificacao(page.request, {
    whatsapp_instance_id: setup.instance.id,
    kind: 'agendado',
    texto,
    agendamento_id: agendamento.id,
  });
  await expect(bell(page)).toHaveAccessibleName(t.bellLabel(1));
  await bell(page).click();
  await page
    .getByRole('dialog', { name: t.title })
    .getByRole('link')
    .filter({ hasText: texto })
    .click();
  await expect(page).toHaveURL(
    `/painel/agenda?instancia=${setup.instance.id}&profissional=${setup.profissional.id}&dia=${dia}`,
  );
  await expect(
    page.getByRole('article', { name: 'Agendamento 10:00–10:45, Maria Souza' }),
  ).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(t.bellLabel(0));
});

test('an owner without notices is told so', async ({ browser, otherOwner }) => {
  const context = await browser.newContext({
    storageState: otherOwner.storageState,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  try {
    await gotoLive(page, '/painel/perfil');
    await bell(page).click();
    await expect(page.getByRole('dialog', { name: t.title })).toContainText(t.empty);
  } finally {
    await context.close();
  }
});

const screens = [
  { label: '390 px touch', viewport: { width: 390, height: 844 }, touch: true },
  { label: '1280 px', viewport: { width: 1280, height: 900 }, touch: false },
] as const;

for (const screen of screens) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`the bell at ${screen.label}, ${theme}`, () => {
      test.use({ viewport: screen.viewport, hasTouch: screen.touch, isMobile: screen.touch });

      test('shows the badge and a list with no cut text', async ({ page }) => {
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        const instance = await createInstance(page.request, { name: 'Clínica Sorriso' });
        await markAllRead(page.request);
        await gotoLive(page, '/painel/instancias');
        const notices: Array<[NotificacaoKind, string]> = [
          [
            'agendado',
            'A atendente agendou Limpeza com Dra. Paula para Ana Beatriz dos Santos Oliveira em 12/03 às 14:30.',
          ],
          ['remarcado', 'João Pedro remarcou a Consulta de 10/03 às 09:00 para 11/03 às 15:00.'],
          ['pedido_humano', 'Carla Mendes pediu para falar com você.'],
        ];
        for (const [kind, texto] of notices)
          await createNotificacao(page.request, { whatsapp_instance_id: instance.id, kind, texto });
        await expect(bell(page)).toHaveAccessibleName(t.bellLabel(3));
        await waitForToastsAtRest(page);
        const tag = `${screen.viewport.width}-${theme}`;
        await page.screenshot({ path: test.info().outputPath(`bell-toasts-${tag}.png`) });

        // The toasts go away on their own (sonner's 4 s) before the list is shot.
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, {
          timeout: budget(15_000),
        });
        await bell(page).click();
        const panel = page.getByRole('dialog', { name: t.title });
        await expect(panel.getByRole('listitem').first()).toContainText('Carla Mendes');
        const box = await panel.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= screen.viewport.width).toBe(true);
        // This test's three, unread, on top (the list scrolls under them).
        await expectNoCutText(panel.locator('li[data-unread]'), 'notices');
        await expectNoCutText(panel.getByRole('button', { name: t.markAllRead }), 'mark all');
        expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`bell-open-${tag}.png`) });
        await expect(panel).toBeVisible();
      });
    });
  }
}
