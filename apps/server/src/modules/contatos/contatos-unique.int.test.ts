import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { createTestServer, type TestServer } from '@/test/test-server';
import { findOrCreateContatoByPhone } from './find-or-create-contato';

type User = Awaited<ReturnType<TestServer['createUser']>>;
let server: TestServer;
let owner: User;
let intruder: User;
let instance: string;
let otherInstance: string;

const as = (user: User, method: string, path: string, json?: unknown) =>
  server.request(path, { method, cookie: user.cookie, ...(json === undefined ? {} : { json }) });
const contatosOf = (instanceId: string, telefone: string) =>
  server.db
    .selectFrom('contatos')
    .select(['id', 'nome'])
    .where('whatsapp_instance_id', '=', instanceId)
    .where('telefone', '=', telefone)
    .execute();

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.createUser();
  intruder = await server.createUser();
  instance = await server.createInstance(owner.id);
  otherInstance = await server.createInstance(owner.id, { full_phone_number: '5511900000002' });
});
afterAll(() => server.close());

describe('contacts are unique per instance and phone', () => {
  it('find-or-create: 20 simultaneous calls for one number leave one contact', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        findOrCreateContatoByPhone(server.db, {
          userId: owner.id,
          instanceId: instance,
          telefone: '+5511988887777',
          nome: `Cliente ${i}`,
        }),
      ),
    );
    const rows = await contatosOf(instance, '+5511988887777');
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => r.id))).toEqual(new Set([rows[0]!.id]));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    // Found again later, it keeps the name it was created with.
    const again = await findOrCreateContatoByPhone(server.db, {
      userId: owner.id,
      instanceId: instance,
      telefone: '+5511988887777',
      nome: 'Outro nome',
    });
    expect(again).toMatchObject({ id: rows[0]!.id, nome: rows[0]!.nome, created: false });
  });

  it("works inside a transaction and never creates in another owner's instance", async () => {
    const inTx = await server.db.transaction().execute((tx) =>
      findOrCreateContatoByPhone(tx, {
        userId: owner.id,
        instanceId: otherInstance,
        telefone: '+5511988887777',
        nome: 'Na outra instância',
      }),
    );
    expect(inTx.created).toBe(true);
    const error = await findOrCreateContatoByPhone(server.db, {
      userId: intruder.id,
      instanceId: instance,
      telefone: '+5511900001111',
      nome: 'Intruso',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('NOT_FOUND');
    expect(await contatosOf(instance, '+5511900001111')).toEqual([]);
  });

  it('the panel gets a pt-BR 409 for a phone already in the instance, on create and on edit', async () => {
    const path = `/api/instances/${instance}/contatos`;
    const first = await as(owner, 'POST', path, { nome: 'Ana', telefone: '11977776666' });
    expect(first.status).toBe(201);
    const dup = await as(owner, 'POST', path, { nome: 'Ana 2', telefone: '11977776666' });
    expect(dup.status).toBe(409);
    expect((await dup.json()).error).toMatchObject({
      message: 'Já existe um contato com este telefone nesta instância.',
      fields: { telefone: msg.contactPhoneDuplicate },
    });
    // The same phone in another instance is another contact.
    const other = await as(owner, 'POST', `/api/instances/${otherInstance}/contatos`, {
      nome: 'Ana',
      telefone: '11977776666',
    });
    expect(other.status).toBe(201);
    const second = await (
      await as(owner, 'POST', path, { nome: 'Bruno', telefone: '11977775555' })
    ).json();
    const edit = await as(owner, 'PATCH', `/api/contatos/${second.id}`, {
      nome: 'Bruno',
      telefone: '11977776666',
    });
    expect(edit.status).toBe(409);
    expect((await edit.json()).error.message).toBe(msg.contactPhoneDuplicate);
    expect(await contatosOf(instance, '+5511977775555')).toHaveLength(1);
  });
});
