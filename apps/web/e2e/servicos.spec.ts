import { createInstance, createRecord } from './support/instances';
import { expect, gotoLive, openOtherContext, test } from './support/owners';

test.describe('servicos tab of an instance', () => {
  test('adds with only the name, edits and deletes behind a confirmation', async ({ page }) => {
    const instance = await createInstance(page.request);
    await page.goto(`/painel/instancias/${instance.id}?tab=servicos`);
    await expect(page.getByText('Nenhum serviço cadastrado.')).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar Serviço' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Serviço' });
    await dialog.getByLabel('Nome').fill('C');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(
      dialog.getByText('O nome é obrigatório e deve ter pelo menos 2 caracteres'),
    ).toBeVisible();
    await dialog.getByLabel('Nome').fill('Corte masculino');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText('Serviço adicionado')).toBeVisible();
    const list = page.getByRole('list', { name: 'Serviços' });
    await expect(list.getByText('Corte masculino')).toBeVisible();
    await expect(list.getByText('Sem descrição')).toBeVisible();

    await page.getByRole('button', { name: 'Editar Corte masculino' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Serviço' });
    await edit.getByLabel('Descrição (opcional)').fill('Com lavagem');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Serviço atualizado')).toBeVisible();
    await expect(list.getByText('Com lavagem')).toBeVisible();

    await page.getByRole('button', { name: 'Excluir Corte masculino' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Serviço removido')).toBeVisible();
    await expect(page.getByText('Nenhum serviço cadastrado.')).toBeVisible();
  });
});

test.describe('Gerenciar Serviços (/painel/servicos)', () => {
  test('without instances, Novo Serviço explains that one is needed', async ({
    browser,
    otherOwner,
  }) => {
    const context = await browser.newContext({
      storageState: otherOwner.storageState,
      baseURL: test.info().project.use.baseURL,
    });
    const page = await context.newPage();
    try {
      await page.goto('/painel/servicos');
      await expect(page.getByText('Nenhum serviço cadastrado.')).toBeVisible();
      await page.getByRole('button', { name: 'Novo Serviço' }).click();
      await expect(page.getByText('Nenhuma instância disponível')).toBeVisible();
      await expect(
        page.getByText(
          'É necessário cadastrar pelo menos uma instância do WhatsApp antes de adicionar serviços.',
        ),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('creates, validates, edits, searches and deletes services', async ({ page }) => {
    const stamp = Date.now();
    const first = await createInstance(page.request, { name: `Loja A ${stamp}` });
    const second = await createInstance(page.request, { name: `Loja B ${stamp}` });
    await page.goto('/painel/servicos');
    await expect(page.getByRole('heading', { name: 'Gerenciar Serviços' })).toBeVisible();

    await page.getByRole('button', { name: 'Novo Serviço' }).click();
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(
      page.getByText('O nome é obrigatório e deve ter pelo menos 2 caracteres'),
    ).toBeVisible();
    await expect(page.getByText('É necessário selecionar uma instância')).toBeVisible();

    const nome = `Hidratação ${stamp}`;
    await page.getByLabel('Nome', { exact: true }).fill(nome);
    await page.getByLabel('Descrição (opcional)').fill(`Tratamento capilar XYZ${stamp}`);
    await page.getByLabel('Instância').click();
    await page.getByRole('option', { name: first.name ?? '' }).click();
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText('Serviço adicionado')).toBeVisible();
    const table = page.getByRole('table', { name: 'Serviços' });
    for (const header of ['Nome', 'Descrição', 'Instância', 'Ações']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const row = table.getByRole('row').filter({ hasText: nome });
    await expect(row.getByRole('cell', { name: first.name ?? '' })).toBeVisible();

    await createRecord(page.request, `/api/instances/${second.id}/servicos`, {
      nome: `Manicure ${stamp}`,
    });
    const search = page.getByPlaceholder('Buscar serviços...');
    // Matches the description, case-insensitively, on the server.
    await search.fill(`xyz${stamp}`);
    await expect(table.getByRole('row').filter({ hasText: nome })).toBeVisible();
    await expect(table.getByText(`Manicure ${stamp}`)).toHaveCount(0);
    await search.fill(`MANICURE ${stamp}`);
    await expect(table.getByText(`Manicure ${stamp}`)).toBeVisible();
    await expect(table.getByText(nome)).toHaveCount(0);
    await search.fill(`nada-${stamp}`);
    await expect(page.getByText(`Nenhum serviço encontrado para “nada-${stamp}”.`)).toBeVisible();
    await search.fill(`${stamp}`);

    await row.getByRole('button', { name: `Editar ${nome}` }).click();
    await expect(page.getByRole('heading', { name: 'Editar Serviço' })).toBeVisible();
    await page.getByLabel('Instância').click();
    await page.getByRole('option', { name: second.name ?? '' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Serviço atualizado')).toBeVisible();
    await expect(row.getByRole('cell', { name: second.name ?? '' })).toBeVisible();

    await row.getByRole('button', { name: `Excluir ${nome}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Excluir ${nome}` }).click();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Serviço removido')).toBeVisible();
    await expect(table.getByText(nome)).toHaveCount(0);
  });

  test('at 390 px the services show as cards', async ({ page }) => {
    const instance = await createInstance(page.request, { name: `Celular ${Date.now()}` });
    await createRecord(page.request, `/api/instances/${instance.id}/servicos`, {
      nome: `Escova ${Date.now()}`,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/painel/servicos');
    await expect(
      page.getByRole('list', { name: 'Serviços' }).getByText(`Instância:`).first(),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    expect(overflow).toBe(false);
  });

  test('services changed elsewhere appear without a reload', async ({ browser, owner, page }) => {
    const instance = await createInstance(page.request, { name: `Sync ${Date.now()}` });
    await gotoLive(page, '/painel/servicos');
    await expect(page.getByText('Carregando...')).toHaveCount(0);
    const other = await openOtherContext(browser, owner);
    try {
      const nome = `Remoto ${Date.now()}`;
      const created = await createRecord(other.request, '/api/servicos', {
        nome,
        whatsapp_instance_id: instance.id,
      });
      await expect(page.getByRole('row').filter({ hasText: nome })).toBeVisible();
      const removed = await other.request.delete(`/api/servicos/${created.id}`);
      expect(removed.status()).toBe(204);
      await expect(page.getByText(nome)).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});
