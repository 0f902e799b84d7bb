import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { createTestServer, ENGLISH_WORDS, type TestServer } from '@/test/test-server';
import { insertAgendamento } from './agendamentos.repo';
import { LOCALIZACAO_CENTRO } from '@/test/test-shop';

type User = Awaited<ReturnType<TestServer['createUser']>>;
let server: TestServer;
let owner: User;
let intruder: User;
const ids = {
  instance: '',
  prof: '',
  corte: '',
  barba: '',
  local: '',
  contato: '',
  otherInstance: '',
  otherServico: '',
};

/** A day `n` days from now, as YYYY-MM-DD (the tests book well clear of today). */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const as = (user: User, method: string, path: string, json?: unknown) =>
  server.request(path, { method, cookie: user.cookie, ...(json === undefined ? {} : { json }) });
const post = async (path: string, json: unknown) => {
  const res = await as(owner, 'POST', path, json);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).id as string;
};

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.createUser();
  intruder = await server.createUser();
  ids.instance = await server.createInstance(owner.id);
  ids.otherInstance = await server.createInstance(owner.id, { full_phone_number: '5511900000001' });
  ids.prof = await post(`/api/instances/${ids.instance}/profissionais`, {
    nome: 'Bia',
    especialidade: 'Cabelo',
  });
  ids.corte = await post(`/api/instances/${ids.instance}/servicos`, { nome: 'Corte' });
  ids.barba = await post(`/api/instances/${ids.instance}/servicos`, { nome: 'Barba' });
  ids.otherServico = await post(`/api/instances/${ids.otherInstance}/servicos`, { nome: 'Outro' });
  await post(`/api/profissionais/${ids.prof}/servicos`, {
    servico_id: ids.corte,
    tempo_execucao: 45,
  });
  await post(`/api/profissionais/${ids.prof}/servicos`, {
    servico_id: ids.barba,
    tempo_execucao: 30,
  });
  ids.local = await post(`/api/instances/${ids.instance}/localizacoes`, LOCALIZACAO_CENTRO);
  ids.contato = await post(`/api/instances/${ids.instance}/contatos`, {
    nome: 'João',
    telefone: '11987654321',
  });
});
afterAll(() => server.close());

const window = (dias: string[], extra: Record<string, unknown> = {}) => ({
  dias,
  localizacao_id: ids.local,
  hora_inicio: '09:00',
  hora_fim: '12:00',
  servico_ids: [ids.corte, ids.barba],
  ...extra,
});
const book = (json: Record<string, unknown>, user = owner) =>
  as(user, 'POST', `/api/profissionais/${ids.prof}/agendamentos`, {
    servico_id: ids.corte,
    contato_id: ids.contato,
    ...json,
  });

