import { expect, test } from '@playwright/test';

test('the terms of use are effective from 20 May 2025 and state the plans and the guarantee', async ({
  page,
}) => {
  await page.goto('/termos-de-uso');
  await expect(page).toHaveTitle('Termos de Uso · Secretária IA');
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Vigentes desde 20 de maio de 2025.');
  await expect(main).toContainText(/Plano START: R\$\s147,00 por mês, até 5 profissionais/);
  await expect(main).toContainText(/Plano PRO: R\$\s247,00 por mês, até 10 profissionais/);
  await expect(main).toContainText(/Plano ULTRA: R\$\s447,00 por mês, até 20 profissionais/);
  await expect(main).toContainText(/primeiros 30 dias .* R\$\s27,00/);
  await expect(main).toContainText('Garantia de 7 dias');
  await expect(main).toContainText('QR code');
});

test('the privacy policy names the data, purposes, retention and processors', async ({ page }) => {
  await page.goto('/politica-privacidade');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Política de Privacidade' }),
  ).toBeVisible();
  const main = page.getByRole('main');
  for (const heading of [
    '1. Papéis: controladora e operadora',
    '2. Dados que tratamos',
    '3. Para que usamos e com que base legal',
    '4. Com quem compartilhamos',
    '5. Por quanto tempo guardamos',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText('Registros de conversas');
  await expect(main).toContainText('Agendamentos: data, horário, serviço');
  await expect(main).toContainText('Processador de pagamentos com cartão');
  await expect(main).toContainText('Gateway de WhatsApp');
  await expect(main).toContainText('Provedor de modelo de IA (opcional)');
  await main.getByRole('link', { name: 'LGPD: seus direitos' }).first().click();
  await expect(page).toHaveURL(/\/lgpd$/);
});

test('the LGPD page lists every right of art. 18 and the data officer e-mail', async ({ page }) => {
  await page.goto('/lgpd');
  await expect(page.getByRole('heading', { level: 1, name: 'LGPD: seus direitos' })).toBeVisible();
  const main = page.getByRole('main');
  for (const clause of ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX']) {
    await expect(main).toContainText(`(art. 18, ${clause})`);
  }
  const dpo = main.getByRole('link', { name: 'dpo@secretaria.ia' }).first();
  await expect(dpo).toHaveAttribute('href', 'mailto:dpo@secretaria.ia');
});

test('the footer links reach every legal page and the logo goes home', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, path, heading] of [
    ['Termos de Uso', '/termos-de-uso', 'Termos de Uso'],
    ['Política de Privacidade', '/politica-privacidade', 'Política de Privacidade'],
    ['LGPD', '/lgpd', 'LGPD: seus direitos'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Pages open at the top, not where the previous one was scrolled.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Secretária IA/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sua secretária de IA no WhatsApp' }),
  ).toBeVisible();
});

test('a deep link to an unknown path shows the 404 page, not the landing page', async ({
  page,
}) => {
  await page.goto('/planos/antigos');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
  await expect(page.getByText('Sua secretária de IA no WhatsApp', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('legal pages and the 404 follow the saved dark theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  for (const path of ['/termos-de-uso', '/politica-privacidade', '/lgpd', '/nao-existe']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Ativar tema claro' })).toBeVisible();
  }
});
