import { test as base, expect, type Page } from '@playwright/test';
import { createConfirmedAccount, newAccount } from './support/accounts';
import {
  connectWhatsapp,
  conversation,
  createAttendantBusiness,
  daysAfter,
  sendAsCustomer,
  serverToday,
  uniqueCustomerNumber,
} from './support/attendant';
import { budget } from './support/budget';

/**
 * WCAG 2.5.5 on a phone (issue 25): every interactive element of every panel screen, at 390 px
 * with touch, has a hit area of at least 44 × 44 px. The hit area is the element's box or the
 * box of a label that clicks it (a 16 px checkbox in a 44 px label is fine), each counted only if
 * a tap at its centre reaches the element. Links inside a sentence are WCAG's inline exception.
 */
const MIN = 44;
const PHONE = { width: 390, height: 844 };

const test = base.extend<{ ownerPage: Page; phone: Page }>({
  ownerPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await createConfirmedAccount(page.request, baseURL ?? '', newAccount('alvos'));
    await use(page);
    await context.close();
  },
  phone: async ({ browser }, use) => {
    const context = await browser.newContext();
    await use(await context.newPage());
    await context.close();
  },
});

test.describe.configure({ timeout: budget(480_000) });

type Offender = { screen: string; target: string; size: string };

/** The screen's interactive elements whose hit area is under 44 × 44 px. */
async function smallTargets(page: Page, screen: string): Promise<Offender[]> {
  const found = await page.evaluate((min) => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="radio"]',
      '[role="menuitem"]',
      '[role="combobox"]',
    ].join(',');
    const out: Array<{ target: string; size: string }> = [];
    const hidden = (el: Element) => {
      const style = getComputedStyle(el);
      return (
        el.closest('[aria-hidden="true"], [inert], [data-sonner-toaster]') !== null ||
        style.visibility === 'hidden' ||
        // Screen-reader only until focused (the skip link): not a target for a finger.
        (style.position === 'absolute' && style.clipPath !== 'none' && style.clipPath !== '') ||
        (style.clip !== 'auto' && style.clip !== '')
      );
    };
    const name = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.getAttribute('placeholder') ??
        el.textContent ??
        '';
      const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
      const type = el.getAttribute('type');
      return `${role}${type ? `[${type}]` : ''} '${label.replace(/\s+/g, ' ').trim().slice(0, 50)}'`;
    };
    const hits = (targets: Element[], x: number, y: number) => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && targets.some((t) => t === hit || t.contains(hit));
    };
    /**
     * The hit area through a box's centre, as taps find it: from the centre outwards, 1 px at a
     * time, while a tap still reaches the element or its label (so an invisible ::before that
     * widens a switch counts, and a part covered by something else does not).
     */
    const hitArea = (targets: Element[], box: DOMRect) => {
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      if (!hits(targets, cx, cy)) return { width: 0, height: 0 };
      const run = (dx: number, dy: number) => {
        let n = 0;
        while (n < 200 && hits(targets, cx + dx * (n + 1), cy + dy * (n + 1))) n += 1;
        return n;
      };
      return { width: run(-1, 0) + run(1, 0) + 1, height: run(0, -1) + run(0, 1) + 1 };
    };
    /** A link inside a sentence: WCAG 2.5.5's inline exception. */
    const inline = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const parent = el.parentElement;
      return (
        parent !== null &&
        Array.from(parent.childNodes).some(
          (n) => n !== el && n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
        )
      );
    };
    const seen = new Set<Element>();
    for (const el of Array.from(document.querySelectorAll(SELECTOR))) {
      if (seen.has(el) || hidden(el) || inline(el)) continue;
      seen.add(el);
      if ((el as HTMLElement).closest('label') && el.tagName === 'A') continue;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const own = el.getBoundingClientRect();
      const labels = Array.from((el as HTMLInputElement).labels ?? []);
      const boxes = [own, ...labels.map((l) => l.getBoundingClientRect())].filter(
        (b) => b.width > 1 && b.height > 1,
      );
      // Nothing on screen (a screen-reader-only text, a collapsed part): not a target.
      if (boxes.length === 0 || getComputedStyle(el).display === 'none') continue;
      const targets = [el, ...labels];
      const areas = boxes.map((b) => hitArea(targets, b));
      // Covered at every centre (e.g. under the sticky bar): its own box says how big it is.
      const usable = areas.some((a) => a.width > 0) ? areas : boxes;
      const best = usable.reduce((a, b) =>
        Math.min(b.width, b.height) > Math.min(a.width, a.height) ? b : a,
      );
      if (best.width < min - 0.5 || best.height < min - 0.5)
        out.push({
          target: name(el),
          size: `${Math.round(best.width)}×${Math.round(best.height)}`,
        });
    }
    window.scrollTo(0, 0);
    return out;
  }, MIN);
  return found.map((f) => ({ screen, ...f }));
}

