import { createInstance, createRecord } from './support/instances';
import { expect, gotoLive, openOtherContext, test } from './support/owners';

test.describe('profissionais tab', () => {
  test('adds, validates, edits and removes a professional', async ({ page }) => {
    const instance = await createInstance(page.request, { price_id: 'pro' });
    await page.goto(`/painel/instancias/${instance.id}?tab=profissionais`);
    await expect(page.getByText('Nenhum profissional cadastrado.')).toBeVisible();
    await expect(page.getByText('0 de 10 profissionais (Plano PRO)')).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar Profissional' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Profissional' });
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();
    await expect(dialog.getByText('Especialidade é obrigatória')).toBeVisible();
    await dialog.getByLabel('Nome').fill('Dra. Beatriz');
    await dialog.getByLabel('Especialidade').fill('Ortodontia');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText('Profissional adicionado')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('1 de 10 profissionais (Plano PRO)')).toBeVisible();
    const list = page.getByRole('list', { name: 'Profissionais' });
    await expect(list.getByText('Ortodontia')).toBeVisible();

    await page.getByRole('button', { name: 'Editar Dra. Beatriz' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Profissional' });
    await expect(edit.getByLabel('Nome')).toHaveValue('Dra. Beatriz');
    await edit.getByLabel('Especialidade').fill('Implantes');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Profissional atualizado')).toBeVisible();
    await expect(list.getByText('Implantes')).toBeVisible();

    await page.getByRole('button', { name: 'Excluir Dra. Beatriz' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(list.getByText('Dra. Beatriz')).toBeVisible();
    await page.getByRole('button', { name: 'Excluir Dra. Beatriz' }).click();
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByText('Profissional removido')).toBeVisible();
    await expect(page.getByText('Nenhum profissional cadastrado.')).toBeVisible();
  });

  test('the plan limit disables adding and the server refusal shows as a toast', async ({
    browser,
    owner,
    page,
  }) => {
    const instance = await createInstance(page.request, { price_id: 'start' });
    const path = `/api/instances/${instance.id}/profissionais`;
    for (let i = 1; i <= 4; i += 1) {
      await createRecord(page.request, path, { nome: `Prof ${i}`, especialidade: 'Geral' });
    }
    await gotoLive(page, `/painel/instancias/${instance.id}?tab=profissionais`);
    await expect(page.getByText('4 de 5 profissionais (Plano START)')).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar Profissional' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Profissional' });
    await dialog.getByLabel('Nome').fill('Sexto');
    await dialog.getByLabel('Especialidade').fill('Geral');

    // Meanwhile another tab takes the last place.
    const other = await openOtherContext(browser, owner);
    try {
      await createRecord(other.request, path, { nome: 'Prof 5', especialidade: 'Geral' });
    } finally {
      await other.close();
    }
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText('Erro ao salvar profissional')).toBeVisible();
    await expect(
      page.getByText(
        'Limite de 5 profissionais do Plano START atingido. Remova um profissional ou mude de plano para cadastrar outro.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByText('5 de 5 profissionais (Plano START)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar Profissional' })).toBeDisabled();
    await expect(
      page.getByText('O limite do Plano START foi atingido.', { exact: false }),
    ).toBeVisible();
  });

  test('on a desktop the list is not cut in an inner box: every professional and service shows (issue 25)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const instance = await createInstance(page.request, { price_id: 'pro' });
    const servicos = [];
    for (const nome of ['Corte', 'Escova', 'Coloração'])
      servicos.push(
        await createRecord<{ id: string }>(page.request, `/api/instances/${instance.id}/servicos`, {
          nome,
        }),
      );
    for (let i = 1; i <= 5; i += 1) {
      const prof = await createRecord<{ id: string }>(
        page.request,
        `/api/instances/${instance.id}/profissionais`,
        { nome: `Profissional ${i}`, especialidade: 'Cabelo' },
      );
      for (const servico of servicos)
        await createRecord(page.request, `/api/profissionais/${prof.id}/servicos`, {
          servico_id: servico.id,
          tempo_execucao: 30,
        });
    }
    await page.goto(`/painel/instancias/${instance.id}?tab=profissionais`);
    const list = page.getByRole('list', { name: 'Profissionais' });
    await expect(list.getByText('Profissional 5')).toBeAttached();
    // No inner scroll box: the list is as tall as its content.
    const box = await list.evaluate((el) => ({
      scroll: el.scrollHeight,
      client: el.clientHeight,
      overflow: getComputedStyle(el).overflowY,
    }));
    expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
    expect(box.client).toBeGreaterThan(240);
    // The last professional's services are reached by scrolling the page itself.
    const last = list.getByRole('listitem').filter({ hasText: 'Profissional 5' }).first();
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByText('Coloração')).toBeInViewport();
    await page.screenshot({
      path: test.info().outputPath('profissionais-desktop.png'),
      fullPage: true,
    });
  });

  test('links a service with its time, edits the time and unlinks it', async ({ page }) => {
    const instance = await createInstance(page.request);
    const prof = await createRecord(page.request, `/api/instances/${instance.id}/profissionais`, {
      nome: 'Carlos',
      especialidade: 'Barbeiro',
    });
    await createRecord(page.request, `/api/instances/${instance.id}/servicos`, { nome: 'Corte' });
    await page.goto(`/painel/instancias/${instance.id}?tab=profissionais`);
    await expect(page.getByText('Nenhum serviço vinculado.')).toBeVisible();

    await page.getByRole('button', { name: 'Vincular serviço a Carlos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vincular serviço' });
    await dialog.getByLabel('Tempo de execução (minutos)').fill('');
    await dialog.getByRole('button', { name: 'Vincular' }).click();
    await expect(dialog.getByText('Preencha todos os campos')).toHaveCount(2);
    await dialog.getByLabel('Serviço').click();
    await page.getByRole('option', { name: 'Corte' }).click();
    await dialog.getByLabel('Tempo de execução (minutos)').fill('0');
    await expect(dialog.getByText('O tempo deve ser de pelo menos 1 minuto')).toBeVisible();
    await dialog.getByLabel('Tempo de execução (minutos)').fill('40');
    await dialog.getByRole('button', { name: 'Vincular' }).click();
    await expect(page.getByText('Serviço vinculado com sucesso')).toBeVisible();
    const links = page.getByRole('list', { name: 'Serviços de Carlos' });
    await expect(links.getByText('Corte')).toBeVisible();
    await expect(links.getByText('40 min')).toBeVisible();

    await links.getByRole('button', { name: /Editar tempo de Corte/ }).click();
    const edit = page.getByRole('dialog', { name: 'Editar tempo de execução' });
    await edit.getByLabel('Tempo de execução (minutos)').fill('55');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Tempo atualizado com sucesso')).toBeVisible();
    await expect(links.getByText('55 min')).toBeVisible();

    await links.getByRole('button', { name: 'Desvincular Corte' }).click();
    await expect(page.getByText('Serviço desvinculado')).toBeVisible();
    await expect(page.getByText('Nenhum serviço vinculado.')).toBeVisible();
    expect(prof).toBeTruthy();
  });

  test('professionals and links changed elsewhere appear without a reload', async ({
    browser,
    owner,
    page,
  }) => {
    const instance = await createInstance(page.request);
    const servico = await createRecord(page.request, `/api/instances/${instance.id}/servicos`, {
      nome: 'Massagem',
    });
    await gotoLive(page, `/painel/instancias/${instance.id}?tab=profissionais`);
    await expect(page.getByText('Nenhum profissional cadastrado.')).toBeVisible();
    const other = await openOtherContext(browser, owner);
    try {
      const prof = await createRecord(
        other.request,
        `/api/instances/${instance.id}/profissionais`,
        {
          nome: 'Dani Remota',
          especialidade: 'Massoterapia',
        },
      );
      await expect(page.getByText('Dani Remota')).toBeVisible();
      // Its (empty) service list has loaded: an invalidation during a query's very first fetch
      // is merged into that fetch by TanStack Query, so wait for it to settle.
      await expect(page.getByText('Nenhum serviço vinculado.')).toBeVisible();
      await createRecord(other.request, `/api/profissionais/${prof.id}/servicos`, {
        servico_id: servico.id,
        tempo_execucao: 50,
      });
      await expect(page.getByRole('list', { name: 'Serviços de Dani Remota' })).toContainText(
        'Massagem',
      );
      const removed = await other.request.delete(`/api/profissionais/${prof.id}`);
      expect(removed.status()).toBe(204);
      await expect(page.getByText('Nenhum profissional cadastrado.')).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
