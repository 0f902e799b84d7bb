import { z } from 'zod';

/**
 * An official-API instance's message templates (issue 27 item 4, docs/decisions/047): one per
 * kind of proactive message sent to customers, in pt_BR, with the aviso variables as named
 * parameters; and the month's count of messages sent as templates (item 7).
 */
export const TEMPLATE_PURPOSES = ['lembrete', 'confirmacao', 'cancelamento', 'remarcacao'] as const;
export const TemplatePurposeSchema = z.enum(TEMPLATE_PURPOSES);
export type TemplatePurpose = z.infer<typeof TemplatePurposeSchema>;

/** Meta's status as the panel shows it; 'nao_enviado' before the template is submitted. */
export const TEMPLATE_STATES = [
  'nao_enviado',
  'em_analise',
  'aprovado',
  'rejeitado',
  'pausado',
  'desativado',
] as const;
export const TemplateStateSchema = z.enum(TEMPLATE_STATES);
export type TemplateState = z.infer<typeof TemplateStateSchema>;

export const WhatsappTemplateSchema = z.object({
  purpose: TemplatePurposeSchema,
  /** Meta's name of the template; null before it is submitted. */
  name: z.string().nullable(),
  /** The body with `{{named}}` parameters: Meta's copy, or what the current text would submit. */
  body: z.string(),
  quickReplies: z.array(z.string()),
  state: TemplateStateSchema,
  /** Meta's own status word (APPROVED, PENDING…), null before submission. */
  metaStatus: z.string().nullable(),
  /** Why Meta rejected it, in pt-BR. */
  rejectedReason: z.string().nullable(),
  /** The owner's text changed since this template was submitted. */
  outdated: z.boolean(),
  /** Why the current text cannot be submitted as it is, in pt-BR. */
  problem: z.string().nullable(),
  /** 'Enviar para aprovação' applies: not submitted, rejected, disabled or outdated. */
  canSubmit: z.boolean(),
  syncedAt: z.string().nullable(),
});
export type WhatsappTemplate = z.infer<typeof WhatsappTemplateSchema>;

/** GET /api/instances/{id}/whatsapp/templates (and the answer of its POSTs). */
export const WhatsappTemplatesResponseSchema = z.object({
  templates: z.array(WhatsappTemplateSchema),
  /** 'YYYY-MM' in the instance's time zone. */
  month: z.string(),
  /** Messages of this instance sent as templates this month (Meta charges for them). */
  sentThisMonth: z.number().int().nonnegative(),
  /** The statuses could not be checked with Meta just now (pt-BR); null when they were. */
  syncProblem: z.string().nullable(),
});
export type WhatsappTemplatesResponse = z.infer<typeof WhatsappTemplatesResponseSchema>;

/** POST /api/instances/{id}/whatsapp/templates: every template that needs it, or one purpose. */
export const SubmitWhatsappTemplatesRequestSchema = z.strictObject({
  purpose: TemplatePurposeSchema.optional(),
});
export type SubmitWhatsappTemplatesRequest = z.infer<typeof SubmitWhatsappTemplatesRequestSchema>;

/** Meta's public rate card (per country and category). */
export const META_PRICING_URL = 'https://business.whatsapp.com/products/platform-pricing';

/**
 * What 'Enviar para aprovação' (all) sends: templates never submitted, rejected or gone. A new
 * version of one whose text changed goes only when asked for by itself: until Meta approves it,
 * the purpose has no approved template.
 */
export const isTemplateMissing = (t: Pick<WhatsappTemplate, 'canSubmit' | 'state'>) =>
  t.canSubmit && (t.state === 'nao_enviado' || t.state === 'rejeitado' || t.state === 'desativado');
