import type { Kysely, Transaction } from 'kysely';
import { isOpenStatus, type AgendamentoActor } from '@secretaria/shared/agendamentos-schemas';
import type { DB } from '@/db/schema';
import { listFutureOpenAgendamentoIds } from '@/modules/agendamentos/agendamentos.repo';
import { slotLabel } from '@/modules/attendant/engine/format';
import { todayIn } from '@secretaria/shared/zoned-time';
import {
  cancelPendingAvisos,
  findAvisoSubject,
  upsertAvisos,
  type AvisoSubject,
  type NewAviso,
} from './avisos.repo';
import { notifyOwner } from './notify-owner';
import { avisoDonoText } from './aviso-dono-texts';
import { avisoSendAt, lembreteSendAt, type JanelaDeEnvio } from './janela-de-envio';

type Db = Kysely<DB> | Transaction<DB>;

/** What just happened to the appointment. */
export type AgendamentoChange = 'criado' | 'remarcado' | 'cancelado' | 'confirmado' | 'status';

const windowOf = (s: AvisoSubject): JanelaDeEnvio => ({
  start: s.proactive_window_start,
  end: s.proactive_window_end,
  timeZone: s.timezone,
});

/**
 * Brings the appointment's jobs in line with it, in the transaction of the change (the
 * booking services call it): its reminders for the current start (a moved appointment's old
 * ones dropped, a cancelled one's all dropped), the customer's notice when the owner booked,
 * moved or cancelled it in the panel, and the owner's notice when the attendant or the customer
 * did. The panel's test customer gets nothing (docs/decisions/016).
 */
export async function scheduleAvisos(
  db: Db,
  agendamentoId: string,
  event: { change: AgendamentoChange; actor: AgendamentoActor; now: Date; silent?: boolean },
): Promise<void> {
  const s = await findAvisoSubject(db, agendamentoId);
  if (!s) return;
  const start = new Date(s.starts_at);
  const startKey = start.toISOString();
  const window = windowOf(s);
  const base = {
    user_id: s.user_id,
    whatsapp_instance_id: s.whatsapp_instance_id,
    agendamento_id: s.id,
  };

  const reminders: NewAviso[] = [];
  if (isOpenStatus(s.status) && s.reminders_enabled && !s.contato_teste) {
    const seen = new Set<number>();
    for (const offset of [...s.reminder_offsets_minutes].sort((a, b) => b - a)) {
      const runAt = lembreteSendAt(new Date(start.getTime() - offset * 60_000), start, window);
      // Past already (a booking made inside the offset), or the same instant as a longer one
      // moved by the window: one reminder is enough.
      if (!runAt || runAt.getTime() <= event.now.getTime() || seen.has(runAt.getTime())) continue;
      seen.add(runAt.getTime());
      reminders.push({
        ...base,
        kind: 'lembrete',
        chave: `lembrete:${s.id}:${offset}:${startKey}`,
        run_at: runAt,
      });
    }
  }
  await cancelPendingAvisos(
    db,
    s.id,
    ['lembrete'],
    reminders.map((r) => r.chave),
  );
  await upsertAvisos(db, reminders);

  const { actor, now } = event;
  let { change } = event;
  if (change === 'remarcado' || change === 'cancelado') {
    // A confirmation or move notice not sent yet would tell an old time; a customer who has
    // not had the confirmation yet gets one for the new time rather than a move.
    const dropped = await cancelPendingAvisos(db, s.id, ['confirmacao', 'remarcacao'], []);
    if (change === 'remarcado' && dropped.includes('confirmacao')) change = 'criado';
  }
  // A silent change (an LGPD erase) only brings the reminders in line: nobody is told.
  if (event.silent) return;
  if (actor === 'dono' && !s.contato_teste) {
    const notice = customerAviso(s, change, startKey);
    if (notice) {
      await upsertAvisos(db, [
        {
          ...base,
          ...notice,
          run_at: avisoSendAt(now, change === 'cancelado' ? null : start, window),
        },
      ]);
    }
  }
  const kind = AVISO_DONO_OF[change];
  if (kind && (actor === 'atendente' || actor === 'cliente') && !s.contato_teste) {
    await notifyOwner(db, {
      ...base,
      kind,
      texto: avisoDonoText({
        kind,
        quem: s.nome_atendido ?? s.contato_nome,
        oque: `${s.servico_nome}, ${slotLabel(
          { dia: s.data_agendamento, hora_inicio: s.hora_inicio },
          todayIn(s.timezone, now),
          s.profissional_nome,
        )}`,
        por: actor,
      }),
      chave: `${kind}:${s.id}:${startKey}:${now.toISOString()}`,
      now,
    });
  }
}

const AVISO_DONO_OF = {
  criado: 'agendado',
  remarcado: 'remarcado',
  cancelado: 'cancelado',
  confirmado: 'confirmado',
  status: undefined,
} as const;

function customerAviso(
  s: AvisoSubject,
  change: AgendamentoChange,
  startKey: string,
): Pick<NewAviso, 'kind' | 'chave'> | undefined {
  if (change === 'criado' && s.booking_confirmation_enabled)
    return { kind: 'confirmacao', chave: `confirmacao:${s.id}:${startKey}` };
  if (change === 'remarcado' && s.change_notices_enabled)
    return { kind: 'remarcacao', chave: `remarcacao:${s.id}:${startKey}` };
  if (change === 'cancelado' && s.change_notices_enabled)
    return { kind: 'cancelamento', chave: `cancelamento:${s.id}` };
  return undefined;
}

/**
 * The owner changed when reminders go: every active appointment of the instance that has not
 * started gets its reminders recomputed (sent ones stay sent; a pending one no longer wanted is
 * dropped).
 */
export async function rescheduleInstanceAvisos(db: Db, instanceId: string, now: Date) {
  for (const id of await listFutureOpenAgendamentoIds(db, { instanceId }, now))
    await scheduleAvisos(db, id, { change: 'status', actor: 'sistema', now });
}
