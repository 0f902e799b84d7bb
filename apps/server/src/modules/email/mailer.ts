import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Config } from '@/config/env';
import type { DB } from '@/db/schema';
import type { Logger } from '@/lib/logger';
import { insertOutboxEmail } from './outbox.repo';

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
};

/** The e-mail port: SMTP when SMTP_URL is set, otherwise the local outbox (table + log line). */
export type Mailer = { kind: 'smtp' | 'outbox'; send(message: EmailMessage): Promise<void> };

export function createMailer(config: Config, db: Kysely<DB>, logger: Logger): Mailer {
  if (config.mail.kind === 'smtp') {
    const transport = nodemailer.createTransport(config.mail.url);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'email enviado por SMTP');
      },
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxEmail(db, message);
      logger.info(
        { to: message.to, subject: message.subject, link: message.link },
        `email guardado na caixa de saída: ${config.publicUrl}/dev/emails`,
      );
    },
  };
}
