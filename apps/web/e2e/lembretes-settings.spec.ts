import type { Page } from '@playwright/test';
import { previewAvisoDay } from '@secretaria/shared/aviso-templates';
import { lembreteSettingsUi as ui, msg } from '@secretaria/shared/messages';
import { createInstance } from './support/instances';
import { expectNoCutText } from './support/overflow';
import { expect, gotoLive, test } from './support/owners';
import { expectNoSeriousAxeViolations } from './support/scheduling';
import { budget } from './support/budget';

/** Issue 13: the owner's reminder settings, 'Lembretes e avisos' in the 'Atendente' tab. */
const tabUrl = (instanceId: string) => `/painel/instancias/${instanceId}?tab=atendente`;
const lembretesForm = (page: Page) => page.getByRole('form', { name: ui.title });
const chips = (page: Page) =>
  lembretesForm(page).getByRole('list', { name: ui.offsetsListLabel }).getByRole('listitem');
const UNKNOWN_NMOE =
  'Variável desconhecida: {nmoe}. Use {nome}, {servico}, {profissional}, {data}, {hora}, {local} ou {endereco}.';

async function addOffset(page: Page, amount: string, unit: string) {
  const form = lembretesForm(page);
  await form.getByLabel(ui.offsetAmount).fill(amount);
  await form.getByLabel(ui.offsetUnit).click();
  await page.getByRole('option', { name: unit, exact: true }).click();
  await form.getByRole('button', { name: ui.addOffset }).click();
}

// Full tab renders and axe on a shared, busy machine.
test.describe.configure({ timeout: budget(180_000) });
/** The panel's first paint of the tab (lazy route, session, instance and both settings reads). */
const FIRST_PAINT = 30_000;

