// The server first: it loads @hono/zod-openapi before any shared schema is built.
import { createTestServer, type TestServer } from '@/test/test-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localToInstant } from '@secretaria/shared/zoned-time';
import { lgpdUi } from '@secretaria/shared/messages';
import type { SettableClock } from '@/lib/clock';
import { runTurn } from '@/modules/attendant/engine/run-turn';
import { drain } from '@/modules/attendant/test/drain';
import {
  createConnectedBusiness,
  type ConnectedBusiness,
} from '@/modules/attendant/test/gateway-conversa';
import { startTestServices } from '@/test/test-services';

let server: TestServer;
let services: Awaited<ReturnType<typeof startTestServices>>;
let shop: ConnectedBusiness;
let phone = 11_970_001_000;

const SP = 'America/Sao_Paulo';
const setNow = (dia: string, hora: string) =>
  (server.clock as SettableClock).set(localToInstant(dia, hora, SP));
const attendant = () => {
  if (!server.attendant) throw new Error('no attendant');
  return server.attendant;
};
async function runJobs() {
  await drain(attendant().avisos);
  await drain(attendant().sender);
}
const textOf = (m: { message: unknown }) =>
  (m.message as { conversation?: string }).conversation ?? '';
const sentTo = (telefone: string) =>
  services.evolution
    .sentMessages(shop.gatewayName)
    .filter((m) => m.key.remoteJid.startsWith(`55${telefone}`));

type Customer = { id: string; telefone: string; nome: string };
async function customer(nome: string): Promise<Customer> {
  const telefone = String((phone += 1));
  const { id } = (await shop.as('POST', `/api/instances/${shop.instanceId}/contatos`, {
    nome,
    telefone,
  })) as { id: string };
  return { id, telefone, nome };
}
async function say(who: Customer, text: string) {
  const before = sentTo(who.telefone).length;
  const record = services.evolution.receiveMessage(shop.gatewayName, {
    from: `55${who.telefone}`,
    name: who.nome,
    text,
  });
  const res = await server.request(`/webhooks/evolution/${shop.webhookSecret}`, {
    method: 'POST',
    json: { event: 'messages.upsert', instance: shop.gatewayName, data: record },
  });
  expect(res.status).toBe(200);
  await drain(attendant().worker);
  await drain(attendant().sender);
  return sentTo(who.telefone).slice(before).map(textOf);
}
async function book(who: Customer, dia: string, hora: string, nome_atendido?: string) {
  const a = (await shop.as('POST', `/api/profissionais/${shop.rafael}/agendamentos`, {
    servico_id: shop.corte,
    contato_id: who.id,
    data_agendamento: dia,
    hora_inicio: hora,
    ...(nome_atendido ? { nome_atendido } : {}),
  })) as { id: string };
  return a.id;
}
const request = (method: string, path: string, json?: unknown) =>
  server.request(path, { method, cookie: shop.user.cookie, json });

