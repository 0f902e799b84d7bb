import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMetaSimulator, type RunningMetaSimulator } from './meta-simulator';
import {
  CUSTOMER,
  graphCall,
  PHONE_NUMBER_ID,
  startMetaReceiver,
  createTestNumber,
} from './meta-test-support';

let sim: RunningMetaSimulator;
let receiver: Awaited<ReturnType<typeof startMetaReceiver>>;
let call: ReturnType<typeof graphCall>;

beforeEach(async () => {
  sim = await startMetaSimulator();
  receiver = await startMetaReceiver();
  call = graphCall(sim.url);
  await createTestNumber(sim, receiver.url);
});
afterEach(async () => {
  await sim.close();
  await receiver.close();
});

const page = (query = `?from=${CUSTOMER.from}&name=Ana`) =>
  fetch(`${sim.phoneUrl(PHONE_NUMBER_ID)}${query}`);
const form = (path: string, fields: Record<string, string>) =>
  fetch(`${sim.url}/phone/${PHONE_NUMBER_ID}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

async function sendInteractive() {
  sim.customerWrites(PHONE_NUMBER_ID, CUSTOMER, 'Quero marcar');
  const send = (interactive: unknown) =>
    call('POST', `/v23.0/${PHONE_NUMBER_ID}/messages`, {
      messaging_product: 'whatsapp',
      to: CUSTOMER.from,
      type: 'interactive',
      interactive,
    });
  const buttons = await send({
    type: 'button',
    body: { text: 'Confirma *terça*?' },
    action: {
      buttons: [
        { type: 'reply', reply: { id: 'sim', title: 'Confirmar' } },
        { type: 'reply', reply: { id: 'nao', title: 'Cancelar' } },
      ],
    },
  });
  const list = await send({
    type: 'list',
    body: { text: 'Horários' },
    action: {
      button: 'Ver horários',
      sections: [
        {
          rows: [
            { id: 'slot-1', title: 'Terça 10:00', description: 'com Bia' },
            { id: 'slot-2', title: 'Terça 11:00' },
          ],
        },
      ],
    },
  });
  return {
    buttonsId: (buttons.body.messages as Array<{ id: string }>)[0]!.id,
    listId: (list.body.messages as Array<{ id: string }>)[0]!.id,
  };
}

describe('the Cloud API phone page', () => {
  it('renders reply buttons and a list, escaped, with a strict CSP and no inline script', async () => {
    await sendInteractive();
    const response = await page();
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<strong>terça</strong>');
    expect(html).toMatch(
      /<button type="submit" name="replyId" value="sim" class="reply">Confirmar<\/button>/,
    );
    expect(html).toContain('<summary>☰ Ver horários</summary>');
    expect(html).toContain('<strong>Terça 10:00</strong><small>com Bia</small>');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+=/);
    expect(
      (await fetch(`${sim.url}/meta-phone-assets/phone.js`)).headers.get('content-type'),
    ).toContain('javascript');
  });

  it('sends the interactive reply webhook when the tester taps a button or a row, without the script', async () => {
    const { buttonsId, listId } = await sendInteractive();
    const tap = await form('/reply', {
      from: CUSTOMER.from,
      name: 'Ana',
      messageId: buttonsId,
      replyId: 'sim',
    });
    expect(tap.status).toBe(303);
    await form('/reply', {
      from: CUSTOMER.from,
      name: 'Ana',
      messageId: listId,
      replyId: 'slot-2',
    });
    await sim.flushWebhooks();
    const interactive = receiver.messages().filter((m) => m.type === 'interactive');
    expect(interactive.map((m) => m.interactive)).toEqual([
      { type: 'button_reply', button_reply: { id: 'sim', title: 'Confirmar' } },
      { type: 'list_reply', list_reply: { id: 'slot-2', title: 'Terça 11:00' } },
    ]);
  });

  it('refuses a tap on an option the message does not have, and types text as JSON', async () => {
    const { buttonsId } = await sendInteractive();
    const bad = await fetch(`${sim.url}/phone/${PHONE_NUMBER_ID}/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        from: CUSTOMER.from,
        name: 'Ana',
        messageId: buttonsId,
        replyId: 'talvez',
      }),
    });
    expect(bad.status).toBe(409);
    const typed = await fetch(`${sim.url}/phone/${PHONE_NUMBER_ID}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: CUSTOMER.from, name: 'Ana', text: 'Obrigada' }),
    });
    expect(typed.status).toBe(201);
    const fragment = await (
      await fetch(`${sim.url}/phone/${PHONE_NUMBER_ID}/messages?from=${CUSTOMER.from}`)
    ).text();
    expect(fragment).toContain('Obrigada');
  });

  it('marks the business’s messages read when the chat is shown', async () => {
    await sendInteractive();
    await sim.flushWebhooks();
    await page();
    await sim.flushWebhooks();
    expect(receiver.statuses().filter((s) => s.status === 'read')).toHaveLength(2);
  });

  it('answers 404 for an unknown number', async () => {
    expect((await fetch(sim.phoneUrl('123'))).status).toBe(404);
  });
});
