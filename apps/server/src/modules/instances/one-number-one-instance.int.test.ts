import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { isNumberTaken } from '@/modules/instances/instance-number';
import { insertInstance } from '@/modules/instances/instances.repo';
import { newGatewayName } from '@/modules/whatsapp/gateway-name';
import { startTestServices } from '@/test/test-services';
import { createTestServer, type TestServer } from '@/test/test-server';

/**
 * One WhatsApp number belongs to one instance across all owners (issue 23, docs/decisions/028):
 * the hostile sequence of the report, and the refusals before any payment.
 */
let services: Awaited<ReturnType<typeof startTestServices>>;
let server: TestServer;
type Owner = Awaited<ReturnType<TestServer['createUser']>>;

beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, services.deps);
});
afterAll(async () => {
  await server.close();
  await services.close();
});

const freshLocal = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

const form = (phoneNumber: string) => ({
  name: 'Salão B',
  phoneNumber,
  countryId: server.brasilId,
  assistantName: 'Bia',
  timezone: 'America/Sao_Paulo',
  timezone_offset: -3,
});

const patchNumber = (owner: Owner, id: string, phoneNumber: string) =>
  server.request(`/api/instances/${id}`, {
    method: 'PATCH',
    cookie: owner.cookie,
    json: form(phoneNumber),
  });

const whatsapp = (owner: Owner, id: string, action: 'qr' | 'logout') =>
  server.request(`/api/instances/${id}/whatsapp/${action}`, {
    method: 'POST',
    cookie: owner.cookie,
  });

