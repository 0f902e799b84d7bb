import type { SpawnedServer } from './spawn-server';
import { sessionCookie } from './test-client';
import { LOCALIZACAO_CENTRO, openDays } from './test-shop';

/**
 * Polls `check` until it returns something other than undefined/false, or fails after
 * `timeoutMs` with `what` (and the last value seen) in the message. Replica tests run several
 * server processes on a loaded machine: they wait for a state, never for a fixed time.
 */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 60_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** One JSON call to a spawned server, failing loudly on anything but 2xx. */
export async function callApi<T = unknown>(
  server: SpawnedServer,
  method: string,
  path: string,
  { cookie, json }: { cookie?: string; json?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      // A browser on the product's address: writes from any other origin are refused.
      origin: server.publicUrl,
      ...(cookie ? { cookie } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** An owner as the sign-up screen leaves one: registered, confirmed by e-mail, signed in. */
export async function signUpOwner(server: SpawnedServer, email: string, password = 'segredo1') {
  await callApi(server, 'POST', '/api/auth/sign-up/email', {
    json: { name: 'Dono', email, password },
  });
  const mails = await waitUntil('the confirmation e-mail', async () => {
    const list = await callApi<Array<{ link: string | null }>>(
      server,
      'GET',
      `/api/dev/emails?to=${encodeURIComponent(email)}`,
    );
    return list.find((m) => m.link) ?? false;
  });
  const verify = await fetch(mails.link as string, { redirect: 'manual' });
  if (verify.status !== 302) throw new Error(`verify: ${verify.status}`);
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return sessionCookie(res);
}

/**
 * A small barbershop built over one process's HTTP API, as the panel would: an instance
 * (POST /api/dev/instances), Rafael and Júlia both cutting hair, one location, and windows
 * 09:00–18:00 on the working days of four weeks from `today`.
 */
export async function createBusinessOverHttp(
  server: SpawnedServer,
  cookie: string,
  { number, today }: { number: string; today: string },
) {
  const as = <T = { id: string }>(method: string, path: string, json?: unknown) =>
    callApi<T>(server, method, path, { cookie, json });
  const instance = await as('POST', '/api/dev/instances', {
    name: 'Barbearia do Zé',
    phoneNumber: number.slice(2),
    assistantName: 'Ana',
    status: 'Ativo',
  });
  const base = `/api/instances/${instance.id}`;
  const profissional = async (nome: string) =>
    (await as('POST', `${base}/profissionais`, { nome, especialidade: 'Cabeleireiro' })).id;
  const rafael = await profissional('Rafael');
  const julia = await profissional('Júlia');
  const corte = (await as('POST', `${base}/servicos`, { nome: 'Corte masculino', preco: 50 })).id;
  for (const prof of [rafael, julia])
    await as('POST', `/api/profissionais/${prof}/servicos`, {
      servico_id: corte,
      tempo_execucao: 30,
    });
  const local = (await as('POST', `${base}/localizacoes`, LOCALIZACAO_CENTRO)).id;
  const { weekdays } = openDays(today);
  for (const prof of [rafael, julia])
    await as('POST', `/api/profissionais/${prof}/disponibilidades`, {
      dias: weekdays,
      localizacao_id: local,
      hora_inicio: '09:00',
      hora_fim: '18:00',
      servico_ids: [corte],
    });
  return { instanceId: instance.id, rafael, julia, corte };
}
