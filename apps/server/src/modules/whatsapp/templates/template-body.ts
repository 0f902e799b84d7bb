import {
  avisoVariableOf,
  DEFAULT_AVISO_TEXTS,
  type AvisoTextKey,
  type AvisoVariable,
} from '@secretaria/shared/aviso-templates';
import { templatesUi as ui } from '@secretaria/shared/messages';
import type { TemplatePurpose, TemplateState } from '@secretaria/shared/whatsapp-templates-schemas';
import { LEMBRETE_TEMPLATE_BUTTONS } from '@/modules/avisos/lembrete-choices';

/** The owner's editable text each template follows (the avisos' kinds sent to customers). */
export const TEMPLATE_TEXT_KEYS: Record<TemplatePurpose, AvisoTextKey> = {
  lembrete: 'reminder_text',
  confirmacao: 'booking_confirmation_text',
  cancelamento: 'cancel_notice_text',
  remarcacao: 'reschedule_notice_text',
};

/**
 * The reminder's answers as quick-reply buttons (their payloads are set per send). The other
 * notices need no answer.
 */
export const TEMPLATE_QUICK_REPLIES: Record<TemplatePurpose, string[]> = {
  lembrete: LEMBRETE_TEMPLATE_BUTTONS.map((b) => b.text),
  confirmacao: [],
  cancelamento: [],
  remarcacao: [],
};

/** Each parameter's example for Meta's review: what a real appointment would fill in. */
export const TEMPLATE_EXAMPLES: Record<AvisoVariable, string> = {
  nome: 'Maria',
  servico: 'Corte de cabelo',
  profissional: 'Rafael',
  data: 'amanhã (26/11)',
  hora: '14:00',
  local: 'Unidade Centro',
  endereco: 'Rua das Flores, 123 - Centro, São Paulo - SP',
};

/** Meta's limit on a template body. */
export const TEMPLATE_BODY_MAX = 1024;

export type TemplateBody = {
  /** The text with each known `{variavel}` as the named parameter `{{variavel}}`. */
  body: string;
  /** The parameters in order of first use, each once. */
  params: AvisoVariable[];
  examples: Partial<Record<AvisoVariable, string>>;
  /** Why Meta would refuse it as it is (pt-BR), or null. */
  problem: string | null;
};

const VARIABLE = /\{([^{}\s]{1,30})\}/g;
const PARAM = /\{\{([a-z_]{1,20})\}\}/g;

/**
 * The owner's aviso text as a Meta template body: `{nome}` (or '{serviço}', as the owner may
 * write it) becomes the named parameter `{{nome}}`, with an example each. Meta refuses a body that
 * starts or ends with a parameter: a final one gets a full stop (harmless), a first one is the
 * owner's to reword.
 */
export function templateBodyOf(text: string): TemplateBody {
  const params: AvisoVariable[] = [];
  let problem: string | null = null;
  if (/\{\{|\}\}/.test(text)) problem = ui.braces;
  let body = text
    .replace(VARIABLE, (whole, name: string) => {
      const variable = avisoVariableOf(name);
      if (!variable) return whole;
      if (!params.includes(variable)) params.push(variable);
      return `{{${variable}}}`;
    })
    .trim();
  if (/\}\}$/.test(body)) body = `${body}.`;
  if (!problem && /^\{\{/.test(body)) problem = ui.startsWithVariable;
  if (!problem && [...body].length > TEMPLATE_BODY_MAX) problem = ui.tooLong;
  return {
    body,
    params,
    examples: Object.fromEntries(params.map((p) => [p, TEMPLATE_EXAMPLES[p]])),
    problem,
  };
}

/** The owner's current text of a purpose (the default while the instance's is null). */
export function avisoTextOf(
  texts: Partial<Record<AvisoTextKey, string | null>>,
  purpose: TemplatePurpose,
): string {
  const key = TEMPLATE_TEXT_KEYS[purpose];
  return texts[key]?.trim() ? texts[key] : DEFAULT_AVISO_TEXTS[key];
}

/** The named parameters a stored template body uses: what a send must fill, no more. */
export function templateParamsOf(body: string): string[] {
  return [...new Set([...body.matchAll(PARAM)].map((m) => m[1]!))];
}

/**
 * Meta's name for an instance's template: lowercase, digits and underscores, stable per instance
 * and purpose ('secretaria_lembrete_3f2a9c1b'); a new version (after a rejection or a new text)
 * gets '_v2', '_v3'…, since a name and language cannot be submitted twice.
 */
export function templateNameOf(instanceId: string, purpose: TemplatePurpose, version = 1): string {
  const short = instanceId
    .replace(/[^0-9a-f]/gi, '')
    .toLowerCase()
    .slice(0, 8);
  return `secretaria_${purpose}_${short}${version > 1 ? `_v${version}` : ''}`;
}

/** The version a template name carries (1 without a suffix). */
export function templateVersionOf(name: string): number {
  const match = /_v(\d+)$/.exec(name);
  return match ? Number(match[1]) : 1;
}

/** Meta's status word as the panel shows it. */
export function templateStateOf(status: string | null): TemplateState {
  switch (status) {
    case null:
      return 'nao_enviado';
    case 'APPROVED':
      return 'aprovado';
    case 'REJECTED':
      return 'rejeitado';
    case 'PAUSED':
      return 'pausado';
    case 'DISABLED':
    case 'DELETED':
    case 'PENDING_DELETION':
    case 'ARCHIVED':
    case 'LIMIT_EXCEEDED':
      return 'desativado';
    default:
      // PENDING, IN_APPEAL and whatever Meta adds: still being decided.
      return 'em_analise';
  }
}

/** Meta's rejection reason in pt-BR. */
export function rejectedReasonText(reason: string | null): string | null {
  if (!reason) return null;
  const known: Record<string, string> = ui.rejectedReasons;
  return known[reason] ?? ui.rejectedOther(reason);
}
