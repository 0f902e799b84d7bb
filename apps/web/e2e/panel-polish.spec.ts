import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { msg } from '@secretaria/shared/messages';
import { createConfirmedAccount, fillRegisterForm, logIn, newAccount } from './support/accounts';
import { holdRequest } from './support/hold';
import { buyInstance } from './support/checkout-api';
import { cutTexts, expectNoCutText, expectTextsNotCovered } from './support/overflow';
import { expectNoSeriousAxeViolations, waitForToastsAtRest } from './support/scheduling';
import { budget } from './support/budget';

/** Issue 12, 'Polish carried over from the panel': what a new owner sees at 390 and 1280 px. */
test.describe.configure({ timeout: budget(90_000) });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = process.env.POLISH_SHOTS_DIR;

/**
 * The viewport, scrolled to `focus`: a full-page shot resizes the emulated screen, which drops
 * the phone's touch emulation (and with it what a phone is shown) for the shot.
 */
async function shoot(page: Page, name: string, focus?: Locator) {
  if (!SHOTS) return;
  if (focus) await focus.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function contextFor(browser: Browser, size: 'phone' | 'desktop', theme: 'light' | 'dark') {
  const context = await browser.newContext(
    size === 'phone'
      ? { viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
      : { viewport: DESKTOP },
  );
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return context;
}

test.describe('messages that outlive their moment', () => {
  test('at 390 px a failed login is said once in the form, nothing covers Entrar, and nothing follows into the panel', async ({
    browser,
    baseURL,
  }) => {
    const account = newAccount('toast');
    const seed = await browser.newContext();
    await createConfirmedAccount(seed.request, baseURL ?? '', account);
    await seed.close();

    const context = await contextFor(browser, 'phone', 'light');
    const page = await context.newPage();
    await page.goto('/auth?plan=pro');
    await logIn(page, account.email, 'senhaErrada1');
    const form = page.getByRole('form', { name: 'Entrar' });
    await expect(form.getByRole('alert')).toContainText(msg.loginFailedNotice);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expectTextsNotCovered(form.getByRole('button', { name: 'Entrar' }), 'Entrar');
    expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'auth-login-error-390-light');

    await form.getByLabel('Senha', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/newInstance=true&plan=pro/);
    const pay = page
      .getByRole('dialog', { name: 'Adicionar instância' })
      .getByRole('button', { name: 'Continuar para pagamento' });
    await pay.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expectTextsNotCovered(pay, 'Continuar para pagamento');
    await context.close();
  });

  test('after registering, the sign-in form keeps the e-mail; a failed attempt replaces the Cadastro realizado notice', async ({
    browser,
  }) => {
    const account = newAccount('cadastro');
    const context = await contextFor(browser, 'phone', 'light');
    const page = await context.newPage();
    await page.goto('/auth?tab=register');
    const register = await fillRegisterForm(page, account);
    await register.getByRole('button', { name: 'Cadastrar' }).click();

    const main = page.getByRole('main');
    await expect(main.getByText(msg.signUpSuccessNotice)).toBeVisible();
    const login = page.getByRole('form', { name: 'Entrar' });
    await expect(login.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

    await login.getByLabel('Senha', { exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Entrar' }).click();
    await expect(login.getByText(msg.emailNotConfirmed)).toBeVisible();
    await expect(main.getByText(msg.signUpSuccessNotice)).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await context.close();
  });

  test('a sign-up the server refuses is shown under the e-mail, not in a toast', async ({
    page,
  }) => {
    const account = newAccount('recusado');
    // The server hides whether an e-mail exists; its other refusals take this path.
    await page.route('**/api/auth/sign-up/email', (route) =>
      route.fulfill({
        status: 409,
        json: { error: { code: 'CONFLICT', message: 'Este email já está cadastrado.' } },
      }),
    );
    await page.goto('/auth?tab=register');
    const register = await fillRegisterForm(page, account);
    await register.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(register.getByText('Este email já está cadastrado.')).toBeVisible();
    await expect(register.getByLabel('Email', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });
});

test.describe('loading screens say what is loading', () => {
  test('the first /auth load and the return from the payment page name what they wait for', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await createConfirmedAccount(page.request, baseURL ?? '', newAccount('carregando'));
    const release = await holdRequest(page, '/api/auth/get-session');

    await page.goto('/auth');
    await expect(page.getByRole('status', { name: msg.loadingSession })).toContainText(
      msg.loadingSession,
    );
    release();
    await expect(page).toHaveURL(/\/painel/);

    await page.unroute('**/api/auth/get-session');
    const releaseAgain = await holdRequest(page, '/api/auth/get-session');
    await page.goto('/painel/instancias?success=true&session_id=cs_test_inexistente');
    await expect(page.getByRole('status', { name: msg.loadingCheckout })).toContainText(
      msg.loadingCheckout,
    );
    releaseAgain();
    await context.close();
  });
});

test.describe('time zones', () => {
  test('the list shows pt-BR names under current ids, never a raw id', async ({
    page,
    baseURL,
  }) => {
    await createConfirmedAccount(page.request, baseURL ?? '', newAccount('fusos'));
    const list = (await (await page.request.get('/timezones.json')).json()) as {
      value: string;
      text: string;
    }[];
    const values = list.map((z) => z.value);
    expect(values).toEqual(
      expect.arrayContaining(['Asia/Kolkata', 'Asia/Ho_Chi_Minh', 'Asia/Yangon']),
    );
    expect(values).not.toContain('Asia/Calcutta');
    for (const { text } of list) expect(text).not.toMatch(/_|\b\w+\/\w+/);

    await page.goto('/painel/instancias?newInstance=true');
    const dialog = page.getByRole('dialog', { name: 'Adicionar instância' });
    const zone = dialog.getByRole('combobox', { name: 'Fuso horário' });
    await expect(zone).toContainText('(UTC-03:00) São Paulo');
    await zone.click();
    await expect(page.getByRole('option', { name: /Kolkata/ })).toHaveCount(1);
    await expect(page.getByRole('option', { name: /Calcut/ })).toHaveCount(0);
  });
});

for (const size of ['phone', 'desktop'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    const tag = `${size === 'phone' ? 390 : 1280}-${theme}`;

    test(`first steps at ${tag}: empty Instâncias, card to Ativação, QR help, payments; axe clean with toasts`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(budget(180_000));
      const context = await contextFor(browser, size, theme);
      const page = await context.newPage();
      await createConfirmedAccount(page.request, baseURL ?? '', newAccount(`passos-${tag}`));

      // The empty page says what to do first.
      await page.goto('/painel/instancias');
      await expect(page.getByText(msg.noInstancesFirstStep)).toBeVisible();
      const steps = page.getByRole('list', { name: msg.firstStepsLabel });
      await expect(steps.getByRole('listitem')).toHaveText([...msg.noInstancesSteps]);
      const add = page.getByRole('main').getByRole('link', { name: msg.addInstance });
      await add.hover();
      expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
      await shoot(page, `instancias-vazia-${tag}`);
      await add.click();
      await expect(page.getByRole('dialog', { name: 'Adicionar instância' })).toBeVisible();
      await shoot(page, `adicionar-instancia-${tag}`);

      // After payment the card leads to Ativação.
      const { instanceId } = await buyInstance(page.request, 'pro', `Clínica ${tag}`);
      await page.goto('/painel/instancias');
      const card = page.getByRole('article', { name: `Clínica ${tag}` });
      await expect(card).toContainText('São Paulo (UTC-03:00)');
      await shoot(page, `instancias-card-${tag}`, card);
      await expectNoCutText(card, 'the instance card');
      await card.getByRole('link', { name: `${msg.connectWhatsapp}: Clínica ${tag}` }).click();
      await expect(page).toHaveURL(
        new RegExp(`/painel/instancias/${instanceId}\\?tab=geral&sub=ativacao`),
      );
      await page.getByRole('button', { name: 'Gerar QR Code' }).click();
      await expect(page.getByRole('img', { name: 'QR Code do WhatsApp' })).toBeVisible();
      if (size === 'phone') {
        // The QR is on the phone that must read it: the way out, with the gateway's code.
        await expect(page.getByText(msg.qrOnThisPhoneTitle)).toBeVisible();
        await expect(page.getByText(msg.pairingCodeSteps)).toBeVisible();
        await expect(page.getByText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/)).toBeVisible();
      } else {
        await expect(page.getByText(msg.qrOnThisPhoneTitle)).toHaveCount(0);
      }
      await page.getByRole('button', { name: 'Gerar novo QR Code' }).hover();
      expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
      await shoot(page, `ativacao-${tag}`, page.getByRole('img', { name: 'QR Code do WhatsApp' }));
      if (size === 'phone') {
        await shoot(page, `ativacao-codigo-${tag}`, page.getByText(msg.pairingCodeSteps));
      }

      // The payment history: 'Pago' whole at 390 px.
      await page.getByRole('tab', { name: 'Assinatura' }).click();
      const history = page.getByRole(size === 'phone' ? 'list' : 'table', {
        name: 'Histórico de pagamentos',
      });
      await expect(history).toContainText('Pago');
      await expectNoCutText(history, 'the payment history');
      expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
      await shoot(page, `assinatura-${tag}`, history);

      // A load error is said once, in place: no toast repeats it.
      await page.route('**/api/instances', (route) =>
        route.fulfill({
          status: 500,
          json: { error: { code: 'INTERNAL', message: msg.unexpected } },
        }),
      );
      await page.goto('/painel/instancias');
      // After the query's two retries with their back-off.
      await expect(page.getByRole('alert')).toContainText(msg.loadInstancesError, {
        timeout: budget(20_000),
      });
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

      // Error and success toasts on screen, measured as they are (no exclusion).
      await page.route('**/api/profile', (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({
              status: 500,
              json: { error: { code: 'INTERNAL', message: msg.serverError } },
            })
          : route.continue(),
      );
      await page.goto('/painel/perfil');
      const save = page.getByRole('button', { name: 'Salvar Alterações' });
      await save.click();
      const toast = page.locator('[data-sonner-toast][data-type="error"]');
      await expect(toast).toContainText(msg.updateProfileError);
      await waitForToastsAtRest(page);
      expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
      await shoot(page, `toast-erro-${tag}`);
      await page.unroute('**/api/profile');
      await save.click();
      const success = page.locator('[data-sonner-toast][data-type="success"]');
      await expect(success).toContainText(msg.profileUpdated);
      await waitForToastsAtRest(page);
      expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
      await shoot(page, `toast-sucesso-${tag}`);
      await context.close();
    });
  }
}

test('the payment history table cut its Pago badge at 390 px; the rows do not', async ({
  browser,
  baseURL,
}) => {
  const context = await contextFor(browser, 'phone', 'light');
  const page = await context.newPage();
  await createConfirmedAccount(page.request, baseURL ?? '', newAccount('pago'));
  const { instanceId } = await buyInstance(page.request, 'ultra', 'Salão com nome comprido');
  await page.goto(`/painel/instancias/${instanceId}?tab=geral&sub=gerenciar-assinatura`);
  const rows = page.getByRole('list', { name: 'Histórico de pagamentos' });
  await expect(rows).toContainText('Pago');
  expect(await cutTexts(rows)).toEqual([]);
  await expect(page.getByRole('table', { name: 'Histórico de pagamentos' })).toBeHidden();
  await context.close();
});
