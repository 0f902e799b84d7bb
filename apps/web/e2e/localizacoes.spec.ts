import { createInstance, createRecord } from './support/instances';
import { expect, gotoLive, openOtherContext, test } from './support/owners';

test.describe('localizacoes tab', () => {
  test('validates every field, masks CEP, offers the 27 UFs, adds, edits and deletes', async ({
    page,
  }) => {
    const instance = await createInstance(page.request);
    await page.goto(`/painel/instancias/${instance.id}?tab=localizacoes`);
    await expect(page.getByText('Nenhuma localização cadastrada.')).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar Localização' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Localização' });
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    for (const message of [
      'Nome é obrigatório',
      'CEP inválido',
      'Logradouro é obrigatório',
      'Número é obrigatório',
      'Bairro é obrigatório',
      'Cidade é obrigatória',
      'Use a sigla do estado (ex: SP)',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }

    await dialog.getByLabel('Nome').fill('Unidade Centro');
    const cep = dialog.getByLabel('CEP');
    await cep.fill('01310-10099');
    await expect(cep).toHaveValue('01310-100');
    await dialog.getByLabel('Número').fill('1000');
    await dialog.getByLabel('Logradouro').fill('Avenida Paulista');
    await dialog.getByLabel('Bairro').fill('Bela Vista');
    await dialog.getByLabel('Cidade').fill('São Paulo');
    const uf = dialog.getByRole('combobox', { name: 'UF' });
    await uf.click();
    const states = page.getByRole('listbox').getByRole('option');
    await expect(states).toHaveCount(27);
    await expect(states.first()).toHaveText('AC – Acre');
    await page.getByRole('option', { name: 'SP – São Paulo' }).click();
    await expect(uf).toHaveText('SP – São Paulo');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText('Localização adicionada')).toBeVisible();
    const list = page.getByRole('list', { name: 'Localizações' });
    await expect(list.getByText('CEP 01310-100', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Editar Unidade Centro' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Localização' });
    await expect(edit.getByLabel('CEP')).toHaveValue('01310-100');
    await edit.getByLabel('Bairro').fill('');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(edit.getByText('Bairro é obrigatório')).toBeVisible();
    await edit.getByLabel('Bairro').fill('Cerqueira César');
    await edit.getByLabel('Ponto de referência (opcional)').fill('Em frente ao parque');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Localização atualizada')).toBeVisible();
    await expect(list.getByText('Referência: Em frente ao parque')).toBeVisible();

    await page.getByRole('button', { name: 'Excluir Unidade Centro' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirmar exclusão' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(page.getByText('Localização removida')).toBeVisible();
    await expect(page.getByText('Nenhuma localização cadastrada.')).toBeVisible();
  });

  test('locations changed elsewhere appear without a reload', async ({ browser, owner, page }) => {
    const instance = await createInstance(page.request);
    await gotoLive(page, `/painel/instancias/${instance.id}?tab=localizacoes`);
    await expect(page.getByText('Nenhuma localização cadastrada.')).toBeVisible();
    const other = await openOtherContext(browser, owner);
    try {
      const created = await createRecord(
        other.request,
        `/api/instances/${instance.id}/localizacoes`,
        {
          nome: 'Filial Remota',
          cep: '20040-020',
          logradouro: 'Rua da Assembleia',
          numero: '10',
          bairro: 'Centro',
          cidade: 'Rio de Janeiro',
          estado: 'rj',
        },
      );
      await expect(page.getByText('Filial Remota')).toBeVisible();
      await expect(page.getByText('Rio de Janeiro/RJ', { exact: false })).toBeVisible();
      const removed = await other.request.delete(`/api/localizacoes/${created.id}`);
      expect(removed.status()).toBe(204);
      await expect(page.getByText('Nenhuma localização cadastrada.')).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
