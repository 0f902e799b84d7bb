import {
  DEFAULT_AVISO_TEXTS,
  renderAviso,
  type AvisoTextKey,
} from '@secretaria/shared/aviso-templates';
import { isOpenStatus } from '@secretaria/shared/agendamentos-schemas';
import { whatsappNumberOf } from '@secretaria/shared/whatsapp-number';
import { avisoValues } from './aviso-values';
import type { AvisoBatchSubject, AvisoRow } from './avisos.repo';
import {
  chatKeyOf,
  type MessageChoice,
  type MessageTemplateRef,
} from '@/modules/messaging/message-types';
import { lembreteChoices } from './lembrete-choices';
import { nextJanelaDeEnvioOpening } from './janela-de-envio';

/** What one due job comes to: nothing to send (and why), a later run, or a message to write. */
export type AvisoPlan =
  | { do: 'ignore'; reason: string }
  | { do: 'postpone'; until: Date }
  | {
      do: 'write';
      chatKey: string;
      /** The chat's contact; null for the owner's own number (never answered by the attendant). */
      contatoId: string | null;
      texto: string;
      autor: 'lembrete' | 'sistema';
      /** A reminder's answers as buttons, where the attendant is on to read them. */
      choices?: MessageChoice[];
      /** The template it goes as outside the official API's 24-hour window (0032). */
      template?: MessageTemplateRef;
    };

type Job = Pick<AvisoRow, 'kind' | 'texto'>;

const TEXT_OF: Record<Exclude<AvisoRow['kind'], 'aviso_dono'>, AvisoTextKey> = {
  lembrete: 'reminder_text',
  confirmacao: 'booking_confirmation_text',
  cancelamento: 'cancel_notice_text',
  remarcacao: 'reschedule_notice_text',
};

/**
 * A reminder or customer notice at the owner's business time `now`: dropped when the appointment
 * is gone, the contact is the panel's test customer or opted out, the appointment is no longer
 * open or already started (except a cancellation's notice), reminders are off, or the sending
 * window opens only after the start; moved to the window's opening when it runs late outside it
 * (the server was down, or the window changed); otherwise its text for the contact's chat (the one
 * they wrote in, else their number's).
 */
export function planAviso(job: Job, s: AvisoBatchSubject | undefined, now: Date): AvisoPlan {
  if (job.kind === 'aviso_dono') throw new Error('aviso_dono: planOwnerNotice');
  if (!s) return { do: 'ignore', reason: 'agendamento removido' };
  if (s.contato_teste) return { do: 'ignore', reason: 'contato de teste' };
  if (s.opted_out_at) return { do: 'ignore', reason: 'contato pediu para não receber' };
  const start = new Date(s.starts_at);
  if (job.kind !== 'cancelamento') {
    if (!isOpenStatus(s.status)) return { do: 'ignore', reason: `status ${s.status}` };
    if (start.getTime() <= now.getTime()) return { do: 'ignore', reason: 'o horário já começou' };
  }
  if (job.kind === 'lembrete') {
    if (!s.reminders_enabled) return { do: 'ignore', reason: 'lembretes desligados' };
    const opening = nextJanelaDeEnvioOpening(now, {
      start: s.proactive_window_start,
      end: s.proactive_window_end,
      timeZone: s.timezone,
    });
    if (opening.getTime() > now.getTime()) {
      if (opening.getTime() >= start.getTime())
        return { do: 'ignore', reason: 'fora da janela de envio' };
      return { do: 'postpone', until: opening };
    }
  }
  const key = TEXT_OF[job.kind];
  const values = avisoValues(s, now);
  const texto = renderAviso(s[key] ?? DEFAULT_AVISO_TEXTS[key], values);
  const number = whatsappNumberOf(s.contato_telefone);
  if (!number) return { do: 'ignore', reason: 'telefone inválido' };
  return {
    do: 'write',
    chatKey: s.chat_remote_jid ?? chatKeyOf(number),
    contatoId: s.contato_id,
    texto,
    autor: job.kind === 'lembrete' ? 'lembrete' : 'sistema',
    template: { purpose: job.kind, params: values },
    ...(job.kind === 'lembrete' && s.attendant_enabled
      ? { choices: lembreteChoices({ reschedule: s.allow_reschedule, cancel: s.allow_cancel }) }
      : {}),
  };
}

/** A notice to the owner's own number (`phone`, from their profile): a chat with no contact. */
export function planAvisoDono(job: Job, phone: string | null | undefined): AvisoPlan {
  const number = phone ? whatsappNumberOf(phone) : undefined;
  if (!number || !job.texto) return { do: 'ignore', reason: 'sem telefone do dono' };
  return {
    do: 'write',
    chatKey: chatKeyOf(number),
    contatoId: null,
    texto: job.texto,
    autor: 'sistema',
  };
}
