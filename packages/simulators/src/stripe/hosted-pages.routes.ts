import type { Context, Hono } from 'hono';
import { completeCheckoutSession } from './checkout-completion';
import {
  PAGE_SECURITY_POLICY,
  renderCheckoutPage,
  renderInvoicePage,
  renderMessagePage,
} from './checkout-page';
import { applyPromotionCodeText } from './checkout-sessions';
import { unixNow } from './ids';
import type { CheckoutSession } from './objects';
import type { SimContext } from './sim-context';
import { checkTestCard } from './test-cards';

/**
 * Stripe's hosted Checkout page for our sessions: GET shows it, the form POSTs the card, and a
 * paid session redirects (303) to success_url with the session id in place of the template.
 */
export function registerHostedPages(app: Hono, ctx: SimContext) {
  const { store } = ctx;

  const html = (c: Context, body: string, status: 200 | 402 | 404 | 410 = 200) => {
    c.header('content-security-policy', PAGE_SECURITY_POLICY);
    c.header('cache-control', 'no-store');
    return c.html(body, status);
  };

  const page = (
    c: Context,
    session: CheckoutSession,
    error: string | null,
    values?: { email?: string; cardholderName?: string },
  ) => {
    const details = store.sessionDetails.get(session.id);
    const promotion = details?.promotionCodeId
      ? store.promotionCodes.get(details.promotionCodeId)
      : undefined;
    return html(
      c,
      renderCheckoutPage({
        session,
        lineItems: details?.lineItems ?? [],
        accountName: ctx.accountName,
        promotionCode: promotion?.code ?? details?.couponId ?? null,
        error,
        values,
      }),
      error ? 402 : 200,
    );
  };

  /** A finished or expired session has nothing to pay; null when it is still open. */
  const closedSession = (c: Context, session: CheckoutSession | undefined) => {
    if (!session) {
      return html(
        c,
        renderMessagePage({
          title: 'Página não encontrada',
          message: 'Esta sessão de pagamento não existe.',
          link: null,
        }),
        404,
      );
    }
    if (session.status === 'open' && session.expires_at <= unixNow()) {
      session.status = 'expired';
      session.url = null;
      ctx.emit('checkout.session.expired', session);
    }
    if (session.status === 'complete') {
      if (session.success_url) return c.redirect(successUrl(session), 303);
      return html(
        c,
        renderMessagePage({
          title: 'Pagamento concluído',
          message: 'Obrigado! Sua assinatura está ativa.',
          link: null,
        }),
      );
    }
    if (session.status === 'expired') {
      return html(
        c,
        renderMessagePage({
          title: 'Sessão expirada',
          message: 'Esta sessão de pagamento expirou. Volte e tente novamente.',
          link: session.cancel_url ? { href: session.cancel_url, label: 'Voltar' } : null,
        }),
        410,
      );
    }
    return null;
  };

  app.get('/checkout/:id', (c) => {
    const session = store.sessions.get(c.req.param('id'));
    return closedSession(c, session) ?? page(c, session as CheckoutSession, null);
  });

  app.post('/checkout/:id/pay', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const session = store.sessions.get(c.req.param('id'));
    const closed = closedSession(c, session);
    if (closed || !session) return closed ?? c.notFound();
    const email = form.get('email')?.trim() ?? '';
    const cardholderName = form.get('cardholder_name')?.trim() ?? '';
    const values = { email, cardholderName };
    if (!session.customer_email && !session.customer && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      return page(c, session, 'Informe um e-mail válido.', values);
    }
    const code = form.get('promotion_code')?.trim();
    if (code && session.allow_promotion_codes) {
      const problem = applyPromotionCodeText(ctx, session, code);
      if (problem) return page(c, session, problem, values);
    }
    const card = checkTestCard(form.get('card_number') ?? '');
    if (!card.ok) return page(c, session, card.message, values);
    completeCheckoutSession(ctx, session, {
      email: session.customer_email ?? (email || null),
      name: cardholderName || null,
      brand: card.brand,
      last4: card.last4,
    });
    if (session.success_url) return c.redirect(successUrl(session), 303);
    return html(
      c,
      renderMessagePage({
        title: 'Pagamento concluído',
        message: 'Obrigado! Sua assinatura está ativa.',
        link: null,
      }),
    );
  });

  app.get('/i/:id', (c) => {
    const invoice = store.invoices.get(c.req.param('id'));
    if (!invoice || invoice.status === 'draft') {
      return html(
        c,
        renderMessagePage({
          title: 'Fatura não encontrada',
          message: 'Esta fatura não existe.',
          link: null,
        }),
        404,
      );
    }
    return html(c, renderInvoicePage(invoice, ctx.accountName));
  });
}

function successUrl(session: CheckoutSession): string {
  return (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}
