import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_AVISO_TEXTS,
  renderAviso,
  type AvisoTextKey,
} from '@secretaria/shared/aviso-templates';
import { isOpenStatus } from '@secretaria/shared/agendamentos-schemas';
import type { DB } from '@/db/schema';
import type { ClockScope } from '@/lib/clock';
import { upsertConversa } from '@/modules/messaging/inbound/inbound.repo';
import { findOwnerPhone } from '@/modules/profile/profile.repo';
import { avisoValues } from './aviso-values';
import {
  claimDueAvisos,
  findAvisoSubject,
  findOrCreateChat,
  finishAviso,
  insertProactiveMessage,
  postponeAviso,
  takeProactiveSlot,
  type AvisoRow,
  type AvisoSubject,
} from './avisos.repo';
import { defaultProactivePacing, type ProactivePacing } from './proactive-pacing';
import { nextWindowOpening } from './proactive-window';
import { whatsappNumberOf } from '@secretaria/shared/whatsapp-number';

type Outcome = { status: 'feito' | 'ignorado'; mensagemId?: string; reason?: string };

const TEXT_OF: Record<Exclude<AvisoRow['kind'], 'aviso_dono'>, AvisoTextKey> = {
  lembrete: 'reminder_text',
  confirmacao: 'booking_confirmation_text',
  cancelamento: 'cancel_notice_text',
  remarcacao: 'reschedule_notice_text',
};

/**
 * Runs the due jobs of one batch in ONE transaction: each writes its message for the sender
 * (pending, author 'lembrete' or 'sistema') and is marked done in the same commit, so a crash
 * loses nothing and a job never writes twice; rows are claimed with SKIP LOCKED, so replicas
 * share the batch. Returns how many jobs were taken (0: nothing due).
 */
export async function runDueAvisos(
  db: Kysely<DB>,
  now: Date,
  limit = 100,
  scope: AvisoScope = {},
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const due = await claimDueAvisos(tx, now, limit, scope.owners);
    for (const job of due) await runAviso(tx, job, now, scope);
    return due.length;
  });
}

/**
 * Which owners a run covers (lib/clock.ts clockScopes), the server's time (`at`) its messages,
 * paced slots and statuses are stamped with when the owners' business time (`now`) is shifted (the
 * sender compares those with the server's time, docs/decisions/033), and the pace per number.
 */
export type AvisoScope = { owners?: ClockScope['owners']; at?: Date; pacing?: ProactivePacing };

/**
 * One job, inside the caller's transaction: its message written, in its number's next paced
 * slot (docs/decisions/032), and its status recorded. `now` is the owner's business time (due,
 * already started, the sending window), `at` the server's.
 */
export async function runAviso(
  tx: Transaction<DB>,
  job: AvisoRow,
  now: Date,
  { at = now, pacing = defaultProactivePacing }: Omit<AvisoScope, 'owners'> = {},
): Promise<void> {
  const outcome = await prepareAviso(tx, job, now, at, pacing);
  if (outcome === 'postponed') return;
  await finishAviso(tx, job.id, {
    status: outcome.status,
    at,
    mensagemId: outcome.mensagemId,
    error: outcome.reason,
  });
}

async function prepareAviso(
  tx: Transaction<DB>,
  job: AvisoRow,
  now: Date,
  at: Date,
  pacing: ProactivePacing,
): Promise<Outcome | 'postponed'> {
  const slot = () => takeProactiveSlot(tx, job.whatsapp_instance_id, at, pacing.nextGapMs());
  if (job.kind === 'aviso_dono') return writeOwnerNotice(tx, job, at, slot);
  const s = job.agendamento_id ? await findAvisoSubject(tx, job.agendamento_id) : undefined;
  if (!s) return { status: 'ignorado', reason: 'agendamento removido' };
  if (s.contato_teste) return { status: 'ignorado', reason: 'contato de teste' };
  if (s.opted_out_at) return { status: 'ignorado', reason: 'contato pediu para não receber' };
  const start = new Date(s.starts_at);
  if (job.kind !== 'cancelamento') {
    if (!isOpenStatus(s.status)) return { status: 'ignorado', reason: `status ${s.status}` };
    if (start.getTime() <= now.getTime())
      return { status: 'ignorado', reason: 'o horário já começou' };
  }
  if (job.kind === 'lembrete') {
    if (!s.reminders_enabled) return { status: 'ignorado', reason: 'lembretes desligados' };
    // Late (the server was down, or the window changed): never outside the window.
    const opening = nextWindowOpening(now, {
      start: s.proactive_window_start,
      end: s.proactive_window_end,
      timeZone: s.timezone,
    });
    if (opening.getTime() > now.getTime()) {
      if (opening.getTime() >= start.getTime())
        return { status: 'ignorado', reason: 'fora da janela de envio' };
      await postponeAviso(tx, job.id, opening);
      return 'postponed';
    }
  }
  const key = TEXT_OF[job.kind];
  const template = s[key] ?? DEFAULT_AVISO_TEXTS[key];
  const texto = renderAviso(template, avisoValues(s, now));
  const conversa = await chatOf(tx, s);
  if (!conversa) return { status: 'ignorado', reason: 'telefone inválido' };
  const row = await insertProactiveMessage(tx, {
    user_id: s.user_id,
    whatsapp_instance_id: s.whatsapp_instance_id,
    conversa_id: conversa.id,
    autor: job.kind === 'lembrete' ? 'lembrete' : 'sistema',
    texto,
    agendamento_id: s.id,
    at,
    sendAt: await slot(),
  });
  return { status: 'feito', mensagemId: row.id };
}

async function chatOf(tx: Transaction<DB>, s: AvisoSubject) {
  const number = whatsappNumberOf(s.contato_telefone);
  if (!number) return undefined;
  return findOrCreateChat(tx, {
    user_id: s.user_id,
    whatsapp_instance_id: s.whatsapp_instance_id,
    contato_id: s.contato_id,
    remote_jid: `${number}@s.whatsapp.net`,
  });
}

/** A notice to the owner's own number: a chat with no contact, which the attendant never answers. */
async function writeOwnerNotice(
  tx: Transaction<DB>,
  job: AvisoRow,
  at: Date,
  slot: () => Promise<Date>,
): Promise<Outcome> {
  const phone = await findOwnerPhone(tx, job.user_id);
  const number = phone ? whatsappNumberOf(phone) : undefined;
  if (!number || !job.texto) return { status: 'ignorado', reason: 'sem telefone do dono' };
  const conversa = await upsertConversa(tx, {
    user_id: job.user_id,
    whatsapp_instance_id: job.whatsapp_instance_id,
    remote_jid: `${number}@s.whatsapp.net`,
    contato_id: null,
  });
  const row = await insertProactiveMessage(tx, {
    user_id: job.user_id,
    whatsapp_instance_id: job.whatsapp_instance_id,
    conversa_id: conversa.id,
    autor: 'sistema',
    texto: job.texto,
    agendamento_id: job.agendamento_id,
    at,
    sendAt: await slot(),
  });
  return { status: 'feito', mensagemId: row.id };
}
