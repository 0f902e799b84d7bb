import { PHONE_STYLES as EVOLUTION_PHONE_STYLES } from '../evolution/phone-styles';

/** The Evolution phone's look, plus reply buttons, lists and delivery ticks. */
export const META_PHONE_STYLES = `${EVOLUTION_PHONE_STYLES}
.topbar { background: #1f3b57; }
.taps { display: flex; flex-direction: column; gap: 4px; margin-top: 6px; }
.taps .reply, .taps .row { background: #fff; color: #027eb5; border: 1px solid var(--border);
  border-radius: 8px; padding: 8px; font-weight: 600; text-align: center; }
.taps .row { text-align: left; display: flex; flex-direction: column; gap: 2px; color: var(--text); }
.taps .row small { color: var(--muted); font-weight: 400; }
.list summary { cursor: pointer; color: #027eb5; font-weight: 600; padding: 6px 0; text-align: center;
  border-top: 1px solid var(--border); margin-top: 6px; }
.bubble .header { font-weight: 700; }
.bubble .footer, .bubble .section, .bubble .template-name { color: var(--muted); font-size: 12px; }
.ticks-read { color: #34b7f1; }
.ticks-failed { color: var(--danger); }
`;

/** Keeps the chat live and posts taps and texts as JSON; every form also works without it. */
export const META_PHONE_SCRIPT = String.raw`'use strict';
(function () {
  var id = document.body.dataset.phoneNumberId;
  var base = '/phone/' + encodeURIComponent(id);
  var byId = function (x) { return document.getElementById(x); };
  var last = '';
  function digits(v) { return String(v || '').replace(/\D/g, ''); }
  function customer() { return { from: digits(byId('customer-number').value), name: byId('customer-name').value }; }
  function showError(message) { var el = byId('error'); el.textContent = message || ''; el.hidden = !message; }
  function refresh() {
    var c = customer();
    return fetch(base + '/messages?from=' + encodeURIComponent(c.from) + '&name=' + encodeURIComponent(c.name))
      .then(function (res) { if (!res.ok) throw new Error('Não foi possível atualizar a conversa.'); return res.text(); })
      .then(function (html) {
        if (html === last) return;
        var open = Array.prototype.map.call(document.querySelectorAll('details[open]'), function (d) { return d.closest('li').dataset.id; });
        last = html;
        var list = byId('messages');
        list.innerHTML = html;
        open.forEach(function (mid) { var li = list.querySelector('li[data-id="' + mid + '"] details'); if (li) li.open = true; });
        list.scrollTop = list.scrollHeight;
      })
      .catch(function (e) { showError(e.message); });
  }
  function post(path, payload) {
    showError('');
    return fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(payload) })
      .then(function (res) { if (res.ok) return true; return res.json().then(function (b) { throw new Error(b.error || 'Falha.'); }); })
      .catch(function (e) { showError(e.message); return false; })
      .then(function (ok) { return refresh().then(function () { return ok; }); });
  }
  document.addEventListener('submit', function (event) {
    var form = event.target;
    var c = customer();
    if (form.id === 'message-form') {
      event.preventDefault();
      if (event.submitter && event.submitter.id === 'audio-button') { post('/audio', c); return; }
      var text = byId('message-text');
      if (!text.value.trim()) return;
      var payload = { from: c.from, name: c.name, text: text.value };
      text.value = '';
      post('/messages', payload).then(function (ok) { if (!ok) text.value = payload.text; text.focus(); });
      return;
    }
    if (!form.classList.contains('taps') || !event.submitter) return;
    event.preventDefault();
    var messageId = form.querySelector('input[name="messageId"]').value;
    if (event.submitter.name === 'index') post('/template-button', { from: c.from, name: c.name, messageId: messageId, index: Number(event.submitter.value) });
    else post('/reply', { from: c.from, name: c.name, messageId: messageId, replyId: event.submitter.value });
  });
  byId('customer-number').addEventListener('change', function () { last = ''; refresh(); });
  setInterval(refresh, 1000);
})();
`;
