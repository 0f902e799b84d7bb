import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import type { Logger } from '@/lib/logger';
import { markSent, markSentBatch } from './outbound.repo';
import type { SentMessage } from './sent-recorder';

/**
 * Records sends the gateway took in one statement; if that fails, one by one, so one row whose
 * gateway id is already stored (an echo recorded first) does not keep the others pending.
 */
export async function recordSent(
  deps: { db: Kysely<DB>; clock: Clock; logger: Logger; workerId: string },
  sent: SentMessage[],
) {
  const { db, clock, logger, workerId } = deps;
  try {
    await markSentBatch(db, workerId, sent, clock.now());
  } catch {
    for (const { id, gatewayId, asTemplate } of sent) {
      const at = clock.now();
      try {
        await markSent(db, id, { workerId }, { gatewayId, at, asTemplate });
      } catch (error) {
        // The id is already stored (an echo recorded first): the message did go out.
        logger.warn({ err: error, mensagem: id }, 'id do gateway já registrado');
        await markSent(db, id, { workerId }, { gatewayId: null, at, asTemplate });
      }
    }
  }
}
