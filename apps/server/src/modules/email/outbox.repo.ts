import type { Kysely } from 'kysely';
import type { DB } from '@/db/schema';
import type { EmailMessage } from './mailer';

export async function insertOutboxEmail(db: Kysely<DB>, message: EmailMessage): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      link: message.link ?? null,
    })
    .execute();
}

export async function listOutboxEmails(db: Kysely<DB>, to?: string, limit = 200) {
  let query = db
    .selectFrom('email_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'link', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit);
  if (to) query = query.where('to_address', '=', to.toLowerCase());
  return query.execute();
}