/** A panel screen at rest: its heading, nothing loading. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeAttached({ timeout: budget(30_000) });
  await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0, {
    timeout: budget(20_000),
  });
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: budget(20_000) });
  await page.waitForTimeout(300);
}

test('every panel screen at 390 px with touch has tap targets of at least 44 × 44 px', async ({
  ownerPage: page,
  phone,
}) => {
  const today = await serverToday(page.request);
  const dias = daysAfter(today, 7);
  const business = await createAttendantBusiness(page.request, dias);
  await connectWhatsapp(page.request, phone, business.instanceId);
  const customer = { number: uniqueCustomerNumber(), name: 'Tânia Alves' };
  await sendAsCustomer(phone, customer, 'Oi! Tem horário amanhã?');
  await expect(conversation(phone).fromBusiness.first()).toBeVisible({ timeout: 30_000 });
  const conversas = await page.request.get(`/api/instances/${business.instanceId}/conversas`);
  const [conversa] = (
    (await conversas.json()) as { items: { id: string; contato: { id: string } }[] }
  ).items;
  const dia = dias[1] ?? '';
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

  const id = business.instanceId;
  const screens: Array<[string, string]> = [
    ['Instâncias', '/painel/instancias'],
    ['Instância · Informações', `/painel/instancias/${id}?tab=geral&sub=informacoes`],
    ['Instância · Ativação', `/painel/instancias/${id}?tab=geral&sub=ativacao`],
    ['Instância · Assinatura', `/painel/instancias/${id}?tab=geral&sub=gerenciar-assinatura`],
    ['Instância · Atendente', `/painel/instancias/${id}?tab=atendente`],
    ['Instância · Serviços', `/painel/instancias/${id}?tab=servicos`],
    ['Instância · Localizações', `/painel/instancias/${id}?tab=localizacoes`],
    ['Instância · Profissionais', `/painel/instancias/${id}?tab=profissionais`],
    ['Instância · Contatos', `/painel/instancias/${id}?tab=clientes`],
    ['Serviços', '/painel/servicos'],
    [
      'Disponibilidade',
      `/painel/disponibilidade?instancia=${id}&profissional=${business.profissional.id}`,
    ],
    [
      'Agenda',
      `/painel/agenda?instancia=${id}&profissional=${business.profissional.id}&dia=${dia}`,
    ],
    ['Conversas', `/painel/conversas?instancia=${id}`],
    ['Conversa', `/painel/conversas?instancia=${id}&conversa=${conversa?.id}`],
    ['Dados Pessoais', '/painel/perfil'],
    ['Alterar Senha', '/painel/senha'],
  ];

  const offenders: Offender[] = [];
  for (const [screen, path] of screens) {
    await test.step(screen, async () => {
      await page.goto(path);
      await settle(page);
      offenders.push(...(await smallTargets(page, screen)));
    });
  }
  // The phone's menu, open.
  await page.goto('/painel/instancias');
  await settle(page);
  await page.getByRole('button', { name: 'Abrir menu' }).first().click();
  await page.waitForTimeout(400);
  offenders.push(...(await smallTargets(page, 'Menu do celular')));

  const report = offenders.map((o) => `${o.screen} · ${o.target} · ${o.size}`).join('\n');
  await test.info().attach('tap-targets.txt', { body: report || '(nenhum)' });
  console.log(`tap targets under ${MIN} px:\n${report || '(nenhum)'}`);
  expect(offenders, report).toEqual([]);
});
