import { msg } from '@secretaria/shared/messages';
import { createConfirmedAccount, newAccount } from './support/accounts';
import { buyInstance } from './support/checkout-api';
import { createInstance } from './support/instances';
import { expect, test } from './support/owners';

const subscriptionPath = (id: string) =>
  `/painel/instancias/${id}?tab=geral&sub=gerenciar-assinatura`;

test('Gerenciar assinatura shows the plan, the renewal date and the paid first month in BRL', async ({
  browser,
  baseURL,
}) => {
  // A fresh owner: this spec pays for an instance, which the shared owners must not see.
  const context = await browser.newContext();
  const page = await context.newPage();
  await createConfirmedAccount(page.request, baseURL ?? '', newAccount('assinatura'));
  const { instanceId } = await buyInstance(page.request, 'start');
  const subscription = (await (
    await page.request.get(`/api/instances/${instanceId}/subscription`)
  ).json()) as { subscription_renewal_date: string };
  const renewal = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(subscription.subscription_renewal_date));

  await page.goto(subscriptionPath(instanceId));
  await expect(page.getByRole('tab', { name: 'Assinatura' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const plan = page.getByRole('region', { name: 'Detalhes do plano' });
  await expect(plan).toContainText('Plano START');
  await expect(plan).toContainText('Ativo');
  await expect(plan).toContainText(renewal);

  const table = page.getByRole('table', { name: 'Histórico de pagamentos' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  const payment = rows.nth(1);
  await expect(payment.getByRole('cell').nth(0)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(payment.getByRole('cell').nth(2)).toHaveText(/^R\$\s27,00$/);
  await expect(payment.getByRole('cell').nth(3)).toHaveText('Pago');
  await context.close();
});

test('the payment history says when it is empty and when the provider cannot be reached', async ({
  page,
  owner,
}) => {
  expect(owner.email).toBeTruthy();
  const instance = await createInstance(page.request, { price_id: 'pro' });
  const reply = {
    price_id: 'pro',
    planLabel: 'Plano PRO',
    status: 'Ativo',
    providerStatus: null,
    subscription_renewal_date: null,
    cancel_at: null,
    closed: false,
    payments: [],
    paymentsAvailable: true,
  };
  await page.route(`**/api/instances/${instance.id}/subscription`, (route) =>
    route.fulfill({ json: reply }),
  );
  await page.goto(subscriptionPath(instance.id));
  await expect(page.getByText('Nenhum pagamento encontrado')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Detalhes do plano' })).toContainText(
    'Não disponível',
  );

  await page.unroute(`**/api/instances/${instance.id}/subscription`);
  await page.route(`**/api/instances/${instance.id}/subscription`, (route) =>
    route.fulfill({ json: { ...reply, paymentsAvailable: false } }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(msg.paymentHistoryError);
  await expect(page.getByRole('alert')).toContainText(msg.paymentHistoryErrorText);
});
