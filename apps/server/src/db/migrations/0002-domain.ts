import { sql, type Kysely } from 'kysely';

/** The entities of spec §3, with their names. Every owned row carries user_id (DESIGN.md §2). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists btree_gist;

    create function set_updated_at() returns trigger language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end $$;

    create table profiles (
      id uuid primary key references "user" ("id") on delete cascade,
      nome text not null,
      phone text,
      updated_at timestamptz not null default now()
    );

    create table paises_ddi (
      id integer primary key,
      iso char(2) not null unique,
      pais text not null,
      ddi text not null,
      img text not null
    );

    create table whatsapp_instances (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      name text,
      phone_number text check (phone_number ~ '^[0-9]{1,20}$'),
      full_phone_number text check (full_phone_number ~ '^[0-9]{1,24}$'),
      pais_id integer references paises_ddi (id),
      assistant_name text,
      knowledge_base text,
      timezone text not null default 'America/Sao_Paulo',
      timezone_offset numeric(5, 2) not null default -3,
      status text not null default 'Inativo',
      subscription_id text,
      payment_session_id text,
      price_id text check (price_id in ('start', 'pro', 'ultra')),
      subscription_renewal_date timestamptz,
      evolution_status text check (evolution_status in ('criado', 'erro')),
      webhook_secret text not null unique
        default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index whatsapp_instances_user_idx on whatsapp_instances (user_id);

    create table profissionais (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      whatsapp_instance_id uuid references whatsapp_instances (id) on delete cascade,
      nome text not null,
      especialidade text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index profissionais_user_idx on profissionais (user_id);
    create index profissionais_instance_idx on profissionais (whatsapp_instance_id);

    create table servicos (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      whatsapp_instance_id uuid references whatsapp_instances (id) on delete cascade,
      nome text not null,
      descricao text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index servicos_user_idx on servicos (user_id);
    create index servicos_instance_idx on servicos (whatsapp_instance_id);

    create table profissionais_servicos (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      profissional_id uuid not null references profissionais (id) on delete cascade,
      servico_id uuid not null references servicos (id) on delete cascade,
      tempo_execucao integer not null check (tempo_execucao >= 1),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (profissional_id, servico_id)
    );
    create index profissionais_servicos_servico_idx on profissionais_servicos (servico_id);

    create table contatos (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      whatsapp_instance_id uuid not null references whatsapp_instances (id) on delete cascade,
      nome text not null,
      telefone text not null check (telefone ~ '^[0-9]{1,15}$'),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index contatos_instance_idx on contatos (whatsapp_instance_id);
    create index contatos_user_idx on contatos (user_id);

    create table localizacoes (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      whatsapp_instance_id uuid not null references whatsapp_instances (id) on delete cascade,
      nome text not null,
      cep char(8) not null check (cep ~ '^[0-9]{8}$'),
      logradouro text not null,
      numero text not null,
      bairro text not null,
      cidade text not null,
      estado char(2) not null,
      ponto_referencia text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index localizacoes_instance_idx on localizacoes (whatsapp_instance_id);
    create index localizacoes_user_idx on localizacoes (user_id);

    create table disponibilidades (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      profissional_id uuid not null references profissionais (id) on delete cascade,
      localizacao_id uuid not null references localizacoes (id) on delete cascade,
      dia date not null,
      hora_inicio time not null,
      hora_fim time not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (hora_inicio < hora_fim)
    );
    create index disponibilidades_profissional_dia_idx on disponibilidades (profissional_id, dia);
    create index disponibilidades_user_idx on disponibilidades (user_id);

    create table disponibilidades_servicos (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      disponibilidade_id uuid not null references disponibilidades (id) on delete cascade,
      servico_id uuid not null references servicos (id) on delete cascade,
      unique (disponibilidade_id, servico_id)
    );
    create index disponibilidades_servicos_servico_idx on disponibilidades_servicos (servico_id);

    -- Named by the spec only through its delete path; kept so that path exists (docs/decisions/004).
    create table disponibilidades_servicos_real (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      disponibilidade_original_id uuid not null references disponibilidades (id) on delete cascade,
      servico_id uuid references servicos (id) on delete cascade,
      created_at timestamptz not null default now()
    );
    create index disponibilidades_servicos_real_original_idx
      on disponibilidades_servicos_real (disponibilidade_original_id);

    create table agendamentos (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references "user" ("id") on delete cascade,
      whatsapp_instance_id uuid not null references whatsapp_instances (id) on delete cascade,
      profissional_id uuid not null references profissionais (id) on delete cascade,
      servico_id uuid not null references servicos (id) on delete restrict,
      contato_id uuid not null references contatos (id) on delete restrict,
      localizacao_id uuid references localizacoes (id) on delete set null,
      data_agendamento date not null,
      hora_inicio time not null,
      hora_fim time not null,
      nome_atendido text,
      -- The instant range, computed by the server from the instance's time zone.
      periodo tstzrange not null check (not isempty(periodo)),
      status text not null default 'agendado'
        check (status in ('agendado', 'confirmado', 'concluido', 'cancelado', 'faltou')),
      status_changed_at timestamptz,
      status_changed_by text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      -- A professional can never hold two appointments at overlapping instants, whatever the caller.
      constraint agendamentos_sem_sobreposicao exclude using gist
        (profissional_id with =, periodo with &&) where (status <> 'cancelado')
    );
    create index agendamentos_profissional_data_idx on agendamentos (profissional_id, data_agendamento);
    create index agendamentos_user_idx on agendamentos (user_id);
    create index agendamentos_contato_idx on agendamentos (contato_id);
  `.execute(db);

  for (const table of [
    'profiles',
    'whatsapp_instances',
    'profissionais',
    'servicos',
    'profissionais_servicos',
    'contatos',
    'localizacoes',
    'disponibilidades',
    'agendamentos',
  ]) {
    await sql`create trigger set_updated_at before update on ${sql.table(table)}
      for each row execute function set_updated_at()`.execute(db);
  }
}
