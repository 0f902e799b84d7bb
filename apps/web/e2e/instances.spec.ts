import { createInstance } from './support/instances';
import { expect, gotoLive, openOtherContext, test } from './support/owners';

test.describe('Instâncias page', () => {
  test('an owner without instances sees the empty state', async ({ browser, otherOwner }) => {
    const context = await openOtherContext(browser, otherOwner);
    const page = await context.newPage();
    try {
      await page.goto('/painel/instancias');
      await expect(page.getByRole('heading', { name: 'Instâncias', level: 1 })).toBeVisible();
      await expect(page.getByText('Nenhuma instância cadastrada')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('each card shows name or Sem nome, flag, full phone, time zone, status and Editar', async ({
    page,
  }) => {
    const active = await createInstance(page.request, {
      name: `Clínica Ativa ${Date.now()}`,
      phoneNumber: '11987650001',
      status: 'Ativo',
    });
    const unnamed = await createInstance(page.request, { name: null, status: 'Erro' });
    await page.goto('/painel/instancias');

    const activeCard = page.getByRole('article', { name: active.name ?? '' });
    await expect(activeCard.getByText('+55 (11) 98765-0001')).toBeVisible();
    // The zone by its pt-BR name, never the raw id.
    await expect(activeCard.getByText(/^São Paulo \(UTC-03:00\)$/)).toBeVisible();
    await expect(activeCard).not.toContainText('America/Sao_Paulo');
    await expect(activeCard.locator('[data-status="ativo"]')).toHaveText('Status: ativo');
    await expect(activeCard.locator('img[src="/flags/br.svg"]')).toBeVisible();

    const unnamedCard = page
      .getByTestId('instance-card')
      .filter({ hasText: unnamed.phone_number?.slice(-4) ?? '' })
      .filter({ hasText: 'Sem nome' });
    await expect(unnamedCard).toHaveCount(1);
    // 'Erro' is not 'Ativo': shown as inactive (spec §3).
    await expect(unnamedCard.locator('[data-status="inativo"]')).toHaveText('Status: inativo');

    await activeCard.getByRole('link', { name: /Editar/ }).click();
    await expect(page).toHaveURL(`/painel/instancias/${active.id}`);
    await expect(page.getByRole('heading', { name: active.name ?? '', level: 1 })).toBeVisible();
  });

  test('Adicionar instância opens its dialog through ?newInstance=true', async ({ page }) => {
    await page.goto('/painel/instancias');
    await page.getByRole('button', { name: 'Adicionar instância' }).click();
    await expect(page).toHaveURL(/newInstance=true/);
    const dialog = page.getByRole('dialog', { name: 'Adicionar instância' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/newInstance/);

    await page.goto('/painel/instancias?newInstance=true&plan=ultra');
    await expect(
      page.getByRole('dialog').getByRole('radio', { name: 'Plano ULTRA' }),
    ).toBeChecked();
  });

  test('instances created and changed elsewhere appear without a reload', async ({
    browser,
    owner,
    page,
  }) => {
    await gotoLive(page, '/painel/instancias');
    await expect(page.getByText('Carregando...')).toBeHidden();
    const other = await openOtherContext(browser, owner);
    try {
      const name = `Ao vivo ${Date.now()}`;
      const created = await createInstance(other.request, { name });
      await expect(page.getByRole('article', { name })).toBeVisible();

      const renamed = `${name} renomeada`;
      const response = await other.request.patch(`/api/instances/${created.id}`, {
        data: {
          name: renamed,
          phoneNumber: created.phone_number,
          countryId: created.pais_id,
          assistantName: 'Ana',
          timezone: 'America/Manaus',
          timezone_offset: -4,
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
      const card = page.getByRole('article', { name: renamed });
      await expect(card).toBeVisible();
      await expect(card.getByText('Manaus (UTC-04:00)')).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('the mobile menu lists one link per instance, by name or formatted phone', async ({
    page,
  }) => {
    const named = await createInstance(page.request, { name: `Menu ${Date.now()}` });
    await createInstance(page.request, { name: null, phoneNumber: '21976543210' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/painel/instancias');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: '+55 (21) 97654-3210' })).toBeVisible();
    await menu.getByRole('link', { name: named.name ?? '' }).click();
    await expect(page).toHaveURL(`/painel/instancias/${named.id}`);
  });
});
