import { OPEN_STATUSES } from '@secretaria/shared/agendamentos-schemas';
import { sql } from 'kysely';
import { nearTermination, type Ledger } from './chaos-load';
import { GATEWAY_MANUAL, GATEWAY_WEBHOOK, type ChaosScene } from './chaos-scene';

/**
 * A query of the checks, tried again: the test's own pool loses its connections to
 * pg_terminate_backend like the servers' do.
 */
async function retried<T>(query: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await query();
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

const chunks = <T>(items: T[], size = 500) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** The outbound messages of the scene's gateways as the database holds them. */
async function outboundRows(scene: ChaosScene) {
  return retried(() =>
    scene.db
      .selectFrom('mensagens')
      .innerJoin('whatsapp_instances', 'whatsapp_instances.id', 'mensagens.whatsapp_instance_id')
      .innerJoin('conversas', 'conversas.id', 'mensagens.conversa_id')
      .select([
        'mensagens.id',
        'mensagens.autor',
        'mensagens.send_status',
        'mensagens.gateway_message_id',
        'whatsapp_instances.gateway_name as gateway',
      ])
      .where('mensagens.direction', '=', 'out')
      .where('conversas.canal', '=', 'whatsapp')
      .execute(),
  );
}

async function inboundRows(scene: ChaosScene) {
  return retried(() =>
    scene.db
      .selectFrom('mensagens')
      .innerJoin('whatsapp_instances', 'whatsapp_instances.id', 'mensagens.whatsapp_instance_id')
      .select([
        'mensagens.gateway_message_id',
        'mensagens.answered_at',
        'whatsapp_instances.gateway_name as gateway',
      ])
      .where('mensagens.direction', '=', 'in')
      .execute(),
  );
}

async function dueLembretes(scene: ChaosScene) {
  return retried(() =>
    scene.db
      .selectFrom('avisos')
      .select(['id', 'status', 'mensagem_id'])
      .where('kind', '=', 'lembrete')
      .where('run_at', '<=', scene.businessNow())
      .execute(),
  );
}

const allGateways = (scene: ChaosScene) => [
  GATEWAY_WEBHOOK,
  GATEWAY_MANUAL,
  ...scene.reminderGateways,
];

/**
 * Waits for the system to settle by itself after the load: every customer message answered,
 * every reply and due reminder sent, and the gateway holding as many sends as the database.
 */
export async function waitForQuiet(scene: ChaosScene, timeoutMs: number): Promise<string[]> {
  let pending: string[] = [];
  let rounds = 0;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [inbound, outbound, reminders] = await Promise.all([
      inboundRows(scene),
      outboundRows(scene),
      dueLembretes(scene),
    ]);
    const sent = allGateways(scene).reduce((n, g) => n + scene.evolution.sentMessages(g).length, 0);
    const pendingOut = outbound.filter((m) => m.send_status === 'pendente');
    pending = [
      ...(inbound.some((m) => m.answered_at === null)
        ? [`${inbound.filter((m) => m.answered_at === null).length} customer messages unanswered`]
        : []),
      ...(pendingOut.length
        ? [`${pendingOut.length} outbound messages pending (${pendingOut.map((m) => m.autor)})`]
        : []),
      ...(reminders.some((r) => r.status === 'pendente')
        ? [`${reminders.filter((r) => r.status === 'pendente').length} due reminders pending`]
        : []),
      ...(sent < outbound.length
        ? [`${sent} sends on the phones for ${outbound.length} rows`]
        : []),
    ];
    if (pending.length === 0 || Date.now() > deadline) break;
    if (++rounds % 15 === 0) console.info(`draining: ${pending.join('; ')}`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
  // A second send still on its way would show now.
  await scene.evolution.flushWebhooks();
  await new Promise((r) => setTimeout(r, 2_000));
  return pending;
}

export type ChaosFindings = Awaited<ReturnType<typeof checkChaos>>;

/** Holds what the load was told against the database and the simulator's phones. */
export async function checkChaos(scene: ChaosScene, ledger: Ledger, unsettled: string[]) {
  const problems: string[] = [...ledger.failures, ...unsettled.map((p) => `after the drain: ${p}`)];

  // Every acknowledged write is there, as acknowledged.
  let missingWrites = 0;
  for (const [table, acked] of [
    ['contatos', ledger.acked.contatos],
    ['servicos', ledger.acked.servicos],
  ] as const) {
    const found = new Map<string, string>();
    for (const ids of chunks(acked.map((a) => a.id))) {
      if (ids.length === 0) continue;
      const rows = await retried(() =>
        scene.db.selectFrom(table).select(['id', 'nome']).where('id', 'in', ids).execute(),
      );
      for (const row of rows) found.set(row.id, row.nome);
    }
    const missing = acked.filter((a) => found.get(a.id) !== a.nome);
    missingWrites += missing.length;
    if (missing.length) problems.push(`${missing.length} acknowledged ${table} missing`);
  }

  // Races: at most one winner per slot, exactly one when no answer was cut; the winner is stored.
  const bookings = await retried(() =>
    scene.db
      .selectFrom('agendamentos')
      .select(['id', 'profissional_id', 'data_agendamento', 'hora_inicio', 'status'])
      .where('whatsapp_instance_id', '=', scene.shop.instanceId)
      .where('status', 'in', OPEN_STATUSES)
      .execute(),
  );
  const bySlot = new Map<string, string[]>();
  for (const b of bookings) {
    const key = `${b.profissional_id} ${b.data_agendamento} ${b.hora_inicio.slice(0, 5)}`;
    bySlot.set(key, [...(bySlot.get(key) ?? []), b.id]);
  }
  let won = 0;
  let conflicts = 0;
  let raceCuts = 0;
  for (const race of ledger.races) {
    won += race.won.length;
    conflicts += race.conflicts;
    raceCuts += race.cut;
    const stored = bySlot.get(race.slot) ?? [];
    if (race.won.length > 1) problems.push(`slot ${race.slot}: ${race.won.length} winners`);
    if (race.cut === 0 && (race.won.length !== 1 || race.conflicts !== 3))
      problems.push(
        `slot ${race.slot}: ${race.won.length} won, ${race.conflicts} × 409, other ${race.other}`,
      );
    if (race.won.length === 1 && (stored.length !== 1 || stored[0] !== race.won[0]))
      problems.push(`slot ${race.slot}: the acknowledged booking is not the stored one`);
  }
  const open = sql.join([...OPEN_STATUSES]);
  const overlapping = await retried(() =>
    sql<{ n: string }>`
      select count(*) as n from agendamentos a join agendamentos b
        on a.profissional_id = b.profissional_id and a.id < b.id and a.periodo && b.periodo
      where a.status in (${open}) and b.status in (${open})
    `.execute(scene.db),
  );
  const doubleBookings = Number(overlapping.rows[0]!.n);
  if (doubleBookings) problems.push(`${doubleBookings} overlapping active appointments`);

  // Customers: every message stored once and answered; every reply on the phone once.
  const inbound = await inboundRows(scene);
  const outbound = await outboundRows(scene);
  let lostInbound = 0;
  let unanswered = 0;
  let duplicatedSends = 0;
  let missingSends = 0;
  let unansweredConversas = 0;
  let replies = 0;
  for (const gateway of [GATEWAY_WEBHOOK, GATEWAY_MANUAL]) {
    const phone = scene.evolution.messages(gateway);
    const stored = new Set(
      inbound.filter((m) => m.gateway === gateway).map((m) => m.gateway_message_id),
    );
    lostInbound += phone.filter((m) => !m.key.fromMe && !stored.has(m.key.id)).length;
    unanswered += inbound.filter((m) => m.gateway === gateway && m.answered_at === null).length;
    // The phone's last word in each customer's chat is the business's.
    const last = new Map<string, boolean>();
    for (const m of phone) last.set(m.key.remoteJid, m.key.fromMe);
    const customers = new Set(phone.filter((m) => !m.key.fromMe).map((m) => m.key.remoteJid));
    unansweredConversas += [...customers].filter((c) => last.get(c) === false).length;
  }
  for (const gateway of allGateways(scene)) {
    const sent = scene.evolution.sentMessages(gateway).map((m) => m.key.id);
    const rows = outbound.filter((m) => m.gateway === gateway);
    const ids = new Set(rows.map((m) => m.gateway_message_id));
    duplicatedSends += sent.filter((id) => !ids.has(id)).length;
    const onPhone = new Set(sent);
    missingSends += rows.filter(
      (m) =>
        m.send_status !== 'enviada' || !m.gateway_message_id || !onPhone.has(m.gateway_message_id),
    ).length;
    if (gateway === GATEWAY_WEBHOOK || gateway === GATEWAY_MANUAL)
      replies += rows.filter((m) => m.autor === 'atendente').length;
  }
  if (lostInbound) problems.push(`${lostInbound} customer messages never stored`);
  if (unanswered) problems.push(`${unanswered} customer messages not answered`);
  if (unansweredConversas)
    problems.push(`${unansweredConversas} chats whose last message is the customer's`);
  if (duplicatedSends) problems.push(`${duplicatedSends} sends on the phones not in the database`);
  if (missingSends) problems.push(`${missingSends} stored replies not on the phones`);

  // Reminders (the catalogue's and those of the customers' bookings): each due one done, its
  // message on the phone once; each catalogue customer got exactly one.
  const reminders = await dueLembretes(scene);
  const onPhones = new Set(
    allGateways(scene).flatMap((g) => scene.evolution.sentMessages(g).map((m) => m.key.id)),
  );
  const reminderRows = new Map(
    outbound.filter((m) => m.autor === 'lembrete').map((m) => [m.id, m]),
  );
  const remindersNotDone = reminders.filter(
    (r) => r.status !== 'feito' && r.status !== 'ignorado',
  ).length;
  const remindersSkipped = reminders.filter((r) => r.status === 'ignorado').length;
  const remindersSent = reminders.filter((r) => {
    const row = r.mensagem_id ? reminderRows.get(r.mensagem_id) : undefined;
    return row?.gateway_message_id && onPhones.has(row.gateway_message_id);
  }).length;
  const catalogueSends = scene.reminderGateways.flatMap((g) =>
    scene.evolution.sentMessages(g).map((m) => m.key.remoteJid),
  );
  const remindersTwice = catalogueSends.length - new Set(catalogueSends).size;
  if (remindersNotDone) problems.push(`${remindersNotDone} due reminders not sent`);
  if (remindersTwice) problems.push(`${remindersTwice} reminders sent twice`);
  if (remindersSent !== reminders.length - remindersSkipped)
    problems.push(`${remindersSent} reminders on the phones for ${reminders.length} due`);

  // Webhooks the simulator delivered: a 5xx is a server failure unless the proxy cut it.
  // A 503 right after a termination is the server asking to try again (a COMMIT whose outcome
  // it cannot know); the gateway does, and the message is stored once (checked above).
  const failed = scene.evolution
    .webhookDeliveries()
    .filter((d) => d.status !== null && d.status >= 500 && d.status !== 502);
  const webhooksAskedAgain = failed.filter(
    (d) => d.status === 503 && nearTermination(ledger, d.at.getTime()),
  ).length;
  ledger.webhooksCutByTermination += webhooksAskedAgain;
  const webhook5xx = failed.length - webhooksAskedAgain;
  if (webhook5xx)
    problems.push(
      `${webhook5xx} webhook deliveries answered 5xx (${failed.map((d) => d.status).join(', ')})`,
    );
  if (scene.proxy.cuts.error) problems.push(`${scene.proxy.cuts.error} requests cut by no kill`);

  return {
    problems,
    missingWrites,
    won,
    conflicts,
    raceCuts,
    doubleBookings,
    lostInbound,
    unanswered,
    unansweredConversas: unansweredConversas,
    duplicatedSends,
    missingSends,
    replies,
    inboundStored: inbound.filter(
      (m) => m.gateway === GATEWAY_WEBHOOK || m.gateway === GATEWAY_MANUAL,
    ).length,
    remindersDue: reminders.length,
    remindersSent,
    remindersSkipped,
    remindersTwice,
    remindersNotDone,
    webhookDeliveries: scene.evolution.webhookDeliveries().length,
    webhook5xx,
  };
}

export type ChaosFaults = {
  kills: number;
  terminations: number;
  terminatedConnections: number;
  sendFailuresInjected: number;
  duplicateWindows: number;
  sseReconnections: number;
  sseCaughtUp: boolean;
};

/** The printed report: what ran, what was injected, and the lost and duplicated effects (0). */
export function formatChaosReport(
  seconds: number,
  ledger: Ledger,
  findings: ChaosFindings,
  faults: ChaosFaults,
  elapsedMs: number,
) {
  const r = ledger.requests;
  const total = Object.values(r).reduce((a, b) => a + b, 0);
  const lost =
    findings.missingWrites +
    findings.lostInbound +
    findings.unanswered +
    findings.unansweredConversas +
    findings.missingSends +
    findings.remindersNotDone;
  const duplicated = findings.doubleBookings + findings.duplicatedSends + findings.remindersTwice;
  return [
    `Chaos test: 2 server processes on one PostgreSQL behind a round-robin proxy, ${seconds} s of load (${(elapsedMs / 1000).toFixed(0)} s with set-up and drain)`,
    `requests      ${total}: 2xx ${r['2xx']} · 409 ${r['409']} · other 4xx ${r['4xx']} · 5xx ${r['5xx']} · cut by the kill ${r['cut by the kill']} · 503 lost with a terminated connection (outcome unknown, retry asked) ${r['cut by a termination']} · other failures ${r['other failure']}`,
    `panel         contatos created ${ledger.acked.contatos.length} · serviços created ${ledger.acked.servicos.length} · list reads ${ledger.reads}`,
    `bookings      ${ledger.races.length} slots raced by 4 clients each: won ${findings.won} · 409 ${findings.conflicts} · cut by the kill or a termination ${findings.raceCuts} · double bookings ${findings.doubleBookings}`,
    `conversations ${ledger.conversations.webhook + ledger.conversations.manual} (${ledger.conversations.webhook} through the simulator's webhooks, ${ledger.conversations.manual} delivered by hand out of order and twice): customer messages ${ledger.customerMessages}, stored ${findings.inboundStored}, lost ${findings.lostInbound}, unanswered ${findings.unanswered}; attendant replies ${findings.replies}; webhook deliveries ${findings.webhookDeliveries} + ${ledger.manualDeliveries} by hand, 5xx ${findings.webhook5xx}, 503 right after a termination (tried again) ${ledger.webhooksCutByTermination}; replies slower than 45 s ${ledger.slowReplies}`,
    `reminders     due ${findings.remindersDue} · sent ${findings.remindersSent} · skipped by rule ${findings.remindersSkipped} · twice ${findings.remindersTwice} · not sent ${findings.remindersNotDone}`,
    `faults        kills ${faults.kills} (SIGKILL + restart on a new port) · pg_terminate_backend rounds ${faults.terminations} (${faults.terminatedConnections} connections) · sendText failures injected ${faults.sendFailuresInjected} · duplicate-webhook windows ${faults.duplicateWindows}`,
    `sse           reconnections ${faults.sseReconnections} · a change through the other process reached the open stream: ${faults.sseCaughtUp ? 'yes' : 'NO'}`,
    `effects       acknowledged writes missing ${findings.missingWrites} · lost ${lost} · duplicated ${duplicated}`,
    findings.problems.length
      ? `PROBLEMS\n  ${findings.problems.join('\n  ')}`
      : 'problems      none',
  ].join('\n');
}
