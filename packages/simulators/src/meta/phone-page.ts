import { whatsappSegments } from '@secretaria/shared/whatsapp-format';
import { escapeHtml, segmentsHtml } from '../html';
import type { BusinessNumber, StoredMessage } from './meta-types';

export const DEFAULT_CUSTOMER = { number: '5511999990000', name: 'Cliente Teste' };

const formatted = (text: string) => segmentsHtml(whatsappSegments(text));

const time = (date: Date) =>
  date.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

const TICKS: Record<StoredMessage['status'], string> = {
  accepted: '🕓',
  sent: '✓',
  delivered: '✓✓',
  read: '✓✓',
  failed: '⚠ não entregue',
};

type Customer = { number: string; name: string };

/** Hidden fields every tap form carries, so the page works without its script. */
function customerFields(customer: Customer, messageId: string) {
  return `<input type="hidden" name="from" value="${escapeHtml(customer.number)}"><input type="hidden" name="name" value="${escapeHtml(customer.name)}"><input type="hidden" name="messageId" value="${escapeHtml(messageId)}">`;
}

function businessBubble(base: string, m: StoredMessage, customer: Customer): string {
  const content = m.content;
  if (!content) return '';
  const action = (path: string) => `method="post" action="${base}/${path}" class="taps"`;
  let inner: string;
  switch (content.kind) {
    case 'text':
      inner = `<p>${formatted(content.text)}</p>`;
      break;
    case 'buttons':
      inner = `${content.header ? `<p class="header">${escapeHtml(content.header)}</p>` : ''}<p>${formatted(content.text)}</p>${content.footer ? `<p class="footer">${escapeHtml(content.footer)}</p>` : ''}<form ${action('reply')}>${customerFields(customer, m.id)}${content.buttons
        .map(
          (b) =>
            `<button type="submit" name="replyId" value="${escapeHtml(b.id)}" class="reply">${escapeHtml(b.title)}</button>`,
        )
        .join('')}</form>`;
      break;
    case 'list':
      inner = `${content.header ? `<p class="header">${escapeHtml(content.header)}</p>` : ''}<p>${formatted(content.text)}</p>${content.footer ? `<p class="footer">${escapeHtml(content.footer)}</p>` : ''}<details class="list"><summary>☰ ${escapeHtml(content.button)}</summary><form ${action('reply')}>${customerFields(customer, m.id)}${content.sections
        .map(
          (s) =>
            `${s.title ? `<p class="section">${escapeHtml(s.title)}</p>` : ''}${s.rows
              .map(
                (r) =>
                  `<button type="submit" name="replyId" value="${escapeHtml(r.id)}" class="row"><strong>${escapeHtml(r.title)}</strong>${r.description ? `<small>${escapeHtml(r.description)}</small>` : ''}</button>`,
              )
              .join('')}`,
        )
        .join('')}</form></details>`;
      break;
    case 'template':
      inner = `<p class="template-name">Modelo <code>${escapeHtml(content.name)}</code></p><p>${formatted(content.text)}</p>${
        content.quickReplies.length > 0
          ? `<form ${action('template-button')}>${customerFields(customer, m.id)}${content.quickReplies
              .map(
                (q, index) =>
                  `<button type="submit" name="index" value="${index}" class="reply">${escapeHtml(q.text)}</button>`,
              )
              .join('')}</form>`
          : ''
      }`;
      break;
    case 'media':
      inner = `<p>📎 ${content.type}</p>`;
      break;
  }
  return `<li class="bubble from-business" data-id="${escapeHtml(m.id)}">${inner}<time>${time(m.at)} <span class="ticks ticks-${m.status}">${TICKS[m.status]}</span></time></li>`;
}

