import { createInstance, createRecord } from './support/instances';
import { createSchedulingSetup, isoOf, nextMonth } from './support/scheduling';
import { expect, gotoLive, openOtherContext, test } from './support/owners';

test.describe('contatos tab', () => {
  test('adds, validates, masks the phone, edits and deletes a contact', async ({ page }) => {
    const instance = await createInstance(page.request);
    await page.goto(`/painel/instancias/${instance.id}?tab=clientes`);
    await expect(page.getByRole('tab', { name: 'Contatos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Nenhum contato cadastrado.')).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar Contato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar Contato' });
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();
    await expect(dialog.getByText('Telefone é obrigatório')).toBeVisible();

    await dialog.getByLabel('Nome').fill('Maria Souza');
    const phone = dialog.getByLabel('Telefone');
    await phone.fill('123');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog.getByText('O telefone deve ter 10 ou 11 dígitos, com DDD')).toBeVisible();
    await phone.fill('(11) 9a8765-4321 99');
    await expect(phone).toHaveValue('(11) 98765-4321');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText('Contato adicionado')).toBeVisible();
    const list = page.getByRole('list', { name: 'Contatos' });
    await expect(list.getByText('(11) 98765-4321')).toBeVisible();

    await page.getByRole('button', { name: 'Editar Maria Souza' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Contato' });
    await edit.getByLabel('Telefone').fill('1133334444');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Contato atualizado')).toBeVisible();
    await expect(list.getByText('(11) 3333-4444')).toBeVisible();

    await page.getByRole('button', { name: 'Excluir Maria Souza' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirmar exclusão' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(page.getByText('Contato removido')).toBeVisible();
    await expect(page.getByText('Nenhum contato cadastrado.')).toBeVisible();
  });

  test('contacts changed elsewhere appear without a reload', async ({ browser, owner, page }) => {
    const instance = await createInstance(page.request);
    await gotoLive(page, `/painel/instancias/${instance.id}?tab=clientes`);
    await expect(page.getByText('Nenhum contato cadastrado.')).toBeVisible();
    const other = await openOtherContext(browser, owner);
    try {
      const created = await createRecord(other.request, `/api/instances/${instance.id}/contatos`, {
        nome: 'Cliente Remoto',
        telefone: '21912345678',
      });
      await expect(page.getByText('(21) 91234-5678')).toBeVisible();
      const patched = await other.request.patch(`/api/contatos/${created.id}`, {
        data: { nome: 'Cliente Renomeado', telefone: '21912345678' },
      });
      expect(patched.ok()).toBe(true);
      await expect(page.getByText('Cliente Renomeado')).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('a contact with appointments is kept, and the owner is told why', async ({ page }) => {
    const { instance, profissional, localizacao, servico } = await createSchedulingSetup(
      page.request,
    );
    const contato = await createRecord<{ id: string }>(
      page.request,
      `/api/instances/${instance.id}/contatos`,
      { nome: 'Maria Souza', telefone: '11987654321' },
    );
    const dia = isoOf(nextMonth(), 12);
    await createRecord(page.request, `/api/profissionais/${profissional.id}/disponibilidades`, {
      dias: [dia],
      localizacao_id: localizacao.id,
      hora_inicio: '09:00',
      hora_fim: '12:00',
      servico_ids: [servico.id],
    });
    await createRecord(page.request, `/api/profissionais/${profissional.id}/agendamentos`, {
      data_agendamento: dia,
      hora_inicio: '10:00',
      servico_id: servico.id,
      contato_id: contato.id,
    });
    await page.goto(`/painel/instancias/${instance.id}?tab=clientes`);
    await page.getByRole('button', { name: 'Excluir Maria Souza' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
    await expect(confirm).toContainText(
      'Contatos com agendamentos na agenda não podem ser excluídos.',
    );
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Erro ao remover contato')).toBeVisible();
    await expect(
      page.getByText(
        'Este contato tem 1 agendamento na agenda e não pode ser excluído, para não perder o histórico. Você pode editar os dados dele.',
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(
      page.getByRole('list', { name: 'Contatos' }).getByText('Maria Souza'),
    ).toBeVisible();
  });
});
