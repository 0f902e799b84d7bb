import type { EvolutionContext } from './evolution-context';
import { jidUser } from './evolution-jids';
import { whatsappSegments } from '@secretaria/shared/whatsapp-format';
import { conversationWith } from './evolution-messages';
import type { ConnectionState, Instance } from './evolution-types';

export const DEFAULT_CUSTOMER = { number: '5511999990000', name: 'Cliente Teste' };

export const STATE_LABELS: Record<ConnectionState, string> = {
  open: 'Conectado',
  connecting: 'Aguardando leitura do QR code',
  close: 'Desconectado',
  refused: 'Sessão recusada (limite de QR codes)',
};

/** What the phone page shows, also served as JSON for its polling script. */
export function phoneView(ctx: EvolutionContext, instance: Instance, customer: string) {
  return {
    instanceName: instance.name,
    state: instance.state,
    stateLabel: STATE_LABELS[instance.state],
    qr: instance.qr
      ? { code: instance.qr.code, base64: instance.qr.base64, count: instance.qr.count }
      : null,
    business:
      instance.state === 'open' && instance.wuid
        ? { number: jidUser(instance.wuid), profileName: instance.profileName ?? '' }
        : null,
    suggestedBusinessNumber:
      instance.number ??
      (/^\d{10,15}$/.test(instance.name) ? instance.name : ctx.settings.defaultBusinessNumber),
    messages: conversationWith(instance, customer).map(({ record, at }) => {
      const text = record.message.conversation ?? '';
      const audio = record.message.audioMessage;
      return {
        id: record.key.id,
        fromMe: record.key.fromMe,
        text,
        /** The text as WhatsApp shows it (*negrito*, _itálico_…), for the page to render. */
        segments: whatsappSegments(text),
        /** A voice note: its length and where the page plays it from. */
        audio: audio
          ? {
              seconds: audio.seconds,
              src: `/phone/${encodeURIComponent(instance.name)}/media/${encodeURIComponent(record.key.id)}`,
            }
          : null,
        at: at.toISOString(),
      };
    }),
  };
}

export type PhoneView = ReturnType<typeof phoneView>;
