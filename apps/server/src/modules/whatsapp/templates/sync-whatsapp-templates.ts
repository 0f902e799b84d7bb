import type { WhatsappTemplatesResponse } from '@secretaria/shared/whatsapp-templates-schemas';
import {
  summarizeCloudTemplate,
  type CloudTemplateSummary,
} from '@/adapters/whatsapp-cloud/cloud-templates';
import type { CloudGateway } from '@/adapters/whatsapp-cloud/cloud-gateway';
import { explainTemplateError } from './explain-template-error';
import {
  findMetaTemplateInstance,
  type TemplateDeps,
  type TemplateInstance,
} from './template-deps';
import { templatesResponseOf } from './templates-view';
import {
  listInstanceTemplates,
  updateTemplateStatus,
  type StoredTemplate,
} from './whatsapp-templates.repo';

/** The page size the client asks for: a shorter answer is the WABA's whole list. */
const LIST_PAGE = 250;

/** The WABA's templates as the product reads them (one Graph API call). */
export async function listWabaTemplates(
  cloud: CloudGateway,
  line: string,
): Promise<{ templates: CloudTemplateSummary[]; complete: boolean }> {
  const list = await cloud.listTemplates(line);
  return { templates: list.map(summarizeCloudTemplate), complete: list.length < LIST_PAGE };
}

/**
 * Meta's latest status of each stored template, written back with the time it was read. A
 * template the WABA no longer has (deleted in Meta's manager) becomes DELETED, but only when the
 * list Meta gave is the whole list.
 */
export async function refreshStoredTemplates(
  deps: TemplateDeps,
  userId: string,
  instance: TemplateInstance,
  cloud: CloudGateway,
): Promise<StoredTemplate[]> {
  const rows = await listInstanceTemplates(deps.db, userId, instance.id);
  if (rows.length === 0) return rows;
  const waba = await listWabaTemplates(cloud, instance.gateway_name);
  const syncedAt = new Date();
  for (const row of rows) {
    const found = waba.templates.find((t) => t.name === row.name && t.language === row.language);
    if (!found && !waba.complete) continue;
    await updateTemplateStatus(deps.db, userId, row.id, {
      status: found?.status ?? 'DELETED',
      rejectedReason: found?.rejectedReason ?? null,
      metaTemplateId: found?.id ?? row.meta_template_id,
      syncedAt,
    });
  }
  return listInstanceTemplates(deps.db, userId, instance.id);
}

/**
 * 'Atualizar status' (issue 27 item 4): the instance's templates with their statuses read from
 * Meta now. Meta's refusals are pt-BR 4xx/503, never a 500.
 */
export async function syncWhatsappTemplates(
  deps: TemplateDeps,
  userId: string,
  id: string,
): Promise<WhatsappTemplatesResponse> {
  const { instance, cloud } = await findMetaTemplateInstance(deps, userId, id);
  let rows: StoredTemplate[];
  try {
    rows = await refreshStoredTemplates(deps, userId, instance, cloud);
  } catch (error) {
    throw explainTemplateError(error, deps.logger);
  }
  return templatesResponseOf(deps, userId, instance, rows, null);
}
