import { sql, type Kysely } from 'kysely';
import { localToInstant } from '@secretaria/shared/zoned-time';
import type { DB } from '@/db/schema';
import { createAgendamento } from '@/modules/agendamentos/agendamentos.service';

/**
 * A reminder load for the replica test and `npm run bench -- reminders` (docs/decisions/018):
 * `instances` instances of one owner, each with `perInstance` professionals who cut hair on
 * DAY 09:00–18:00 at the instance's one location, and as many customers. One appointment per
 * professional at 11:00, booked through the real booking service (which schedules the
 * reminder jobs in its own transaction), with one reminder offset of 60 minutes: every
 * reminder is due at DUE_AT, 10:00 in São Paulo.
 *
 * The catalogue is written in SQL (thousands of professionals through the panel's API would
 * take minutes); the appointments and their jobs are not.
 */
export const LOAD_DAY = '2027-03-10';
export const LOAD_ZONE = 'America/Sao_Paulo';
/** When every reminder of the load is due. */
export const DUE_AT = localToInstant(LOAD_DAY, '10:00', LOAD_ZONE);
/** The business time the appointments are booked at: after 09:00, so no other job is due. */
export const BOOKED_AT = localToInstant(LOAD_DAY, '09:50', LOAD_ZONE);

export type LoadAgendamento = {
  agendamentoId: string;
  profissionalId: string;
  contatoId: string;
  /** The customer's WhatsApp number (55 + telefone). */
  number: string;
  gatewayName: string;
};

export type LembreteLoad = {
  instances: Array<{ id: string; gatewayName: string; webhookSecret: string }>;
  appointments: LoadAgendamento[];
};

/** The catalogue of the load, set-based; returns one row per professional, with its customer. */
export async function seedLembreteCatalogue(
  db: Kysely<DB>,
  { userId, instances, perInstance }: { userId: string; instances: number; perInstance: number },
) {
  await sql`
    insert into whatsapp_instances (user_id, name, phone_number, full_phone_number, gateway_name,
      pais_id, assistant_name, price_id, status, timezone, reminder_offsets_minutes,
      booking_confirmation_enabled, owner_whatsapp_notices)
    select ${userId}, 'Salão ' || n, '3' || lpad(n::text, 10, '0'), '+553' || lpad(n::text, 10, '0'),
      '553' || lpad(n::text, 10, '0'),
      (select id from paises_ddi where iso = 'BR'), 'Ana', 'ultra', 'Ativo', ${LOAD_ZONE},
      '{60}', false, false
    from generate_series(1, ${instances}::int) n
  `.execute(db);
  await sql`
    insert into localizacoes (user_id, whatsapp_instance_id, nome, cep, logradouro, numero,
      bairro, cidade, estado)
    select user_id, id, 'Centro', '01001000', 'Praça da Sé', '100', 'Sé', 'São Paulo', 'SP'
    from whatsapp_instances where user_id = ${userId}
  `.execute(db);
  await sql`
    insert into servicos (user_id, whatsapp_instance_id, nome, preco)
    select user_id, id, 'Corte', 50 from whatsapp_instances where user_id = ${userId}
  `.execute(db);
  await sql`
    insert into profissionais (user_id, whatsapp_instance_id, nome, especialidade)
    select i.user_id, i.id, 'Profissional ' || k, 'Cabeleireiro'
    from whatsapp_instances i, generate_series(1, ${perInstance}::int) k
    where i.user_id = ${userId}
  `.execute(db);
  await sql`
    insert into profissionais_servicos (user_id, profissional_id, servico_id, tempo_execucao)
    select p.user_id, p.id, s.id, 30
    from profissionais p join servicos s on s.whatsapp_instance_id = p.whatsapp_instance_id
    where p.user_id = ${userId}
  `.execute(db);
  await sql`
    insert into disponibilidades (user_id, profissional_id, localizacao_id, dia, hora_inicio,
      hora_fim)
    select p.user_id, p.id, l.id, ${LOAD_DAY}::date, '09:00', '18:00'
    from profissionais p join localizacoes l on l.whatsapp_instance_id = p.whatsapp_instance_id
    where p.user_id = ${userId}
  `.execute(db);
  await sql`
    insert into disponibilidades_servicos (user_id, disponibilidade_id, servico_id)
    select d.user_id, d.id, ps.servico_id
    from disponibilidades d join profissionais_servicos ps on ps.profissional_id = d.profissional_id
    where d.user_id = ${userId}
  `.execute(db);
  // One customer per professional; a Brazilian mobile in E.164, unique across the load.
  await sql`
    insert into contatos (user_id, whatsapp_instance_id, nome, telefone)
    select p.user_id, p.whatsapp_instance_id, 'Cliente ' || p.rn,
      '+55119' || lpad(p.rn::text, 8, '0')
    from (select id, user_id, whatsapp_instance_id,
            row_number() over (order by whatsapp_instance_id, nome) as rn
          from profissionais where user_id = ${userId}) p
  `.execute(db);
  const rows = await sql<{
    profissional_id: string;
    contato_id: string;
    servico_id: string;
    telefone: string;
    instance_id: string;
    gateway_name: string;
    webhook_secret: string;
  }>`
    select p.id as profissional_id, c.id as contato_id, s.id as servico_id, c.telefone,
      i.id as instance_id, i.gateway_name, i.webhook_secret
    from (select id, whatsapp_instance_id,
            row_number() over (order by whatsapp_instance_id, nome) as rn
          from profissionais where user_id = ${userId}) p
    join contatos c on c.telefone = '+55119' || lpad(p.rn::text, 8, '0')
      and c.whatsapp_instance_id = p.whatsapp_instance_id
    join servicos s on s.whatsapp_instance_id = p.whatsapp_instance_id
    join whatsapp_instances i on i.id = p.whatsapp_instance_id
    order by p.rn
  `.execute(db);
  return rows.rows;
}

/**
 * The load: the catalogue, then one appointment per professional booked by the owner through
 * createAgendamento at BOOKED_AT, `parallel` bookings at a time.
 */
export async function createLembreteLoad(
  db: Kysely<DB>,
  options: { userId: string; instances: number; perInstance: number; parallel: number },
): Promise<LembreteLoad> {
  const rows = await seedLembreteCatalogue(db, options);
  const appointments: LoadAgendamento[] = new Array(rows.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: options.parallel }, async () => {
      while (next < rows.length) {
        const i = next++;
        const row = rows[i]!;
        const created = await createAgendamento(
          db,
          options.userId,
          row.profissional_id,
          {
            servico_id: row.servico_id,
            contato_id: row.contato_id,
            data_agendamento: LOAD_DAY,
            hora_inicio: '11:00',
          },
          { actor: 'dono', now: BOOKED_AT },
        );
        appointments[i] = {
          agendamentoId: created.id,
          profissionalId: row.profissional_id,
          contatoId: row.contato_id,
          number: row.telefone.slice(1),
          gatewayName: row.gateway_name,
        };
      }
    }),
  );
  const instances = new Map<string, LembreteLoad['instances'][number]>();
  for (const row of rows)
    instances.set(row.instance_id, {
      id: row.instance_id,
      gatewayName: row.gateway_name,
      webhookSecret: row.webhook_secret,
    });
  return { instances: [...instances.values()], appointments };
}
