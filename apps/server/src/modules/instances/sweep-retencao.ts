import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';
import { claimRetencaoDue, deleteMensagensBefore } from './retencao-settings.repo';

/** `now` minus whole calendar months (UTC), the day clamped to the shorter month's end. */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * One instance's daily message retention (docs/decisions/024): claims an instance not swept in
 * the last 24 h by the server clock and, in the same transaction, deletes its messages older than
 * its retention. Undefined when no instance is due. Running it twice is harmless: the claim is
 * taken once a day and the delete of old rows is idempotent.
 */
export async function sweepRetencao(
  db: Kysely<DB>,
  now: Date,
): Promise<{ instanceId: string; deleted: number } | undefined> {
  return db.transaction().execute(async (tx) => {
    const due = await claimRetencaoDue(tx, now);
    if (!due || due.message_retention_months === null) return undefined;
    const cutoff = monthsBefore(now, due.message_retention_months);
    return { instanceId: due.id, deleted: await deleteMensagensBefore(tx, due.id, cutoff) };
  });
}
