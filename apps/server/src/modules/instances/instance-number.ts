import type { Kysely, Transaction } from 'kysely';
import { AppError } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';
import { instanceNumberE164 } from '@secretaria/shared/phone';
import { sqlState } from '@/lib/db-errors';
import type { DB } from '@/db/schema';
import { findNumberHolder, findPaisDdi } from './instances.repo';

type Db = Kysely<DB> | Transaction<DB>;

/** The unique index that gives one WhatsApp number to one instance (migration 0016). */
const NUMBER_KEY = 'whatsapp_instances_full_phone_number_key';

/** Where the refusal is shown: the edit form's field, or the checkout draft's. */
export type NumberField = 'phoneNumber' | 'instance.phoneNumber';

/**
 * Refuses a number another instance holds (docs/decisions/028): the owner's own other instance is
 * named, since it is theirs; another owner's gets a neutral text that tells nothing of who.
 */
export async function assertNumberFree(
  db: Db,
  userId: string,
  fullPhoneNumber: string,
  options: { field: NumberField; exceptInstanceId?: string },
): Promise<void> {
  const holder = await findNumberHolder(db, fullPhoneNumber);
  if (!holder || holder.id === options.exceptInstanceId) return;
  const message =
    holder.user_id === userId
      ? msg.instancePhoneOwnTaken(holder.name?.trim() || 'sem nome')
      : msg.instancePhoneUnavailable;
  throw new AppError('CONFLICT', message, { [options.field]: message });
}

/**
 * The country and the E.164 number of a form's country and number, checked free for this owner's
 * instance (`exceptInstanceId` on an edit). Runs before any payment or gateway call; the unique
 * index backs it up against a race (numberTakenOnConflict).
 */
export async function resolveInstanceNumber(
  db: Db,
  userId: string,
  input: { countryId: number; phoneNumber: string },
  options: { field: NumberField; exceptInstanceId?: string },
): Promise<{ paisId: number; fullPhoneNumber: string }> {
  const pais = await findPaisDdi(db, input.countryId);
  if (!pais) {
    const countryField = options.field === 'phoneNumber' ? 'countryId' : 'instance.countryId';
    throw new AppError('VALIDATION', msg.countryNotFound, { [countryField]: msg.countryNotFound });
  }
  const fullPhoneNumber = instanceNumberE164(pais.ddi, input.phoneNumber);
  if (!fullPhoneNumber)
    throw new AppError('VALIDATION', msg.instancePhoneInvalid, {
      [options.field]: msg.instancePhoneInvalid,
    });
  await assertNumberFree(db, userId, fullPhoneNumber, options);
  return { paisId: pais.id, fullPhoneNumber };
}

/** Whether a database error is the unique number index refusing a second holder. */
export function isNumberTaken(error: unknown): boolean {
  if (sqlState(error) !== '23505') return false;
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  return constraint === NUMBER_KEY || (typeof message === 'string' && message.includes(NUMBER_KEY));
}

/**
 * A write that lost the race for a number: the same pt-BR refusal as the check before it (the
 * winner is read again to tell the owner's own instance from another owner's), never a 500.
 */
export async function numberTakenOnConflict(
  db: Db,
  error: unknown,
  userId: string,
  fullPhoneNumber: string,
  options: { field: NumberField; exceptInstanceId?: string },
): Promise<never> {
  if (!isNumberTaken(error)) throw error;
  await assertNumberFree(db, userId, fullPhoneNumber, options);
  throw new AppError('CONFLICT', msg.instancePhoneUnavailable, {
    [options.field]: msg.instancePhoneUnavailable,
  });
}
