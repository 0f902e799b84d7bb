import { formatBRL } from '@secretaria/shared/plans';
import { escapeHtml } from '../html';
import type { CheckoutLineItem, CheckoutSession, Invoice } from './objects';

/**
 * The hosted pages, pt-BR, self-contained: no script at all and no external asset, so they
 * work offline and under a `default-src 'none'` policy.
 */
export const PAGE_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f36;background:#f6f9fc}
main{max-width:960px;margin:0 auto;padding:32px 20px;display:grid;gap:32px;grid-template-columns:repeat(auto-fit,minmax(300px,1fr))}
a{color:#635bff}.back{display:inline-block;margin-bottom:16px;text-decoration:none}
h1{font-size:18px;font-weight:600;margin:0 0 8px;color:#3c4257}.total{font-size:36px;font-weight:700;margin:0 0 4px}
.muted{color:#697386;font-size:14px}table{width:100%;border-collapse:collapse;margin-top:24px;font-size:14px}
td{padding:8px 0;border-bottom:1px solid #e3e8ee}td:last-child{text-align:right}.discount td{color:#0e6245}
form{background:#fff;border-radius:8px;box-shadow:0 2px 5px rgba(60,66,87,.12);padding:24px;display:grid;gap:16px;align-content:start}
label{display:grid;gap:6px;font-size:14px;font-weight:500;color:#3c4257}
input{font:inherit;padding:10px 12px;border:1px solid #cfd7df;border-radius:6px}
input:focus{outline:2px solid #635bff;outline-offset:1px}
button{font:inherit;font-weight:600;padding:12px;border:0;border-radius:6px;background:#635bff;color:#fff;cursor:pointer}
.error{margin:0;padding:10px 12px;border-radius:6px;background:#fde8e8;color:#a41c1c;font-size:14px}
.test{margin:0;font-size:12px;color:#697386}.badge{font-size:11px;font-weight:700;background:#ffde92;color:#983705;border-radius:4px;padding:2px 6px;margin-left:8px}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
}

function interval(item: CheckoutLineItem): string {
  const recurring = item.price.recurring;
  if (!recurring) return '';
  const names = { day: 'dia', week: 'semana', month: 'mês', year: 'ano' } as const;
  return ` por ${names[recurring.interval]}`;
}

export function renderCheckoutPage(input: {
  session: CheckoutSession;
  lineItems: CheckoutLineItem[];
  accountName: string;
  promotionCode: string | null;
  error: string | null;
  values?: { email?: string; cardholderName?: string };
}): string {
  const { session, lineItems, accountName, promotionCode, error } = input;
  const first = lineItems[0];
  const title = first ? `Assinar ${first.description}` : 'Assinar';
  const rows = lineItems
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.description)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}<br><span class="muted">Cobrado mensalmente</span></td><td>${formatBRL(item.amount_subtotal)}${interval(item)}</td></tr>`,
    )
    .join('');
  const discount = session.total_details.amount_discount;
  const discountRow =
    discount > 0
      ? `<tr class="discount"><td>Desconto${promotionCode ? ` (${escapeHtml(promotionCode)})` : ''}</td><td>−${formatBRL(discount)}</td></tr>`
      : '';
  const after = first
    ? `<p class="muted">Depois, ${formatBRL(session.amount_subtotal)}${interval(first)}.</p>`
    : '';
  const back = session.cancel_url
    ? `<a class="back" href="${escapeHtml(session.cancel_url)}">← Voltar para ${escapeHtml(accountName)}</a>`
    : '';
  const needsEmail = !session.customer_email && !session.customer;
  const emailField = needsEmail
    ? `<label>E-mail<input name="email" type="email" autocomplete="email" required value="${escapeHtml(input.values?.email ?? '')}"></label>`
    : `<p class="muted">E-mail: ${escapeHtml(session.customer_email ?? '')}</p>`;
  const promoField =
    session.allow_promotion_codes && discount === 0
      ? '<label>Código promocional<input name="promotion_code" autocomplete="off"></label>'
      : '';
  const errorBlock = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  const body = `<main>
<section aria-label="Resumo do pedido">
${back}
<h1>${escapeHtml(title)}<span class="badge">MODO DE TESTE</span></h1>
<p class="total">${formatBRL(session.amount_total)}</p>
<p class="muted">Total devido hoje</p>
<table>
${rows}
${discountRow}
<tr><td><strong>Total devido hoje</strong></td><td><strong>${formatBRL(session.amount_total)}</strong></td></tr>
</table>
${after}
</section>
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay">
<h1>Pagar com cartão</h1>
${emailField}
<label>Número do cartão<input name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required></label>
<label>Nome no cartão<input name="cardholder_name" autocomplete="cc-name" value="${escapeHtml(input.values?.cardholderName ?? '')}"></label>
${promoField}
${errorBlock}
<button type="submit">Assinar</button>
<p class="test">Cartões de teste: 4242 4242 4242 4242 é aprovado; 4000 0000 0000 0002 é recusado.</p>
</form>
</main>`;
  return layout(`${title} | ${accountName}`, body);
}

export function renderMessagePage(input: {
  title: string;
  message: string;
  link: { href: string; label: string } | null;
}): string {
  const link = input.link
    ? `<p><a href="${escapeHtml(input.link.href)}">${escapeHtml(input.link.label)}</a></p>`
    : '';
  return layout(
    input.title,
    `<main><section><h1>${escapeHtml(input.title)}</h1><p>${escapeHtml(input.message)}</p>${link}</section></main>`,
  );
}

const INVOICE_STATUS: Record<Invoice['status'], string> = {
  draft: 'Rascunho',
  open: 'Em aberto',
  paid: 'Paga',
  uncollectible: 'Não cobrável',
  void: 'Anulada',
};

export function renderInvoicePage(invoice: Invoice, accountName: string): string {
  const rows = invoice.lines.data
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.description)}</td><td>${formatBRL(line.amount)}</td></tr>`,
    )
    .join('');
  const discount = invoice.subtotal - invoice.total;
  return layout(
    `Fatura ${invoice.number ?? invoice.id}`,
    `<main><section><h1>Fatura ${escapeHtml(invoice.number ?? invoice.id)} · ${escapeHtml(accountName)}</h1>
<p class="total">${formatBRL(invoice.total)}</p><p class="muted">${INVOICE_STATUS[invoice.status]}</p>
<table>${rows}${discount > 0 ? `<tr class="discount"><td>Desconto</td><td>−${formatBRL(discount)}</td></tr>` : ''}
<tr><td><strong>Total</strong></td><td><strong>${formatBRL(invoice.total)}</strong></td></tr></table></section></main>`,
  );
}
