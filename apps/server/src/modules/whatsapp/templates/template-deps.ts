import type { Kysely } from 'kysely';
import { assinaturaUi } from '@secretaria/shared/assinatura-schemas';
import { AppError } from '@secretaria/shared/errors';
import { msg, templatesUi as ui } from '@secretaria/shared/messages';
import type { WhatsappGateway } from '@/adapters/external-services';
import type { CloudGateway } from '@/adapters/whatsapp-cloud/cloud-gateway';
import type { DB } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import type { Logger } from '@/lib/logger';
import { instanceNotFound } from '@/lib/not-found';
import { findTemplateInstance } from './whatsapp-templates.repo';

export type TemplateDeps = {
  db: Kysely<DB>;
  gateway: WhatsappGateway;
  logger: Logger;
  clock: Clock;
};

export type TemplateInstance = NonNullable<Awaited<ReturnType<typeof findTemplateInstance>>>;

/**
 * The owner's open official-API instance and the Cloud gateway that reaches its WABA: 404 for a
 * missing instance or another owner's, 409 for a closed one or one on WhatsApp Web, 503 where
 * this server has no Cloud API.
 */
export async function findMetaTemplateInstance(
  deps: TemplateDeps,
  userId: string,
  id: string,
): Promise<{ instance: TemplateInstance; cloud: CloudGateway }> {
  const instance = await findTemplateInstance(deps.db, userId, id);
  if (!instance) throw instanceNotFound();
  if (instance.closed_at) throw new AppError('CONFLICT', assinaturaUi.closedInstance);
  if (instance.gateway !== 'meta') throw new AppError('CONFLICT', ui.notMeta);
  const cloud = deps.gateway.lines?.router.cloud;
  if (!cloud) throw new AppError('UNAVAILABLE', msg.metaNotConfigured);
  return { instance, cloud };
}
