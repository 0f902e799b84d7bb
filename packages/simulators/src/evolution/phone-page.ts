import { escapeHtml, segmentsHtml as formatted } from '../html';
import type { PhoneView } from './phone-view';

const hidden = (isHidden: boolean) => (isHidden ? ' hidden' : '');

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** '0:03': a voice note's length as WhatsApp shows it. */
const voiceLength = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function voiceNote(audio: NonNullable<PhoneView['messages'][number]['audio']>): string {
  return `<p class="voice">🎤 Mensagem de voz · ${voiceLength(audio.seconds)}</p><audio controls preload="none" src="${escapeHtml(audio.src)}"></audio>`;
}

function messageItems(view: PhoneView): string {
  if (view.messages.length === 0) {
    return '<li class="empty">Nenhuma mensagem ainda. Escreva para o negócio como se fosse um cliente.</li>';
  }
  return view.messages
    .map(
      (m) =>
        `<li class="bubble ${m.fromMe ? 'from-business' : 'from-customer'}">${m.audio ? voiceNote(m.audio) : `<p>${formatted(m.segments)}</p>`}<time datetime="${m.at}">${time(m.at)}</time></li>`,
    )
    .join('');
}

export type PhonePageInput = {
  view: PhoneView;
  customer: { number: string; name: string };
  error: string | null;
};

/** Server-rendered so the page works without its script; the script only keeps it live. */
export function renderPhonePage({ view, customer, error }: PhonePageInput): string {
  const name = escapeHtml(view.instanceName);
  const base = `/phone/${encodeURIComponent(view.instanceName)}`;
  const hasQr = view.state === 'connecting' && view.qr !== null;
  const isOpen = view.state === 'open';
  const business = view.business
    ? `${escapeHtml(view.business.profileName)} · +${escapeHtml(view.business.number)}`
    : '';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Celular de teste · ${name}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/phone-assets/phone.css">
<script src="/phone-assets/phone.js" defer></script>
</head>
<body data-instance="${name}">
<header class="topbar">
  <div class="brand"><span class="logo" aria-hidden="true">✆</span><div><strong>Celular de teste</strong><small>Evolution API simulada · instância <code>${name}</code></small></div></div>
</header>
<main class="layout">
  <section class="card" aria-labelledby="business-title">
    <h1 id="business-title">WhatsApp do negócio</h1>
    <p class="status" id="status" data-state="${view.state}">${escapeHtml(view.stateLabel)}</p>
    <div id="qr-section"${hidden(!hasQr)}>
      <p class="hint">No celular do negócio: WhatsApp › <strong>Aparelhos conectados</strong> › <strong>Conectar um aparelho</strong>.</p>
      <img id="qr" class="qr" alt="QR code da instância ${name}" src="${view.qr?.base64 ?? ''}" width="264" height="264">
      <p class="muted" id="qr-count">QR code nº ${view.qr?.count ?? 0}</p>
      <form id="scan-form" method="post" action="${base}/scan">
        <input type="hidden" name="code" id="scan-code" value="${escapeHtml(view.qr?.code ?? '')}">
        <label>Número do WhatsApp do negócio<input name="number" id="business-number" inputmode="numeric" value="${escapeHtml(view.suggestedBusinessNumber)}"></label>
        <button type="submit" class="primary">Escanear QR code</button>
      </form>
    </div>
    <div id="idle-section"${hidden(hasQr || isOpen)}>
      <p class="hint">Nenhum QR code ativo. No painel, abra a instância, aba <strong>Ativação</strong>, e clique em <strong>Gerar QR Code</strong>.</p>
    </div>
    <div id="open-section"${hidden(!isOpen)}>
      <p class="connected">Conectado como <strong id="business-label">${business}</strong></p>
      <form id="disconnect-form" method="post" action="${base}/disconnect">
        <button type="submit" class="secondary">Desconectar aparelho</button>
      </form>
    </div>
  </section>
  <section class="card phone" aria-labelledby="chat-title">
    <h2 id="chat-title">Conversa como cliente</h2>
    <form id="message-form" class="chat" method="post" action="${base}/messages">
      <div class="customer">
        <label>Seu número<input name="from" id="customer-number" inputmode="numeric" value="${escapeHtml(customer.number)}" required></label>
        <label>Seu nome<input name="name" id="customer-name" value="${escapeHtml(customer.name)}" required></label>
      </div>
      <ol class="messages" id="messages" aria-live="polite">${messageItems(view)}</ol>
      <div class="composer">
        <input name="text" id="message-text" placeholder="${isOpen ? 'Mensagem' : 'Aguardando a conexão do negócio'}" autocomplete="off" aria-label="Mensagem" required${isOpen ? '' : ' disabled'}>
        <button type="submit" class="primary" id="send-button"${isOpen ? '' : ' disabled'}>Enviar</button>
        <button type="submit" class="audio" id="audio-button" formaction="${base}/audio" formnovalidate title="Envia uma mensagem de voz de exemplo: “Quero marcar um corte amanhã às dez”"${isOpen ? '' : ' disabled'}>Enviar áudio</button>
      </div>
    </form>
    <p class="error" id="error" role="alert"${hidden(!error)}>${escapeHtml(error ?? '')}</p>
  </section>
</main>
</body>
</html>`;
}
