import type { Hono } from 'hono';
import { createCustomer } from './checkout-completion';
import type { ApiContext, ApiEnv } from './http-support';
import { eventOrigin, newestFirst, respond, respondList } from './http-support';
import { previewInvoice } from './invoice-preview';
import { finalizeInvoice, payInvoice } from './invoicing';
import {
  assertKnownParams,
  metadataParam,
  optionalBoolean,
  optionalEnum,
  optionalString,
} from './params';
import type { SimContext } from './sim-context';
import { invalidRequest, resourceMissing } from './stripe-error';
import {
  cancelSubscription,
  reactivateIfSettled,
  updateSubscription,
} from './subscription-changes';

const LIST_PARAMS = ['limit', 'starting_after', 'ending_before', 'expand', 'created'];

export function registerBillingRoutes(api: Hono<ApiEnv>, ctx: SimContext) {
  const { store } = ctx;
  const findSubscription = (c: ApiContext) => {
    const id = c.req.param('id') ?? '';
    const subscription = store.subscriptions.get(id);
    if (!subscription) throw resourceMissing('subscription', id, 'id', 404);
    return subscription;
  };
  const findInvoice = (c: ApiContext) => {
    const id = c.req.param('id') ?? '';
    const invoice = store.invoices.get(id);
    if (!invoice) throw resourceMissing('invoice', id, 'invoice', 404);
    return invoice;
  };

  api.post('/customers', (c) => {
    const params = c.get('params');
    assertKnownParams(params, ['email', 'name', 'metadata', 'description', 'phone', 'expand']);
    const customer = createCustomer(ctx, {
      email: optionalString(params, 'email') ?? null,
      name: optionalString(params, 'name') ?? null,
      metadata: metadataParam(params),
    });
    return respond(c, ctx, customer);
  });

  api.get('/customers', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [...LIST_PARAMS, 'email']);
    const email = optionalString(params, 'email');
    return respondList(
      c,
      ctx,
      newestFirst(store.customers, (customer) => !email || customer.email === email),
      '/v1/customers',
    );
  });

  api.get('/customers/:id', (c) => {
    const customer = store.customers.get(c.req.param('id'));
    if (!customer) throw resourceMissing('customer', c.req.param('id'), 'id', 404);
    return respond(c, ctx, customer);
  });

  api.get('/subscriptions', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [...LIST_PARAMS, 'customer', 'price', 'status']);
    const customer = optionalString(params, 'customer');
    const price = optionalString(params, 'price');
    const status = optionalEnum(params, 'status', [
      'active',
      'all',
      'canceled',
      'ended',
      'incomplete',
      'incomplete_expired',
      'past_due',
      'paused',
      'trialing',
      'unpaid',
    ]);
    return respondList(
      c,
      ctx,
      newestFirst(
        store.subscriptions,
        (subscription) =>
          (!customer || subscription.customer === customer) &&
          (!price || subscription.items.data.some((item) => item.price.id === price)) &&
          // Without a status filter Stripe leaves canceled subscriptions out.
          (status === 'all' ||
            (status === undefined && subscription.status !== 'canceled') ||
            (status === 'ended' && subscription.status === 'canceled') ||
            subscription.status === status),
      ),
      '/v1/subscriptions',
    );
  });

  api.get('/subscriptions/:id', (c) => {
    assertKnownParams(c.get('params'), ['expand']);
    return respond(c, ctx, findSubscription(c));
  });

  api.post('/subscriptions/:id', (c) =>
    respond(c, ctx, updateSubscription(ctx, findSubscription(c), c.get('params'), eventOrigin(c))),
  );

  api.delete('/subscriptions/:id', (c) => {
    assertKnownParams(c.get('params'), [
      'expand',
      'invoice_now',
      'prorate',
      'cancellation_details',
    ]);
    return respond(c, ctx, cancelSubscription(ctx, findSubscription(c), eventOrigin(c)));
  });

  api.get('/invoices', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [
      ...LIST_PARAMS,
      'customer',
      'subscription',
      'status',
      'collection_method',
      'due_date',
    ]);
    const customer = optionalString(params, 'customer');
    const subscription = optionalString(params, 'subscription');
    const status = optionalEnum(params, 'status', [
      'draft',
      'open',
      'paid',
      'uncollectible',
      'void',
    ]);
    return respondList(
      c,
      ctx,
      newestFirst(
        store.invoices,
        (invoice) =>
          (!customer || invoice.customer === customer) &&
          (!subscription || invoice.parent.subscription_details.subscription === subscription) &&
          (!status || invoice.status === status),
      ),
      '/v1/invoices',
    );
  });

  api.post('/invoices/create_preview', (c) =>
    respond(c, ctx, previewInvoice(ctx, c.get('params'))),
  );

  api.get('/invoices/:id', (c) => respond(c, ctx, findInvoice(c)));

  api.get('/invoices/:id/lines', (c) => {
    const invoice = findInvoice(c);
    return respondList(c, ctx, invoice.lines.data, invoice.lines.url);
  });

  api.post('/invoices/:id/finalize', (c) => {
    const invoice = findInvoice(c);
    if (invoice.status !== 'draft') {
      throw invalidRequest(
        `This invoice is already finalized, you can't re-finalize a non-draft invoice.`,
      );
    }
    finalizeInvoice(ctx, invoice, eventOrigin(c));
    return respond(c, ctx, invoice);
  });

  api.post('/invoices/:id/pay', (c) => {
    const invoice = findInvoice(c);
    assertKnownParams(c.get('params'), [
      'expand',
      'paid_out_of_band',
      'payment_method',
      'off_session',
    ]);
    if (invoice.status === 'paid')
      throw invalidRequest('Invoice is already paid', undefined, 'invoice_already_paid');
    if (invoice.status === 'void') {
      throw invalidRequest('This invoice can no longer be paid because it is void.');
    }
    const origin = eventOrigin(c);
    if (invoice.status === 'draft') finalizeInvoice(ctx, invoice, origin);
    if (optionalBoolean(c.get('params'), 'paid_out_of_band') === true) {
      invoice.status = 'paid';
      invoice.amount_remaining = 0;
      invoice.status_transitions.paid_at = Math.floor(Date.now() / 1000);
      ctx.emit('invoice.paid', invoice, { origin });
    } else {
      payInvoice(ctx, invoice, { fail: false, origin });
    }
    reactivateIfSettled(ctx, invoice, origin);
    return respond(c, ctx, invoice);
  });

  api.post('/invoices/:id/void', (c) => {
    const invoice = findInvoice(c);
    if (invoice.status !== 'open' && invoice.status !== 'uncollectible') {
      throw invalidRequest(
        `You can only pass in open or uncollectible invoices. This invoice is ${invoice.status}.`,
      );
    }
    invoice.status = 'void';
    invoice.status_transitions.voided_at = Math.floor(Date.now() / 1000);
    invoice.next_payment_attempt = null;
    ctx.emit('invoice.voided', invoice, { origin: eventOrigin(c) });
    return respond(c, ctx, invoice);
  });

  api.post('/invoices/:id/mark_uncollectible', (c) => {
    const invoice = findInvoice(c);
    if (invoice.status !== 'open') {
      throw invalidRequest(
        `You can only mark open invoices as uncollectible. This invoice is ${invoice.status}.`,
      );
    }
    invoice.status = 'uncollectible';
    invoice.status_transitions.marked_uncollectible_at = Math.floor(Date.now() / 1000);
    invoice.next_payment_attempt = null;
    ctx.emit('invoice.marked_uncollectible', invoice, { origin: eventOrigin(c) });
    return respond(c, ctx, invoice);
  });

  api.get('/invoice_payments', (c) => {
    const params = c.get('params');
    assertKnownParams(params, [...LIST_PARAMS, 'invoice', 'payment', 'status']);
    const invoice = optionalString(params, 'invoice');
    const status = optionalEnum(params, 'status', ['open', 'paid', 'canceled']);
    return respondList(
      c,
      ctx,
      newestFirst(
        store.invoicePayments,
        (payment) =>
          (!invoice || payment.invoice === invoice) && (!status || payment.status === status),
      ),
      '/v1/invoice_payments',
    );
  });

  api.get('/invoice_payments/:id', (c) => {
    const payment = store.invoicePayments.get(c.req.param('id'));
    if (!payment) throw resourceMissing('invoice_payment', c.req.param('id'), 'id', 404);
    return respond(c, ctx, payment);
  });
}
