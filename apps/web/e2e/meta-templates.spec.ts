import type { Page } from '@playwright/test';
import { msg, templatesUi as ui } from '@secretaria/shared/messages';
import { META_PRICING_URL } from '@secretaria/shared/whatsapp-templates-schemas';
import { createConfirmedAccount, newAccount } from './support/accounts';
import { budget } from './support/budget';
import { contextFor } from './support/contexts';
import { createInstance } from './support/instances';
import { expect, test } from './support/owners';
import { expectNoSeriousAxeViolations } from './support/scheduling';

/**
 * Issue 27 items 4 and 7: an official-API instance's message templates, sent for approval from
 * Ativação and approved by the embedded Meta simulator, with the month's template count.
 */
test.describe.configure({ timeout: budget(90_000) });

const SHOTS = process.env.META_SHOTS_DIR;
const literal = (text: string) => new RegExp(text.replace(/[()]/g, '\\$&'));
const ativacao = (id: string) => `/painel/instancias/${id}?tab=geral&sub=ativacao`;
const PURPOSES = Object.values(ui.purposes);

/** A new instance of the page's owner, connected through the simulator's test number. */
async function connectedMetaInstance(page: Page, name: string) {
  const instance = await createInstance(page.request, { name });
  await page.goto(ativacao(instance.id));
  await page.getByRole('radio', { name: literal(msg.gatewayMeta) }).click();
  const form = page.getByRole('form', { name: msg.gatewayMeta });
  await form.getByRole('button', { name: msg.metaUseTestNumber }).click();
  await expect(form.getByLabel(msg.metaPhoneNumberIdLabel)).toHaveValue(/^\d{5,20}$/);
  await form.getByRole('button', { name: msg.metaConnect }).click();
  await expect(page.getByText(msg.metaConnectedTitle).first()).toBeVisible();
  return instance;
}

const templateItem = (page: Page, purpose: string) =>
  page.getByRole('list', { name: ui.title }).getByRole('listitem', { name: purpose });

test('the owner sends the message templates for approval and sees them approved by the simulator', async ({
  page,
}) => {
  const instance = await connectedMetaInstance(page, `Modelos ${Date.now()}`);
  const section = page.getByRole('region', { name: ui.title });
  await expect(section).toBeVisible();
  for (const purpose of PURPOSES)
    await expect(templateItem(page, purpose)).toContainText(ui.states.nao_enviado);
  // The reminder's text with its variables as the owner writes them, and its answers as buttons.
  await expect(templateItem(page, ui.purposes.lembrete)).toContainText('{nome}');
  await expect(templateItem(page, ui.purposes.lembrete)).toContainText('Remarcar');
  await expect(section.getByText(ui.monthCount(0))).toBeVisible();
  await expect(section.getByRole('link', { name: ui.pricingLink })).toHaveAttribute(
    'href',
    META_PRICING_URL,
  );

  // By the keyboard.
  const submitAll = section.getByRole('button', { name: ui.submitAll, exact: true });
  await submitAll.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(ui.submitted)).toBeVisible();
  await expect(submitAll).toHaveCount(0);
  for (const purpose of PURPOSES)
    await expect(templateItem(page, purpose)).not.toContainText(ui.states.nao_enviado);

  // The simulator approves right after answering PENDING: 'Atualizar status' reads it.
  await section.getByRole('button', { name: ui.refresh }).click();
  await expect(page.getByText(ui.refreshed)).toBeVisible();
  for (const purpose of PURPOSES)
    await expect(templateItem(page, purpose)).toContainText(ui.states.aprovado);
  await expect(section.getByText(/Status conferido com a Meta em/)).toBeVisible();

  // On the next visit the statuses come from Meta again, and the server agrees.
  await page.reload();
  for (const purpose of PURPOSES)
    await expect(templateItem(page, purpose)).toContainText(ui.states.aprovado);
  const api = await page.request.get(`/api/instances/${instance.id}/whatsapp/templates`);
  const body = (await api.json()) as { templates: Array<{ state: string; name: string }> };
  expect(body.templates.map((t) => t.state)).toEqual([
    'aprovado',
    'aprovado',
    'aprovado',
    'aprovado',
  ]);
  expect(body.templates[0]!.name).toMatch(/^secretaria_lembrete_[0-9a-f]{8}$/);
});

for (const size of ['phone', 'desktop'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    const tag = `${size === 'phone' ? 390 : 1280}-${theme}`;
    test(`the message templates at ${tag}: 44 px targets on a phone, no serious axe violation`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(budget(120_000));
      const context = await contextFor(browser, size, theme);
      const page = await context.newPage();
      await createConfirmedAccount(page.request, baseURL ?? '', newAccount(`modelos-${tag}`));
      await connectedMetaInstance(page, `Modelos ${tag}`);
      const section = page.getByRole('region', { name: ui.title });
      await expect(section.getByRole('button', { name: ui.submitAll, exact: true })).toBeVisible();
      expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
      if (SHOTS) {
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/modelos-antes-${tag}.png`, fullPage: true });
      }
      if (size === 'phone') {
        const width = await page.evaluate(() => document.documentElement.clientWidth);
        const box = await section.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
        for (const target of [
          section.getByRole('button', { name: ui.submitAll, exact: true }),
          section.getByRole('button', { name: ui.refresh }),
          section.getByRole('button', { name: ui.submitOne(ui.purposes.lembrete) }),
          section.getByRole('link', { name: ui.pricingLink }),
        ]) {
          const targetBox = await target.boundingBox();
          expect(targetBox?.height ?? 0).toBeGreaterThanOrEqual(44);
        }
      }
      await section.getByRole('button', { name: ui.submitAll, exact: true }).click();
      await expect(page.getByText(ui.submitted)).toBeVisible();
      await section.getByRole('button', { name: ui.refresh }).click();
      await expect(templateItem(page, ui.purposes.remarcacao)).toContainText(ui.states.aprovado);
      expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/modelos-${tag}.png`, fullPage: true });
      await context.close();
    });
  }
}
