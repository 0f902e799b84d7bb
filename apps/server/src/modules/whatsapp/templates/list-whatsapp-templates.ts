import { templatesUi as ui } from '@secretaria/shared/messages';
import type { WhatsappTemplatesResponse } from '@secretaria/shared/whatsapp-templates-schemas';
import { explainTemplateError } from './explain-template-error';
import { findMetaTemplateInstance, type TemplateDeps } from './template-deps';
import { refreshStoredTemplates } from './sync-whatsapp-templates';
import { templatesResponseOf } from './templates-view';
import { listInstanceTemplates } from './whatsapp-templates.repo';

/**
 * The 'Modelos de mensagem' screen: each purpose's template with its status, synced with Meta as
 * the screen opens. Meta not answering (or refusing the token) does not fail the screen: the last
 * known statuses come back with `syncProblem` saying why they may be old.
 */
export async function listWhatsappTemplates(
  deps: TemplateDeps,
  userId: string,
  id: string,
): Promise<WhatsappTemplatesResponse> {
  const { instance, cloud } = await findMetaTemplateInstance(deps, userId, id);
  try {
    const rows = await refreshStoredTemplates(deps, userId, instance, cloud);
    return await templatesResponseOf(deps, userId, instance, rows, null);
  } catch (error) {
    const explained = explainTemplateError(error, deps.logger);
    const rows = await listInstanceTemplates(deps.db, userId, instance.id);
    const problem = explained.status === 503 ? ui.syncProblem : explained.message;
    return templatesResponseOf(deps, userId, instance, rows, problem);
  }
}
