import type { Page } from '@playwright/test';
import { msg } from '@secretaria/shared/messages';
import { createConfirmedAccount, newAccount } from './support/accounts';
import { budget } from './support/budget';
import { contextFor } from './support/contexts';
import { createInstance } from './support/instances';
import { expect, test } from './support/owners';
import { expectNoSeriousAxeViolations } from './support/scheduling';

/** Issue 27 item 1: an instance on the official WhatsApp API, in embedded mode's simulator. */
test.describe.configure({ timeout: budget(90_000) });

const SHOTS = process.env.META_SHOTS_DIR;
const literal = (text: string) => new RegExp(text.replace(/[()]/g, '\\$&'));

const ativacao = (id: string) => `/painel/instancias/${id}?tab=geral&sub=ativacao`;

async function useTestNumber(page: Page) {
  const form = page.getByRole('form', { name: msg.gatewayMeta });
  await form.getByRole('button', { name: msg.metaUseTestNumber }).click();
  await expect(form.getByLabel(msg.metaPhoneNumberIdLabel)).toHaveValue(/^\d{5,20}$/);
  await expect(form.getByLabel(msg.metaWabaIdLabel)).toHaveValue(/^\d{5,20}$/);
  return form;
}

test('the owner connects an instance through the official API on the simulator, and goes back to the QR code', async ({
  page,
}) => {
  const instance = await createInstance(page.request, { name: `API oficial ${Date.now()}` });
  await page.goto(ativacao(instance.id));

  const choice = page.getByRole('radiogroup');
  const qrOption = choice.getByRole('radio', { name: literal(msg.gatewayEvolution) });
  const metaOption = choice.getByRole('radio', { name: literal(msg.gatewayMeta) });
  await expect(qrOption).toBeChecked();
  await expect(page.getByRole('button', { name: msg.qrGenerate })).toBeVisible();

  // By the keyboard: the arrow moves to the official API, Space chooses it. (Radix checks on the
  // arrow alone only when its deferred focus lands before the key is released, which a loaded
  // machine does not guarantee.)
  await qrOption.focus();
  await page.keyboard.press('ArrowRight');
  await expect(metaOption).toBeFocused();
  await page.keyboard.press('Space');
  await expect(metaOption).toBeChecked();
  await expect(page.getByRole('button', { name: msg.qrGenerate })).toHaveCount(0);

  const form = page.getByRole('form', { name: msg.gatewayMeta });
  const token = form.getByLabel(msg.metaAccessTokenLabel);
  await expect(token).toHaveAttribute('type', 'password');

  // Empty: the pt-BR messages under each field, no request.
  await form.getByRole('button', { name: msg.metaConnect }).click();
  await expect(form.getByText(msg.metaPhoneNumberIdRequired)).toBeVisible();
  await expect(form.getByText(msg.metaAccessTokenRequired)).toBeVisible();

  // A token Meta does not know: refused at the token field, nothing saved.
  await useTestNumber(page);
  await token.fill('EAAG-um-token-que-a-meta-nao-conhece');
  await form.getByRole('button', { name: msg.metaConnect }).click();
  await expect(form.getByText(msg.metaTokenRejected)).toBeVisible();
  await expect(token).toHaveAttribute('aria-invalid', 'true');

  // The simulator's test number, typed by the button, connects.
  await useTestNumber(page);
  const phoneNumberId = await form.getByLabel(msg.metaPhoneNumberIdLabel).inputValue();
  await form.getByRole('button', { name: msg.metaConnect }).click();
  await expect(page.getByText(msg.metaConnectedTitle).first()).toBeVisible();
  await expect(page.getByText(phoneNumberId)).toBeVisible();
  await expect(page.getByRole('link', { name: msg.simulatorPhoneLink })).toHaveAttribute(
    'href',
    new RegExp(`/phone/${phoneNumberId}$`),
  );

  // The state comes from Meta on every visit; the token is never in the page.
  await page.reload();
  await expect(page.getByText(msg.metaConnectedTitle).first()).toBeVisible();
  await expect(metaOption).toBeChecked();
  const state = await page.request.get(`/api/instances/${instance.id}/whatsapp`);
  expect(await state.json()).toMatchObject({ gateway: 'meta', state: 'CONNECTED' });
  await expect(page.getByRole('main')).not.toContainText('EAAG');

  // Back to WhatsApp Web: confirmed, then the QR code as before.
  await qrOption.click();
  await page.getByRole('button', { name: msg.metaSwitchToQr }).click();
  const dialog = page.getByRole('alertdialog', { name: msg.metaSwitchToQrTitle });
  await dialog.getByRole('button', { name: msg.metaSwitchToQr }).click();
  await expect(page.getByRole('button', { name: msg.qrGenerate })).toBeVisible();
  await expect(qrOption).toBeChecked();
  await page.getByRole('button', { name: msg.qrGenerate }).click();
  await expect(page.getByRole('img', { name: msg.qrAlt })).toBeVisible();
});

for (const size of ['phone', 'desktop'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    const tag = `${size === 'phone' ? 390 : 1280}-${theme}`;
    test(`the official-API form and line at ${tag}: 44 px targets on a phone, no serious axe violation`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(budget(120_000));
      const context = await contextFor(browser, size, theme);
      const page = await context.newPage();
      await createConfirmedAccount(page.request, baseURL ?? '', newAccount(`meta-${tag}`));
      const instance = await createInstance(page.request, { name: `Meta ${tag}` });
      await page.goto(ativacao(instance.id));
      await page.getByRole('radio', { name: literal(msg.gatewayMeta) }).click();
      const form = page.getByRole('form', { name: msg.gatewayMeta });
      await form.getByRole('button', { name: msg.metaConnect }).click();
      await expect(form.getByText(msg.metaWabaIdRequired)).toBeVisible();
      expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
      if (size === 'phone') {
        // Nothing of the form is wider than the card it sits in (the sub-tabs' row).
        const card = await page
          .getByRole('tablist')
          .filter({ has: page.getByRole('tab', { name: 'Ativação' }) })
          .boundingBox();
        for (const part of [form, page.getByRole('radiogroup')]) {
          const box = await part.boundingBox();
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
            (card?.x ?? 0) + (card?.width ?? 0) + 1,
          );
        }
        for (const target of [
          form.getByRole('button', { name: msg.metaUseTestNumber }),
          form.getByRole('button', { name: msg.metaConnect }),
          form.getByLabel(msg.metaAccessTokenLabel),
          page.locator('label[for="gateway-meta"]'),
        ]) {
          const box = await target.boundingBox();
          expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        }
      }
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/meta-form-${tag}.png`, fullPage: true });

      await useTestNumber(page);
      await form.getByRole('button', { name: msg.metaConnect }).click();
      await expect(page.getByText(msg.metaConnectedTitle).first()).toBeVisible();
      expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/meta-line-${tag}.png`, fullPage: true });
      await context.close();
    });
  }
}