test.describe("'Lembretes e avisos'", () => {
  test('the owner changes offsets, window and reminder text; they are kept after a reload', async ({
    page,
  }) => {
    const instance = await createInstance(page.request, { name: `Lembretes ${Date.now()}` });
    await gotoLive(page, tabUrl(instance.id));
    const form = lembretesForm(page);
    await expect(chips(page)).toHaveText(['24 horas antes', '2 horas antes'], {
      timeout: FIRST_PAINT,
    });
    await expect(form.getByLabel(ui.windowStart)).toHaveValue('08:00');

    await test.step('offsets: remove 2 h, add 30 min and 3 days by keyboard', async () => {
      await form.getByRole('button', { name: ui.removeOffset('2 horas antes') }).click();
      await expect(form.getByLabel(ui.offsetAmount)).toBeFocused();
      await addOffset(page, '30', ui.unitMinutes);
      await form.getByLabel(ui.offsetAmount).fill('3');
      await form.getByLabel(ui.offsetUnit).click();
      await page.getByRole('option', { name: ui.unitDays, exact: true }).click();
      await form.getByLabel(ui.offsetAmount).press('Enter');
      await expect(chips(page)).toHaveText([
        '72 horas antes',
        '24 horas antes',
        '30 minutos antes',
      ]);
      // A repeat is refused where it is typed.
      await form.getByLabel(ui.offsetAmount).fill('30');
      await form.getByLabel(ui.offsetUnit).click();
      await page.getByRole('option', { name: ui.unitMinutes, exact: true }).click();
      await form.getByLabel(ui.offsetAmount).press('Enter');
      await expect(form.getByText(msg.lembreteOffsetsDuplicate)).toBeVisible();
      await expect(chips(page)).toHaveCount(3);
    });

    await test.step('window and reminder text, with a variable inserted at the cursor', async () => {
      await form.getByLabel(ui.windowStart).fill('0730');
      await form.getByLabel(ui.windowEnd).fill('2100');
      const text = form.getByLabel(ui.reminderText, { exact: true });
      await text.fill('Oi {nome}! Seu horário é {data} às .');
      await text.press('End');
      await text.press('ArrowLeft');
      await form
        .getByRole('group', { name: `${ui.variablesLabel} ${ui.reminderText}` })
        .getByRole('button', { name: ui.insertVariable('hora', ui.variableMeanings.hora) })
        .click();
      await expect(text).toHaveValue('Oi {nome}! Seu horário é {data} às {hora}.');
      // Tomorrow in the instance's zone (it was a fixed 'amanhã (26/11)': issue 25).
      await expect(
        form.getByText(`Oi Maria! Seu horário é ${previewAvisoDay(instance.timezone)} às 14:00.`),
      ).toBeVisible();
      // '{endereço}' as the owner writes it is a variable too.
      await text.fill('Oi {nome}! Seu horário é {data} às {hora}, em {endereço}.');
      await expect(
        form.getByText(
          `Oi Maria! Seu horário é ${previewAvisoDay(instance.timezone)} às 14:00, em ${ui.previewValues.endereco}.`,
        ),
      ).toBeVisible();
      await text.fill('Oi {nome}! Seu horário é {data} às {hora}.');
      await form.getByRole('switch', { name: ui.ownerWhatsappNotices }).click();
      await form.getByRole('button', { name: ui.save }).click();
      await expect(page.getByText(msg.lembreteSettingsSaved)).toBeVisible();
    });

    await test.step('kept after a reload, and saved as sent', async () => {
      await page.reload();
      await expect(chips(page)).toHaveText(
        ['72 horas antes', '24 horas antes', '30 minutos antes'],
        { timeout: FIRST_PAINT },
      );
      await expect(form.getByLabel(ui.windowStart)).toHaveValue('07:30');
      await expect(form.getByLabel(ui.windowEnd)).toHaveValue('21:00');
      await expect(form.getByLabel(ui.reminderText, { exact: true })).toHaveValue(
        'Oi {nome}! Seu horário é {data} às {hora}.',
      );
      await expect(form.getByRole('switch', { name: ui.ownerWhatsappNotices })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      const saved = await page.request.get(`/api/instances/${instance.id}/lembretes`);
      expect(await saved.json()).toMatchObject({
        reminder_offsets_minutes: [4320, 1440, 30],
        proactive_window_start: '07:30',
        proactive_window_end: '21:00',
        reminder_text: 'Oi {nome}! Seu horário é {data} às {hora}.',
        // Left at its default, a text stays none.
        booking_confirmation_text: null,
        owner_whatsapp_notices: false,
      });
    });

    await test.step("'Restaurar texto padrão' brings the default text back", async () => {
      await form.getByRole('button', { name: ui.restoreDefaultOf(ui.reminderText) }).click();
      await expect(form.getByLabel(ui.reminderText, { exact: true })).toHaveValue(
        /^Olá, \{nome\}! Lembrete/,
      );
      await form.getByRole('button', { name: ui.save }).click();
      await expect(page.getByText(msg.lembreteSettingsSaved).first()).toBeVisible();
      const saved = await page.request.get(`/api/instances/${instance.id}/lembretes`);
      expect((await saved.json()).reminder_text).toBeNull();
    });
  });

  test('an unknown variable shows the pt-BR message and nothing is saved', async ({ page }) => {
    const instance = await createInstance(page.request, { name: `Variável ${Date.now()}` });
    await page.goto(tabUrl(instance.id));
    const form = lembretesForm(page);
    await expect(chips(page)).toHaveCount(2, { timeout: FIRST_PAINT });
    await form.getByLabel(ui.reminderText, { exact: true }).fill('Oi {nmoe}, até {hora}.');
    await form.getByLabel(ui.windowStart).fill('0900');
    await form.getByRole('button', { name: ui.save }).click();
    await expect(form.getByText(UNKNOWN_NMOE)).toBeVisible();
    await expect(form.getByLabel(ui.reminderText, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText(msg.lembreteSettingsSaved)).toHaveCount(0);
    const saved = await page.request.get(`/api/instances/${instance.id}/lembretes`);
    expect(await saved.json()).toMatchObject({
      reminder_text: null,
      proactive_window_start: '08:00',
    });
    // The API refuses it too, with the same words.
    const direct = await page.request.patch(`/api/instances/${instance.id}/lembretes`, {
      data: { reminder_text: 'Oi {nmoe}' },
    });
    expect(direct.status()).toBe(400);
    expect((await direct.json()).error.fields.reminder_text).toBe(UNKNOWN_NMOE);
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
          const form = lembretesForm(page);
          await expect(chips(page)).toHaveCount(2, { timeout: FIRST_PAINT });
          // With messages showing, as an owner sees them.
          await form.getByLabel(ui.windowEnd).fill('0700');
          await form.getByLabel(ui.cancelNoticeText, { exact: true }).fill('Cancelado {nmoe}.');
          await form.getByRole('button', { name: ui.save }).click();
          await expect(form.getByText(msg.janelaDeEnvioOrder)).toBeVisible();
          await expectNoCutText(chips(page), 'offset chips');
          await expectNoCutText(form.getByRole('switch'), 'switches');
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
          await page.mouse.move(0, 0);
          const name = `lembretes-${screen.viewport.width}-${theme}`;
          await page.getByRole('heading', { name: ui.title }).scrollIntoViewIfNeeded();
          await page.screenshot({ path: test.info().outputPath(`${name}-top.png`) });
          await form
            .getByRole('group', { name: ui.sectionWindow })
            .evaluate((el) => el.scrollIntoView({ block: 'start' }));
          await page.screenshot({ path: test.info().outputPath(`${name}-window.png`) });
          await form.getByLabel(ui.cancelNoticeText, { exact: true }).scrollIntoViewIfNeeded();
          await page.screenshot({ path: test.info().outputPath(`${name}-texts.png`) });
          expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
        });
      });
    }
  }
});