describe('availability', () => {
  it('creates the same window on every selected day, with its services and location name', async () => {
    const res = await as(
      owner,
      'POST',
      `/api/profissionais/${ids.prof}/disponibilidades`,
      window([day(12), day(10), day(11)]),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.count).toBe(3);
    expect(body.items.map((d: { dia: string }) => d.dia)).toEqual([day(10), day(11), day(12)]);
    expect(body.items[0]).toMatchObject({
      hora_inicio: '09:00',
      hora_fim: '12:00',
      localizacao_nome: 'Centro',
    });
    expect([...body.items[0].servico_ids].sort()).toEqual([ids.corte, ids.barba].sort());
    const month = await as(
      owner,
      'GET',
      `/api/profissionais/${ids.prof}/disponibilidades?from=${day(10)}&to=${day(11)}`,
    );
    expect((await month.json()).map((d: { dia: string }) => d.dia)).toEqual([day(10), day(11)]);
  });

  it('refuses each invalid input with the spec message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [window([]), msg.disponibilidadeDayRequired],
      [window([day(20)], { servico_ids: [] }), msg.disponibilidadeServiceRequired],
      [
        window([day(20)], { hora_inicio: '12:00', hora_fim: '09:00' }),
        msg.disponibilidadeStartBeforeEnd,
      ],
      [window([day(20)], { localizacao_id: '' }), msg.disponibilidadeRequired],
      [window([day(20)], { hora_fim: '' }), msg.disponibilidadeRequired],
      [window([day(-2)]), msg.disponibilidadePastDay],
      [window([day(20)], { servico_ids: [ids.otherServico] }), msg.serviceNotFromInstance],
    ];
    for (const [json, message] of cases) {
      const res = await as(owner, 'POST', `/api/profissionais/${ids.prof}/disponibilidades`, json);
      expect(res.status, message).toBe(400);
      const body = await res.json();
      expect([body.error.message, ...Object.values(body.error.fields ?? {})]).toContain(message);
    }
  });

  it('refuses a window overlapping another of the same professional that day', async () => {
    const res = await as(
      owner,
      'POST',
      `/api/profissionais/${ids.prof}/disponibilidades`,
      window([day(10)], { hora_inicio: '11:00', hora_fim: '13:00' }),
    );
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(msg.disponibilidadeOverlap);
  });

  it('edits a window, replacing its services, and deletes one without appointments', async () => {
    const [created] = (
      await (
        await as(
          owner,
          'POST',
          `/api/profissionais/${ids.prof}/disponibilidades`,
          window([day(13)]),
        )
      ).json()
    ).items;
    const edited = await as(owner, 'PATCH', `/api/disponibilidades/${created.id}`, {
      localizacao_id: ids.local,
      hora_inicio: '14:00',
      hora_fim: '18:00',
      servico_ids: [ids.barba],
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      hora_inicio: '14:00',
      hora_fim: '18:00',
      servico_ids: [ids.barba],
    });
    expect((await as(owner, 'DELETE', `/api/disponibilidades/${created.id}`)).status).toBe(204);
    expect((await as(owner, 'DELETE', `/api/disponibilidades/${created.id}`)).status).toBe(404);
  });
});

