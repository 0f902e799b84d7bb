import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { dayFromNow, ownerApi, schedulingScene } from '@/test/scheduling-scene';
import { createTestServer, type TestServer } from '@/test/test-server';

type User = Awaited<ReturnType<TestServer['createUser']>>;
let server: TestServer;
let owner: User;

const day = dayFromNow;
const as = (method: string, path: string, json?: unknown) =>
  ownerApi(server, owner).as(method, path, json);
const post = (path: string, json: unknown) => ownerApi(server, owner).post(path, json);

/** A professional performing Corte (45 min) but not Escova, a location and a contact. */
async function scene() {
  const base = await schedulingScene(server, owner);
  const escova = await post(`/api/instances/${base.instance}/servicos`, { nome: 'Escova' });
  return { ...base, escova };
}

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.createUser();
});
afterAll(() => server.close());

describe('services a professional does not perform', () => {
  it('are refused in windows and bookings and never offered as free slots', async () => {
    const s = await scene();
    const window = {
      dias: [day(5)],
      localizacao_id: s.local,
      hora_inicio: '09:00',
      hora_fim: '12:00',
      servico_ids: [s.corte, s.escova],
    };
    const refused = await as('POST', `/api/profissionais/${s.prof}/disponibilidades`, window);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ servico_ids: msg.serviceNotPerformed });

    const janela = await post(`/api/profissionais/${s.prof}/disponibilidades`, {
      ...window,
      servico_ids: [s.corte],
    });
    const edit = await as('PATCH', `/api/disponibilidades/${janela}`, {
      localizacao_id: s.local,
      hora_inicio: '09:00',
      hora_fim: '12:00',
      servico_ids: [s.escova],
    });
    expect(edit.status).toBe(400);
    expect((await edit.json()).error.fields).toEqual({ servico_ids: msg.serviceNotPerformed });

    // A window saved before this rule offering Escova: still neither bookable nor offered.
    await sql`insert into disponibilidades_servicos (user_id, disponibilidade_id, servico_id)
      values (${owner.id}, ${janela}, ${s.escova})`.execute(server.db);
    const booking = await as('POST', `/api/profissionais/${s.prof}/agendamentos`, {
      servico_id: s.escova,
      contato_id: s.contato,
      data_agendamento: day(5),
      hora_inicio: '09:00',
    });
    expect(booking.status).toBe(400);
    expect((await booking.json()).error.fields).toEqual({ servico_id: msg.serviceNotPerformed });
    const slots = await as(
      'GET',
      `/api/instances/${s.instance}/horarios-livres?servico_id=${s.escova}&from=${day(5)}&to=${day(5)}`,
    );
    expect(slots.status).toBe(200);
    expect(await slots.json()).toEqual([]);
    const corte = await as(
      'GET',
      `/api/instances/${s.instance}/horarios-livres?servico_id=${s.corte}&from=${day(5)}&to=${day(5)}`,
    );
    expect((await corte.json()).length).toBeGreaterThan(0);
  });
});

describe('editing a window with appointments inside', () => {
  it('refuses to leave them outside it or without their service, naming how many', async () => {
    const s = await scene();
    await post(`/api/profissionais/${s.prof}/servicos`, {
      servico_id: s.escova,
      tempo_execucao: 30,
    });
    const janela = await post(`/api/profissionais/${s.prof}/disponibilidades`, {
      dias: [day(6)],
      localizacao_id: s.local,
      hora_inicio: '09:00',
      hora_fim: '12:00',
      servico_ids: [s.corte, s.escova],
    });
    for (const hora_inicio of ['09:00', '11:00']) {
      await post(`/api/profissionais/${s.prof}/agendamentos`, {
        servico_id: s.corte,
        contato_id: s.contato,
        data_agendamento: day(6),
        hora_inicio,
      });
    }
    const edit = (changes: Record<string, unknown>) =>
      as('PATCH', `/api/disponibilidades/${janela}`, {
        localizacao_id: s.local,
        hora_inicio: '09:00',
        hora_fim: '12:00',
        servico_ids: [s.corte, s.escova],
        ...changes,
      });
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ hora_inicio: '10:00' }, 1],
      [{ hora_fim: '11:30' }, 1],
      [{ hora_inicio: '09:30', hora_fim: '11:00' }, 2],
      [{ servico_ids: [s.escova] }, 2],
    ];
    for (const [changes, n] of cases) {
      const res = await edit(changes);
      expect(res.status, JSON.stringify(changes)).toBe(409);
      expect((await res.json()).error.message).toBe(msg.disponibilidadeEditStrands(n));
    }
    // Growing the window or dropping a service nobody booked is fine.
    expect((await edit({ hora_inicio: '08:00', hora_fim: '13:00' })).status).toBe(200);
    expect((await edit({ servico_ids: [s.corte] })).status).toBe(200);
  });
});

describe('window writes racing bookings', () => {
  it('never leave an active appointment outside a window offering its service', async () => {
    for (let round = 0; round < 6; round++) {
      const s = await scene();
      const dia = day(7);
      const janelas = await Promise.all(
        ['08:00', '13:00'].map(async (inicio, i) =>
          post(`/api/profissionais/${s.prof}/disponibilidades`, {
            dias: [dia],
            localizacao_id: s.local,
            hora_inicio: inicio,
            hora_fim: i === 0 ? '12:00' : '17:00',
            servico_ids: [s.corte],
          }),
        ),
      );
      const bookings = ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'].map(
        (hora_inicio) =>
          as('POST', `/api/profissionais/${s.prof}/agendamentos`, {
            servico_id: s.corte,
            contato_id: s.contato,
            data_agendamento: dia,
            hora_inicio,
          }),
      );
      const writes = [
        as('PATCH', `/api/disponibilidades/${janelas[0]}`, {
          localizacao_id: s.local,
          hora_inicio: '10:00',
          hora_fim: '11:00',
          servico_ids: [s.corte],
        }),
        as('DELETE', `/api/disponibilidades/${janelas[1]}`),
      ];
      const statuses = (await Promise.all([...bookings, ...writes])).map((r) => r.status);
      for (const status of statuses) expect([200, 201, 204, 400, 409]).toContain(status);
      const stranded = await sql<{ n: number }>`
        select count(*)::int as n from agendamentos a
        where a.profissional_id = ${s.prof} and a.status <> 'cancelado'
          and not exists (
            select 1 from disponibilidades d
            join disponibilidades_servicos ds on ds.disponibilidade_id = d.id
            where d.profissional_id = a.profissional_id and d.dia = a.data_agendamento
              and d.hora_inicio <= a.hora_inicio and d.hora_fim >= a.hora_fim
              and ds.servico_id = a.servico_id)`.execute(server.db);
      expect(stranded.rows[0]!.n, `round ${round}: ${statuses.join(' ')}`).toBe(0);
    }
  });
});
