import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@secretaria/shared/messages';
import { databaseErrorToAppError } from '@/lib/db-errors';
import { dayFromNow, ownerApi, schedulingScene } from './scheduling-scene';
import { createTestServer, type TestServer } from '@/test/test-server';

type User = Awaited<ReturnType<TestServer['createUser']>>;
let server: TestServer;
let owner: User;
let intruder: User;

const day = dayFromNow;
const as = (user: User, method: string, path: string, json?: unknown) =>
  ownerApi(server, user).as(method, path, json);

/** An instance with a professional, a service, a location, a window in 3 days and a booking. */
async function bookedScene() {
  const { post } = ownerApi(server, owner);
  const {
    instance,
    prof,
    corte: servico,
    local,
    contato,
  } = await schedulingScene(server, owner, {
    tempo: 30,
  });
  const janela = await post(`/api/profissionais/${prof}/disponibilidades`, {
    dias: [day(3)],
    localizacao_id: local,
    hora_inicio: '09:00',
    hora_fim: '12:00',
    servico_ids: [servico],
  });
  const agendamento = await post(`/api/profissionais/${prof}/agendamentos`, {
    servico_id: servico,
    contato_id: contato,
    data_agendamento: day(3),
    hora_inicio: '09:00',
  });
  return { instance, prof, servico, local, contato, janela, agendamento };
}

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.createUser();
  intruder = await server.createUser();
});
afterAll(() => server.close());

const expectConflict = async (path: string, message: string) => {
  const res = await as(owner, 'DELETE', path);
  expect(res.status, path).toBe(409);
  expect((await res.json()).error).toMatchObject({ code: 'CONFLICT', message });
};

describe('deletes of referenced rows', () => {
  it('refuse contacts, services, professionals, locations and windows in use with a pt-BR 409', async () => {
    const s = await bookedScene();
    await expectConflict(`/api/contatos/${s.contato}`, msg.contactHasAgendamentos(1));
    await expectConflict(`/api/servicos/${s.servico}`, msg.serviceHasAgendamentos(1));
    await expectConflict(`/api/profissionais/${s.prof}`, msg.professionalHasAgendamentos(1));
    await expectConflict(`/api/localizacoes/${s.local}`, msg.locationHasDisponibilidade(1));
    await expectConflict(`/api/disponibilidades/${s.janela}`, msg.disponibilidadeHasAgendamentos);
    // Another owner learns nothing: 404 as for any record not theirs.
    for (const path of [
      `/api/contatos/${s.contato}`,
      `/api/servicos/${s.servico}`,
      `/api/profissionais/${s.prof}`,
      `/api/localizacoes/${s.local}`,
    ]) {
      expect((await as(intruder, 'DELETE', path)).status, path).toBe(404);
    }
  });

  it('let go once nothing depends on them, keeping history where the agenda needs it', async () => {
    const s = await bookedScene();
    const cancel = await as(owner, 'PATCH', `/api/agendamentos/${s.agendamento}/status`, {
      status: 'cancelado',
    });
    expect(cancel.status).toBe(200);
    // A cancelled appointment no longer holds the window nor the professional...
    expect((await as(owner, 'DELETE', `/api/disponibilidades/${s.janela}`)).status).toBe(204);
    expect((await as(owner, 'DELETE', `/api/localizacoes/${s.local}`)).status).toBe(204);
    // ...but it is still the contact's and the service's history.
    await expectConflict(`/api/contatos/${s.contato}`, msg.contactHasAgendamentos(1));
    await expectConflict(`/api/servicos/${s.servico}`, msg.serviceHasAgendamentos(1));
    expect((await as(owner, 'DELETE', `/api/profissionais/${s.prof}`)).status).toBe(204);
    expect((await as(owner, 'DELETE', `/api/contatos/${s.contato}`)).status).toBe(204);
    expect((await as(owner, 'DELETE', `/api/servicos/${s.servico}`)).status).toBe(204);
  });

  it('map the database refusals of this back end by SQLSTATE class', async () => {
    const s = await bookedScene();
    const refusal = async (query: ReturnType<typeof sql>) => {
      try {
        await query.execute(server.db);
      } catch (error) {
        return databaseErrorToAppError(error);
      }
      throw new Error('the database accepted it');
    };
    expect((await refusal(sql`delete from contatos where id = ${s.contato}`))?.status).toBe(409);
    expect(
      (
        await refusal(sql`insert into profissionais_servicos (user_id, profissional_id, servico_id,
        tempo_execucao) select user_id, profissional_id, servico_id, 30
        from profissionais_servicos where profissional_id = ${s.prof}`)
      )?.status,
    ).toBe(409);
    expect((await refusal(sql`select 1 / 0`))?.status).toBe(400);
    expect(
      (await refusal(sql`update contatos set telefone = 'abc' where id = ${s.contato}`))?.status,
    ).toBe(400);
    expect((await refusal(sql`select ${'a\u0000b'}::text`))?.status).toBe(400);
  });
});