describe('appointments', () => {
  it('books inside a window: the end is the professional’s duration for the service', async () => {
    const res = await book({
      data_agendamento: day(10),
      hora_inicio: '09:00',
      nome_atendido: 'Ana',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      hora_inicio: '09:00',
      hora_fim: '09:45',
      servico: { nome: 'Corte' },
      contato: { nome: 'João', telefone: '+5511987654321' },
      nome_atendido: 'Ana',
      localizacao_id: ids.local,
      status: 'agendado',
    });
    // Barba takes Bia 30 minutes.
    const barba = await book({
      data_agendamento: day(10),
      hora_inicio: '10:00',
      servico_id: ids.barba,
    });
    expect(await barba.json()).toMatchObject({ hora_inicio: '10:00', hora_fim: '10:30' });
  });

  it('refuses a slot outside the availability, or running past its end', async () => {
    for (const hora_inicio of ['08:00', '11:30', '13:00']) {
      const res = await book({ data_agendamento: day(11), hora_inicio });
      expect(res.status, hora_inicio).toBe(400);
      expect((await res.json()).error.message).toBe(msg.agendamentoOutsideDisponibilidade);
    }
    const noDisponibilidade = await book({ data_agendamento: day(30), hora_inicio: '09:00' });
    expect(noDisponibilidade.status).toBe(400);
  });

  it('refuses an overlap with 409 and frees the slot once the appointment is cancelled', async () => {
    const first = await book({ data_agendamento: day(11), hora_inicio: '10:00' });
    expect(first.status).toBe(201);
    const overlap = await book({ data_agendamento: day(11), hora_inicio: '10:30' });
    expect(overlap.status).toBe(409);
    expect((await overlap.json()).error.message).toBe(msg.agendamentoOverlap);
    // Touching is not overlapping: 10:45 starts where the first ends.
    expect((await book({ data_agendamento: day(11), hora_inicio: '10:45' })).status).toBe(201);
    const { id } = await first.json();
    const cancelled = await as(owner, 'PATCH', `/api/agendamentos/${id}/status`, {
      status: 'cancelado',
    });
    expect(await cancelled.json()).toMatchObject({ status: 'cancelado' });
    expect((await book({ data_agendamento: day(11), hora_inicio: '10:00' })).status).toBe(201);
  });

  it('walks the status lifecycle and refuses going back', async () => {
    const { id } = await (await book({ data_agendamento: day(12), hora_inicio: '09:00' })).json();
    const to = (status: string) => as(owner, 'PATCH', `/api/agendamentos/${id}/status`, { status });
    expect((await (await to('confirmado')).json()).status).toBe('confirmado');
    // 'Concluído' and 'Faltou' wait for the start, by the server clock.
    for (const status of ['concluido', 'faltou']) {
      const early = await to(status);
      expect(early.status, status).toBe(409);
      expect((await early.json()).error.message).toBe(msg.agendamentoNotStarted);
    }
    expect(
      (await as(owner, 'PUT', '/api/dev/clock', { now: `${day(12)}T09:00:00-03:00` })).status,
    ).toBe(200);
    try {
      expect((await (await to('concluido')).json()).status).toBe('concluido');
    } finally {
      await as(owner, 'DELETE', '/api/dev/clock');
    }
    const back = await to('agendado');
    expect(back.status).toBe(409);
    expect((await back.json()).error.message).toBe(msg.agendamentoStatusTransition);
    const row = await server.db
      .selectFrom('agendamentos')
      .select(['status_changed_by', 'status_changed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status_changed_by).toBe('dono');
    expect(row.status_changed_at).not.toBeNull();
  });

  it('answers the spec messages for missing fields', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { data_agendamento: '', hora_inicio: '09:00' },
        'data_agendamento',
        msg.agendamentoDateRequired,
      ],
      [
        { data_agendamento: '2026-02-30', hora_inicio: '09:00' },
        'data_agendamento',
        msg.agendamentoDateInvalid,
      ],
      [{ data_agendamento: day(12), hora_inicio: '' }, 'hora_inicio', msg.agendamentoStartRequired],
      [
        { data_agendamento: day(12), hora_inicio: '09:00', servico_id: '' },
        'servico_id',
        msg.agendamentoServiceRequired,
      ],
      [
        { data_agendamento: day(12), hora_inicio: '09:00', contato_id: '' },
        'contato_id',
        msg.agendamentoContactRequired,
      ],
    ];
    for (const [json, field, message] of cases) {
      const res = await book(json);
      expect(res.status, message).toBe(400);
      expect((await res.json()).error.fields?.[field]).toBe(message);
    }
  });

  it('lets exactly one of 50 simultaneous overlapping bookings through', async () => {
    await as(
      owner,
      'POST',
      `/api/profissionais/${ids.prof}/disponibilidades`,
      window([day(14)], { hora_inicio: '08:00', hora_fim: '20:00' }),
    );
    const starts = Array.from({ length: 50 }, (_, i) => {
      const minutes = 10 * 60 + (i % 5) * 5; // 10:00–10:20, all overlapping a 45-minute slot
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    });
    const statuses = (
      await Promise.all(
        starts.map((hora_inicio) => book({ data_agendamento: day(14), hora_inicio })),
      )
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  });
});

