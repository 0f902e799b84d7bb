import { expect, test, type Page } from '@playwright/test';

const STEP_TITLES = [
  'Crie sua conta e escolha o plano',
  'Cadastre o número do seu negócio',
  'Conecte o WhatsApp pelo QR code',
  'Ensine o seu negócio e deixe atender',
];

const activeStep = (page: Page) => page.locator('#funcionamento [aria-current="step"]');
const currentSlide = (page: Page) =>
  page.locator('#testimonials [aria-roledescription="slide"]:not([hidden])');

/** Timers only fire when the test advances the clock. */
async function installPausedClock(page: Page) {
  const start = new Date('2025-06-02T10:00:00-03:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** The rotation controls only appear once the landing's script runs and the carousels move. */
async function waitForCarousels(page: Page) {
  await expect(page.getByRole('button', { name: 'Pausar a rotação dos passos' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Pausar a rotação dos depoimentos' }),
  ).toBeVisible();
}

test('the landing page shows the tagline, the beta label and every section', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Secretária IA');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sua secretária de IA no WhatsApp' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByText('beta', { exact: true })).toBeVisible();
  for (const heading of [
    'Menos tempo no celular, mais tempo atendendo',
    'Do cadastro ao primeiro agendamento em poucos minutos',
    'Um plano por número de WhatsApp',
    'Como a Secretária IA muda o dia a dia',
    'Deixe a agenda trabalhar enquanto você atende',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  // Truthful copy: what the attendant does and how WhatsApp is connected.
  await expect(page.getByRole('main')).toContainText('marca horários e envia confirmações');
  await expect(page.getByRole('main')).toContainText('WhatsApp › Aparelhos conectados');
  await expect(page.getByText(/Depoimentos ilustrativos/)).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link')).toHaveText([
    'Termos de Uso',
    'Política de Privacidade',
    'LGPD',
  ]);
});

test('the header anchors scroll to their sections', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Seções da página' });
  for (const [name, id] of [
    ['Benefícios', 'beneficios'],
    ['Como funciona', 'funcionamento'],
    ['Preços', 'precos'],
    ['Depoimentos', 'testimonials'],
  ] as const) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
});

test('on a phone the sections are in a menu that closes after a choice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Abrir menu de seções' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const menu = page.getByRole('navigation', { name: 'Seções da página' });
  await menu.getByRole('link', { name: 'Preços' }).click();
  await expect(page).toHaveURL(/#precos$/);
  await expect(menu).toBeHidden();
  await expect(page.locator('#precos')).toBeInViewport();
});

test('prices come from the plans in BRL and each plan links to registration', async ({ page }) => {
  await page.goto('/');
  const pricing = page.locator('#precos');
  await expect(pricing).toContainText(/Primeiros 30 dias por R\$\s27,00/);
  await expect(pricing).toContainText('Garantia de satisfação de 7 dias');
  await expect(pricing).toContainText('Todos os planos têm todas as funcionalidades');
  for (const [plan, label, price, professionals] of [
    ['start', 'Plano START', '147,00', 5],
    ['pro', 'Plano PRO', '247,00', 10],
    ['ultra', 'Plano ULTRA', '447,00', 20],
  ] as const) {
    const card = pricing
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: label }) });
    await expect(card).toContainText(new RegExp(`R\\$\\s${price}`));
    await expect(card).toContainText(`Até ${professionals} profissionais`);
    await expect(card.getByRole('link', { name: `Começar com o ${label}` })).toHaveAttribute(
      'href',
      `/auth?tab=register&plan=${plan}`,
    );
  }
});

test('the how-it-works steps advance every 4 s and stop on hover and on focus', async ({
  page,
}) => {
  await installPausedClock(page);
  await page.goto('/');
  await waitForCarousels(page);
  await expect(activeStep(page)).toContainText(STEP_TITLES[0]!);
  await page.clock.runFor(3_900);
  await expect(activeStep(page)).toContainText(STEP_TITLES[0]!);
  await page.clock.runFor(200);
  await expect(activeStep(page)).toContainText(STEP_TITLES[1]!);

  await page.locator('#funcionamento ol').hover();
  await page.clock.runFor(10_000);
  await expect(activeStep(page)).toContainText(STEP_TITLES[1]!);
  await page.mouse.move(0, 0);
  await page.clock.runFor(4_100);
  await expect(activeStep(page)).toContainText(STEP_TITLES[2]!);

  await page.getByRole('button', { name: /Passo 1:/ }).focus();
  await page.clock.runFor(10_000);
  await expect(activeStep(page)).toContainText(STEP_TITLES[2]!);
  await page.keyboard.press('Enter');
  await expect(activeStep(page)).toContainText(STEP_TITLES[0]!);
  await page.getByRole('button', { name: 'Pausar a rotação dos passos' }).focus();
  await page.clock.runFor(4_100);
  await expect(activeStep(page)).toContainText(STEP_TITLES[1]!);
});

test('the testimonials rotate every 6 s, stop on hover, focus and pause, and can be browsed', async ({
  page,
}) => {
  await installPausedClock(page);
  await page.goto('/');
  await waitForCarousels(page);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 de 4');
  await page.clock.runFor(5_900);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 de 4');
  await page.clock.runFor(200);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 de 4');

  await currentSlide(page).hover();
  await page.clock.runFor(12_000);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 de 4');
  await page.mouse.move(0, 0);

  await page.getByRole('button', { name: 'Próximo depoimento' }).focus();
  await page.clock.runFor(12_000);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 de 4');
  await page.keyboard.press('Enter');
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 de 4');
  await page.getByRole('button', { name: 'Depoimento anterior' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 de 4');
  await page.getByRole('button', { name: 'Depoimento 4 de 4' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '4 de 4');

  const pause = page.getByRole('button', { name: 'Pausar a rotação dos depoimentos' });
  await pause.click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(20_000);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '4 de 4');
  await page.getByRole('button', { name: 'Retomar a rotação dos depoimentos' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(6_100);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 de 4');
});

test('with reduced motion nothing rotates and no rotation control is offered', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installPausedClock(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Próximo depoimento' })).toBeVisible();
  await page.clock.runFor(30_000);
  await expect(activeStep(page)).toContainText(STEP_TITLES[0]!);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 de 4');
  await expect(page.getByRole('button', { name: /Pausar a rotação/ })).toHaveCount(0);
  // Manual browsing still works.
  await page.getByRole('button', { name: 'Próximo depoimento' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 de 4');
});

test('the landing buttons open /auth and /auth?tab=register', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Começar agora' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
  await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('inside the app, the logo brings back a landing page whose carousels and menu work', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/termos-de-uso');
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  // Rendered by the app's router (no page load), made interactive by the same script.
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBe(true);
  await waitForCarousels(page);
  await page.getByRole('button', { name: 'Próximo depoimento' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 de 4');
  await page.getByRole('button', { name: 'Abrir menu de seções' }).click();
  await expect(page.getByRole('navigation', { name: 'Seções da página' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Seções da página' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menu de seções' })).toBeFocused();
});

test('the theme toggle switches the landing page to dark and back, and persists', async ({
  page,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Ativar tema claro' })).toBeVisible();
  await page.getByRole('button', { name: 'Ativar tema claro' }).click();
  await expect(html).not.toHaveClass(/dark/);
});

test('the landing page loads nothing from other origins', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:') {
      foreign.push(request.url());
    }
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.locator('#testimonials').scrollIntoViewIfNeeded();
  expect(foreign).toEqual([]);
});
