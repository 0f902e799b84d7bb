import { test as publicTest } from '@playwright/test';
import { expect, test } from './support/fixtures';

publicTest.describe('visitors', () => {
  publicTest('a visitor opening the panel is sent to /auth', async ({ page }) => {
    await page.goto('/painel/perfil');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
  });

  publicTest('an unknown path shows the 404 page with a link home', async ({ page }) => {
    // The served build answers the status too (crawlers and monitors), known routes 200.
    expect((await page.request.get('/termos-de-uso'))?.status()).toBe(200);
    expect((await page.request.get('/painel/agenda'))?.status()).toBe(200);
    const response = await page.goto('/nao-existe/mesmo');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sua secretária de IA no WhatsApp' }),
    ).toBeVisible();
  });

  publicTest('?tab=register opens the Cadastrar tab', async ({ page }) => {
    await page.goto('/auth?tab=register');
    await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('form', { name: 'Cadastrar' })).toBeVisible();
  });

  publicTest('?plan=pro shows the plan banner and stores selectedPlan', async ({ page }) => {
    await page.goto('/auth?tab=register&plan=pro');
    const banner = page.getByRole('region', { name: 'Plano selecionado' });
    await expect(banner).toContainText('Plano PRO');
    await expect(banner).toContainText('R$ 247,00');
    expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBe('pro');
  });

  publicTest('an unknown plan shows no banner and stores nothing', async ({ page }) => {
    await page.goto('/auth?plan=mega');
    await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plano selecionado' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBeNull();
  });

  publicTest(
    '/auth is always light, and the saved dark theme comes back after it',
    async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.goto('/termos-de-uso');
      await expect(page.locator('html')).toHaveClass(/dark/);
      await page.goto('/auth');
      await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
      await expect(page.locator('html')).not.toHaveClass(/dark/);
      await page.getByRole('link', { name: 'Termos de Uso' }).click();
      await expect(page).toHaveURL(/\/termos-de-uso$/);
      await expect(page.locator('html')).toHaveClass(/dark/);
    },
  );
});

test.describe('signed-in owner', () => {
  test('/painel redirects to /painel/instancias with the empty state', async ({ page }) => {
    await page.goto('/painel');
    await expect(page).toHaveURL(/\/painel\/instancias$/);
    await expect(page.getByText('Nenhuma instância cadastrada')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Instâncias' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the checkout return URL shows the processing screen instead of the panel', async ({
    page,
  }) => {
    // Hold the completion so the screen stays while it is checked; then let it answer.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/billing/checkout/complete', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/painel/instancias?success=true&session_id=cs_test_123');
    await expect(page.getByRole('heading', { name: 'Processando pagamento...' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
    release();
    // An unknown session is not this owner's checkout: the spec's error, back to the panel.
    await expect(page.getByText('Erro no processamento').first()).toBeVisible();
    await expect(page).toHaveURL(/\/painel\/instancias$/);
  });

  test('desktop has the main links and the user menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/painel/instancias');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link')).toHaveText([
      'Instâncias',
      'Serviços',
      'Disponibilidade',
      'Agenda',
      'Conversas',
    ]);
    await nav.getByRole('link', { name: 'Conversas' }).click();
    await expect(page).toHaveURL(/\/painel\/conversas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Conversas' })).toBeVisible();
    await nav.getByRole('link', { name: 'Serviços' }).click();
    await expect(page).toHaveURL(/\/painel\/servicos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Serviços' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Serviços' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Agenda' }).click();
    await expect(page).toHaveURL(/\/painel\/agenda$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Instâncias' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();

    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Minha Conta')).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Alterar Perfil',
      'Alterar Senha',
      'Sair',
    ]);
    await menu.getByRole('menuitem', { name: 'Alterar Senha' }).click();
    await expect(page).toHaveURL(/\/painel\/senha$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alterar Senha' })).toBeVisible();

    // Keyboard: the menu opens with Enter and moves with the arrow keys.
    await page.getByRole('button', { name: 'Menu do usuário' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Alterar Perfil' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/painel\/perfil$/);
  });

  test('mobile (390 px) has a side menu with the links instead of the user menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/painel/instancias');
    await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link')).toHaveText([
      'Instâncias',
      'Serviços',
      'Disponibilidade',
      'Agenda',
      'Conversas',
      'Perfil',
      'Senha',
    ]);
    await expect(sheet.getByRole('button', { name: 'Sair' })).toBeVisible();
    await sheet.getByRole('link', { name: 'Disponibilidade' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/painel\/disponibilidade$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Disponibilidade' })).toBeVisible();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await sheet.getByRole('link', { name: 'Serviços' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/painel\/servicos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Serviços' })).toBeVisible();
  });

  test('a tablet (768 px) has the side menu and nothing wider than the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/painel/instancias');
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(768);
  });

  test('the theme toggle persists across reloads', async ({ page }) => {
    await page.goto('/painel/instancias');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Ativar tema claro' })).toBeVisible();
    await page.getByRole('button', { name: 'Ativar tema claro' }).click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('pages not built yet show their real title and an honest empty state', async ({ page }) => {
    for (const [path, title] of [
      ['/painel/servicos', 'Gerenciar Serviços'],
      ['/painel/disponibilidade', 'Disponibilidade'],
      ['/painel/agenda', 'Agenda'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/em breve/i);
    }
  });
});
