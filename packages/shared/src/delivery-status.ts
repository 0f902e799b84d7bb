import { msg } from './messages';

/** What WhatsApp reports of a message we sent (issue 27): it only moves forward. */
export const MENSAGEM_ENTREGAS = ['enviado', 'entregue', 'lido', 'falhou'] as const;
export type MensagemEntrega = (typeof MENSAGEM_ENTREGAS)[number];

const t = msg.conversas.entregaFalhou;

/**
 * The owner's reason for a failed delivery, by the gateway's error code. Only the Cloud API
 * reports codes (docs/contracts/whatsapp-cloud-api.md §7); without one, the general text.
 */
export function deliveryFailureText(code: number | null): string {
  switch (code) {
    case 131047:
      return t.janela;
    case 131026:
      return t.semWhatsapp;
    case 131049:
      return t.limiteCliente;
    case 130429:
    case 131048:
    case 131056:
      return t.limite;
    case 190:
    case 10:
    case 133010:
      return t.credenciais;
    default:
      return code !== null && code >= 200 && code <= 299 ? t.credenciais : t.outro;
  }
}
