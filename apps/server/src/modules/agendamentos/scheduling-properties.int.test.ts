import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@secretaria/shared/civil-time';
import { overlaps } from '@secretaria/shared/free-slots';
import { todayIn } from '@secretaria/shared/zoned-time';
import { createTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let cookie: string;
let instance: string;
let servicos: string[];
let phone = 11_911_110_000;
let local: string;
const day = addDays(todayIn('America/Sao_Paulo'), 3);

const call = async (method: string, path: string, json?: unknown) =>
  server.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });
const created = async (path: string, json: unknown) => {
  const res = await call('POST', path, json);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
};

beforeAll(async () => {
  server = await createTestServer();
  const user = await server.createUser();
  cookie = user.cookie;
  instance = await server.createInstance(user.id, { price_id: 'ultra' });
  servicos = [
    (await created(`/api/instances/${instance}/servicos`, { nome: 'Corte' })).id,
    (await created(`/api/instances/${instance}/servicos`, { nome: 'Barba' })).id,
  ];
  local = (
    await created(`/api/instances/${instance}/localizacoes`, {
      nome: 'Centro',
      cep: '01310100',
      logradouro: 'Rua',
      numero: '1',
      bairro: 'Bairro',
      cidade: 'Cidade',
      estado: 'SP',
    })
  ).id;
});
afterAll(() => server.close());

/** A step of a random session at the front desk: book a time, or cancel the n-th booking. */
const stepArb = fc.oneof(
  fc.record({
    kind: fc.constant('book' as const),
    servico: fc.integer({ min: 0, max: 1 }),
    minute: fc.integer({ min: 8 * 60, max: 17 * 60 }).map((m) => m - (m % 5)),
  }),
  fc.record({ kind: fc.constant('cancel' as const), index: fc.nat() }),
);
const hora = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

describe('booking invariants under random sequences', () => {
  it('never leaves two active appointments of a professional overlapping, and every offered slot can be booked', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 15, max: 90 }),
        async (steps, tempo) => {
          const prof = (
            await created(`/api/instances/${instance}/profissionais`, {
              nome: 'Profissional',
              especialidade: 'Geral',
            })
          ).id;
          await created(`/api/profissionais/${prof}/servicos`, {
            servico_id: servicos[0],
            tempo_execucao: tempo,
          });
          await created(`/api/profissionais/${prof}/servicos`, {
            servico_id: servicos[1],
            tempo_execucao: 30,
          });
          await created(`/api/profissionais/${prof}/disponibilidades`, {
            dias: [day],
            localizacao_id: local,
            hora_inicio: '08:00',
            hora_fim: '18:00',
            servico_ids: servicos,
          });
          // A contact of its own per run: one person is never booked twice at once (037), and
          // earlier runs' appointments are no concern of this professional's.
          const contato = (
            await created(`/api/instances/${instance}/contatos`, {
              nome: 'Cliente',
              telefone: String((phone += 1)),
            })
          ).id;
          const booked: string[] = [];
          for (const step of steps) {
            if (step.kind === 'book') {
              const res = await call('POST', `/api/profissionais/${prof}/agendamentos`, {
                data_agendamento: day,
                hora_inicio: hora(step.minute),
                servico_id: servicos[step.servico],
                contato_id: contato,
              });
              expect([201, 400, 409]).toContain(res.status);
              if (res.status === 201) booked.push((await res.json()).id);
            } else if (booked.length) {
              const id = booked[step.index % booked.length];
              const res = await call('PATCH', `/api/agendamentos/${id}/status`, {
                status: 'cancelado',
              });
              expect([200, 409]).toContain(res.status);
            }
          }
          const list = async () =>
            (
              (await (
                await call('GET', `/api/profissionais/${prof}/agendamentos?from=${day}&to=${day}`)
              ).json()) as Array<{ hora_inicio: string; hora_fim: string; status: string }>
            ).filter((a) => a.status !== 'cancelado');
          const active = await list();
          for (const [i, a] of active.entries())
            for (const b of active.slice(i + 1))
              expect(overlaps(a, b), `${a.hora_inicio}/${b.hora_inicio}`).toBe(false);

          for (const servico of servicos) {
            const slots = (await (
              await call(
                'GET',
                `/api/instances/${instance}/horarios-livres?servico_id=${servico}&profissional_id=${prof}&from=${day}&to=${day}`,
              )
            ).json()) as Array<{ hora_inicio: string; hora_fim: string }>;
            for (const slot of slots) {
              expect(active.some((a) => overlaps(a, slot))).toBe(false);
              const res = await call('POST', `/api/profissionais/${prof}/agendamentos`, {
                data_agendamento: day,
                hora_inicio: slot.hora_inicio,
                servico_id: servico,
                contato_id: contato,
              });
              expect(res.status, `${slot.hora_inicio}`).toBe(201);
              const { id, hora_fim } = await res.json();
              expect(hora_fim).toBe(slot.hora_fim);
              await call('PATCH', `/api/agendamentos/${id}/status`, { status: 'cancelado' });
            }
          }
          await call('DELETE', `/api/profissionais/${prof}`);
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);
});
