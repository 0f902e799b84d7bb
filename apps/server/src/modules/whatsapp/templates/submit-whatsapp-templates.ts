import { AppError } from '@secretaria/shared/errors';
import { templatesUi as ui } from '@secretaria/shared/messages';
import {
  isTemplateMissing,
  TEMPLATE_PURPOSES,
  type SubmitWhatsappTemplatesRequest,
  type TemplatePurpose,
  type WhatsappTemplatesResponse,
} from '@secretaria/shared/whatsapp-templates-schemas';
import type { CloudGateway } from '@/adapters/whatsapp-cloud/cloud-gateway';
import type { CloudTemplateSummary } from '@/adapters/whatsapp-cloud/cloud-templates';
import { GraphError } from '@/adapters/whatsapp-cloud/graph-error';
import { explainTemplateError } from './explain-template-error';
import {
  avisoTextOf,
  TEMPLATE_QUICK_REPLIES,
  templateBodyOf,
  templateNameOf,
  templateVersionOf,
} from './template-body';
import {
  findMetaTemplateInstance,
  type TemplateDeps,
  type TemplateInstance,
} from './template-deps';
import { listWabaTemplates, refreshStoredTemplates } from './sync-whatsapp-templates';
import { templateLineOf, templatesResponseOf } from './templates-view';
import {
  listInstanceTemplates,
  saveTemplate,
  type StoredTemplate,
} from './whatsapp-templates.repo';

const LANGUAGE = 'pt_BR';
const CATEGORIES = ['UTILITY', 'MARKETING', 'AUTHENTICATION'] as const;
const categoryOf = (value: string | undefined) =>
  CATEGORIES.find((c) => c === value) ?? ('UTILITY' as const);

/** Meta's answer to a name and language it already has (a retry, or another tab's submit). */
const isDuplicate = (error: unknown) =>
  error instanceof GraphError && error.code === 100 && error.subcode === 2388024;

type Submission = {
  deps: TemplateDeps;
  userId: string;
  instance: TemplateInstance;
  cloud: CloudGateway;
  /** The WABA's templates, read once per submission (to match existing ones by name). */
  waba: (fresh?: boolean) => Promise<CloudTemplateSummary[]>;
};

/**
 * One purpose's template at Meta: one of that name already on the WABA is matched (its status and
 * body stored), otherwise it is created (UTILITY, pt_BR, named parameters with examples, the
 * reminder's quick replies) and stored as Meta answered (PENDING).
 */
async function submitOne(s: Submission, purpose: TemplatePurpose, row: StoredTemplate | undefined) {
  const { deps, userId, instance, cloud } = s;
  const converted = templateBodyOf(avisoTextOf(instance, purpose));
  // A new version after a submitted one: Meta never takes the same name twice (nor, for 30
  // days, the name of a deleted one).
  const name = templateNameOf(instance.id, purpose, row ? templateVersionOf(row.name) + 1 : 1);
  const store = (
    found: Pick<CloudTemplateSummary, 'id' | 'status' | 'rejectedReason'> & {
      category?: string;
      body?: string | null;
    },
  ) =>
    saveTemplate(deps.db, {
      userId,
      instanceId: instance.id,
      purpose,
      name,
      language: LANGUAGE,
      category: categoryOf(found.category),
      body: found.body ?? converted.body,
      status: found.status,
      metaTemplateId: found.id,
      rejectedReason: found.rejectedReason,
      syncedAt: new Date(),
    });
  const match = async (fresh = false) =>
    (await s.waba(fresh)).find((t) => t.name === name && t.language === LANGUAGE);

  const existing = await match();
  if (existing) return store(existing);
  try {
    const created = await cloud.createTemplate(instance.gateway_name, {
      name,
      language: LANGUAGE,
      category: 'UTILITY',
      body: converted.body,
      examples: converted.examples,
      quickReplies: TEMPLATE_QUICK_REPLIES[purpose],
    });
    await store({ ...created, rejectedReason: null, body: converted.body });
  } catch (error) {
    if (!isDuplicate(error)) throw error;
    const raced = await match(true);
    if (!raced) throw error;
    await store(raced);
  }
}

/**
 * 'Enviar para aprovação' (issue 27 item 4): every template that is missing (never submitted,
 * rejected, or gone at Meta), or the one purpose asked for (also a new version of a changed text). The instance must be
 * the owner's and on the official API; a purpose whose text Meta would refuse is skipped when
 * all are sent, and refused (400, pt-BR) when asked for alone.
 */
export async function submitWhatsappTemplates(
  deps: TemplateDeps,
  userId: string,
  id: string,
  input: SubmitWhatsappTemplatesRequest,
): Promise<WhatsappTemplatesResponse> {
  const { instance, cloud } = await findMetaTemplateInstance(deps, userId, id);
  const rows = await listInstanceTemplates(deps.db, userId, instance.id);
  const purposes = input.purpose ? [input.purpose] : [...TEMPLATE_PURPOSES];
  const due = purposes.filter((purpose) => {
    const line = templateLineOf(
      instance,
      purpose,
      rows.find((r) => r.purpose === purpose),
    );
    if (input.purpose && line.problem) throw new AppError('VALIDATION', line.problem);
    if (input.purpose && !line.canSubmit) throw new AppError('CONFLICT', ui.alreadySubmitted);
    return input.purpose ? true : isTemplateMissing(line);
  });

  let cached: Promise<CloudTemplateSummary[]> | null = null;
  const submission: Submission = {
    deps,
    userId,
    instance,
    cloud,
    waba: (fresh = false) => {
      if (fresh) cached = null;
      cached ??= listWabaTemplates(cloud, instance.gateway_name).then((w) => w.templates);
      return cached;
    },
  };
  for (const purpose of due) {
    try {
      await submitOne(
        submission,
        purpose,
        rows.find((r) => r.purpose === purpose),
      );
    } catch (error) {
      throw explainTemplateError(error, deps.logger, ui.purposes[purpose].toLowerCase());
    }
  }
  let fresh: StoredTemplate[];
  try {
    fresh = await refreshStoredTemplates(deps, userId, instance, cloud);
  } catch {
    fresh = await listInstanceTemplates(deps.db, userId, instance.id);
  }
  return templatesResponseOf(deps, userId, instance, fresh, null);
}
