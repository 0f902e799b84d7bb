import type { TestServer } from './test-server';
import { addDays, dayOfWeek } from '@secretaria/shared/civil-time';
import { holidayOn } from '@secretaria/shared/holidays';

/** The tests' location body, as the owner types it in the panel. */
export const LOCALIZACAO_CENTRO = {
  nome: 'Centro',
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
} as const;

/**
 * The days a test shop opens in the four weeks from `today`: Monday to Friday, and Saturdays
 * apart; never Sundays or holidays.
 */
export function openDays(today: string): { weekdays: string[]; saturdays: string[] } {
  const days = Array.from({ length: 28 }, (_, i) => addDays(today, i)).filter(
    (d) => dayOfWeek(d) !== 0 && !holidayOn(d),
  );
  return {
    weekdays: days.filter((d) => dayOfWeek(d) !== 6),
    saturdays: days.filter((d) => dayOfWeek(d) === 6),
  };
}

/**
 * A customer's WhatsApp message to `instanceId`, as the webhook stores it (the instance need not
 * be connected): resolves with the id of the chat it opened.
 */
export async function storeIncomingMessage(
  server: TestServer,
  instanceId: string,
  { id, from = '5511999990000', name = 'Cliente' }: { id: string; from?: string; name?: string },
): Promise<string> {
  const { webhook_secret: secret } = await server.db
    .selectFrom('whatsapp_instances')
    .select('webhook_secret')
    .where('id', '=', instanceId)
    .executeTakeFirstOrThrow();
  const res = await server.request(`/webhooks/evolution/${secret}`, {
    method: 'POST',
    json: {
      event: 'messages.upsert',
      data: {
        key: { remoteJid: `${from}@s.whatsapp.net`, fromMe: false, id },
        pushName: name,
        message: { conversation: 'oi' },
      },
    },
  });
  if (res.status !== 200) throw new Error(`webhook: ${res.status} ${await res.text()}`);
  const { id: conversaId } = await server.db
    .selectFrom('conversas')
    .select('id')
    .where('whatsapp_instance_id', '=', instanceId)
    .where('contato_id', 'in', (q) =>
      q
        .selectFrom('contatos')
        .select('id')
        .where('whatsapp_instance_id', '=', instanceId)
        .where('telefone', '=', `+${from}`),
    )
    .executeTakeFirstOrThrow();
  return conversaId;
}