describe('time zones', () => {
  const localBack = async (id: string, tz: string) =>
    (
      await sql<{
        dia: string;
        hora: string;
      }>`select to_char(lower(periodo) at time zone ${tz}, 'YYYY-MM-DD') as dia,
        to_char(lower(periodo) at time zone ${tz}, 'HH24:MI') as hora,
        to_char(lower(periodo) at time zone 'UTC', 'HH24:MI') as utc
        from agendamentos where id = ${id}`.execute(server.db)
    ).rows[0] as { dia: string; hora: string; utc: string };

  it.each([
    ['America/Sao_Paulo', '13:00'],
    ['America/Manaus', '14:00'],
    ['America/Noronha', '12:00'],
  ])('stores 10:00 in %s as the right instant and reads it back as 10:00', async (tz, utc) => {
    const inst = await server.createInstance(owner.id, { timezone: tz });
    const prof = await post(`/api/instances/${inst}/profissionais`, {
      nome: 'P',
      especialidade: 'E',
    });
    const servico = await post(`/api/instances/${inst}/servicos`, { nome: 'Serviço' });
    await post(`/api/profissionais/${prof}/servicos`, { servico_id: servico, tempo_execucao: 30 });
    const contato = await post(`/api/instances/${inst}/contatos`, {
      nome: 'C',
      telefone: '11911111111',
    });
    const local = await post(`/api/instances/${inst}/localizacoes`, {
      nome: 'Local',
      cep: '01310100',
      logradouro: 'Rua',
      numero: '1',
      bairro: 'Ba',
      cidade: 'Ci',
      estado: 'AM',
    });
    await as(owner, 'POST', `/api/profissionais/${prof}/disponibilidades`, {
      dias: [day(15)],
      localizacao_id: local,
      hora_inicio: '08:00',
      hora_fim: '18:00',
      servico_ids: [servico],
    });
    const res = await as(owner, 'POST', `/api/profissionais/${prof}/agendamentos`, {
      data_agendamento: day(15),
      hora_inicio: '10:00',
      servico_id: servico,
      contato_id: contato,
    });
    expect(res.status).toBe(201);
    const back = await localBack((await res.json()).id, tz);
    expect(back).toEqual({ dia: day(15), hora: '10:00', utc });
  });

  it('maps dates across São Paulo’s historical daylight-saving changes back to the same local fields', async () => {
    const inst = await server.createInstance(owner.id, { timezone: 'America/Sao_Paulo' });
    const prof = await post(`/api/instances/${inst}/profissionais`, {
      nome: 'P',
      especialidade: 'E',
    });
    const servico = await post(`/api/instances/${inst}/servicos`, { nome: 'Serviço' });
    await post(`/api/profissionais/${prof}/servicos`, { servico_id: servico, tempo_execucao: 30 });
    const contato = await post(`/api/instances/${inst}/contatos`, {
      nome: 'C',
      telefone: '11911111111',
    });
    // 2018-11-04: DST began at midnight (UTC−2 that day); 2019-01-15: summer time, UTC−2;
    // 2019-06-15: standard time, UTC−3.
    for (const [dia, utc] of [
      ['2018-11-04', '12:00'],
      ['2019-01-15', '12:00'],
      ['2019-06-15', '13:00'],
    ]) {
      const { id } = await insertAgendamento(
        server.db,
        {
          user_id: owner.id,
          whatsapp_instance_id: inst,
          profissional_id: prof,
          servico_id: servico,
          contato_id: contato,
          localizacao_id: null,
          data_agendamento: dia as string,
          hora_inicio: '10:00',
          hora_fim: '10:30',
          nome_atendido: null,
          created_by: 'sistema',
        },
        'America/Sao_Paulo',
      );
      expect(await localBack(id, 'America/Sao_Paulo')).toEqual({ dia, hora: '10:00', utc });
    }
  });
});

