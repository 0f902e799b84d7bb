import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';
import type { TemplatePurpose } from '@secretaria/shared/whatsapp-templates-schemas';

/** The instance's gateway and texts, for its templates (undefined: missing or another owner's). */
export async function findTemplateInstance(db: Kysely<DB>, userId: string, id: string) {
  return db
    .selectFrom('whatsapp_instances')
    .select([
      'id',
      'gateway',
      'gateway_name',
      'closed_at',
      'timezone',
      'reminder_text',
      'booking_confirmation_text',
      'cancel_notice_text',
      'reschedule_notice_text',
    ])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

const COLUMNS = [
  'id',
  'purpose',
  'name',
  'language',
  'category',
  'body',
  'status',
  'meta_template_id',
  'rejected_reason',
  'synced_at',
] as const;

export async function listInstanceTemplates(db: Kysely<DB>, userId: string, instanceId: string) {
  return db
    .selectFrom('whatsapp_templates')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('whatsapp_instance_id', '=', instanceId)
    .execute();
}

export type StoredTemplate = Awaited<ReturnType<typeof listInstanceTemplates>>[number];

/** The instance's template of a purpose as Meta now has it (one row per purpose: replaced). */
export async function saveTemplate(
  db: Kysely<DB>,
  input: {
    userId: string;
    instanceId: string;
    purpose: TemplatePurpose;
    name: string;
    language: string;
    category: 'UTILITY' | 'MARKETING' | 'AUTHENTICATION';
    body: string;
    status: string;
    metaTemplateId: string;
    rejectedReason: string | null;
    syncedAt: Date;
  },
) {
  const values = {
    name: input.name,
    language: input.language,
    category: input.category,
    body: input.body,
    status: input.status,
    meta_template_id: input.metaTemplateId,
    rejected_reason: input.rejectedReason,
    synced_at: input.syncedAt,
  };
  await db
    .insertInto('whatsapp_templates')
    .values({
      user_id: input.userId,
      whatsapp_instance_id: input.instanceId,
      purpose: input.purpose,
      ...values,
    })
    .onConflict((oc) =>
      oc
        .columns(['whatsapp_instance_id', 'purpose'])
        .doUpdateSet(values)
        // The row stays its owner's: an instance never changes owner, but the write says so.
        .where('whatsapp_templates.user_id', '=', input.userId),
    )
    .execute();
}

/** Meta's latest word on one stored template. */
export async function updateTemplateStatus(
  db: Kysely<DB>,
  userId: string,
  id: string,
  change: {
    status: string;
    rejectedReason: string | null;
    metaTemplateId: string | null;
    syncedAt: Date;
  },
) {
  await db
    .updateTable('whatsapp_templates')
    .set({
      status: change.status,
      rejected_reason: change.rejectedReason,
      meta_template_id: change.metaTemplateId,
      synced_at: change.syncedAt,
    })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** Messages of the instance sent as templates in [from, to) (what Meta charges for). */
export async function countTemplateSends(
  db: Kysely<DB>,
  userId: string,
  instanceId: string,
  range: { from: Date; to: Date },
): Promise<number> {
  const row = await db
    .selectFrom('mensagens')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('whatsapp_instance_id', '=', instanceId)
    .where('user_id', '=', userId)
    .where('sent_as_template', '=', true)
    .where('sent_at', '>=', range.from)
    .where('sent_at', '<', range.to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
