import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { createTestServer, type TestServer } from './test-server';

let server: TestServer;
let owner: Awaited<ReturnType<TestServer['createUser']>>;
beforeAll(async () => {
  server = await createTestServer();
  owner = await server.createUser();
});
afterAll(() => server.close());

const call = (method: string, path: string, json?: unknown) =>
  server.request(path, { method, cookie: owner.cookie, ...(json === undefined ? {} : { json }) });

const local = {
  nome: 'Unidade Centro',
  cep: '01310-100',
  logradouro: 'Av. Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'sp',
  ponto_referencia: '',
};

describe('professionals', () => {
  it('adds, edits and removes a professional', async () => {
    const instanceId = await server.createInstance(owner.id);
    const created = await call('POST', `/api/instances/${instanceId}/profissionais`, {
      nome: 'Bia',
      especialidade: 'Cabelo',
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const edited = await call('PATCH', `/api/profissionais/${id}`, {
      nome: 'Beatriz',
      especialidade: 'Coloração',
    });
    expect(await edited.json()).toMatchObject({
      nome: 'Beatriz',
      especialidade: 'Coloração',
      whatsapp_instance_id: instanceId,
    });
    const list = await (await call('GET', `/api/instances/${instanceId}/profissionais`)).json();
    expect(list).toMatchObject({ limit: 10, plan: 'Plano PRO', items: [{ id, nome: 'Beatriz' }] });
    expect((await call('DELETE', `/api/profissionais/${id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/profissionais/${id}`)).status).toBe(404);
  });

  it('shows the spec messages for missing fields', async () => {
    const instanceId = await server.createInstance(owner.id);
    const res = await call('POST', `/api/instances/${instanceId}/profissionais`, {
      nome: ' ',
      especialidade: '',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({
      nome: msg.nomeRequired,
      especialidade: msg.especialidadeRequired,
    });
  });

  it.each([
    ['start', 5],
    ['pro', 10],
    ['ultra', 20],
  ] as const)(
    'the %s plan allows %i professionals and refuses the next with a clear message',
    async (plan, limit) => {
      const instanceId = await server.createInstance(owner.id, { price_id: plan });
      for (let i = 0; i < limit; i++) {
        const res = await call('POST', `/api/instances/${instanceId}/profissionais`, {
          nome: `P${i}`,
          especialidade: 'X',
        });
        expect(res.status).toBe(201);
      }
      const refused = await call('POST', `/api/instances/${instanceId}/profissionais`, {
        nome: 'Um a mais',
        especialidade: 'X',
      });
      expect(refused.status).toBe(409);
      expect((await refused.json()).error.message).toBe(
        msg.professionalLimit(limit, `Plano ${plan.toUpperCase()}`),
      );
    },
  );

  it('never exceeds the limit under simultaneous requests', async () => {
    const instanceId = await server.createInstance(owner.id, { price_id: 'start' });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', `/api/instances/${instanceId}/profissionais`, {
          nome: `Simultâneo ${i}`,
          especialidade: 'X',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
  });

  it('links a service with its time, edits the time and unlinks it', async () => {
    const instanceId = await server.createInstance(owner.id);
    const prof = await (
      await call('POST', `/api/instances/${instanceId}/profissionais`, {
        nome: 'Caio',
        especialidade: 'Barba',
      })
    ).json();
    const servico = await (
      await call('POST', `/api/instances/${instanceId}/servicos`, { nome: 'Barba completa' })
    ).json();

    const missing = await call('POST', `/api/profissionais/${prof.id}/servicos`, {
      servico_id: '',
      tempo_execucao: 30,
    });
    expect((await missing.json()).error.fields.servico_id).toBe(msg.fillAllFields);
    const zero = await call('POST', `/api/profissionais/${prof.id}/servicos`, {
      servico_id: servico.id,
      tempo_execucao: 0,
    });
    expect((await zero.json()).error.fields.tempo_execucao).toBe(msg.tempoMin);

    const linked = await call('POST', `/api/profissionais/${prof.id}/servicos`, {
      servico_id: servico.id,
      tempo_execucao: 40,
    });
    expect(linked.status).toBe(201);
    const link = await linked.json();
    expect(link).toMatchObject({
      tempo_execucao: 40,
      servico: { id: servico.id, nome: 'Barba completa' },
    });
    const twice = await call('POST', `/api/profissionais/${prof.id}/servicos`, {
      servico_id: servico.id,
      tempo_execucao: 10,
    });
    expect(twice.status).toBe(409);

    const changed = await call('PATCH', `/api/profissionais/${prof.id}/servicos/${link.id}`, {
      tempo_execucao: 45,
    });
    expect((await changed.json()).tempo_execucao).toBe(45);
    expect(await (await call('GET', `/api/profissionais/${prof.id}/servicos`)).json()).toHaveLength(
      1,
    );
    expect((await call('DELETE', `/api/profissionais/${prof.id}/servicos/${link.id}`)).status).toBe(
      204,
    );
    expect(await (await call('GET', `/api/profissionais/${prof.id}/servicos`)).json()).toEqual([]);
  });

  it("refuses to link a service of another of the owner's instances", async () => {
    const a = await server.createInstance(owner.id);
    const b = await server.createInstance(owner.id);
    const prof = await (
      await call('POST', `/api/instances/${a}/profissionais`, {
        nome: 'Duda',
        especialidade: 'Unha',
      })
    ).json();
    const servico = await (
      await call('POST', `/api/instances/${b}/servicos`, { nome: 'Manicure' })
    ).json();
    const res = await call('POST', `/api/profissionais/${prof.id}/servicos`, {
      servico_id: servico.id,
      tempo_execucao: 30,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(msg.serviceFromOtherInstance);
  });
});

describe('services', () => {
  it('creates, searches case-insensitively on name or description, edits and deletes', async () => {
    const user = await server.createUser();
    const instanceId = await server.createInstance(user.id);
    const post = (json: unknown) =>
      server.request('/api/servicos', { method: 'POST', cookie: user.cookie, json });
    const corte = await (
      await post({
        nome: 'Corte masculino',
        descricao: 'Tesoura e máquina',
        whatsapp_instance_id: instanceId,
      })
    ).json();
    await post({
      nome: 'Escova',
      descricao: 'Inclui HIDRATAÇÃO',
      whatsapp_instance_id: instanceId,
    });
    const search = async (q: string) =>
      (
        await (
          await server.request(`/api/servicos?q=${encodeURIComponent(q)}`, { cookie: user.cookie })
        ).json()
      ).map((s: { nome: string }) => s.nome);
    expect(await search('CORTE')).toEqual(['Corte masculino']);
    expect(await search('hidrat')).toEqual(['Escova']);
    expect(await search('')).toEqual(['Corte masculino', 'Escova']);
    expect(await search('100%')).toEqual([]);

    const edited = await server.request(`/api/servicos/${corte.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      json: { nome: 'Corte', descricao: '' },
    });
    expect(await edited.json()).toMatchObject({
      nome: 'Corte',
      descricao: null,
      whatsapp_instance_id: instanceId,
    });
    expect(
      (await server.request(`/api/servicos/${corte.id}`, { method: 'DELETE', cookie: user.cookie }))
        .status,
    ).toBe(204);
    expect(await search('')).toEqual(['Escova']);
  });

  it('shows the spec messages', async () => {
    const res = await call('POST', '/api/servicos', { nome: 'A', whatsapp_instance_id: '' });
    expect((await res.json()).error.fields).toEqual({
      nome: msg.serviceNameMin,
      whatsapp_instance_id: msg.serviceInstanceRequired,
    });
  });
});

describe('contacts and locations', () => {
  it('keeps contacts with digits-only phones of 10 or 11 digits', async () => {
    const instanceId = await server.createInstance(owner.id);
    const created = await call('POST', `/api/instances/${instanceId}/contatos`, {
      nome: 'João',
      telefone: '11987654321',
    });
    expect(created.status).toBe(201);
    const contato = await created.json();
    const bad = await call('PATCH', `/api/contatos/${contato.id}`, {
      nome: '',
      telefone: '119876543210',
    });
    expect((await bad.json()).error.fields).toEqual({
      nome: msg.nomeRequired,
      telefone: msg.contactPhoneMax,
    });
    const masked = await call('PATCH', `/api/contatos/${contato.id}`, {
      nome: 'João',
      telefone: '(11) 98765-4321',
    });
    expect((await masked.json()).error.fields.telefone).toBe(msg.digitsOnly);
    for (const telefone of ['123', '987654321']) {
      const short = await call('POST', `/api/instances/${instanceId}/contatos`, {
        nome: 'Curto',
        telefone,
      });
      expect(short.status).toBe(400);
      expect((await short.json()).error.fields).toEqual({ telefone: msg.contactPhoneMin });
    }
    const ok = await call('PATCH', `/api/contatos/${contato.id}`, {
      nome: 'João Silva',
      telefone: '1133334444',
    });
    expect(await ok.json()).toMatchObject({ nome: 'João Silva', telefone: '+551133334444' });
    expect(await (await call('GET', `/api/instances/${instanceId}/contatos`)).json()).toHaveLength(
      1,
    );
    expect((await call('DELETE', `/api/contatos/${contato.id}`)).status).toBe(204);
  });

  it('stores the CEP as 8 digits and the state in capitals, with every spec message', async () => {
    const instanceId = await server.createInstance(owner.id);
    const created = await call('POST', `/api/instances/${instanceId}/localizacoes`, local);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      cep: '01310100',
      estado: 'SP',
      ponto_referencia: null,
    });
    const bad = await call('POST', `/api/instances/${instanceId}/localizacoes`, {
      nome: 'A',
      cep: '0131',
      logradouro: 'R',
      numero: '',
      bairro: 'B',
      cidade: 'C',
      estado: 'SPX',
    });
    expect((await bad.json()).error.fields).toEqual({
      nome: msg.nomeRequired,
      cep: msg.cepInvalid,
      logradouro: msg.logradouroRequired,
      numero: msg.numeroRequired,
      bairro: msg.bairroRequired,
      cidade: msg.cidadeRequired,
      estado: msg.estadoInvalid,
    });
  });
});
