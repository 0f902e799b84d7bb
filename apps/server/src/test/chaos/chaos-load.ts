import { CUT_HEADER } from './round-robin-proxy';
import { GATEWAY_MANUAL, GATEWAY_WEBHOOK, type ChaosScene } from './chaos-scene';

/** What a request of the load came to. */
export type Outcome =
  '2xx' | '409' | '4xx' | '5xx' | 'cut by the kill' | 'cut by a termination' | 'other failure';

export type Race = {
  slot: string;
  profissionalId: string;
  day: string;
  hora: string;
  won: string[];
  conflicts: number;
  cut: number;
  other: number[];
};

/** Everything the load did and was told, to be held against the database afterwards. */
export function createLedger() {
  return {
    requests: {
      '2xx': 0,
      '409': 0,
      '4xx': 0,
      '5xx': 0,
      'cut by the kill': 0,
      'cut by a termination': 0,
      'other failure': 0,
    } as Record<Outcome, number>,
    failures: [] as string[],
    acked: {
      contatos: [] as Array<{ id: string; nome: string }>,
      servicos: [] as Array<{ id: string; nome: string }>,
    },
    reads: 0,
    races: [] as Race[],
    conversations: { webhook: 0, manual: 0 },
    customerMessages: 0,
    manualDeliveries: 0,
    /** Webhook deliveries answered 503 (retry asked) right after a termination; tried again. */
    webhooksCutByTermination: 0,
    slowReplies: 0,
    /** When the test terminated the database's connections (ms), each time. */
    terminations: [] as number[],
    /** Set by the test from the moment a process is doomed until its successor is up. */
    killing: false,
  };
}
export type Ledger = ReturnType<typeof createLedger>;

/**
 * Within 15 s of a pg_terminate_backend of the test, either side: a request then in flight was
 * cut (a webhook delivery's time is when its attempt started, possibly just before).
 */
export const nearTermination = (ledger: Ledger, at = Date.now()) =>
  ledger.terminations.some((t) => Math.abs(at - t) < 15_000);

type Answer = { status: number; outcome: Outcome; body: unknown };

