import type { MessageChoice } from '@/modules/messaging/message-types';

/**
 * A reminder's answers as choices (issue 27: '✅ Confirmar' confirms): buttons where the gateway
 * has them, behind the reminder's own text where it has not. The attendant reads a tap on one as
 * the reminder's '1', '2' or 'remarcar' (engine/choices.ts). Remarcar and Cancelar only where the
 * owner lets customers do that by chat.
 */
export const LEMBRETE_CHOICE = {
  confirmar: { id: 'lembrete:confirmar', title: '✅ Confirmar' },
  remarcar: { id: 'lembrete:remarcar', title: 'Remarcar' },
  cancelar: { id: 'lembrete:cancelar', title: 'Cancelar' },
} as const satisfies Record<string, MessageChoice>;

export function lembreteChoices(allow: { reschedule: boolean; cancel: boolean }): MessageChoice[] {
  return [
    LEMBRETE_CHOICE.confirmar,
    ...(allow.reschedule ? [LEMBRETE_CHOICE.remarcar] : []),
    ...(allow.cancel ? [LEMBRETE_CHOICE.cancelar] : []),
  ];
}

/**
 * The reminder template's quick replies, in the template's order (a template's buttons are fixed
 * when Meta approves it, and their payloads are set per send): the button's text, and the id a tap
 * brings back.
 */
export const LEMBRETE_TEMPLATE_BUTTONS = [
  { text: 'Confirmar', payload: LEMBRETE_CHOICE.confirmar.id },
  { text: 'Remarcar', payload: LEMBRETE_CHOICE.remarcar.id },
  { text: 'Cancelar', payload: LEMBRETE_CHOICE.cancelar.id },
] as const;
