import { test as publicTest } from '@playwright/test';
import { msg } from '@secretaria/shared/messages';
import { expect, test } from './support/fixtures';

const PASSWORD_MIN = 'A senha deve ter pelo menos 6 caracteres';

publicTest.describe('sign-in screen', () => {
  publicTest(
    'login shows the spec messages and sends nothing while the input is bad',
    async ({ page }) => {
      const signInCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/auth/sign-in')) signInCalls.push(r.url());
      });
      await page.goto('/auth');
      const form = page.getByRole('form', { name: 'Entrar' });
      const email = form.getByLabel('Email', { exact: true });
      await email.fill('nao-e-email');
      await form.getByLabel('Senha', { exact: true }).fill('123');
      await form.getByRole('button', { name: 'Entrar' }).click();

      await expect(form.getByText('Email inválido')).toBeVisible();
      await expect(form.getByText(PASSWORD_MIN)).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(signInCalls).toHaveLength(0);

      // Re-validates on change once submitted.
      await email.fill('ana@clinica.com.br');
      await expect(form.getByText('Email inválido')).toHaveCount(0);
    },
  );

  publicTest('register shows every spec message for bad input', async ({ page }) => {
    await page.goto('/auth?tab=register');
    const form = page.getByRole('form', { name: 'Cadastrar' });
    await form.getByLabel('Nome', { exact: true }).fill('A');
    await form.getByLabel('Email', { exact: true }).fill('x');
    await form.getByLabel('Confirmar Email', { exact: true }).fill('y@');
    await form.getByLabel('Senha', { exact: true }).fill('123');
    await form.getByLabel('Confirmar Senha', { exact: true }).fill('12');
    await form.getByRole('button', { name: 'Cadastrar' }).click();

    await expect(form.getByText('O nome deve ter pelo menos 2 caracteres')).toBeVisible();
    await expect(form.getByText('Email inválido')).toHaveCount(2);
    await expect(form.getByText(PASSWORD_MIN)).toHaveCount(2);

    await form.getByLabel('Email', { exact: true }).fill('ana@clinica.com.br');
    await form.getByLabel('Confirmar Email', { exact: true }).fill('outra@clinica.com.br');
    await form.getByLabel('Senha', { exact: true }).fill('segredo1');
    await form.getByLabel('Confirmar Senha', { exact: true }).fill('segredo2');
    await form.getByRole('button', { name: 'Cadastrar' }).click();

    await expect(form.getByText('Os emails não coincidem')).toBeVisible();
    await expect(form.getByText('As senhas não coincidem')).toBeVisible();
    await expect(form.getByText('Email inválido')).toHaveCount(0);
    await expect(form.getByText(PASSWORD_MIN)).toHaveCount(0);
  });

  publicTest(
    'forgot-password dialog validates the e-mail and confirms the request',
    async ({ page }) => {
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
      const dialog = page.getByRole('dialog', { name: 'Redefinir senha' });
      await dialog.getByLabel('Email', { exact: true }).fill('errado');
      await dialog.getByRole('button', { name: 'Enviar link' }).click();
      await expect(dialog.getByText(msg.emailInvalid)).toBeVisible();

      await dialog.getByLabel('Email', { exact: true }).fill('ninguem@exemplo.com');
      await dialog.getByRole('button', { name: 'Enviar link' }).click();
      await expect(
        dialog.getByText(
          'Se o email estiver cadastrado, você receberá um link para redefinir a senha.',
        ),
      ).toBeVisible();
      // The dialog's submit must not submit the login form behind it.
      await expect(
        page.getByRole('form', { name: 'Entrar' }).getByText('Email inválido'),
      ).toHaveCount(0);
    },
  );
});

test.describe('panel forms', () => {
  test('profile shows the spec message for a short name and keeps the phone to 11 digits', async ({
    page,
  }) => {
    await page.goto('/painel/perfil');
    const nome = page.getByLabel('Nome', { exact: true });
    await expect(nome).not.toHaveValue('');
    await nome.fill('A');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
    await expect(nome).toHaveAttribute('aria-invalid', 'true');

    const telefone = page.getByLabel('Telefone', { exact: true });
    await telefone.fill('');
    await telefone.pressSequentially('(11) 9abc8765-43210999');
    await expect(telefone).toHaveValue('(11) 98765-4321');

    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByText('O email não pode ser alterado.')).toBeVisible();
  });

  test('password change shows the spec messages for short and mismatched passwords', async ({
    page,
  }) => {
    await page.goto('/painel/senha');
    await page.getByLabel('Senha Atual', { exact: true }).fill('1');
    await page.getByLabel('Nova Senha', { exact: true }).fill('12');
    await page.getByLabel('Confirmar Nova Senha', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Atualizar Senha' }).click();
    await expect(page.getByText(PASSWORD_MIN)).toHaveCount(3);

    await page.getByLabel('Senha Atual', { exact: true }).fill('qualquer1');
    await page.getByLabel('Nova Senha', { exact: true }).fill('novinha1');
    await page.getByLabel('Confirmar Nova Senha', { exact: true }).fill('novinha2');
    await page.getByRole('button', { name: 'Atualizar Senha' }).click();
    await expect(page.getByText('As senhas não coincidem')).toBeVisible();
    await expect(page.getByText(PASSWORD_MIN)).toHaveCount(0);
  });

  test('a wrong current password is reported by the server', async ({ page }) => {
    await page.goto('/painel/senha');
    await page.getByLabel('Senha Atual', { exact: true }).fill('errada123');
    await page.getByLabel('Nova Senha', { exact: true }).fill('novinha1');
    await page.getByLabel('Confirmar Nova Senha', { exact: true }).fill('novinha1');
    await page.getByRole('button', { name: 'Atualizar Senha' }).click();
    await expect(page.getByText(msg.updatePasswordError)).toBeVisible();
    await expect(page.getByRole('main').getByText(msg.currentPasswordWrong)).toBeVisible();
  });
});
