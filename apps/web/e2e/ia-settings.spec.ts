import type { Page } from '@playwright/test';
import type { IaSettings } from '@secretaria/shared/ia-settings-schemas';
import { iaSettingsUi as ui, msg } from '@secretaria/shared/messages';
import { PLANS } from '@secretaria/shared/plans';
import { createInstance } from './support/instances';
import { expectNoCutText } from './support/overflow';
import { expect, gotoLive, test } from './support/owners';
import { expectNoSeriousAxeViolations } from './support/scheduling';

/** Issue 14: 'Modo de atendimento' and 'Uso da IA neste mês' in the 'Atendente' tab. */
const tabUrl = (instanceId: string) => `/painel/instancias/${instanceId}?tab=atendente`;
const iaForm = (page: Page) => page.getByRole('form', { name: ui.title });
const modes = (page: Page) => iaForm(page).getByRole('radiogroup', { name: ui.modeLabel });
const usagePanel = (page: Page) => page.getByRole('region', { name: ui.usageTitle });
const count = new Intl.NumberFormat('pt-BR');

async function iaSettings(page: Page, instanceId: string): Promise<IaSettings> {
  const res = await page.request.get(`/api/instances/${instanceId}/ia`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as IaSettings;
}

// Full tab renders and axe on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });
/** The panel's first paint of the tab (lazy route, session, instance and the settings reads). */
const FIRST_PAINT = 30_000;

test.describe("'Modo de atendimento'", () => {
  test("starts on 'Regras'; the instructions are saved and kept after a reload", async ({
    page,
  }) => {
    const instance = await createInstance(page.request, {
      name: `Modo ${Date.now()}`,
      price_id: 'start',
    });
    const { modelConfigured } = await iaSettings(page, instance.id);
    await gotoLive(page, tabUrl(instance.id));
    const regras = modes(page).getByRole('radio', { name: ui.regras });
    const ia = modes(page).getByRole('radio', { name: ui.ia });
    await expect(regras).toHaveAttribute('aria-checked', 'true', { timeout: FIRST_PAINT });
    await expect(ia).toHaveAttribute('aria-checked', 'false');

    await test.step("'Uso da IA neste mês' shows this month's zeros and the plan's cap", async () => {
      const cap = PLANS.start.aiCallsPerMonth as number;
      await expect(usagePanel(page).getByText(`0 de ${count.format(cap)} chamadas`)).toBeVisible();
      await expect(
        usagePanel(page).getByRole('progressbar', { name: ui.usageProgressLabel }),
      ).toHaveAttribute('aria-valuenow', '0');
    });

    if (!modelConfigured) {
      await test.step("without a model, 'IA' is disabled with the reason", async () => {
        await expect(ia).toBeDisabled();
        await expect(iaForm(page).getByText(ui.iaUnavailable)).toBeVisible();
        await regras.focus();
        await page.keyboard.press('ArrowDown');
        await expect(regras).toBeFocused();
        await expect(regras).toHaveAttribute('aria-checked', 'true');
        // The API refuses it too, in pt-BR.
        const direct = await page.request.patch(`/api/instances/${instance.id}/ia`, {
          data: { attendant_mode: 'ia' },
        });
        expect(direct.status()).toBe(400);
        expect((await direct.json()).error.fields.attendant_mode).toBe(msg.attendantModeNoModel);
      });
    }

    await test.step('instructions saved with the toast and kept after a reload', async () => {
      await iaForm(page).getByLabel(ui.instructions).fill('  Fale de forma breve e simpática.  ');
      await iaForm(page).getByRole('button', { name: ui.save }).click();
      await expect(page.getByText(msg.iaSettingsSaved)).toBeVisible();
      await page.reload();
      await expect(iaForm(page).getByLabel(ui.instructions)).toHaveValue(
        'Fale de forma breve e simpática.',
        { timeout: FIRST_PAINT },
      );
      expect(await iaSettings(page, instance.id)).toMatchObject({
        attendant_mode: 'regras',
        ai_instructions: 'Fale de forma breve e simpática.',
      });
    });
  });

  test("with a model, the arrow keys choose 'IA' and the choice is kept after saving", async ({
    page,
  }) => {
    const instance = await createInstance(page.request, { name: `IA ${Date.now()}` });
    const { modelConfigured } = await iaSettings(page, instance.id);
    test.skip(!modelConfigured, 'this server has no model configured (LLM_*)');
    await gotoLive(page, tabUrl(instance.id));
    const regras = modes(page).getByRole('radio', { name: ui.regras });
    const ia = modes(page).getByRole('radio', { name: ui.ia });
    await expect(regras).toHaveAttribute('aria-checked', 'true', { timeout: FIRST_PAINT });
    await regras.focus();
    // A person's key stays down for tens of milliseconds; Radix moves the focus a task after the
    // keydown and checks the item it lands on while the arrow is still down.
    await page.keyboard.down('ArrowDown');
    await expect(ia).toBeFocused();
    await page.keyboard.up('ArrowDown');
    await expect(ia).toHaveAttribute('aria-checked', 'true');
    await iaForm(page).getByRole('button', { name: ui.save }).click();
    await expect(page.getByText(msg.iaSettingsSaved)).toBeVisible();
    await expect(ia).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(ia).toHaveAttribute('aria-checked', 'true', { timeout: FIRST_PAINT });
    expect((await iaSettings(page, instance.id)).attendant_mode).toBe('ia');
  });

  const screens = [
    { label: '390 px touch', viewport: { width: 390, height: 844 }, touch: true },
    { label: '1280 px', viewport: { width: 1280, height: 900 }, touch: false },
  ] as const;
  for (const screen of screens) {
    for (const theme of ['light', 'dark'] as const) {
      test.describe(`at ${screen.label}, ${theme}`, () => {
        test.use({ viewport: screen.viewport, hasTouch: screen.touch, isMobile: screen.touch });

        test('has no serious axe violations, no cut text and no horizontal scroll', async ({
          page,
        }) => {
          await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
          const instance = await createInstance(page.request);
          await page.goto(tabUrl(instance.id));
          await expect(modes(page).getByRole('radio', { name: ui.regras })).toBeVisible({
            timeout: FIRST_PAINT,
          });
          await expectNoCutText(modes(page).locator('label'), 'mode labels');
          await expectNoCutText(usagePanel(page).locator('dt, dd'), 'usage figures');
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
          await page.mouse.move(0, 0);
          await page.getByRole('heading', { name: ui.title }).scrollIntoViewIfNeeded();
          await page.screenshot({
            path: test.info().outputPath(`ia-${screen.viewport.width}-${theme}.png`),
          });
          expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
        });
      });
    }
  }
});
