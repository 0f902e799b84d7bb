import { randomUUID } from 'node:crypto';
import { runTurn } from '@/modules/attendant/engine/run-turn';
import type { TurnOutput } from '@/modules/attendant/engine/turn-types';
import type { TestServer } from '@/test/test-server';
import type { Business } from './business-fixture';

export type CustomerConversa = {
  contatoId(): Promise<string>;
  /** The customer writes; resolves with the attendant's replies to it. */
  say(...texts: string[]): Promise<string[]>;
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
  return {
    contatoId: async () => contato.id as string,
    handedOff: async () => last?.handoff ?? false,
    markedNonCustomer: async () => last?.naoCliente ?? false,
    async say(...texts) {
      const now = server.clock.now(business.user.id);
      last = await server.db.transaction().execute((tx) =>
        runTurn(tx, {
          userId: business.user.id,
          instanceId: business.instanceId,
          contatoId: contato.id as string,
          conversaId,
          messages: texts.map((text) => ({ id: String((n += 1)), text, at: now })),
          dialogState,
          now,
        }),
      );
      dialogState = last.dialogState;
      return last.replies;
    },
  };
}
