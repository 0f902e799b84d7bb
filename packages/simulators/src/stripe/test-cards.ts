/**
 * Stripe's test card numbers, with the messages its hosted Checkout shows in pt-BR.
 * https://docs.stripe.com/testing — anything else is rejected, as in test mode.
 */
export type CardCheck =
  | { ok: true; brand: string; last4: string }
  | { ok: false; message: string; declineCode: string | null };

const PAYING: Record<string, string> = {
  '4242424242424242': 'visa',
  '4000056655665556': 'visa',
  '5555555555554444': 'mastercard',
};

const DECLINED: Record<string, { message: string; declineCode: string }> = {
  '4000000000000002': { message: 'Seu cartão foi recusado.', declineCode: 'generic_decline' },
  '4000000000009995': {
    message: 'Seu cartão não tem saldo suficiente.',
    declineCode: 'insufficient_funds',
  },
  '4000000000000069': { message: 'Seu cartão está vencido.', declineCode: 'expired_card' },
};

export function checkTestCard(input: string): CardCheck {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length < 16) {
    return { ok: false, message: 'O número do cartão está incompleto.', declineCode: null };
  }
  const brand = PAYING[digits];
  if (brand) return { ok: true, brand, last4: digits.slice(-4) };
  const declined = DECLINED[digits];
  if (declined) return { ok: false, ...declined };
  return { ok: false, message: 'O número do cartão é inválido.', declineCode: null };
}