describe('tenant isolation of availability and appointments', () => {
  it("gives a second owner 404 on every read, change, delete and booking of the first owner's", async () => {
    const [disp] = await (
      await as(
        owner,
        'GET',
        `/api/profissionais/${ids.prof}/disponibilidades?from=${day(10)}&to=${day(10)}`,
      )
    ).json();
    const [appt] = await (
      await as(
        owner,
        'GET',
        `/api/profissionais/${ids.prof}/agendamentos?from=${day(10)}&to=${day(10)}`,
      )
    ).json();
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/api/profissionais/${ids.prof}/disponibilidades?from=${day(10)}&to=${day(20)}`],
      ['POST', `/api/profissionais/${ids.prof}/disponibilidades`, window([day(25)])],
      [
        'PATCH',
        `/api/disponibilidades/${disp.id}`,
        {
          localizacao_id: ids.local,
          hora_inicio: '07:00',
          hora_fim: '08:00',
          servico_ids: [ids.corte],
        },
      ],
      ['DELETE', `/api/disponibilidades/${disp.id}`],
      ['GET', `/api/profissionais/${ids.prof}/agendamentos?from=${day(10)}&to=${day(20)}`],
      [
        'POST',
        `/api/profissionais/${ids.prof}/agendamentos`,
        {
          data_agendamento: day(10),
          hora_inicio: '11:00',
          servico_id: ids.corte,
          contato_id: ids.contato,
        },
      ],
      ['PATCH', `/api/agendamentos/${appt.id}/status`, { status: 'cancelado' }],
      [
        'GET',
        `/api/instances/${ids.instance}/horarios-livres?servico_id=${ids.corte}&from=${day(10)}&to=${day(12)}`,
      ],
    ];
    for (const [method, path, body] of attempts) {
      const res = await as(intruder, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // Its own professional cannot take the first owner's services, location or contact either.
    const mine = await server.createInstance(intruder.id);
    const myProf = (
      await (
        await as(intruder, 'POST', `/api/instances/${mine}/profissionais`, {
          nome: 'X',
          especialidade: 'Y',
        })
      ).json()
    ).id;
    const foreignService = await as(
      intruder,
      'GET',
      `/api/instances/${mine}/horarios-livres?servico_id=${ids.corte}&from=${day(10)}&to=${day(12)}`,
    );
    expect(foreignService.status).toBe(404);
    const steal = await as(
      intruder,
      'POST',
      `/api/profissionais/${myProf}/disponibilidades`,
      window([day(25)]),
    );
    expect(steal.status).toBe(404);
    const still = await as(owner, 'GET', `/api/agendamentos/${appt.id}/status`);
    expect(still.status).toBe(404); // no such read route: status is changed, never read alone
    const unchanged = await server.db
      .selectFrom('agendamentos')
      .select('status')
      .where('id', '=', appt.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.status).toBe('agendado');
  });
});

describe('free slots', () => {
  it('offers the windows minus the booked times, each as long as the service takes', async () => {
    const res = await as(
      owner,
      'GET',
      `/api/instances/${ids.instance}/horarios-livres?servico_id=${ids.corte}&profissional_id=${ids.prof}&from=${day(10)}&to=${day(10)}`,
    );
    expect(res.status).toBe(200);
    const slots = await res.json();
    // 09:00–09:45 and 10:00–10:30 are booked on day 10; Corte takes 45 minutes until 12:00.
    expect(slots.map((s: { hora_inicio: string }) => s.hora_inicio)).toEqual(['10:30', '11:00']);
    expect(slots[0]).toMatchObject({ profissional_id: ids.prof, dia: day(10), hora_fim: '11:15' });
  });
});

describe('bad query strings on the month reads', () => {
  it.each([
    '',
    '?from=2026-01-01',
    '?from=ontem&to=hoje',
    '?from=2026-02-30&to=2026-03-01',
    '?from=2026-03-10&to=2026-03-01',
    '?from=2026-01-01&to=2026-12-31',
    `?from=${'9'.repeat(5000)}&to=2026-01-01`,
  ])('answers %s with a 400 in pt-BR', async (query) => {
    for (const resource of ['disponibilidades', 'agendamentos']) {
      const res = await as(owner, 'GET', `/api/profissionais/${ids.prof}/${resource}${query}`);
      expect(res.status, `${resource}${query}`).toBe(400);
      const body = await res.json();
      expect(body.error.message).not.toMatch(ENGLISH_WORDS);
    }
  });
});
