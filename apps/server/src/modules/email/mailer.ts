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

/**
 * The e-mail port: SMTP when SMTP_URL is set; in development the local outbox (table + log line,
 * read at /dev/emails); in embedded mode with DEV_ROUTES=false the log line alone, which only the
 * machine's operator reads (docs/decisions/029).
 */
export type Mailer = { kind: Config['mail']['kind']; send(message: EmailMessage): Promise<void> };

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
  if (config.mail.kind === 'log') {
    return {
      kind: 'log',
      async send(message) {
        logger.info(
          { to: message.to, subject: message.subject, link: message.link },
          'email não enviado (sem SMTP_URL): o link está só nesta linha do log',
        );
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
