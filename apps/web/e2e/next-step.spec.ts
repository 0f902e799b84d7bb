import { nextStepUi as ui } from '@secretaria/shared/messages';
import { createInstance, createRecord } from './support/instances';
import { expect, test } from './support/owners';
import { budget } from './support/budget';
import { isoOf, nextMonth } from './support/scheduling';

// Several page loads and records per test on a shared machine.
test.describe.configure({ timeout: budget(180_000) });

/** Issue 25: after the WhatsApp connects, a card leads to what the attendant needs to book. */
test.describe('next-step card after the connection', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`leads through services, professionals, links and availability, then goes (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const instance = await createInstance(page.request, { status: 'Ativo' });
      const base = `/api/instances/${instance.id}`;
      const card = page.getByRole('region', { name: ui.steps.servicos.title });
      await page.goto(`/painel/instancias/${instance.id}`);
      await expect(card).toBeVisible();
      await expect(card.getByText(ui.progress(0, 4))).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`next-step-${viewport.width}.png`),
        fullPage: true,
      });

      // The first step in the panel itself: the link opens the services tab, a save moves on.
      await card.getByRole('link', { name: ui.steps.servicos.action }).click();
      await expect(page).toHaveURL(/tab=servicos/);
      await page.getByRole('button', { name: 'Adicionar Serviço' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar Serviço' });
      await dialog.getByLabel('Nome').fill('Corte de cabelo');
      await dialog.getByRole('button', { name: 'Adicionar' }).click();
      const profissionais = page.getByRole('region', { name: ui.steps.profissionais.title });
      await expect(profissionais).toBeVisible();
      await profissionais.getByRole('link', { name: ui.steps.profissionais.action }).click();
      await expect(page).toHaveURL(/tab=profissionais/);

      const servicos = await (await page.request.get(`${base}/servicos`)).json();
      const profissional = await createRecord<{ id: string }>(
        page.request,
        `${base}/profissionais`,
        {
          nome: 'Beatriz Lima',
          especialidade: 'Cabeleireira',
        },
      );
      await page.reload();
      await expect(page.getByRole('region', { name: ui.steps.vinculos.title })).toBeVisible();

      await createRecord(page.request, `/api/profissionais/${profissional.id}/servicos`, {
        servico_id: servicos[0].id,
        tempo_execucao: 30,
      });
      await page.reload();
      const disponibilidade = page.getByRole('region', {
        name: ui.steps.disponibilidade.title,
      });
      await expect(disponibilidade).toBeVisible();
      await expect(disponibilidade.getByText(ui.progress(3, 4))).toBeVisible();
      await disponibilidade.getByRole('link', { name: ui.steps.disponibilidade.action }).click();
      await expect(page).toHaveURL(
        new RegExp(`/painel/disponibilidade\\?instancia=${instance.id}`),
      );

      const localizacao = await createRecord<{ id: string }>(page.request, `${base}/localizacoes`, {
        nome: 'Centro',
        cep: '01001000',
        logradouro: 'Praça da Sé',
        numero: '1',
        bairro: 'Sé',
        cidade: 'São Paulo',
        estado: 'SP',
        ponto_referencia: null,
      });
      await createRecord(page.request, `/api/profissionais/${profissional.id}/disponibilidades`, {
        dias: [isoOf(nextMonth(), 12)],
        localizacao_id: localizacao.id,
        hora_inicio: '09:00',
        hora_fim: '18:00',
        servico_ids: [servicos[0].id],
      });
      // The attendant can book: no card any more.
      await page.goto(`/painel/instancias/${instance.id}`);
      await expect(page.getByRole('tab', { name: 'Serviços' })).toBeVisible();
      await expect(page.locator('section[aria-labelledby="next-step-title"]')).toHaveCount(0);
    });
  }

  test('is not shown before the WhatsApp is connected', async ({ page }) => {
    const instance = await createInstance(page.request, { status: 'Inativo' });
    await page.goto(`/painel/instancias/${instance.id}`);
    await expect(page.getByRole('tab', { name: 'Serviços' })).toBeVisible();
    await expect(page.getByRole('region', { name: ui.steps.servicos.title })).toHaveCount(0);
  });
});
