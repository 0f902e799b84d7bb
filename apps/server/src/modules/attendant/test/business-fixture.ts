import type { TestServer } from '@/test/test-server';
import { LOCALIZACAO_CENTRO, openDays } from '@/test/test-shop';

type User = Awaited<ReturnType<TestServer['createUser']>>;

/** Tuesday 9 March 2027, 10:00 in São Paulo: the business time every conversation test starts at. */
export const TEST_NOW = '2027-03-09T10:00:00-03:00';
export const TEST_TODAY = '2027-03-09';

export type Business = Awaited<ReturnType<typeof createBusiness>>;

/**
 * A barbershop as an owner would set it up in the panel, through the API: two professionals
 * (Rafael does cuts and beards, Júlia cuts and colour), three services with prices, one
 * location with a reference point, a knowledge base, and windows Monday to Saturday for four
 * weeks from the test clock's today (Saturday mornings only; none on Sundays or holidays, so
 * Sexta-feira Santa, 26 March 2027, has none).
 */
export async function createBusiness(
  server: TestServer,
  { owner, number = '5511987654321' }: { owner?: User; number?: string } = {},
) {
  const user = owner ?? (await server.createUser());
  const as = async (method: string, path: string, json?: unknown) => {
    const res = await server.request(path, { method, cookie: user.cookie, json });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? undefined : res.json();
  };
  const clock = await server.request('/api/dev/clock', {
    method: 'PUT',
    cookie: user.cookie,
    json: { now: TEST_NOW },
  });
  if (clock.status !== 200) throw new Error(`clock: ${clock.status} ${await clock.text()}`);

  const instanceId = await server.createInstance(user.id, {
    name: 'Barbearia do Zé',
    assistant_name: 'Ana',
    phone_number: number.slice(2),
    full_phone_number: number,
  });
  // The knowledge base has no panel form yet (the settings screen comes next): set as stored.
  await server.db
    .updateTable('whatsapp_instances')
    .where('id', '=', instanceId)
    .set({
      knowledge_base: [
        'Temos estacionamento gratuito para clientes na rua de trás.',
        'Aceitamos Pix, cartão de crédito e débito. Não aceitamos cheque.',
        'Crianças a partir de 2 anos são atendidas com a presença de um responsável.',
      ].join('\n\n'),
    })
    .execute();
  const base = `/api/instances/${instanceId}`;
  const rafael = (
    await as('POST', `${base}/profissionais`, {
      nome: 'Rafael',
      especialidade: 'Barbeiro',
      apelidos: ['Rafa'],
    })
  ).id as string;
  const julia = (
    await as('POST', `${base}/profissionais`, { nome: 'Júlia', especialidade: 'Cabeleireira' })
  ).id as string;
  const corte = (await as('POST', `${base}/servicos`, { nome: 'Corte masculino', preco: 50 }))
    .id as string;
  const barba = (await as('POST', `${base}/servicos`, { nome: 'Barba completa', preco: 35 }))
    .id as string;
  const coloracao = (await as('POST', `${base}/servicos`, { nome: 'Coloração', preco: 120 }))
    .id as string;
  await as('POST', `/api/profissionais/${rafael}/servicos`, {
    servico_id: corte,
    tempo_execucao: 30,
  });
  await as('POST', `/api/profissionais/${rafael}/servicos`, {
    servico_id: barba,
    tempo_execucao: 30,
  });
  await as('POST', `/api/profissionais/${julia}/servicos`, {
    servico_id: corte,
    tempo_execucao: 45,
  });
  await as('POST', `/api/profissionais/${julia}/servicos`, {
    servico_id: coloracao,
    tempo_execucao: 90,
  });
  const local = (
    await as('POST', `${base}/localizacoes`, {
      ...LOCALIZACAO_CENTRO,
      ponto_referencia: 'Ao lado da padaria Real',
    })
  ).id as string;

  const { weekdays, saturdays } = openDays(TEST_TODAY);
  for (const prof of [rafael, julia]) {
    const servico_ids = prof === rafael ? [corte, barba] : [corte, coloracao];
    await as('POST', `/api/profissionais/${prof}/disponibilidades`, {
      dias: weekdays,
      localizacao_id: local,
      hora_inicio: '09:00',
      hora_fim: '18:00',
      servico_ids,
    });
    await as('POST', `/api/profissionais/${prof}/disponibilidades`, {
      dias: saturdays,
      localizacao_id: local,
      hora_inicio: '09:00',
      hora_fim: '13:00',
      servico_ids,
    });
  }
  return { user, as, instanceId, rafael, julia, corte, barba, coloracao, local };
}
