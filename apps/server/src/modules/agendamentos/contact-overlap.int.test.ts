import { OPEN_STATUSES } from '@secretaria/shared/agendamentos-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { createTestServer, type TestServer } from '@/test/test-server';
import { LOCALIZACAO_CENTRO } from '@/test/test-shop';
import { createAgendamento } from './agendamentos.service';
import { ContactOverlapError } from './booking-checks';
import { rescheduleAgendamento } from './reschedule-agendamento';

// docs/decisions/037: one person is never booked in two places at once, for every caller.

type User = Awaited<ReturnType<TestServer['createUser']>>;
let server: TestServer;
let owner: User;
let intruder: User;
const ids = { instance: '', bia: '', caio: '', corte: '', local: '' };
let phone = 11_955_500_000;

/** Business time: Tuesday 2026-03-10, 09:50 in São Paulo. */
const NOW = '2026-03-10T09:50:00-03:00';
const DAYS = ['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-16', '2026-03-17'];

const as = (user: User, method: string, path: string, json?: unknown) =>
  server.request(path, { method, cookie: user.cookie, ...(json === undefined ? {} : { json }) });
const post = async (user: User, path: string, json: unknown) => {
  const res = await as(user, 'POST', path, json);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).id as string;
};
const newContato = (instance = ids.instance, user = owner) =>
  post(user, `/api/instances/${instance}/contatos`, {
    nome: 'Cliente',
    telefone: String((phone += 1)),
  });
const book = (
  prof: string,
  contato: string,
  dia: string,
  hora: string,
  extra: Record<string, unknown> = {},
) =>
  as(owner, 'POST', `/api/profissionais/${prof}/agendamentos`, {
    data_agendamento: dia,
    hora_inicio: hora,
    servico_id: ids.corte,
    contato_id: contato,
    ...extra,
  });
const activeOf = async (contato: string) =>
  server.db
    .selectFrom('agendamentos')
    .select(['id', 'profissional_id', 'hora_inicio'])
    .where('contato_id', '=', contato)
    .where('status', 'in', OPEN_STATUSES)
    .execute();

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.createUser();
  intruder = await server.createUser();
  expect((await as(owner, 'PUT', '/api/dev/clock', { now: NOW })).status).toBe(200);
  ids.instance = await server.createInstance(owner.id);
  ids.bia = await post(owner, `/api/instances/${ids.instance}/profissionais`, {
    nome: 'Beatriz',
    especialidade: 'Cabelo',
  });
  ids.caio = await post(owner, `/api/instances/${ids.instance}/profissionais`, {
    nome: 'Caio',
    especialidade: 'Cabelo',
  });
  ids.corte = await post(owner, `/api/instances/${ids.instance}/servicos`, { nome: 'Corte' });
  for (const [prof, tempo] of [
    [ids.bia, 45],
    [ids.caio, 30],
  ] as const)
    await post(owner, `/api/profissionais/${prof}/servicos`, {
      servico_id: ids.corte,
      tempo_execucao: tempo,
    });
  ids.local = await post(owner, `/api/instances/${ids.instance}/localizacoes`, LOCALIZACAO_CENTRO);
  for (const prof of [ids.bia, ids.caio])
    await post(owner, `/api/profissionais/${prof}/disponibilidades`, {
      dias: DAYS,
      localizacao_id: ids.local,
      hora_inicio: '08:00',
      hora_fim: '18:00',
      servico_ids: [ids.corte],
    });
});
afterAll(() => server.close());

