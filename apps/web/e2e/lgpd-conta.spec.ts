import { readFile } from 'node:fs/promises';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { createConfirmedAccount, logIn, newAccount, type Account } from './support/accounts';
import { createInstance } from './support/instances';
import { expectNoSeriousAxeViolations } from './support/scheduling';

/**
 * Each test gets an owner of its own, signed in on a page of its own: the account is deleted
 * here, so neither the shared `account` nor `owner` of the other specs can play it.
 */
const test = base.extend<{ fresh: { account: Account; page: Page } }>({
  fresh: async ({ browser, playwright, baseURL }, use) => {
    if (!baseURL) throw new Error('baseURL is not configured');
    const request = await playwright.request.newContext({ baseURL });
    const account = await createConfirmedAccount(request, baseURL, newAccount('conta'));
    const storageState = await request.storageState();
    await request.dispose();
    const context = await (browser as Browser).newContext({ storageState });
    await use({ account, page: await context.newPage() });
    await context.close();
  },
});

test.describe("LGPD for the owner's account", () => {
  test('exports the whole account as a JSON download', async ({ fresh: { account, page } }) => {
    const instance = await createInstance(page.request);
    await page.goto('/painel/perfil');
    const section = page.getByRole('region', { name: 'Seus dados (LGPD)' });
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Exportar meus dados' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('secretaria-ia-meus-dados.json');
    const data = JSON.parse(await readFile(await file.path(), 'utf8'));
    expect(data.conta.email).toBe(account.email);
    expect(data.dados.whatsapp_instances.map((i: { id: string }) => i.id)).toEqual([instance.id]);
    await expect(page.getByText('O arquivo com os dados da sua conta foi baixado.')).toBeVisible();
  });

  test('refuses a wrong password, then deletes the account and its sign-in', async ({
    fresh: { account, page },
  }) => {
    await createInstance(page.request);
    await page.goto('/painel/perfil');
    const section = page.getByRole('region', { name: 'Seus dados (LGPD)' });
    await section.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir sua conta para sempre?' });
    await expect(dialog.getByText(/Esta ação não pode ser desfeita\./)).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Excluir conta' });
    await expect(confirm).toBeDisabled();
    const senha = dialog.getByLabel('Confirme com a sua senha');

    await senha.fill('nao-e-a-senha');
    await confirm.click();
    await expect(dialog.getByText('Senha incorreta.')).toBeVisible();
    // The dialog with its inline error, as measured (no exclusion).
    expect(await expectNoSeriousAxeViolations(page)).toEqual([]);
    await expect(page).toHaveURL(/\/painel\/perfil$/);
    expect((await page.request.get('/api/profile')).status()).toBe(200);

    await senha.fill(account.password);
    await confirm.click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(
      page.getByText('A sua conta e todos os dados dela foram excluídos.'),
    ).toBeVisible();
    expect((await page.request.get('/api/profile')).status()).toBe(401);

    await logIn(page, account.email, account.password);
    await expect(page.getByText('Erro ao fazer login. Verifique seu email e senha.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      headers: { Origin: new URL(page.url()).origin },
      data: { email: account.email, password: account.password },
    });
    expect(signIn.status()).toBe(401);
  });
});
