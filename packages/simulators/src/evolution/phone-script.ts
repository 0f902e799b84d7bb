/**
 * The phone page's script, served as a file so the page needs no inline script (strict CSP).
 * Kept as a string so the server bundle carries it without file-system lookups.
 */
export const PHONE_SCRIPT = String.raw`'use strict';
(function () {
  var instance = document.body.dataset.instance;
  var base = '/phone/' + encodeURIComponent(instance);
  var byId = function (id) { return document.getElementById(id); };
  var lastMessages = '';

  function digits(value) { return String(value || '').replace(/\D/g, ''); }

  function showError(message) {
    var el = byId('error');
    el.textContent = message || '';
    el.hidden = !message;
  }

  // WhatsApp's formatting, read on the server (segments): elements and text nodes, never HTML.
  function formatted(segment) {
    var node = document.createTextNode(segment.text);
    [['mono', 'code'], ['strike', 's'], ['italic', 'em'], ['bold', 'strong']].forEach(function (pair) {
      if (!segment[pair[0]]) return;
      var el = document.createElement(pair[1]);
      el.append(node);
      node = el;
    });
    return node;
  }

  function renderMessages(messages) {
    var key = JSON.stringify(messages.map(function (m) { return m.id; }));
    if (key === lastMessages) return;
    lastMessages = key;
    var list = byId('messages');
    var items = messages.map(function (m) {
      var li = document.createElement('li');
      li.className = 'bubble ' + (m.fromMe ? 'from-business' : 'from-customer');
      var p = document.createElement('p');
      if (m.audio) {
        p.className = 'voice';
        p.textContent = '🎤 Mensagem de voz · ' + Math.floor(m.audio.seconds / 60) + ':' + String(m.audio.seconds % 60).padStart(2, '0');
        var player = document.createElement('audio');
        player.controls = true;
        player.preload = 'none';
        player.src = m.audio.src;
        li.append(p, player);
      } else {
        p.append.apply(p, m.segments.map(formatted));
        li.append(p);
      }
      var t = document.createElement('time');
      t.dateTime = m.at;
      t.textContent = new Date(m.at).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
      li.append(t);
      return li;
    });
    if (items.length === 0) {
      var empty = document.createElement('li');
      empty.className = 'empty';
      empty.textContent = 'Nenhuma mensagem ainda. Escreva para o negócio como se fosse um cliente.';
      items.push(empty);
    }
    list.replaceChildren.apply(list, items);
    list.scrollTop = list.scrollHeight;
  }

  function render(view) {
    var status = byId('status');
    status.textContent = view.stateLabel;
    status.dataset.state = view.state;
    var hasQr = view.state === 'connecting' && view.qr;
    var isOpen = view.state === 'open';
    byId('qr-section').hidden = !hasQr;
    byId('idle-section').hidden = Boolean(hasQr || isOpen);
    byId('open-section').hidden = !isOpen;
    if (hasQr && byId('scan-code').value !== view.qr.code) {
      byId('qr').src = view.qr.base64;
      byId('scan-code').value = view.qr.code;
      byId('qr-count').textContent = 'QR code nº ' + view.qr.count;
    }
    if (view.business) {
      byId('business-label').textContent = view.business.profileName + ' · +' + view.business.number;
    }
    var text = byId('message-text');
    text.disabled = !isOpen;
    byId('send-button').disabled = !isOpen;
    byId('audio-button').disabled = !isOpen;
    text.placeholder = isOpen ? 'Mensagem' : 'Aguardando a conexão do negócio';
    renderMessages(view.messages);
  }

  function refresh() {
    var chat = digits(byId('customer-number').value);
    return fetch(base + '/state?chat=' + encodeURIComponent(chat), { headers: { accept: 'application/json' } })
      .then(function (res) {
        if (res.status === 404) throw new Error('Instância não encontrada. Ela foi excluída?');
        if (!res.ok) throw new Error('Não foi possível atualizar a página.');
        return res.json();
      })
      .then(render)
      .catch(function (error) { showError(error.message); });
  }

  function post(path, payload) {
    showError('');
    return fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    })
      .then(function (res) {
        if (res.ok) return true;
        return res.json().then(function (body) { throw new Error(body.error || 'Falha na operação.'); });
      })
      .catch(function (error) { showError(error.message); return false; })
      .then(function (ok) { return refresh().then(function () { return ok; }); });
  }

  byId('scan-form').addEventListener('submit', function (event) {
    event.preventDefault();
    post('/scan', { code: byId('scan-code').value, number: digits(byId('business-number').value) });
  });

  byId('disconnect-form').addEventListener('submit', function (event) {
    event.preventDefault();
    post('/disconnect', {});
  });

  byId('message-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var customer = { from: digits(byId('customer-number').value), name: byId('customer-name').value };
    if (event.submitter && event.submitter.id === 'audio-button') {
      post('/audio', customer);
      return;
    }
    var text = byId('message-text');
    if (!text.value.trim()) return;
    var payload = { from: customer.from, name: customer.name, text: text.value };
    text.value = '';
    post('/messages', payload).then(function (ok) { if (!ok) text.value = payload.text; text.focus(); });
  });

  byId('customer-number').addEventListener('change', function () { lastMessages = ''; refresh(); });

  setInterval(refresh, 1000);
})();
`;
