import { createInstance } from './support/instances';
import { expect, gotoLive, openOtherContext, test } from './support/owners';

test.describe('instance screen', () => {
  test('the active tab is kept in ?tab= across reloads, geral by default', async ({ page }) => {
    const instance = await createInstance(page.request, { name: `Abas ${Date.now()}` });
    await page.goto(`/painel/instancias/${instance.id}`);
    await expect(page.getByRole('tab', { name: 'Geral' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Informações' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('tab', { name: 'Contatos' }).click();
    await expect(page).toHaveURL(/[?&]tab=clientes/);
    await page.getByRole('tab', { name: 'Localizações' }).click();
    await expect(page).toHaveURL(/[?&]tab=localizacoes/);
    // Replaced, not pushed: switching tabs adds no history entries.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Localizações' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Localizações' })).toBeVisible();

    await page.goto(`/painel/instancias/${instance.id}?tab=geral&sub=gerenciar-assinatura`);
    await expect(page.getByText('Plano PRO').last()).toBeVisible();
    await page.getByRole('tab', { name: 'Ativação' }).click();
    await expect(page).toHaveURL(/sub=ativacao/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Ativação' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.getByRole('link', { name: 'Voltar para instâncias' }).click();
    await expect(page).toHaveURL('/painel/instancias');
  });

  test('an unknown id shows the not-found screen', async ({ page }) => {
    await page.goto('/painel/instancias/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Instância não encontrada').first()).toBeVisible();
    await expect(
      page.getByText(
        'A instância solicitada não foi encontrada ou você não tem permissão para acessá-la.',
      ),
    ).toBeVisible();
    await page.goto('/painel/instancias/nao-e-um-id');
    await expect(page.getByText('Instância não encontrada').first()).toBeVisible();
    await page.getByRole('link', { name: 'Ver todas as instâncias' }).click();
    await expect(page).toHaveURL('/painel/instancias');
  });

  test("another owner's instance reads as not found", async ({ browser, page, otherOwner }) => {
    const mine = await createInstance(page.request, { name: `Privada ${Date.now()}` });
    const context = await openOtherContext(browser, otherOwner);
    const intruder = await context.newPage();
    try {
      await intruder.goto(`/painel/instancias/${mine.id}`);
      await expect(
        intruder.getByText(
          'A instância solicitada não foi encontrada ou você não tem permissão para acessá-la.',
        ),
      ).toBeVisible();
      await expect(intruder.getByText(mine.name ?? '')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('the informacoes form validates, strips non-digits and saves', async ({ page }) => {
    const instance = await createInstance(page.request, { name: `Form ${Date.now()}` });
    await page.goto(`/painel/instancias/${instance.id}`);
    const name = page.getByLabel('Nome/identificação');
    const phone = page.getByLabel('Número do WhatsApp');
    await expect(name).toHaveValue(instance.name ?? '');

    await name.fill('A');
    await phone.fill('(11) 9-8765');
    await expect(phone).toHaveValue('1198765');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(
      page.getByText('O nome é obrigatório e deve ter pelo menos 2 caracteres'),
    ).toBeVisible();
    await expect(
      page.getByText('O número de telefone é obrigatório e deve ter pelo menos 10 dígitos'),
    ).toBeVisible();
    await expect(phone).toHaveAttribute('maxlength', '20');

    const newName = `Clínica Editada ${Date.now()}`;
    await name.fill(newName);
    await phone.fill('+55 (21) 98888-7777');
    await expect(phone).toHaveValue('5521988887777');
    await page.getByLabel('Fuso horário').click();
    await page.getByRole('option', { name: /Manaus/ }).click();
    await expect(page.getByText('Diferença para UTC: -4 h')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Instância atualizada')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: newName, level: 1 })).toBeVisible();
    await expect(page.getByLabel('Número do WhatsApp')).toHaveValue('5521988887777');
    await expect(page.getByLabel('Fuso horário')).toContainText('Manaus');
    // The assistant's name and the knowledge base are edited in the 'Atendente' tab
    // (attendant-settings.spec.ts).
    await expect(page.getByLabel('Base de conhecimento')).toHaveCount(0);
  });

  test('a change made elsewhere updates the open instance without a reload', async ({
    browser,
    owner,
    page,
  }) => {
    const instance = await createInstance(page.request, { name: `Viva ${Date.now()}` });
    await gotoLive(page, `/painel/instancias/${instance.id}`);
    await expect(page.getByLabel('Nome/identificação')).toHaveValue(instance.name ?? '');
    const other = await openOtherContext(browser, owner);
    try {
      const renamed = `${instance.name} (outra aba)`;
      const response = await other.request.patch(`/api/instances/${instance.id}`, {
        data: {
          name: renamed,
          phoneNumber: instance.phone_number,
          countryId: instance.pais_id,
          assistantName: 'Bia',
          timezone: 'America/Sao_Paulo',
          timezone_offset: -3,
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
      await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
