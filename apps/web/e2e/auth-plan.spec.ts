import { expect, test } from '@playwright/test';
import { msg } from '@secretaria/shared/messages';
import { fillLoginForm, fillRegisterForm, newAccount, waitForEmailLink } from './support/accounts';
import { holdRequest } from './support/hold';

test('the Pro plan goes from the landing page through register and confirmation to the new-instance dialog', async ({
  page,
}) => {
  const account = newAccount('plano-pro');

  await test.step('the Pro card opens the register tab with the plan banner', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Começar com o Plano PRO' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register&plan=pro$/);
    await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Plano selecionado' })).toContainText(
      'Plano PRO',
    );
    expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBe('pro');
  });

  await test.step('register: the form resets, the notice shows and the Entrar tab opens', async () => {
    const form = await fillRegisterForm(page, account);
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByRole('main').getByText(msg.signUpSuccessNotice)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Entrar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('');
  });

  await test.step('the confirmation link keeps the plan', async () => {
    const link = await waitForEmailLink(page.request, account.email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\?verified=1&plan=pro$/);
    await expect(page.getByRole('region', { name: 'Plano selecionado' })).toContainText(
      'Plano PRO',
    );
  });

  await test.step('login lands on the new-instance dialog for the Pro plan', async () => {
    const form = await fillLoginForm(page, account.email, account.password);
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/painel\/instancias\?newInstance=true&plan=pro$/);
  });
});

test('login reads "Entrando..." with the button disabled while the request runs', async ({
  page,
}) => {
  await page.goto('/auth');
  const release = await holdRequest(page, '/api/auth/sign-in/email');
  const form = await fillLoginForm(page, 'ninguem@exemplo.com', 'segredo123');
  await form.getByRole('button', { name: 'Entrar' }).click();
  const busy = form.getByRole('button', { name: 'Entrando...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();
  await expect(form.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  await expect(page.getByRole('main').getByText(msg.loginFailedNotice)).toBeVisible();
});

test('register reads "Cadastrando..." with the button disabled while the request runs', async ({
  page,
}) => {
  await page.goto('/auth?tab=register');
  const release = await holdRequest(page, '/api/auth/sign-up/email');
  const form = await fillRegisterForm(page, newAccount('cadastrando'));
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  const busy = form.getByRole('button', { name: 'Cadastrando...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();
  await expect(page.getByRole('main').getByText(msg.signUpSuccessNotice)).toBeVisible();
});

test('a signed-in visitor opening /auth?plan=ultra goes straight to the new-instance dialog', async ({
  page,
}) => {
  // Same destination as a fresh login with that plan (spec §2).
  const account = newAccount('ja-logado');
  await page.goto('/auth?tab=register');
  const form = await fillRegisterForm(page, account);
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByRole('main').getByText(msg.signUpSuccessNotice)).toBeVisible();
  await page.goto(await waitForEmailLink(page.request, account.email));
  const login = await fillLoginForm(page, account.email, account.password);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/painel\/instancias$/);
  await page.goto('/auth?plan=ultra');
  await expect(page).toHaveURL(/\/painel\/instancias\?newInstance=true&plan=ultra$/);
});

test('/auth stays light even when the saved theme is dark', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
  await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
