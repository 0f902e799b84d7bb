import type { Kysely } from 'kysely';
import type { Auth } from '@/modules/auth/auth';
import type { DB } from '@/db/schema';
import { insertContato } from '@/modules/contatos/contatos.repo';
import { findBrasilId, insertInstance } from '@/modules/instances/instances.repo';
import { insertLocalizacao } from '@/modules/localizacoes/localizacoes.repo';
import { insertLink, insertProfissional } from '@/modules/profissionais/profissionais.repo';
import { insertServico } from '@/modules/servicos/servicos.repo';
import {
  deleteUserByEmail,
  insertAgendamento,
  insertDisponibilidade,
  markEmailVerified,
} from './demo.repo';

export const DEMO_EMAIL = 'demo@secretaria.local';
export const DEMO_PASSWORD = 'demo1234';
const TZ = 'America/Sao_Paulo';

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vanessa',
  'Wagner',
];
const LAST = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Lima',
  'Pereira',
  'Costa',
  'Almeida',
  'Ribeiro',
  'Gomes',
];

/** Today in the instance's zone, then `days` later, as yyyy-MM-dd. */
function localDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const addMinutes = (time: string, minutes: number) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * Creates (or recreates) the demo owner: a Pro instance with 3 professionals, 5 services with
 * per-professional durations, 2 locations, 20 contacts, two weeks of weekday availability and a
 * dozen appointments. Deleting the user first cascades through every row it owns.
 */
export async function seedDemo(db: Kysely<DB>, auth: Auth) {
  await deleteUserByEmail(db, DEMO_EMAIL);
  const { user } = await auth.api.signUpEmail({
    body: { name: 'Clínica Demonstração', email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  await markEmailVerified(db, user.id);
  const userId = user.id;

  const instanceId = await insertInstance(db, {
    user_id: userId,
    name: 'Clínica Bem-Estar',
    phone_number: '11987650000',
    full_phone_number: '+5511987650000',
    pais_id: await findBrasilId(db),
    assistant_name: 'Sofia',
    greeting: 'Olá! Aqui é a Sofia, da Clínica Bem-Estar. Como posso ajudar?',
    knowledge_base:
      'Aceitamos Pix, cartão de crédito e débito.\nEstacionamento conveniado na rua ao lado.\nChegue 10 minutos antes da primeira consulta.',
    cancel_notice_hours: 12,
    price_id: 'pro',
    status: 'Inativo',
    evolution_status: 'criado',
  });
  const owned = { user_id: userId, whatsapp_instance_id: instanceId };

  const profs: Array<{ id: string }> = [];
  for (const [nome, especialidade] of [
    ['Dra. Helena Prado', 'Fisioterapia'],
    ['Marcos Vieira', 'Massoterapia'],
    ['Júlia Tavares', 'Estética facial'],
  ]) {
    profs.push(
      await insertProfissional(db, { ...owned, nome: nome!, especialidade: especialidade! }),
    );
  }
  const servicos: Array<{ id: string }> = [];
  for (const [nome, descricao, preco] of [
    ['Avaliação', 'Primeira consulta com anamnese', 120],
    ['Sessão de fisioterapia', 'Atendimento individual', 150],
    ['Massagem relaxante', 'Óleos essenciais, 60 minutos', 180],
    ['Drenagem linfática', 'Técnica manual', 160],
    ['Limpeza de pele', 'Extração e hidratação', 140],
  ] as const) {
    servicos.push(await insertServico(db, { ...owned, nome, descricao, preco }));
  }
  // Which professional offers which service, and for how long (minutes).
  const offers: Array<[number, number, number]> = [
    [0, 0, 40],
    [0, 1, 50],
    [1, 0, 30],
    [1, 2, 60],
    [1, 3, 50],
    [2, 3, 45],
    [2, 4, 90],
  ];
  for (const [p, s, tempo] of offers) {
    await insertLink(db, {
      user_id: userId,
      profissional_id: profs[p]!.id,
      servico_id: servicos[s]!.id,
      tempo_execucao: tempo,
    });
  }
  const locais = [
    await insertLocalizacao(db, {
      ...owned,
      nome: 'Unidade Paulista',
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1578',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
      ponto_referencia: 'Em frente ao MASP',
    }),
    await insertLocalizacao(db, {
      ...owned,
      nome: 'Unidade Pinheiros',
      cep: '05422010',
      logradouro: 'Rua dos Pinheiros',
      numero: '870',
      bairro: 'Pinheiros',
      cidade: 'São Paulo',
      estado: 'SP',
      ponto_referencia: null,
    }),
  ];
  const contatos: Array<{ id: string }> = [];
  for (let i = 0; i < 20; i++) {
    contatos.push(
      await insertContato(db, {
        ...owned,
        nome: `${FIRST[i]} ${LAST[i % LAST.length]}`,
        telefone: `+55119${String(81230000 + i * 137).padStart(8, '0')}`,
      }),
    );
  }

  let days = 0;
  const workdays: string[] = [];
  for (let offset = 0; workdays.length < 10; offset++) {
    const dia = localDate(offset);
    const weekday = new Date(`${dia}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) workdays.push(dia);
  }
  for (const dia of workdays) {
    for (const [p, prof] of profs.entries()) {
      const servicosDoProf = offers.filter(([op]) => op === p).map(([, s]) => servicos[s]!.id);
      await insertDisponibilidade(db, {
        user_id: userId,
        profissional_id: prof.id,
        localizacao_id: locais[p % 2]!.id,
        dia,
        hora_inicio: '09:00',
        hora_fim: '18:00',
        servicos: servicosDoProf,
      });
    }
    days++;
  }

  const slots = ['09:00', '10:30', '14:00', '16:00'];
  for (let i = 0; i < 12; i++) {
    const [p, s, tempo] = offers[i % offers.length]!;
    const inicio = slots[i % slots.length]!;
    await insertAgendamento(db, {
      ...owned,
      profissional_id: profs[p]!.id,
      servico_id: servicos[s]!.id,
      contato_id: contatos[i]!.id,
      localizacao_id: locais[p % 2]!.id,
      data: workdays[Math.floor(i / 2)]!,
      hora_inicio: inicio,
      hora_fim: addMinutes(inicio, tempo),
      timezone: TZ,
      status: i % 3 === 0 ? 'confirmado' : 'agendado',
      nome_atendido: i === 4 ? 'Pedro (filho)' : null,
    });
  }
  return { userId, instanceId, days, agendamentos: 12 };
}
