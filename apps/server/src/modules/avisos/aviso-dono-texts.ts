import { lgpdUi } from '@secretaria/shared/messages';
import type { NotificacaoKind } from '@/db/schema';

/** What happened, told to the owner in the panel and on their own WhatsApp. */
export type AvisoDonoFacts = {
  kind: NotificacaoKind;
  /** Who: the customer's name (or the person served). */
  quem: string;
  /** 'Corte – qua, 26/11 às 14:00 com Rafael'. */
  oque?: string;
  /** Who did it: the attendant for the customer, or the customer answering a reminder. */
  por?: 'atendente' | 'cliente';
};

export function avisoDonoText(f: AvisoDonoFacts): string {
  const by = f.por === 'cliente' ? ' (resposta ao lembrete)' : ' pelo atendente';
  switch (f.kind) {
    case 'agendado':
      return `📅 Novo agendamento${by}: ${f.quem} – ${f.oque ?? ''}`;
    case 'remarcado':
      return `🔁 Agendamento remarcado${by}: ${f.quem} – ${f.oque ?? ''}`;
    case 'cancelado':
      return `❌ Agendamento cancelado${by}: ${f.quem} – ${f.oque ?? ''}`;
    case 'confirmado':
      return `✅ ${f.quem} confirmou presença: ${f.oque ?? ''}`;
    case 'pedido_humano':
      return `🙋 ${f.quem} pediu para falar com uma pessoa. Responda pela página Conversas.`;
    case 'envio_falhou':
      return `⚠️ Não foi possível enviar uma mensagem para ${f.quem}${f.oque ? `: ${f.oque}` : ''}.`;
    case 'pedido_lgpd':
      return lgpdUi.eraseRequestNotice(f.quem);
  }
}
