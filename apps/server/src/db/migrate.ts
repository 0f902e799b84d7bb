import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as auth from './migrations/0001-auth';
import * as domain from './migrations/0002-domain';
import * as realtime from './migrations/0003-realtime';
import * as seedPaises from './migrations/0004-seed-paises';
import * as billing from './migrations/0005-billing';
import * as checkoutSessions from './migrations/0006-checkout-sessions';
import * as attendantFoundation from './migrations/0007-attendant-foundation';
import * as conversas from './migrations/0008-conversas';
import * as attendantSettings from './migrations/0009-attendant-settings';
import * as testChat from './migrations/0010-test-chat';
import * as conversasFilters from './migrations/0011-conversas-filters';
import * as lembretes from './migrations/0012-lembretes';
import * as notificacoesRealtime from './migrations/0013-notificacoes-realtime';
import * as iaSettingsAndUsage from './migrations/0014-ia-settings-and-usage';
import * as lgpdContatos from './migrations/0015-lgpd-contatos';
import * as oneNumberOneInstance from './migrations/0016-one-number-one-instance';
import * as jobRetries from './migrations/0018-job-retries';
import * as devClocks from './migrations/0021-dev-clocks';
import * as profilePhoneE164 from './migrations/0022-profile-phone-e164';
import * as conversasNaoCliente from './migrations/0024-conversas-nao-cliente';
import * as subscriptionChanges from './migrations/0025-subscription-changes';
import * as mensagensClientKey from './migrations/0027-mensagens-client-key';
import * as mensagensPendingChat from './migrations/0028-mensagens-pending-chat';
import * as instanceGateway from './migrations/0029-instance-gateway';
import * as mensagensChoices from './migrations/0030-mensagens-choices';
import * as mensagensDeliveryStatus from './migrations/0031-mensagens-delivery-status';
import * as whatsappTemplates from './migrations/0032-whatsapp-templates';
import * as mensagensSentAsTemplate from './migrations/0033-mensagens-sent-as-template';

/** Migrations live in code (no directory scan), so the order is explicit and bundlers keep them. */
const migrations: Record<string, Migration> = {
  '0001-auth': auth,
  '0002-domain': domain,
  '0003-realtime': realtime,
  '0004-seed-paises': seedPaises,
  '0005-billing': billing,
  '0006-checkout-sessions': checkoutSessions,
  '0007-attendant-foundation': attendantFoundation,
  '0008-conversas': conversas,
  '0009-attendant-settings': attendantSettings,
  '0010-test-chat': testChat,
  '0011-conversas-filters': conversasFilters,
  '0012-lembretes': lembretes,
  '0013-notificacoes-realtime': notificacoesRealtime,
  '0014-ia-settings-and-usage': iaSettingsAndUsage,
  '0015-lgpd-contatos': lgpdContatos,
  '0016-one-number-one-instance': oneNumberOneInstance,
  '0018-job-retries': jobRetries,
  '0021-dev-clocks': devClocks,
  '0022-profile-phone-e164': profilePhoneE164,
  '0024-conversas-nao-cliente': conversasNaoCliente,
  '0025-subscription-changes': subscriptionChanges,
  '0027-mensagens-client-key': mensagensClientKey,
  '0028-mensagens-pending-chat': mensagensPendingChat,
  '0029-instance-gateway': instanceGateway,
  '0030-mensagens-choices': mensagensChoices,
  '0031-mensagens-delivery-status': mensagensDeliveryStatus,
  '0032-whatsapp-templates': whatsappTemplates,
  '0033-mensagens-sent-as-template': mensagensSentAsTemplate,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies pending migrations; Kysely's lock table makes concurrent replicas wait for each other. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
