import { expect, type APIRequestContext } from '@playwright/test';
import type { PlanId } from '@secretaria/shared/plans';
import { PLANS } from '@secretaria/shared/plans';
import { uniquePhone } from './instances';

/**
 * A paid instance over HTTP only: checkout session → the simulator's hosted page paid with
 * 4242… → checkout completion. `request` must carry the owner's session.
 */
export async function buyInstance(
  request: APIRequestContext,
  planId: PlanId,
  name = `Assinatura ${planId}`,
): Promise<{ instanceId: string }> {
  const countries = (await (await request.get('/ddi-flags.json')).json()) as {
    id: number;
    iso: string;
  }[];
  const brasil = countries.find((c) => c.iso === 'BR');
  const checkout = await request.post('/api/billing/checkout', {
    data: {
      planId,
      promoCode: PLANS[planId].promoCode,
      instance: {
        name,
        phoneNumber: uniquePhone(),
        countryId: brasil?.id,
        assistantName: 'Sofia',
        timezone: 'America/Sao_Paulo',
        timezone_offset: -3,
      },
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };

  const pageHtml = await (await request.get(url)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(pageHtml)?.[1];
  expect(action, 'payment form on the checkout page').toBeTruthy();
  const paid = await request.post(new URL(action ?? '', url).href, {
    form: { card_number: '4242 4242 4242 4242', cardholder_name: 'Ana Teste' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const sessionId = new URL(paid.headers()['location'] ?? '').searchParams.get('session_id');

  const completed = await request.post('/api/billing/checkout/complete', {
    data: { session_id: sessionId },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  return (await completed.json()) as { instanceId: string };
}
