import { sql, type Kysely } from 'kysely';
import type { DB } from '@/db/schema';

export async function findInstanceByWebhookSecret(db: Kysely<DB>, secret: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select(['id', 'user_id', 'full_phone_number', 'status'])
    .where('webhook_secret', '=', secret)
    .executeTakeFirst();
}

/**
 * The instance on the Cloud API whose number has this phone number ID (unique across owners,
 * migration 0029): where a Meta webhook's events go.
 */
export async function findInstanceByMetaPhoneNumberId(db: Kysely<DB>, phoneNumberId: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select(['id', 'user_id', 'full_phone_number', 'status'])
    .where('gateway', '=', 'meta')
    .where('meta_phone_number_id', '=', phoneNumberId)
    .executeTakeFirst();
}

export async function setInstanceStatus(db: Kysely<DB>, id: string, status: 'Ativo' | 'Inativo') {
  await db
    .updateTable('whatsapp_instances')
    .set({ status })
    .where('id', '=', id)
    .where('status', '!=', status)
    .execute();
}

export async function findInstanceConnection(db: Kysely<DB>, userId: string, id: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select([
      'id',
      'full_phone_number',
      'gateway_name',
      'status',
      'evolution_status',
      'webhook_secret',
      'closed_at',
      'gateway',
      'meta_phone_number_id',
      'meta_waba_id',
    ])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A gateway instance that failed at checkout and now exists: no longer Erro. */
export async function markGatewayCreated(db: Kysely<DB>, id: string) {
  await db
    .updateTable('whatsapp_instances')
    .set({ evolution_status: 'criado', status: 'Inativo' })
    .where('id', '=', id)
    .where('evolution_status', '=', 'erro')
    .execute();
}

/** The line's instance and gateway, with Meta's sealed token (the router's lookup only). */
export async function findLineGateway(db: Kysely<DB>, gatewayName: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select(['id', 'gateway', 'meta_phone_number_id', 'meta_waba_id', 'meta_access_token_enc'])
    .where('gateway_name', '=', gatewayName)
    .executeTakeFirst();
}

/** Every process forgets its cached gateway of the instance when this commits. */
export const GATEWAY_CHANGES_CHANNEL = 'secretaria_gateway_changes';

/** The instance's connection fields with its gateway and Meta's IDs (never the token). */
export async function findInstanceGateway(db: Kysely<DB>, userId: string, id: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select([
      'id',
      'full_phone_number',
      'gateway_name',
      'gateway',
      'meta_phone_number_id',
      'meta_waba_id',
      'status',
      'closed_at',
    ])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Who holds a phone number ID, and whether another owner holds the WABA (decision 047). */
export async function findMetaHolders(
  db: Kysely<DB>,
  input: { userId: string; instanceId: string; phoneNumberId: string; wabaId: string },
) {
  const number = await db
    .selectFrom('whatsapp_instances')
    .select(['id', 'user_id', 'name'])
    .where('meta_phone_number_id', '=', input.phoneNumberId)
    .where('id', '!=', input.instanceId)
    .executeTakeFirst();
  const waba = await db
    .selectFrom('whatsapp_instances')
    .select('id')
    .where('meta_waba_id', '=', input.wabaId)
    .where('user_id', '!=', input.userId)
    .executeTakeFirst();
  return { number, wabaTakenByAnotherOwner: waba !== undefined };
}

/**
 * Puts the instance on one gateway: Meta with its IDs and sealed token, or back on Evolution with
 * them cleared; its status with it. Every process's router hears of it on commit.
 */
export async function setInstanceGateway(
  db: Kysely<DB>,
  userId: string,
  id: string,
  change:
    | {
        gateway: 'meta';
        phoneNumberId: string;
        wabaId: string;
        sealedToken: string;
        status: 'Ativo' | 'Inativo';
      }
    | { gateway: 'evolution' },
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const updated = await tx
      .updateTable('whatsapp_instances')
      .set(
        change.gateway === 'meta'
          ? {
              gateway: 'meta',
              meta_phone_number_id: change.phoneNumberId,
              meta_waba_id: change.wabaId,
              meta_access_token_enc: change.sealedToken,
              status: change.status,
            }
          : {
              gateway: 'evolution',
              meta_phone_number_id: null,
              meta_waba_id: null,
              meta_access_token_enc: null,
              status: 'Inativo',
            },
      )
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await sql`select pg_notify(${GATEWAY_CHANGES_CHANNEL}, ${id})`.execute(tx);
    return true;
  });
}
