import { expect, test } from '@playwright/test';
import { msg } from '@secretaria/shared/messages';
import {
  createConfirmedAccount,
  fillRegisterForm,
  logIn,
  newAccount,
  waitForEmailLink,
} from './support/accounts';
import { payOnCheckoutPage, submitAddInstanceDialog } from './support/checkout';
import { uniquePhone } from './support/instances';
import { budget } from './support/budget';

test.describe.configure({ timeout: budget(90_000) });

test('a Pro plan bought from the landing page becomes an instance that connects by QR code and disconnects', async ({
  page,
  context,
}) => {
  const account = newAccount('checkout');
  const phoneNumber = uniquePhone();
  const name = `Clínica ${phoneNumber.slice(-4)}`;

  await test.step('landing → register → confirm → login opens the dialog with the Pro plan', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Começar com o Plano PRO' }).click();
    const register = await fillRegisterForm(page, account);
    await register.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByRole('main').getByText(msg.signUpSuccessNotice)).toBeVisible();
    await page.goto(await waitForEmailLink(page.request, account.email));
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/painel\/instancias\?newInstance=true&plan=pro$/);
    await expect(page.getByRole('radio', { name: 'Plano PRO' })).toBeChecked();
  });

  await test.step('continuing saves the draft and opens the checkout page', async () => {
    await submitAddInstanceDialog(page, { name, phoneNumber, assistantName: 'Sofia' });
    await expect(page).toHaveURL(/\/checkout\/cs_/);
    await expect(page.getByText('PRO27')).toBeVisible();
  });

  await test.step('paying with 4242… comes back to a new Inativo instance', async () => {
    await payOnCheckoutPage(page, '4242 4242 4242 4242');
    await expect(page.getByText(msg.subscriptionSuccessTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/painel\/instancias$/);
    const card = page.getByRole('article', { name });
    await expect(card).toContainText(`+55 (${phoneNumber.slice(0, 2)})`);
    await expect(card.locator('[data-status]')).toHaveText('Status: inativo');
    expect(await page.evaluate(() => localStorage.getItem('pendingInstance'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBeNull();
  });

  // A second tab keeps the list open to watch the card follow the connection live.
  const list = await context.newPage();
  const listOpened = list.waitForResponse((r) => r.url().endsWith('/api/realtime'));
  await list.goto('/painel/instancias');
  await listOpened;
  const listCard = list.getByRole('article', { name });

  await test.step('the new card leads to Ativação, where Gerar QR Code shows the QR image', async () => {
    await page
      .getByRole('article', { name })
      .getByRole('link', { name: `${msg.connectWhatsapp}: ${name}` })
      .click();
    await expect(page).toHaveURL(/sub=ativacao/);
    await expect(page.getByRole('tab', { name: 'Ativação' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('WhatsApp não conectado')).toBeVisible();
    await page.getByRole('button', { name: 'Gerar QR Code' }).click();
    await expect(page.getByRole('img', { name: 'QR Code do WhatsApp' })).toBeVisible();
  });

  await test.step('scanning on the simulated phone connects within one poll', async () => {
    const phoneLink = page.getByRole('link', { name: 'Abrir o telefone simulado' });
    await expect(phoneLink).toHaveAttribute('target', '_blank');
    const phoneUrl = await phoneLink.getAttribute('href');
    expect(phoneUrl).toBeTruthy();
    const phone = await context.newPage();
    await phone.goto(phoneUrl ?? '');
    await phone.getByRole('button', { name: 'Escanear QR code' }).click();
    await expect(phone.getByText('Conectado como')).toBeVisible();
    await phone.close();

    await expect(page.getByText('WhatsApp conectado')).toBeVisible({ timeout: budget(8_000) });
    await expect(page.getByRole('img', { name: 'QR Code do WhatsApp' })).toHaveCount(0);
    await expect(listCard.locator('[data-status]')).toHaveText('Status: ativo');
    // Connected: nothing left to connect on the card.
    await expect(listCard.getByRole('link', { name: /Conectar WhatsApp/ })).toHaveCount(0);
  });

  await test.step('Desconectar asks first, then the instance is Inativo again', async () => {
    await page.getByRole('button', { name: 'Desconectar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Desconectar WhatsApp?' });
    await confirm.getByRole('button', { name: 'Desconectar' }).click();
    const toasts = page.getByRole('region', { name: /Notificações/ });
    await expect(toasts.getByText(msg.disconnected, { exact: true })).toBeVisible();
    await expect(toasts.getByText(msg.disconnectedText)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gerar QR Code' })).toBeVisible();
    await expect(listCard.locator('[data-status]')).toHaveText('Status: inativo');
  });
});

test('leaving the payment page unpaid is a neutral notice, creates no instance and the draft refills the dialog', async ({
  page,
  baseURL,
}) => {
  await createConfirmedAccount(page.request, baseURL ?? '', newAccount('recusado'));
  await page.goto('/painel/instancias?newInstance=true&plan=ultra');
  await submitAddInstanceDialog(page, {
    name: 'Cartão recusado',
    phoneNumber: uniquePhone(),
    assistantName: 'Sofia',
  });
  await expect(page).toHaveURL(/\/checkout\/cs_/);
  await payOnCheckoutPage(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Seu cartão foi recusado.');

  await page.getByRole('link', { name: /Voltar para/ }).click();
  await expect(page).toHaveURL(/\/painel\/instancias$/);
  // Not an error: a polite notice, no error toast, no alert role.
  const notice = page.getByRole('status').filter({ hasText: msg.checkoutNotCompletedTitle });
  await expect(notice).toContainText(msg.checkoutNotCompletedText);
  await expect(page.getByText(msg.paymentErrorTitle)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Nenhuma instância cadastrada')).toBeVisible();
  const instances = await page.request.get('/api/instances');
  expect(await instances.json()).toEqual([]);

  await notice.getByRole('link', { name: msg.checkoutResume }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar instância' });
  await expect(dialog.getByLabel('Nome/identificação')).toHaveValue('Cartão recusado');
  await expect(dialog.getByLabel('Nome do atendente')).toHaveValue('Sofia');
  await expect(dialog.getByRole('radio', { name: 'Plano ULTRA' })).toBeChecked();
});