/** Every text, character and JSON column of every table of the public schema holding `needle`. */
async function tablesHolding(needle: string) {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
  `.execute(server.db);
  expect(columns.length).toBeGreaterThan(30);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table_name)}
      where ${sql.ref(column_name)}::text ilike ${`%${needle}%`}
    `.execute(server.db);
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

beforeAll(async () => {
  services = await startTestServices();
  server = await createTestServer({}, { ...services.deps, runTurn });
  shop = await createConnectedBusiness(server, services, '5511987650401');
  // The owner hears of notices on their own WhatsApp too: those copies name the customer.
  await server.db
    .updateTable('profiles')
    .set({ phone: '+5511955550401' })
    .where('id', '=', shop.user.id)
    .execute();
  await server.db
    .updateTable('whatsapp_instances')
    .set({ proactive_window_start: '00:00', proactive_window_end: '23:59' })
    .where('id', '=', shop.instanceId)
    .execute();
});
afterAll(async () => {
  await server.close();
  await services.close();
});

describe('a customer who asks on WhatsApp to erase their data', () => {
  it.each(['apagar meus dados', 'Quero que apaguem meus dados!', 'excluir meus dados', 'LGPD'])(
    "'%s' is recorded for the owner and acknowledged, and nothing is erased",
    async (text) => {
      setNow('2027-03-09', '10:00');
      const who = await customer('Rosa Pedido');
      const replies = await say(who, text);
      expect(replies).toEqual([lgpdUi.eraseRequestReply]);
      const notices = await server.db
        .selectFrom('notificacoes as n')
        .innerJoin('conversas as c', 'c.id', 'n.conversa_id')
        .select(['n.kind', 'n.texto'])
        .where('c.contato_id', '=', who.id)
        .execute();
      expect(notices).toEqual([
        { kind: 'pedido_lgpd', texto: lgpdUi.eraseRequestNotice('Rosa Pedido') },
      ]);
      const contato = await server.db
        .selectFrom('contatos')
        .select(['nome', 'apagado_at'])
        .where('id', '=', who.id)
        .executeTakeFirstOrThrow();
      expect(contato).toEqual({ nome: 'Rosa Pedido', apagado_at: null });
    },
  );

  it('leaves other messages to the attendant', async () => {
    const who = await customer('Rosa Outra');
    const replies = await say(who, 'qual o endereço?');
    expect(replies.join('\n')).toContain('📍');
  });
});

describe('exporting and erasing a contact', () => {
  it('exports everything held about the person, then erases it with no notice to anyone', async () => {
    setNow('2027-03-09', '10:00');
    const nome = 'Griselda Pontes';
    const who = await customer(nome);
    const past = await book(who, '2027-03-10', '09:00', 'Griselda Filha');
    const future = await book(who, '2027-03-18', '10:00');
    await say(who, 'bom dia, qual o endereço?');
    await say(who, 'apagar meus dados');
    await runJobs();
    setNow('2027-03-12', '10:00');
    await runJobs();

    const exported = await request('GET', `/api/contatos/${who.id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe(
      'attachment; filename="contato-griselda-pontes-2027-03-12.json"',
    );
    const data = await exported.json();
    expect(data.contato).toMatchObject({ id: who.id, nome, telefone: `+55${who.telefone}` });
    expect(data.agendamentos).toMatchObject([
      {
        id: past,
        servico: 'Corte masculino',
        profissional: 'Rafael',
        nome_atendido: 'Griselda Filha',
      },
      { id: future, servico: 'Corte masculino', profissional: 'Rafael', status: 'agendado' },
    ]);
    const texts = data.conversas.flatMap((c: { mensagens: Array<{ texto: string }> }) =>
      c.mensagens.map((m) => m.texto),
    );
    expect(texts).toEqual(expect.arrayContaining(['apagar meus dados', lgpdUi.eraseRequestReply]));
    expect(data.avisos.length).toBeGreaterThan(0);
    expect(data.notificacoes.map((n: { kind: string }) => n.kind)).toContain('pedido_lgpd');

    const sentBefore = services.evolution.sentMessages(shop.gatewayName).length;
    const avisosBefore = await server.db
      .selectFrom('avisos')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const erased = await request('POST', `/api/contatos/${who.id}/apagar`, { confirmar: true });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toMatchObject({
      id: who.id,
      agendamentos_cancelados: 1,
      agendamentos_anonimizados: 2,
      conversas_apagadas: 1,
    });

    // Nothing at all in any table names the person or their phone.
    expect(await tablesHolding(nome)).toEqual([]);
    expect(await tablesHolding('Griselda')).toEqual([]);
    expect(await tablesHolding(who.telefone)).toEqual([]);

    // Past kept, anonymised, for the owner's records; future cancelled.
    const rows = await server.db
      .selectFrom('agendamentos')
      .select(['id', 'status', 'nome_atendido', 'contato_id'])
      .where('id', 'in', [past, future])
      .orderBy('data_agendamento')
      .execute();
    expect(rows).toEqual([
      { id: past, status: 'agendado', nome_atendido: null, contato_id: who.id },
      { id: future, status: 'cancelado', nome_atendido: null, contato_id: who.id },
    ]);
    // No new job and no message sent to the customer or the owner, even after time passes.
    const avisosAfter = await server.db
      .selectFrom('avisos')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(avisosAfter.n).toBeLessThanOrEqual(avisosBefore.n);
    setNow('2027-03-17', '10:00');
    await runJobs();
    expect(services.evolution.sentMessages(shop.gatewayName).length).toBe(sentBefore);

    // Gone from the list, and the erased contact is 404 for export, erase and edit.
    const list = (await shop.as('GET', `/api/instances/${shop.instanceId}/contatos`)) as Array<{
      id: string;
    }>;
    expect(list.map((c) => c.id)).not.toContain(who.id);
    expect((await request('GET', `/api/contatos/${who.id}/export`)).status).toBe(404);
    expect(
      (await request('POST', `/api/contatos/${who.id}/apagar`, { confirmar: true })).status,
    ).toBe(404);
    // The same person writing again is a new contact, with no trace of the old one.
    const again = await say(who, 'oi');
    expect(again.length).toBeGreaterThan(0);
    const newer = await server.db
      .selectFrom('contatos')
      .select('id')
      .where('whatsapp_instance_id', '=', shop.instanceId)
      .where('telefone', '=', `+55${who.telefone}`)
      .executeTakeFirstOrThrow();
    expect(newer.id).not.toBe(who.id);
  });

  it('erases a contact with no chat and no appointment', async () => {
    const who = await customer('Sem Nada');
    const res = await request('POST', `/api/contatos/${who.id}/apagar`, { confirmar: true });
    expect(await res.json()).toEqual({
      id: who.id,
      mensagens_apagadas: 0,
      conversas_apagadas: 0,
      agendamentos_anonimizados: 0,
      agendamentos_cancelados: 0,
      avisos_removidos: 0,
      notificacoes_removidas: 0,
    });
    expect(await tablesHolding(who.telefone)).toEqual([]);
  });
});

describe('message retention', () => {
  const retencao = (meses: number | null) =>
    request('PATCH', `/api/instances/${shop.instanceId}/retencao`, { retencao_meses: meses });
  const messagesOf = (telefone: string) =>
    server.db
      .selectFrom('mensagens as m')
      .innerJoin('conversas as c', 'c.id', 'm.conversa_id')
      .select('m.texto')
      .where('c.remote_jid', '=', `55${telefone}@s.whatsapp.net`)
      .orderBy('m.seq')
      .execute();

  it('is 12 months by default and deletes older messages once a day by the server clock', async () => {
    const get = await request('GET', `/api/instances/${shop.instanceId}/retencao`);
    expect(await get.json()).toEqual({ retencao_meses: 12 });
    const runner = attendant().retencao;
    setNow('2027-03-09', '10:00');
    const who = await customer('Velho Cliente');
    await say(who, 'qual o endereço?');
    await drain(runner);
    setNow('2028-01-09', '10:00');
    await say(who, 'e o horário de sábado?');
    const all = (await messagesOf(who.telefone)).map((m) => m.texto);
    expect(all.slice(0, 1)).toEqual(['qual o endereço?']);
    const recent = all.slice(all.indexOf('e o horário de sábado?'));
    expect(recent.length).toBeGreaterThan(1);

    // 12 months and a day after the first message: the first question and its answer go.
    setNow('2028-03-10', '11:00');
    expect(await drain(runner)).toBeGreaterThan(0);
    expect((await messagesOf(who.telefone)).map((m) => m.texto)).toEqual(recent);
    // Claimed for the day: running again the same day does nothing.
    expect(await drain(runner)).toBe(0);

    // 3 months: the next day's sweep takes the rest.
    expect((await retencao(3)).status).toBe(200);
    setNow('2028-04-11', '12:00');
    await drain(runner);
    expect(await messagesOf(who.telefone)).toEqual([]);
  });

  it("keeps everything when set to 'never'", async () => {
    const res = await retencao(null);
    expect(await res.json()).toEqual({ retencao_meses: null });
    const who = await customer('Eterno Cliente');
    setNow('2028-04-11', '12:00');
    await say(who, 'oi');
    setNow('2034-04-11', '12:00');
    expect(await drain(attendant().retencao)).toBe(0);
    expect((await messagesOf(who.telefone)).length).toBeGreaterThan(0);
    await retencao(12);
  });
});
