import { isEraseRequest } from '@/modules/avisos/erase-request';
import { optCommand } from '@/modules/avisos/opt-out';
import type {
  listUnansweredInbound,
  lockClaimedConversa,
} from '@/modules/attendant/turn/turn.repo';
import type { TurnInput } from '../engine/turn-types';

/** More attendant replies than this in one minute in one chat: a loop with another robot. */
export const REPLY_LOOP_LIMIT_PER_MINUTE = 10;
/** Subscriptions in these states do not pay for answers (Stripe statuses). */
const INACTIVE_SUBSCRIPTION = new Set([
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
]);

/** The claimed chat with what a turn needs of its instance. */
export type TurnConversa = NonNullable<Awaited<ReturnType<typeof lockClaimedConversa>>>;
/** The chat's unanswered messages, oldest first. */
export type TurnMessages = Awaited<ReturnType<typeof listUnansweredInbound>>;

const answersIn = (instance: TurnConversa) =>
  instance.attendant_enabled &&
  // A dev instance (POST /api/dev/instances) has no subscription and counts as paid.
  (instance.subscription_id === null ||
    !INACTIVE_SUBSCRIPTION.has(instance.subscription_status ?? ''));

/**
 * How a turn goes, decided from the chat and its unanswered messages alike before the turn's
 * transaction (the slow part) and inside it: the state after a pause ends or a reply loop is
 * caught, whether the attendant answers, the texts it answers and the customer's command
 * (PARAR/VOLTAR, or the LGPD erase request), which is theirs even while the attendant is quiet.
 */
export function planTurn(conversa: TurnConversa, inbound: TurnMessages, now: Date) {
  let estado = conversa.estado;
  let pausedUntil = conversa.paused_until;
  if (pausedUntil !== null && pausedUntil <= now) {
    estado = 'ativo';
    pausedUntil = null;
  }
  const looping = inbound.length > 0 && conversa.recent_replies >= REPLY_LOOP_LIMIT_PER_MINUTE;
  if (looping) {
    estado = 'aguardando_dono';
    pausedUntil = null;
  }
  // The panel's test chat answers whenever the instance exists: the owner tries the attendant
  // before switching it on or paying, and nothing reaches a customer (docs/decisions/016).
  const answers = conversa.canal === 'painel' || answersIn(conversa);
  const quiet =
    !answers ||
    estado !== 'ativo' ||
    pausedUntil !== null ||
    // A sender who is not a customer was answered once (docs/decisions/038).
    conversa.nao_cliente ||
    conversa.contato_id === null ||
    inbound.length === 0;
  // A voice note counts once its transcript is its text.
  // A tapped choice counts with or without a text (its id is read first).
  const texts = inbound.filter(
    (m) => (m.tipo === 'texto' || m.tipo === 'audio') && (m.texto || m.choice_id),
  );
  // 'PARAR' / 'VOLTAR' are the customer's to decide even while the attendant is quiet: only
  // the answer waits for it to be on.
  const lastText = texts.at(-1)?.texto;
  const command = lastText && conversa.contato_id ? optCommand(lastText) : undefined;
  // 'apagar meus dados' (LGPD) goes to the owner, recorded even while the attendant is quiet.
  const eraseRequest =
    !command && !!lastText && conversa.contato_id !== null && isEraseRequest(lastText);
  const input: TurnInput | undefined =
    !quiet && !command && !eraseRequest && texts.length > 0
      ? {
          userId: conversa.user_id,
          instanceId: conversa.whatsapp_instance_id,
          contatoId: conversa.contato_id as string,
          conversaId: conversa.id,
          messages: texts.map((m) => ({
            id: m.id,
            text: m.texto ?? '',
            at: m.created_at,
            quotedId: m.quoted_gateway_message_id,
            choiceId: m.choice_id,
          })),
          dialogState: conversa.dialog_state,
          now,
        }
      : undefined;
  return { estado, pausedUntil, looping, quiet, texts, command, eraseRequest, input };
}
