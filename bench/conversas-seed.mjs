// Seed data of the Conversas bench (conversas.mjs), in SQL with the triggers off.

/** One instance of `userId` with `chats` chats, each with its contact; returns the instance id. */
export async function seedInstance(db, userId, name, chats) {
  const {
    rows: [instance],
  } = await db.query(
    `insert into whatsapp_instances (user_id, name, phone_number, full_phone_number, pais_id,
       assistant_name, price_id, status)
     values ($1, $2, '11900000000', '5511900000000', (select id from paises_ddi where iso = 'BR'),
       'Ana', 'pro', 'Ativo') returning id`,
    [userId, name],
  );
  await db.query(
    `insert into contatos (user_id, whatsapp_instance_id, nome, telefone)
     select $1, $2,
       (array['Ana','Bruno','Carla','Davi','Elisa','Fábio','Gabriela','Heitor','Isabela','João'])[1 + g % 10]
       || ' ' || (array['Silva','Souza','Lima','Mendes','Prado','Reis','Costa','Alves','Rocha','Nunes'])[1 + (g / 10) % 10]
       || ' ' || g,
       '+55119' || lpad(g::text, 8, '0')
     from generate_series(1, $3::int) g`,
    [userId, instance.id, chats],
  );
  // Newest activity first: chat n was active n × 37 s ago. Some unread, some paused or waiting.
  await db.query(
    `insert into conversas (user_id, whatsapp_instance_id, contato_id, remote_jid, estado,
       unread_count, last_message_at, last_message_preview)
     select $1, $2, ct.id, substr(ct.telefone, 2) || '@s.whatsapp.net',
       case when n % 50 = 0 then 'aguardando_dono' when n % 20 = 0 then 'pausado' else 'ativo' end,
       case when n % 7 = 0 then 1 + n % 3 else 0 end,
       now() - n * interval '37 seconds',
       'Mensagem ' || n || ': queria saber se tem horário amanhã à tarde'
     from (select id, telefone, substr(telefone, 7)::int as n from contatos
           where whatsapp_instance_id = $2) ct`,
    [userId, instance.id],
  );
  // A few messages in every chat (the table the big chat's index is read in).
  await db.query(
    `insert into mensagens (user_id, whatsapp_instance_id, conversa_id, direction, autor, texto,
       send_status, created_at)
     select c.user_id, c.whatsapp_instance_id, c.id,
       case when k % 2 = 0 then 'in' else 'out' end,
       case when k % 2 = 0 then 'cliente' else 'atendente' end,
       'Mensagem ' || k, case when k % 2 = 0 then null else 'enviada' end,
       c.last_message_at - (3 - k) * interval '1 minute'
     from conversas c, generate_series(0, 2) k where c.whatsapp_instance_id = $1`,
    [instance.id],
  );
  return instance.id;
}

/** The instance's newest chat gets `messages` messages over the last 30 days, both ways. */
export async function seedBigChat(db, userId, instanceId, messages) {
  const {
    rows: [big],
  } = await db.query(
    `select c.id, ct.nome from conversas c join contatos ct on ct.id = c.contato_id
     where c.whatsapp_instance_id = $1 order by c.last_message_at desc limit 1`,
    [instanceId],
  );
  await db.query(
    `insert into mensagens (user_id, whatsapp_instance_id, conversa_id, direction, autor, texto,
       send_status, created_at)
     select $1, $2, $3,
       case when k % 2 = 0 then 'in' else 'out' end,
       case when k % 2 = 0 then 'cliente' when k % 10 = 1 then 'dono' else 'atendente' end,
       'Mensagem ' || k || ' da conversa longa, com um texto de tamanho comum no WhatsApp.',
       case when k % 2 = 0 then null else 'enviada' end,
       now() - interval '30 days' + k * (interval '30 days' / $4::int)
     from generate_series(1, $4::int) k`,
    [userId, instanceId, big.id, messages],
  );
  return big;
}
