import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { createSettableClock, isSettableClock } from '@/lib/clock';
import { loadOwnerClocks } from '@/modules/dev/dev-clock.routes';
import { createTestServer, ENGLISH_WORDS, type TestServer } from '@/test/test-server';
import { createAgendamento } from './agendamentos.service';
import { cancelAgendamento } from './cancel-agendamento';
import { listContatoAgendamentos } from './list-contato-agendamentos';
import { rescheduleAgendamento } from './reschedule-agendamento';
import { LOCALIZACAO_CENTRO } from '@/test/test-shop';

type User = Awaited<ReturnType<TestServer['createUser']>>;
let server: TestServer;
let owner: User;
let intruder: User;
const ids = { instance: '', bia: '', caio: '', corte: '', local: '', joao: '', maria: '' };

/** Business time of these tests: Tuesday 2026-03-10, 09:50 in São Paulo (it runs on from there). */
const NOW = '2026-03-10T09:50:00-03:00';
const TODAY = '2026-03-10';
const DAY = '2026-03-12';

const as = (user: User, method: string, path: string, json?: unknown) =>
  server.request(path, { method, cookie: user.cookie, ...(json === undefined ? {} : { json }) });
const post = async (path: string, json: unknown) => {
  const res = await as(owner, 'POST', path, json);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).id as string;
};
const setClock = (now: string) => as(owner, 'PUT', '/api/dev/clock', { now });
const now = () => server.clock.now(owner.id);
const rowOf = (id: string) =>
  server.db
    .selectFrom('agendamentos')
    .select([
      'id',
      'profissional_id',
      'data_agendamento',
      'hora_inicio',
      'hora_fim',
      'status',
      'created_by',
      'status_changed_by',
      'status_changed_at',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const countRows = async () =>
  Number(
    (
      await server.db
        .selectFrom('agendamentos')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', owner.id)
        .executeTakeFirstOrThrow()
    ).n,
  );
const bookAsOwner = (json: Record<string, unknown>) =>
  as(owner, 'POST', `/api/profissionais/${ids.bia}/agendamentos`, {
    servico_id: ids.corte,
    contato_id: ids.joao,
    ...json,
  });
const input = (hora_inicio: string, data_agendamento = DAY, contato_id = ids.joao) => ({
  data_agendamento,
  hora_inicio,
  servico_id: ids.corte,
  contato_id,
});
const attendant = (rules = { minNoticeMinutes: 60, horizonDays: 5 }) => ({
  actor: 'atendente' as const,
  now: now(),
  rules,
});
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.createUser();
  intruder = await server.createUser();
  expect((await setClock(NOW)).status).toBe(200);
  ids.instance = await server.createInstance(owner.id);
  ids.bia = await post(`/api/instances/${ids.instance}/profissionais`, {
    nome: 'Beatriz',
    especialidade: 'Cabelo',
    apelidos: ['Bia'],
  });
  ids.caio = await post(`/api/instances/${ids.instance}/profissionais`, {
    nome: 'Caio',
    especialidade: 'Barba',
  });
  ids.corte = await post(`/api/instances/${ids.instance}/servicos`, { nome: 'Corte', preco: 50 });
  await post(`/api/profissionais/${ids.bia}/servicos`, {
    servico_id: ids.corte,
    tempo_execucao: 45,
  });
  await post(`/api/profissionais/${ids.caio}/servicos`, {
    servico_id: ids.corte,
    tempo_execucao: 30,
  });
  ids.local = await post(`/api/instances/${ids.instance}/localizacoes`, LOCALIZACAO_CENTRO);
  ids.joao = await post(`/api/instances/${ids.instance}/contatos`, {
    nome: 'João',
    telefone: '11987654321',
  });
  ids.maria = await post(`/api/instances/${ids.instance}/contatos`, {
    nome: 'Maria',
    telefone: '11987650000',
  });
  const dias = [TODAY, DAY, '2026-03-16'];
  for (const prof of [ids.bia, ids.caio]) {
    const res = await as(owner, 'POST', `/api/profissionais/${prof}/disponibilidades`, {
      dias,
      localizacao_id: ids.local,
      hora_inicio: '08:00',
      hora_fim: '12:00',
      servico_ids: [ids.corte],
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }
});
afterAll(() => server.close());

describe('the server clock', () => {
  it('is what the free-slot endpoint and booking validation take for now, until reset', async () => {
    const slots = async () =>
      (
        await (
          await as(
            owner,
            'GET',
            `/api/instances/${ids.instance}/horarios-livres?servico_id=${ids.corte}&profissional_id=${ids.caio}&from=${TODAY}&to=${TODAY}`,
          )
        ).json()
      ).map((s: { hora_inicio: string }) => s.hora_inicio);
    // 09:50 in São Paulo: the morning's earlier starts are past.
    expect((await slots())[0]).toBe('10:00');
    expect((await setClock('2026-03-10T10:50:00-03:00')).status).toBe(200);
    expect((await slots())[0]).toBe('11:00');
    const past = await as(owner, 'POST', `/api/profissionais/${ids.caio}/agendamentos`, {
      ...input('10:30', TODAY),
    });
    expect(past.status).toBe(400);
    expect((await past.json()).error.message).toBe(msg.agendamentoInPast);

    // Real time (November 2026 or later): all of March is past.
    const reset = await as(owner, 'DELETE', '/api/dev/clock');
    expect(await reset.json()).toMatchObject({ set: false });
    expect(await slots()).toEqual([]);
    const late = await as(owner, 'POST', `/api/profissionais/${ids.caio}/agendamentos`, {
      ...input('09:00'),
    });
    expect((await late.json()).error.message).toBe(msg.agendamentoInPast);

    const set = await setClock(NOW);
    expect(await set.json()).toMatchObject({ set: true });
    expect(Math.abs(now().getTime() - Date.parse(NOW))).toBeLessThan(60_000);
  });

  it('belongs to the owner who set it: other owners keep theirs, and theirs leaves it alone', async () => {
    const clockOf = async (user: User) => (await as(user, 'GET', '/api/dev/clock')).json();
    const slots = async () =>
      (
        await (
          await as(
            owner,
            'GET',
            `/api/instances/${ids.instance}/horarios-livres?servico_id=${ids.corte}&profissional_id=${ids.caio}&from=${DAY}&to=${DAY}`,
          )
        ).json()
      ).map((s: { hora_inicio: string }) => s.hora_inicio);
    const before = await slots();
    expect(before.length).toBeGreaterThan(0);
    expect(await clockOf(owner)).toMatchObject({ set: true });
    const theirs = await clockOf(intruder);
    expect(theirs).toMatchObject({ set: false });
    expect(Math.abs(Date.parse(theirs.now) - Date.now())).toBeLessThan(60_000);

    // The other owner moves theirs past the owner's day and back: the owner's day is untouched.
    const moved = await as(intruder, 'PUT', '/api/dev/clock', { now: '2030-01-01T10:00:00Z' });
    expect(await moved.json()).toMatchObject({ now: '2030-01-01T10:00:00.000Z', set: true });
    expect(await slots()).toEqual(before);
    expect(await clockOf(owner)).toMatchObject({ set: true });
    expect(Math.abs(now().getTime() - Date.parse(NOW))).toBeLessThan(10 * 60_000);
    expect((await as(intruder, 'DELETE', '/api/dev/clock')).status).toBe(200);
    expect(await clockOf(owner)).toMatchObject({ set: true });
    expect(await slots()).toEqual(before);
    // The server's own time (what leases and message times read) never moved.
    expect(Math.abs(server.clock.now().getTime() - Date.now())).toBeLessThan(60_000);
    // Stored: a process started now would agree on both owners' time.
    const later = createSettableClock();
    await loadOwnerClocks(server.db, later);
    expect(Math.abs(later.now(owner.id).getTime() - now().getTime())).toBeLessThan(5_000);
    expect(later.isSet(intruder.id)).toBe(false);
  });

  it('refuses a bad instant in pt-BR and needs a session', async () => {
    for (const bad of ['amanhã', '2026-03-10T10:00:00', '2026-13-40T10:00:00Z', 5]) {
      const res = await setClock(bad as string);
      expect(res.status, String(bad)).toBe(400);
      const { error } = await res.json();
      expect(error.message).toBe(msg.clockInstantInvalid);
      expect(error.message).not.toMatch(ENGLISH_WORDS);
    }
    expect((await server.request('/api/dev/clock', { method: 'DELETE' })).status).toBe(401);
    expect(isSettableClock(server.clock)).toBe(true);
  });
});

describe('booking for every caller', () => {
  it('records who booked: the owner through the panel, the attendant through the service', async () => {
    const byOwner = await bookAsOwner({ data_agendamento: DAY, hora_inicio: '08:00' });
    expect(byOwner.status).toBe(201);
    expect(await rowOf((await byOwner.json()).id)).toMatchObject({ created_by: 'dono' });

    const byAttendant = await createAgendamento(
      server.db,
      owner.id,
      ids.caio,
      input('08:00', DAY, ids.maria),
      attendant(),
    );
    expect(byAttendant).toMatchObject({ hora_fim: '08:30', localizacao_id: ids.local });
    expect(await rowOf(byAttendant.id)).toMatchObject({ created_by: 'atendente' });
  });

  it('lets the owner book at short notice but never in the past; the attendant keeps its notice', async () => {
    const soon = await bookAsOwner({ data_agendamento: TODAY, hora_inicio: '10:15' });
    expect(soon.status).toBe(201);
    const past = await bookAsOwner({ data_agendamento: TODAY, hora_inicio: '09:45' });
    expect((await past.json()).error.message).toBe(msg.agendamentoInPast);

    const tooSoon = await refusal(
      createAgendamento(server.db, owner.id, ids.caio, input('10:30', TODAY), attendant()),
    );
    expect(tooSoon).toMatchObject({ code: 'VALIDATION', message: msg.agendamentoTooSoon(60) });
    const inTime = await createAgendamento(
      server.db,
      owner.id,
      ids.caio,
      input('11:00', TODAY),
      attendant(),
    );
    expect(inTime.hora_inicio).toBe('11:00');
  });

  it('keeps the attendant within its horizon', async () => {
    // 2026-03-16 is six days ahead.
    const far = await refusal(
      createAgendamento(server.db, owner.id, ids.caio, input('09:00', '2026-03-16'), attendant()),
    );
    expect(far).toMatchObject({ code: 'VALIDATION', message: msg.agendamentoTooFar(5) });
    const within = await createAgendamento(
      server.db,
      owner.id,
      ids.caio,
      input('09:00', '2026-03-16'),
      attendant({ minNoticeMinutes: 60, horizonDays: 6 }),
    );
    expect(within.data_agendamento).toBe('2026-03-16');
  });

  it('refuses a clash inside an outer transaction and leaves that transaction usable', async () => {
    const taken = await bookAsOwner({ data_agendamento: DAY, hora_inicio: '09:00' });
    expect(taken.status).toBe(201);
    const booked = await server.db.transaction().execute(async (tx) => {
      const clash = await refusal(
        createAgendamento(tx, owner.id, ids.bia, input('09:15', DAY, ids.maria), attendant()),
      );
      expect(clash).toMatchObject({ code: 'CONFLICT', message: msg.agendamentoOverlap });
      // The same transaction goes on: a read, then a booking that fits.
      const rows = await tx
        .selectFrom('agendamentos')
        .select('id')
        .where('profissional_id', '=', ids.bia)
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      return createAgendamento(tx, owner.id, ids.bia, input('10:00', DAY, ids.maria), attendant());
    });
    expect(await rowOf(booked.id)).toMatchObject({ hora_inicio: '10:00:00', status: 'agendado' });
  });
});

describe('rescheduling', () => {
  it('moves the same row to another time and professional, recording who', async () => {
    const created = await (
      await bookAsOwner({ data_agendamento: DAY, hora_inicio: '11:00', contato_id: ids.maria })
    ).json();
    const before = await countRows();
    const res = await as(owner, 'PATCH', `/api/agendamentos/${created.id}`, {
      data_agendamento: DAY,
      hora_inicio: '11:30',
      profissional_id: ids.caio,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      id: created.id,
      hora_inicio: '11:30',
      hora_fim: '12:00', // Caio's 30 minutes, not Bia's 45
      profissional_id: ids.caio,
      status: 'agendado',
    });
    expect(await countRows()).toBe(before);
    expect(await rowOf(created.id)).toMatchObject({
      status_changed_by: 'dono',
      created_by: 'dono',
    });

    // The attendant moves it back to Bia, overlapping only its own old time.
    const moved = await rescheduleAgendamento(
      server.db,
      owner.id,
      created.id,
      { data_agendamento: DAY, hora_inicio: '11:15', profissional_id: ids.bia },
      attendant(),
    );
    expect(moved).toMatchObject({ id: created.id, hora_fim: '12:00', profissional_id: ids.bia });
    const row = await rowOf(created.id);
    expect(row.status_changed_by).toBe('atendente');
    expect(Math.abs(new Date(row.status_changed_at!).getTime() - Date.parse(NOW))).toBeLessThan(
      60_000,
    );
    expect(await countRows()).toBe(before);
  });

  it('refuses a clash, a slot outside the windows, a past start and a cancelled appointment, changing nothing', async () => {
    const created = await (
      await as(owner, 'POST', `/api/profissionais/${ids.caio}/agendamentos`, {
        ...input('10:00'),
      })
    ).json();
    const path = `/api/agendamentos/${created.id}`;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ data_agendamento: DAY, hora_inicio: '08:15' }, 409, msg.agendamentoOverlap], // 08:00 taken
      [{ data_agendamento: DAY, hora_inicio: '11:45' }, 400, msg.agendamentoOutsideDisponibilidade],
      [
        { data_agendamento: '2026-03-13', hora_inicio: '09:00' },
        400,
        msg.agendamentoOutsideDisponibilidade,
      ],
      [{ data_agendamento: TODAY, hora_inicio: '08:00' }, 400, msg.agendamentoInPast],
    ];
    const before = await rowOf(created.id);
    for (const [json, status, message] of cases) {
      const res = await as(owner, 'PATCH', path, json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect((await res.json()).error.message).toBe(message);
    }
    expect(await rowOf(created.id)).toEqual(before);

    const tooSoon = await refusal(
      rescheduleAgendamento(
        server.db,
        owner.id,
        created.id,
        { data_agendamento: TODAY, hora_inicio: '10:30' },
        attendant(),
      ),
    );
    expect(tooSoon.message).toBe(msg.agendamentoTooSoon(60));

    await cancelAgendamento(server.db, owner.id, created.id, { actor: 'cliente', now: now() });
    const cancelled = await as(owner, 'PATCH', path, {
      data_agendamento: DAY,
      hora_inicio: '10:30',
    });
    expect(cancelled.status).toBe(409);
    expect((await cancelled.json()).error.message).toBe(msg.agendamentoNotMovable);
  });

  it("is a 404 for another owner's appointment or professional, and 400 for bad input", async () => {
    const created = await (
      await as(owner, 'POST', `/api/profissionais/${ids.caio}/agendamentos`, {
        ...input('11:00', '2026-03-16'),
      })
    ).json();
    const path = `/api/agendamentos/${created.id}`;
    const move = { data_agendamento: DAY, hora_inicio: '10:30' };
    expect((await as(intruder, 'PATCH', path, move)).status).toBe(404);
    const intruderInstance = await server.createInstance(intruder.id, {
      full_phone_number: '5511900000009',
    });
    const intruderProf = (
      await (
        await as(intruder, 'POST', `/api/instances/${intruderInstance}/profissionais`, {
          nome: 'Outro',
          especialidade: 'X',
        })
      ).json()
    ).id;
    const res = await as(owner, 'PATCH', path, { ...move, profissional_id: intruderProf });
    expect(res.status).toBe(404);
    for (const bad of [
      {},
      { data_agendamento: DAY },
      { ...move, hora_inicio: '25:00' },
      { ...move, x: 1 },
    ]) {
      const r = await as(owner, 'PATCH', path, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect((await r.json()).error.message).not.toMatch(ENGLISH_WORDS);
    }
    expect(await rowOf(created.id)).toMatchObject({ data_agendamento: '2026-03-16' });
  });
});

describe('concurrent reschedules', () => {
  it('cross between two professionals without deadlock, and only one takes a contested slot', async () => {
    for (const prof of [ids.bia, ids.caio]) {
      const res = await as(owner, 'POST', `/api/profissionais/${prof}/disponibilidades`, {
        dias: ['2026-03-13'],
        localizacao_id: ids.local,
        hora_inicio: '14:00',
        hora_fim: '18:00',
        servico_ids: [ids.corte],
      });
      expect(res.status).toBe(201);
    }
    const at = async (prof: string, hora: string, contato = ids.joao) =>
      (
        await (
          await as(owner, 'POST', `/api/profissionais/${prof}/agendamentos`, {
            ...input(hora, '2026-03-13', contato),
          })
        ).json()
      ).id as string;
    const a = await at(ids.bia, '14:00');
    const b = await at(ids.caio, '14:00', ids.maria);
    const c = await at(ids.caio, '17:00');
    const before = await countRows();
    const move = (id: string, hora_inicio: string, profissional_id: string) =>
      as(owner, 'PATCH', `/api/agendamentos/${id}`, {
        data_agendamento: '2026-03-13',
        hora_inicio,
        profissional_id,
      });
    const [ra, rb, rc] = await Promise.all([
      move(a, '16:00', ids.caio), // Bia → Caio
      move(b, '16:00', ids.bia), // Caio → Bia, crossing the first
      move(c, '16:00', ids.caio), // contests the first's new slot
    ]);
    expect(rb.status).toBe(200);
    expect([ra.status, rc.status].sort()).toEqual([200, 409]);
    expect(await countRows()).toBe(before);
    const caioAt16 = await server.db
      .selectFrom('agendamentos')
      .select('id')
      .where('profissional_id', '=', ids.caio)
      .where('data_agendamento', '=', '2026-03-13')
      .where('hora_inicio', '=', '16:00')
      .execute();
    expect(caioAt16).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('records the actor and the clock time, through the same code as the status endpoint', async () => {
    const created = await createAgendamento(
      server.db,
      owner.id,
      ids.bia,
      input('08:00', '2026-03-16', ids.maria),
      { actor: 'atendente', now: now() },
    );
    const cancelled = await cancelAgendamento(server.db, owner.id, created.id, {
      actor: 'atendente',
      now: now(),
    });
    expect(cancelled.status).toBe('cancelado');
    const row = await rowOf(created.id);
    expect(row).toMatchObject({ status: 'cancelado', status_changed_by: 'atendente' });
    expect(Math.abs(new Date(row.status_changed_at!).getTime() - Date.parse(NOW))).toBeLessThan(
      60_000,
    );
    // The slot is free again; a second cancel changes nothing; a final state cannot be cancelled.
    const again = await bookAsOwner({ ...input('08:00', '2026-03-16'), contato_id: ids.maria });
    expect(again.status).toBe(201);
    const done = (await again.json()).id as string;
    const conclude = () =>
      as(owner, 'PATCH', `/api/agendamentos/${done}/status`, { status: 'concluido' });
    // Concluded only once it has started, by the server clock.
    const early = await conclude();
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe(msg.agendamentoNotStarted);
    expect((await setClock('2026-03-16T08:05:00-03:00')).status).toBe(200);
    try {
      expect((await conclude()).status).toBe(200);
    } finally {
      await setClock(NOW);
    }
    const refused = await refusal(
      cancelAgendamento(server.db, owner.id, done, { actor: 'atendente', now: now() }),
    );
    expect(refused).toMatchObject({ code: 'CONFLICT', message: msg.agendamentoStatusTransition });
    expect(await rowOf(done)).toMatchObject({ status: 'concluido', status_changed_by: 'dono' });
  });
});

describe("a contact's own appointments", () => {
  it('lists the active ones from now on, by start, with service, professional and location names', async () => {
    const list = await listContatoAgendamentos(server.db, owner.id, ids.maria, now());
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.status === 'agendado' || a.status === 'confirmado')).toBe(true);
    const starts = list.map((a) => `${a.data_agendamento} ${a.hora_inicio}`);
    expect(starts).toEqual([...starts].sort());
    expect(list[0]).toMatchObject({
      servico: { id: ids.corte, nome: 'Corte' },
      localizacao: { id: ids.local, nome: 'Centro' },
    });
    expect(list.map((a) => a.profissional.nome)).toContain('Beatriz');
    // Later than all of them: nothing left; another owner sees nothing.
    expect(
      await listContatoAgendamentos(server.db, owner.id, ids.maria, new Date('2026-04-01T00:00Z')),
    ).toEqual([]);
    expect(await listContatoAgendamentos(server.db, intruder.id, ids.maria, now())).toEqual([]);
  });
});
