import { readFile } from 'node:fs/promises';
import { createInstance, createRecord } from './support/instances';
import { expect, test } from './support/owners';

test.describe('LGPD for a contact', () => {
  test('exports a contact as JSON, then erases it after the confirmation', async ({ page }) => {
    const instance = await createInstance(page.request);
    const contato = await createRecord(page.request, `/api/instances/${instance.id}/contatos`, {
      nome: 'Helena Lgpd',
      telefone: '11976543210',
    });
    await page.goto(`/painel/instancias/${instance.id}?tab=clientes`);
    const list = page.getByRole('list', { name: 'Contatos' });
    await expect(list.getByText('Helena Lgpd')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar dados (LGPD) de Helena Lgpd' }).click();
    const file = await download;
    // A human name, not 'contato-<uuid>.json' (issue 25).
    expect(file.suggestedFilename()).toMatch(/^contato-helena-lgpd-\d{4}-\d{2}-\d{2}\.json$/);
    expect(file.suggestedFilename()).not.toContain(contato.id);
    const data = JSON.parse(await readFile(await file.path(), 'utf8'));
    expect(data.contato).toMatchObject({ nome: 'Helena Lgpd', telefone: '+5511976543210' });
    await expect(page.getByText('Dados exportados')).toBeVisible();

    await page.getByRole('button', { name: 'Apagar contato Helena Lgpd' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Apagar os dados deste contato?' });
    await expect(dialog.getByText(/os futuros são cancelados sem enviar aviso/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(list.getByText('Helena Lgpd')).toBeVisible();

    await page.getByRole('button', { name: 'Apagar contato Helena Lgpd' }).click();
    await dialog.getByRole('button', { name: 'Apagar dados' }).click();
    await expect(page.getByText('Os dados pessoais foram apagados.')).toBeVisible();
    await expect(page.getByText('Nenhum contato cadastrado.')).toBeVisible();
    const again = await page.request.get(`/api/contatos/${contato.id}/export`);
    expect(again.status()).toBe(404);
  });

  test('sets the message retention in the Atendente tab', async ({ page }) => {
    const instance = await createInstance(page.request);
    await page.goto(`/painel/instancias/${instance.id}?tab=atendente`);
    const section = page.getByRole('region', { name: 'Retenção de mensagens (LGPD)' });
    const select = section.getByRole('combobox', { name: 'Apagar mensagens com mais de' });
    await expect(select).toHaveText('12 meses');
    // The app's select, by the keyboard: open, move to the last option, choose it.
    await select.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Nunca apagar' })).toBeVisible();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(select).toHaveText('Nunca apagar');
    await section.getByRole('button', { name: 'Salvar retenção' }).click();
    await expect(page.getByText('Retenção de mensagens salva')).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Retenção de mensagens (LGPD)' })
        .getByRole('combobox', { name: 'Apagar mensagens com mais de' }),
    ).toHaveText('Nunca apagar');
  });
});