/** One panel request through the proxy, classified into the ledger. */
export async function send(
  scene: ChaosScene,
  ledger: Ledger,
  method: string,
  path: string,
  json?: unknown,
): Promise<Answer> {
  let answer: Answer;
  try {
    const res = await fetch(`${scene.proxy.url}${path}`, {
      method,
      headers: {
        origin: scene.proxy.url,
        cookie: scene.cookie,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    const cut = res.headers.get(CUT_HEADER);
    const outcome: Outcome =
      cut === 'kill'
        ? 'cut by the kill'
        : cut
          ? 'other failure'
          : res.status < 300
            ? '2xx'
            : res.status === 409
              ? '409'
              : res.status < 500
                ? '4xx'
                : res.status === 503 && text.includes('"UNAVAILABLE"') && nearTermination(ledger)
                  ? 'cut by a termination'
                  : '5xx';
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    answer = { status: res.status, outcome, body };
  } catch (error) {
    // The proxy destroys the client's socket when a backend dies after its answer began.
    answer = {
      status: 0,
      outcome: ledger.killing ? 'cut by the kill' : 'other failure',
      body: String(error),
    };
  }
  ledger.requests[answer.outcome] += 1;
  if (answer.outcome === '5xx' || answer.outcome === 'other failure')
    ledger.failures.push(
      `${method} ${path} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
    );
  return answer;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const idOf = (body: unknown) => (body as { id: string }).id;

/** Creates contacts and services and reads the panel's lists, as an owner at work does. */
async function panelWorker(scene: ChaosScene, ledger: Ledger, n: number, running: () => boolean) {
  const base = `/api/instances/${scene.shop.instanceId}`;
  for (let i = 0; running(); i++) {
    const nome = `Cliente painel ${n}-${i}`;
    const telefone = `2${n}${String(i).padStart(9, '0')}`;
    const contato = await send(scene, ledger, 'POST', `${base}/contatos`, { nome, telefone });
    if (contato.outcome === '2xx') ledger.acked.contatos.push({ id: idOf(contato.body), nome });
    if (i % 2 === 0) {
      const servico = `Serviço ${n}-${i}`;
      const res = await send(scene, ledger, 'POST', `${base}/servicos`, {
        nome: servico,
        preco: 30 + (i % 50),
      });
      if (res.outcome === '2xx') ledger.acked.servicos.push({ id: idOf(res.body), nome: servico });
    }
    for (const path of [`${base}/contatos`, '/api/servicos', `${base}/conversas`]) {
      await send(scene, ledger, 'GET', path);
      ledger.reads += 1;
    }
    await sleep(100);
  }
}

/** Four clients POST the same slot at once; one must win, the others get 409. */
async function raceWorker(scene: ChaosScene, ledger: Ledger, running: () => boolean) {
  const slots: Array<Omit<Race, 'won' | 'conflicts' | 'cut' | 'other'>> = [];
  for (const day of scene.raceDays)
    for (let m = 9 * 60; m < 18 * 60; m += 30)
      for (const profissionalId of scene.racers) {
        const hora = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        slots.push({ slot: `${profissionalId} ${day} ${hora}`, profissionalId, day, hora });
      }
  for (const slot of slots) {
    if (!running()) return;
    const answers = await Promise.all(
      scene.raceContatos[slot.profissionalId]!.map((contatoId) =>
        send(scene, ledger, 'POST', `/api/profissionais/${slot.profissionalId}/agendamentos`, {
          data_agendamento: slot.day,
          hora_inicio: slot.hora,
          servico_id: scene.shop.corte,
          contato_id: contatoId,
        }),
      ),
    );
    ledger.races.push({
      ...slot,
      won: answers.filter((a) => a.outcome === '2xx').map((a) => idOf(a.body)),
      conflicts: answers.filter((a) => a.outcome === '409').length,
      cut: answers.filter((a) => a.outcome.startsWith('cut')).length,
      other: answers
        .filter((a) => !['2xx', '409'].includes(a.outcome) && !a.outcome.startsWith('cut'))
        .map((a) => a.status),
    });
    await sleep(150);
  }
}

let nextCustomer = 0;
const jid = (from: string) => `${from}@s.whatsapp.net`;

function repliesTo(scene: ChaosScene, gateway: string, from: string) {
  return scene.evolution.sentMessages(gateway).filter((m) => m.key.remoteJid === jid(from)).length;
}

/** Waits (without failing: the checks afterwards decide) for a new reply on the customer's phone. */
async function awaitReply(
  scene: ChaosScene,
  ledger: Ledger,
  gateway: string,
  from: string,
  before: number,
) {
  const deadline = Date.now() + 45_000;
  while (repliesTo(scene, gateway, from) <= before) {
    if (Date.now() > deadline) {
      ledger.slowReplies += 1;
      return;
    }
    await sleep(100);
  }
}

function bookingAsk(k: number) {
  const hour = 9 + (k % 9);
  return `quero marcar um corte amanhã às ${hour}h com ${k % 2 === 0 ? 'o Rafael' : 'a Júlia'}`;
}

/**
 * Customers writing on the simulator's phone; the simulator delivers to the proxy (duplicated
 * while the test turns that fault on). Each asks to book, then says 'sim' to the offer.
 */
async function webhookCustomer(scene: ChaosScene, ledger: Ledger, running: () => boolean) {
  while (running()) {
    const k = nextCustomer++;
    const from = `551198${String(k).padStart(7, '0')}`;
    for (const text of [bookingAsk(k), 'sim']) {
      const before = repliesTo(scene, GATEWAY_WEBHOOK, from);
      scene.evolution.receiveMessage(GATEWAY_WEBHOOK, { from, name: `Cliente ${k}`, text });
      ledger.customerMessages += 1;
      await awaitReply(scene, ledger, GATEWAY_WEBHOOK, from, before);
    }
    ledger.conversations.webhook += 1;
  }
}

/** One webhook delivery by hand, tried again as Evolution does until the server acknowledges it. */
async function deliver(scene: ChaosScene, ledger: Ledger, record: unknown) {
  const body = JSON.stringify({ event: 'messages.upsert', instance: GATEWAY_MANUAL, data: record });
  for (let attempt = 0; attempt < 10; attempt++) {
    ledger.manualDeliveries += 1;
    try {
      const res = await fetch(scene.manualWebhook, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      await res.arrayBuffer();
      if (res.status === 200) return;
      if (res.status === 503 && nearTermination(ledger)) ledger.webhooksCutByTermination += 1;
      else if (res.status >= 500 && res.headers.get(CUT_HEADER) !== 'kill')
        ledger.failures.push(`manual webhook delivery → ${res.status}`);
    } catch {
      // cut: try again
    }
    await sleep(200 * 2 ** Math.min(attempt, 4));
  }
  ledger.failures.push('a manual webhook delivery was never acknowledged');
}

/**
 * Customers of the second instance, whose deliveries the test makes itself: 'oi' and the booking
 * request arrive in reverse order and the request once more; the 'sim' arrives twice at once.
 */
async function manualCustomer(scene: ChaosScene, ledger: Ledger, running: () => boolean) {
  while (running()) {
    const k = nextCustomer++;
    const from = `551197${String(k).padStart(7, '0')}`;
    const name = `Cliente ${k}`;
    const hello = scene.evolution.receiveMessage(GATEWAY_MANUAL, { from, name, text: 'oi' });
    const ask = scene.evolution.receiveMessage(GATEWAY_MANUAL, { from, name, text: bookingAsk(k) });
    ledger.customerMessages += 2;
    let before = repliesTo(scene, GATEWAY_MANUAL, from);
    await deliver(scene, ledger, ask);
    await deliver(scene, ledger, hello);
    await deliver(scene, ledger, ask);
    await awaitReply(scene, ledger, GATEWAY_MANUAL, from, before);
    before = repliesTo(scene, GATEWAY_MANUAL, from);
    const yes = scene.evolution.receiveMessage(GATEWAY_MANUAL, { from, name, text: 'sim' });
    ledger.customerMessages += 1;
    await Promise.all([deliver(scene, ledger, yes), deliver(scene, ledger, yes)]);
    await awaitReply(scene, ledger, GATEWAY_MANUAL, from, before);
    ledger.conversations.manual += 1;
  }
}

/** Runs the whole load until `stopAt`; resolves when every client has finished its step. */
export async function runLoad(scene: ChaosScene, ledger: Ledger, stopAt: number) {
  const running = () => Date.now() < stopAt;
  await Promise.all([
    panelWorker(scene, ledger, 1, running),
    panelWorker(scene, ledger, 2, running),
    raceWorker(scene, ledger, running),
    webhookCustomer(scene, ledger, running),
    webhookCustomer(scene, ledger, running),
    webhookCustomer(scene, ledger, running),
    manualCustomer(scene, ledger, running),
  ]);
}