describe("a contact's overlapping appointments", () => {
  it('the panel gets a 409 in pt-BR for the same person at an overlapping time with another professional', async () => {
    const joao = await newContato();
    expect((await book(ids.bia, joao, DAYS[0]!, '09:00')).status).toBe(201); // 09:00–09:45
    const clash = await book(ids.caio, joao, DAYS[0]!, '09:30');
    expect(clash.status).toBe(409);
    expect((await clash.json()).error).toMatchObject({
      code: 'CONFLICT',
      message: msg.agendamentoContactOverlap,
    });
    // Touching is not overlapping; another contact, or another person served, is not a clash.
    expect((await book(ids.caio, joao, DAYS[0]!, '09:45')).status).toBe(201);
    expect((await book(ids.caio, await newContato(), DAYS[0]!, '09:00')).status).toBe(201);
    const forSon = await book(ids.caio, joao, DAYS[0]!, '10:30', { nome_atendido: 'Pedro' });
    expect(forSon.status).toBe(201);
    const sonAgain = await book(ids.bia, joao, DAYS[0]!, '10:30', { nome_atendido: ' pedro ' });
    expect((await sonAgain.json()).error.message).toBe(msg.agendamentoContactOverlap);
    expect(await activeOf(joao)).toHaveLength(3);
  });

  it('frees the time once the other appointment is cancelled', async () => {
    const ana = await newContato();
    const first = await (await book(ids.bia, ana, DAYS[1]!, '11:00')).json();
    expect((await book(ids.caio, ana, DAYS[1]!, '11:00')).status).toBe(409);
    await as(owner, 'PATCH', `/api/agendamentos/${first.id}/status`, { status: 'cancelado' });
    expect((await book(ids.caio, ana, DAYS[1]!, '11:00')).status).toBe(201);
  });

  it('refuses a move onto another of the contact’s appointments, but not onto its own old time', async () => {
    const lia = await newContato();
    const morning = await (await book(ids.bia, lia, DAYS[2]!, '09:00')).json();
    const noon = await (await book(ids.caio, lia, DAYS[2]!, '12:00')).json();
    const onto = await as(owner, 'PATCH', `/api/agendamentos/${noon.id}`, {
      data_agendamento: DAYS[2],
      hora_inicio: '09:15',
    });
    expect(onto.status).toBe(409);
    expect((await onto.json()).error.message).toBe(msg.agendamentoContactOverlap);
    // Overlapping only itself (09:00 → 09:15 with Beatriz) is a plain move.
    const self = await as(owner, 'PATCH', `/api/agendamentos/${morning.id}`, {
      data_agendamento: DAYS[2],
      hora_inicio: '09:15',
    });
    expect(self.status).toBe(200);
  });

  it('gives the attendant the clashing appointment, and leaves its transaction usable', async () => {
    const rui = await newContato();
    const first = await (await book(ids.bia, rui, DAYS[3]!, '15:00')).json();
    const context = {
      actor: 'atendente' as const,
      now: server.clock.now(owner.id),
      rules: { minNoticeMinutes: 60, horizonDays: 30 },
    };
    const input = (hora: string) => ({
      data_agendamento: DAYS[3]!,
      hora_inicio: hora,
      servico_id: ids.corte,
      contato_id: rui,
    });
    const booked = await server.db.transaction().execute(async (tx) => {
      const error = await createAgendamento(tx, owner.id, ids.caio, input('15:00'), context).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ContactOverlapError);
      expect(error).toBeInstanceOf(AppError);
      expect((error as ContactOverlapError).clashId).toBe(first.id);
      const moved = await rescheduleAgendamento(
        tx,
        owner.id,
        first.id,
        { data_agendamento: DAYS[3]!, hora_inicio: '16:00' },
        context,
      );
      expect(moved.hora_inicio).toBe('16:00');
      return createAgendamento(tx, owner.id, ids.caio, input('15:00'), context);
    });
    expect(booked.hora_inicio).toBe('15:00');
    expect(await activeOf(rui)).toHaveLength(2);
  });

  it('lets exactly one of two simultaneous bookings of a contact with two professionals through', async () => {
    for (const hora of ['08:00', '10:00', '12:00', '14:00', '16:00']) {
      const rosa = await newContato();
      const results = await Promise.all([
        book(ids.bia, rosa, DAYS[4]!, hora),
        book(ids.caio, rosa, DAYS[4]!, hora),
      ]);
      expect(results.map((r) => r.status).sort(), hora).toEqual([201, 409]);
      const refused = results.find((r) => r.status === 409)!;
      expect((await refused.json()).error.message).toBe(msg.agendamentoContactOverlap);
      expect(await activeOf(rosa)).toHaveLength(1);
    }
  });

  it('is documented in the OpenAPI document for booking and rescheduling', async () => {
    const doc = await (await server.request('/api/openapi.json')).json();
    const paths = doc.paths as Record<string, Record<string, { description?: string }>>;
    const booking = Object.entries(paths).find(([p]) =>
      p.endsWith('/profissionais/{profissionalId}/agendamentos'),
    )?.[1];
    const moving = Object.entries(paths).find(([p]) => p.endsWith('/agendamentos/{id}'))?.[1];
    expect(booking?.post?.description).toContain(msg.agendamentoContactOverlap);
    expect(moving?.patch?.description).toContain(msg.agendamentoContactOverlap);
  });

  it("answers 404, not the overlap, for another owner's contact", async () => {
    const joana = await newContato();
    expect((await book(ids.bia, joana, DAYS[4]!, '09:00')).status).toBe(201);
    const theirInstance = await server.createInstance(intruder.id, {
      full_phone_number: '5511900000077',
    });
    const theirProf = await post(intruder, `/api/instances/${theirInstance}/profissionais`, {
      nome: 'Outro',
      especialidade: 'X',
    });
    const theirCorte = await post(intruder, `/api/instances/${theirInstance}/servicos`, {
      nome: 'Corte',
    });
    await post(intruder, `/api/profissionais/${theirProf}/servicos`, {
      servico_id: theirCorte,
      tempo_execucao: 30,
    });
    const res = await as(intruder, 'POST', `/api/profissionais/${theirProf}/agendamentos`, {
      data_agendamento: DAYS[4],
      hora_inicio: '09:00',
      servico_id: theirCorte,
      contato_id: joana,
    });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(msg.recordNotFound);
    expect(await activeOf(joana)).toHaveLength(1);
  });
});
