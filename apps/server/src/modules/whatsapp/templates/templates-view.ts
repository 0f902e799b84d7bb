import { addDays } from '@secretaria/shared/civil-time';
import { aiUsageMonth } from '@secretaria/shared/ia-settings-schemas';
import { localToInstant } from '@secretaria/shared/zoned-time';
import {
  TEMPLATE_PURPOSES,
  type WhatsappTemplate,
  type WhatsappTemplatesResponse,
} from '@secretaria/shared/whatsapp-templates-schemas';
import {
  avisoTextOf,
  rejectedReasonText,
  TEMPLATE_QUICK_REPLIES,
  templateBodyOf,
  templateStateOf,
} from './template-body';
import type { TemplateDeps, TemplateInstance } from './template-deps';
import { countTemplateSends, type StoredTemplate } from './whatsapp-templates.repo';

/** One purpose's line: Meta's copy when submitted, else what the owner's text would submit. */
export function templateLineOf(
  instance: TemplateInstance,
  purpose: WhatsappTemplate['purpose'],
  row: StoredTemplate | undefined,
): WhatsappTemplate {
  const current = templateBodyOf(avisoTextOf(instance, purpose));
  const state = templateStateOf(row?.status ?? null);
  const outdated = row !== undefined && row.body !== current.body;
  return {
    purpose,
    name: row?.name ?? null,
    body: row?.body ?? current.body,
    quickReplies: TEMPLATE_QUICK_REPLIES[purpose],
    state,
    metaStatus: row?.status ?? null,
    rejectedReason: state === 'rejeitado' ? rejectedReasonText(row?.rejected_reason ?? null) : null,
    outdated,
    problem: current.problem,
    canSubmit:
      current.problem === null &&
      (outdated || state === 'nao_enviado' || state === 'rejeitado' || state === 'desativado'),
    syncedAt: row?.synced_at ? new Date(row.synced_at).toISOString() : null,
  };
}

/**
 * The calendar month of `now` in the instance's zone as instants [from, to): what "this month"
 * means for the count of template messages.
 */
export function templateMonthOf(now: Date, timeZone: string) {
  const month = aiUsageMonth(now, timeZone);
  const first = `${month}-01`;
  const next = addDays(first, 32).slice(0, 8) + '01';
  return {
    month,
    from: localToInstant(first, '00:00', timeZone),
    to: localToInstant(next, '00:00', timeZone),
  };
}

/** The templates screen: one line per purpose, and this month's count of template messages. */
export async function templatesResponseOf(
  deps: TemplateDeps,
  userId: string,
  instance: TemplateInstance,
  rows: StoredTemplate[],
  syncProblem: string | null,
): Promise<WhatsappTemplatesResponse> {
  const range = templateMonthOf(deps.clock.now(userId), instance.timezone);
  const sentThisMonth = await countTemplateSends(deps.db, userId, instance.id, range);
  return {
    templates: TEMPLATE_PURPOSES.map((purpose) =>
      templateLineOf(
        instance,
        purpose,
        rows.find((r) => r.purpose === purpose),
      ),
    ),
    month: range.month,
    sentThisMonth,
    syncProblem,
  };
}