const gatewayNameOf = async (id: string) =>
  (
    await server.db
      .selectFrom('whatsapp_instances')
      .select(['gateway_name', 'webhook_secret'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).gateway_name;

/** Owner A with an instance whose line is connected through the panel (QR, then scanned). */
async function connectedOwner(local: string) {
  const owner = await server.createUser({ name: 'Dona Alice' });
  const id = await server.createInstance(owner.id, {
    name: 'Salão da Alice',
    phone_number: local,
    full_phone_number: `55${local}`,
    gateway_name: newGatewayName(),
    evolution_status: 'criado',
  });
  expect((await whatsapp(owner, id, 'qr')).status).toBe(200);
  const name = await gatewayNameOf(id);
  services.evolution.scanQr(name);
  return { owner, id, name };
}

describe("another owner cannot take a connected owner's number", () => {
  it('refuses the number on every path and leaves the line, its webhook and its customers with A', async () => {
    const aLocal = freshLocal();
    const a = await connectedOwner(aLocal);
    const gateway = services.deps.gateway.client;
    const aWebhook = services.evolution.getInstance(a.name)?.webhook?.url;
    expect(await gateway.connectionState(a.name)).toBe('CONNECTED');

    const b = await server.createUser({ name: 'Bruno' });
    const bId = await server.createInstance(b.id, {
      name: 'Salão B',
      gateway_name: newGatewayName(),
    });

    // PATCH to A's number, as typed and with a trunk prefix: the same neutral 409, nothing of A.
    for (const typed of [aLocal, `0${aLocal}`]) {
      const res = await patchNumber(b, bId, typed);
      expect(res.status).toBe(409);
      const body = await res.json();
      expect(body.error).toEqual({
        code: 'CONFLICT',
        message: msg.instancePhoneUnavailable,
        fields: { phoneNumber: msg.instancePhoneUnavailable },
      });
      const text = JSON.stringify(body);
      for (const secret of ['Alice', a.owner.email, a.id, a.name])
        expect(text).not.toContain(secret);
    }

    // QR, logout, a new number, the account deleted: each touches B's own gateway instance only.
    expect((await whatsapp(b, bId, 'qr')).status).toBe(200);
    const bName = await gatewayNameOf(bId);
    expect(bName).not.toBe(a.name);
    expect(services.evolution.getInstance(a.name)?.webhook?.url).toBe(aWebhook);
    expect((await whatsapp(b, bId, 'logout')).status).toBe(200);
    expect(await gateway.connectionState(a.name)).toBe('CONNECTED');
    expect((await patchNumber(b, bId, freshLocal())).status).toBe(200);
    expect(await gateway.connectionState(a.name)).toBe('CONNECTED');
    expect(services.evolution.getInstance(a.name)?.webhook?.url).toBe(aWebhook);

    // A customer writes to A's line: the gateway's webhook brings it to A, and B sees nothing.
    const record = services.evolution.receiveMessage(a.name, {
      from: '5521977776666',
      name: 'Cliente da Alice',
      text: 'Oi, quero marcar um horário',
    });
    const delivered = await server.request(new URL(aWebhook as string).pathname, {
      method: 'POST',
      json: { event: 'messages.upsert', instance: a.name, data: record },
    });
    expect(delivered.status).toBe(200);
    const conversasOf = async (owner: Owner, id: string) =>
      (
        await (
          await server.request(`/api/instances/${id}/conversas`, { cookie: owner.cookie })
        ).json()
      ).items;
    expect(await conversasOf(a.owner, a.id)).toHaveLength(1);
    expect(await conversasOf(b, bId)).toHaveLength(0);

    const deleted = await server.request('/api/conta/excluir', {
      method: 'POST',
      cookie: b.cookie,
      json: { senha: b.password },
    });
    expect(deleted.status).toBe(200);
    expect(services.evolution.getInstance(bName)).toBeUndefined();
    expect(await gateway.connectionState(a.name)).toBe('CONNECTED');
    expect(services.evolution.getInstance(a.name)?.webhook?.url).toBe(aWebhook);
  });

  it('refuses a checkout for a taken number before any payment, and the dev shortcut too', async () => {
    const aLocal = freshLocal();
    await connectedOwner(aLocal);
    const b = await server.createUser();
    const res = await server.request('/api/billing/checkout', {
      method: 'POST',
      cookie: b.cookie,
      json: {
        planId: 'pro',
        promoCode: 'PRO27',
        instance: { ...form(aLocal), assistantName: 'Bia' },
      },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.fields).toEqual({
      'instance.phoneNumber': msg.instancePhoneUnavailable,
    });
    const drafts = await server.db
      .selectFrom('checkout_sessions')
      .select('id')
      .where('user_id', '=', b.id)
      .execute();
    expect(drafts).toEqual([]);

    const dev = await server.request('/api/dev/instances', {
      method: 'POST',
      cookie: b.cookie,
      json: { phoneNumber: aLocal },
    });
    expect(dev.status).toBe(409);
    expect((await dev.json()).error.message).toBe(msg.instancePhoneUnavailable);
  });
});

describe("the owner's own other instance", () => {
  it('names the instance that already has the number, on the edit form and at checkout', async () => {
    const owner = await server.createUser();
    const local = freshLocal();
    await server.createInstance(owner.id, {
      name: 'Unidade Centro',
      phone_number: local,
      full_phone_number: `55${local}`,
    });
    const second = await server.createInstance(owner.id, { name: 'Unidade Bairro' });
    const res = await patchNumber(owner, second, local);
    expect(res.status).toBe(409);
    const own = msg.instancePhoneOwnTaken('Unidade Centro');
    expect((await res.json()).error.fields).toEqual({ phoneNumber: own });
    const checkout = await server.request('/api/billing/checkout', {
      method: 'POST',
      cookie: owner.cookie,
      json: { planId: 'pro', promoCode: 'PRO27', instance: form(local) },
    });
    expect(checkout.status).toBe(409);
    expect((await checkout.json()).error.message).toBe(own);
  });

  it('keeps its own number on a save that does not change it', async () => {
    const owner = await server.createUser();
    const local = freshLocal();
    const id = await server.createInstance(owner.id, {
      phone_number: local,
      full_phone_number: `55${local}`,
    });
    expect((await patchNumber(owner, id, local)).status).toBe(200);
  });
});

describe('a race for one number', () => {
  it('lets exactly one of many concurrent edits have it; the others get the 409, never a 500', async () => {
    const owners = await Promise.all(Array.from({ length: 6 }, () => server.createUser()));
    const ids = await Promise.all(owners.map((o) => server.createInstance(o.id)));
    const local = freshLocal();
    const results = await Promise.all(owners.map((o, i) => patchNumber(o, ids[i]!, local)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.status === 409))
      expect((await r.json()).error.message).toBe(msg.instancePhoneUnavailable);
    const holders = await server.db
      .selectFrom('whatsapp_instances')
      .select('id')
      .where('full_phone_number', '=', `+55${local}`)
      .execute();
    expect(holders).toHaveLength(1);
  });

  it('refuses the second of two concurrent writes at the database itself (the unique index)', async () => {
    const [a, b] = await Promise.all([server.createUser(), server.createUser()]);
    const number = `+55${freshLocal()}`;
    const insert = (userId: string) =>
      insertInstance(server.db, {
        user_id: userId,
        name: null,
        phone_number: null,
        full_phone_number: number,
        pais_id: server.brasilId,
        assistant_name: null,
      });
    const outcomes = await Promise.allSettled([insert(a.id), insert(b.id)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(isNumberTaken(refusal.reason)).toBe(true);
  });
});
