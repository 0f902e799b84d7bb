import { randomUUID } from 'node:crypto';
import { runTurn } from '@/modules/attendant/engine/run-turn';
import type { TurnOutput } from '@/modules/attendant/engine/turn-types';
import type { MessageChoice } from '@/modules/messaging/message-types';
import type { TestServer } from '@/test/test-server';
import type { Business } from './business-fixture';

export type CustomerConversa = {
  contatoId(): Promise<string>;
  /** The customer writes; resolves with the attendant's replies to it. */
  say(...texts: string[]): Promise<string[]>;
  /**
   * The choices the attendant's last reply offered (buttons or list rows where the gateway has
   * them; behind the numbered text where it has not).
   */
  choices(): Promise<MessageChoice[]>;
  /**
   * The customer taps the offered choice with this title (on a gateway without buttons: types
   * its number); resolves with the replies.
   */
  tap(title: string): Promise<string[]>;
  /** Whether the chat now waits for a person. */
  handedOff(): Promise<boolean>;
  /** Whether the chat is marked as a sender who is not a customer (quiet by design, 038). */
  markedNonCustomer(): Promise<boolean>;
};

/**
 * A customer talking to the engine directly, one transaction per turn as the pipeline runs it,
 * on the server's clock: for the dialog's own tests. The path through the webhook and the
 * gateway has its own tests.
 */
export async function engineConversa(
  server: TestServer,
  business: Business,
  customer: { nome: string; telefone: string },
): Promise<CustomerConversa> {
  const contato = await business.as(
    'POST',
    `/api/instances/${business.instanceId}/contatos`,
    customer,
  );
  // The engine alone has no stored chat: an id no row has (no reminder was ever sent in it).
  const conversaId = randomUUID();
  let dialogState: unknown = {};
  let last: TurnOutput | undefined;
  let n = 0;
  const turn = async (messages: Array<{ text: string; choiceId?: string }>) => {
    const now = server.clock.now(business.user.id);
    last = await server.db.transaction().execute((tx) =>
      runTurn(tx, {
        userId: business.user.id,
        instanceId: business.instanceId,
        contatoId: contato.id as string,
        conversaId,
        messages: messages.map((m) => ({ id: String((n += 1)), at: now, ...m })),
        dialogState,
        now,
      }),
    );
    dialogState = last.dialogState;
    return last.replies;
  };
  return {
    contatoId: async () => contato.id as string,
    handedOff: async () => last?.handoff ?? false,
    markedNonCustomer: async () => last?.naoCliente ?? false,
    say: (...texts) => turn(texts.map((text) => ({ text }))),
    choices: async () => last?.choices ?? [],
    async tap(title) {
      const choice = pickChoice(last?.choices ?? [], title);
      return turn([{ text: choice.title, choiceId: choice.id }]);
    },
  };
}

/** The offered choice with this title (or starting with it): a test's tap must find one. */
export function pickChoice(choices: MessageChoice[], title: string): MessageChoice {
  const choice =
    choices.find((c) => c.title === title) ?? choices.find((c) => c.title.startsWith(title));
  if (!choice)
    throw new Error(`no choice "${title}" among ${JSON.stringify(choices.map((c) => c.title))}`);
  return choice;
}
