import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';
import type { MessageChoice } from '@/modules/messaging/message-types';

/** One customer text of the burst a turn answers, oldest first. */
export type TurnInbound = {
  id: string;
  text: string;
  at: Date;
  /** The gateway id of the message it replies to (a quoted reminder), if any. */
  quotedId?: string | null;
  /** The id of the choice tapped (a reply button or a list row), read before `text` (047). */
  choiceId?: string | null;
};

/**
 * What the pipeline hands the engine: who, where, what was written, the chat's stored dialog
 * state (opaque to the pipeline) and the instant of the server's one clock.
 */
export type TurnInput = {
  userId: string;
  instanceId: string;
  contatoId: string;
  conversaId: string;
  messages: TurnInbound[];
  dialogState: unknown;
  now: Date;
  /**
   * For the slow part: aborted when the chat's lease was lost (another process has the chat), so
   * the model stops and its tools change nothing more.
   */
  leaseLost?: AbortSignal;
};

/**
 * What the turn decided: the texts to send in order, the dialog state to store, and whether the
 * chat now waits for a person (the attendant pauses in it until the owner gives it back).
 */
export type TurnOutput = {
  replies: string[];
  /** The options of the question the last reply asks, as choices (engine/choices.ts). */
  choices?: MessageChoice[];
  dialogState: unknown;
  handoff: boolean;
  /** The sender is not a customer (decision 038): the chat is marked and the attendant stays quiet in it. */
  naoCliente?: boolean;
};

/**
 * One turn of the attendant. `tx` is the pipeline's transaction: the turn's bookings, its dialog
 * state and its replies commit together or not at all.
 */
export type RunTurn = (tx: Kysely<DB>, input: TurnInput) => Promise<TurnOutput>;
