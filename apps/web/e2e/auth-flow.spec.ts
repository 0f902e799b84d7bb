import { expect, test, type Page } from '@playwright/test';
import { msg } from '@secretaria/shared/messages';
import { fillRegisterForm, logIn, newAccount, waitForEmailLink } from './support/accounts';

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

test('a new owner registers, confirms the e-mail, edits the profile, changes the password and logs out', async ({
  page,
}) => {
  const account = newAccount('fluxo');
  const newPassword = 'outraSenha456';
  const main = page.getByRole('main');

  await test.step('register', async () => {
    await page.goto('/auth?tab=register');
    const form = await fillRegisterForm(page, account);
    await form.getByRole('button', { name: 'Cadastrar' }).click();

    await expect(main.getByText(msg.signUpSuccessNotice)).toBeVisible();
    // Said once, on the screen: no toast repeats it over the form.
    await expect(page.getByText(msg.signUpSuccessToastDescription)).toHaveCount(0);
    // The sign-in form keeps the e-mail just registered.
    await expect(
      page.getByRole('form', { name: 'Entrar' }).getByLabel('Email', { exact: true }),
    ).toHaveValue(account.email);
    await expect(page.getByRole('tab', { name: 'Entrar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  await test.step('login before confirming is refused with the spec notice', async () => {
    await logIn(page, account.email, account.password);
    await expect(main.getByText(msg.emailNotConfirmed)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Reenviar email de confirmação' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  await test.step('confirm through the e-mailed link', async () => {
    const link = await waitForEmailLink(page.request, account.email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\?verified=1$/);
    await expect(main.getByText('Email confirmado! Agora é só entrar.')).toBeVisible();
  });

  await test.step('login lands on the instances page', async () => {
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/painel\/instancias$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Instâncias' })).toBeVisible();
  });

  await test.step('edit the profile, and the change survives a reload', async () => {
    await page.goto('/painel/perfil');
    const nome = page.getByLabel('Nome', { exact: true });
    const telefone = page.getByLabel('Telefone', { exact: true });
    await expect(nome).toHaveValue(account.nome);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await nome.fill('Maria Aparecida');
    await telefone.fill('11987654321');
    await expect(telefone).toHaveValue('(11) 98765-4321');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Perfil atualizado', { exact: true })).toBeVisible();

    await page.reload();
    await expect(nome).toHaveValue('Maria Aparecida');
    await expect(telefone).toHaveValue('(11) 98765-4321');
  });

  await test.step('change the password', async () => {
    await page.goto('/painel/senha');
    await page.getByLabel('Senha Atual', { exact: true }).fill(account.password);
    await page.getByLabel('Nova Senha', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar Nova Senha', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Atualizar Senha' }).click();
    await expect(page.getByText('Senha atualizada', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Senha Atual', { exact: true })).toHaveValue('');
  });

  await test.step('the old password no longer works, the new one does', async () => {
    await logOut(page);
    await logIn(page, account.email, account.password);
    await expect(main.getByText(msg.loginFailedNotice)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await logIn(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/painel\/instancias$/);
  });

  await test.step('after logout, Back does not reopen the panel', async () => {
    await logOut(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu do usuário' })).toHaveCount(0);
  });
});