function customerBubble(base: string, m: StoredMessage): string {
  const audio = m.webhookMessage?.audio as { id?: string } | undefined;
  const body = audio?.id
    ? `<p class="voice">${escapeHtml(m.summary ?? '')}</p><audio controls preload="none" src="${base}/media/${encodeURIComponent(audio.id)}"></audio>`
    : `<p>${formatted(m.summary ?? '')}</p>`;
  return `<li class="bubble from-customer" data-id="${escapeHtml(m.id)}">${body}<time>${time(m.at)}</time></li>`;
}

/** The chat's items, server-rendered (also what the script swaps in every second). */
export function renderMessages(
  number: BusinessNumber,
  messages: StoredMessage[],
  customer: Customer,
) {
  const base = `/phone/${encodeURIComponent(number.phoneNumberId)}`;
  if (messages.length === 0) {
    return '<li class="empty">Nenhuma mensagem ainda. Escreva para o negócio como se fosse um cliente.</li>';
  }
  return messages
    .map((m) =>
      m.direction === 'outbound' ? businessBubble(base, m, customer) : customerBubble(base, m),
    )
    .join('');
}

export type MetaPhonePageInput = {
  number: BusinessNumber;
  messages: StoredMessage[];
  customer: Customer;
  windowOpen: boolean;
  error: string | null;
};

/** Works without its script (form posts); the script only keeps it live. */
export function renderPhonePage({
  number,
  messages,
  customer,
  windowOpen,
  error,
}: MetaPhonePageInput) {
  const id = escapeHtml(number.phoneNumberId);
  const base = `/phone/${encodeURIComponent(number.phoneNumberId)}`;
  const connected = number.status === 'CONNECTED';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Celular de teste · API oficial · ${id}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/meta-phone-assets/phone.css">
<script src="/meta-phone-assets/phone.js" defer></script>
</head>
<body data-phone-number-id="${id}">
<header class="topbar">
  <div class="brand"><span class="logo" aria-hidden="true">✆</span><div><strong>Celular de teste</strong><small>API oficial do WhatsApp (Meta) simulada · número <code>${id}</code></small></div></div>
</header>
<main class="layout">
  <section class="card" aria-labelledby="business-title">
    <h1 id="business-title">${escapeHtml(number.verifiedName)}</h1>
    <p class="status" data-state="${connected ? 'open' : 'close'}">${connected ? 'Conectado' : `Número ${escapeHtml(number.status)}`}</p>
    <p class="hint">+${escapeHtml(number.displayPhoneNumber)} · WABA <code>${escapeHtml(number.wabaId)}</code></p>
    <p class="hint" id="window">${windowOpen ? 'Janela de 24 h aberta: o negócio pode responder livremente.' : 'Janela de 24 h fechada: o negócio só pode enviar modelos aprovados.'}</p>
  </section>
  <section class="card phone" aria-labelledby="chat-title">
    <h2 id="chat-title">Conversa como cliente</h2>
    <form id="message-form" class="chat" method="post" action="${base}/messages">
      <div class="customer">
        <label>Seu número<input name="from" id="customer-number" inputmode="numeric" value="${escapeHtml(customer.number)}" required></label>
        <label>Seu nome<input name="name" id="customer-name" value="${escapeHtml(customer.name)}" required></label>
      </div>
    </form>
    <ol class="messages" id="messages" aria-live="polite">${renderMessages(number, messages, customer)}</ol>
    <div class="composer">
      <input form="message-form" name="text" id="message-text" placeholder="Mensagem" autocomplete="off" aria-label="Mensagem" required${connected ? '' : ' disabled'}>
      <button form="message-form" type="submit" class="primary" id="send-button"${connected ? '' : ' disabled'}>Enviar</button>
      <button form="message-form" type="submit" class="audio" id="audio-button" formaction="${base}/audio" formnovalidate${connected ? '' : ' disabled'}>Enviar áudio</button>
    </div>
    <p class="error" id="error" role="alert"${error ? '' : ' hidden'}>${escapeHtml(error ?? '')}</p>
  </section>
</main>
</body>
</html>`;
}
