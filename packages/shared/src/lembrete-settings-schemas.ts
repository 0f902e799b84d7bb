import { z } from 'zod';
import { AVISO_TEXT_MAX, AVISO_VARIABLES, unknownAvisoVariables } from './aviso-templates';
import { msg } from './messages';

/**
 * The owner's reminder settings per instance (issue 13, docs/decisions/018). The ranges are also
 * check constraints of migration 0012; keep both in step.
 */
export const LEMBRETE_OFFSET_RANGE = {
  /** A reminder goes at least 10 minutes before the start… */
  min: 10,
  /** …and at most a week before it. */
  max: 10_080,
} as const;
/** How many reminders an appointment may have. */
export const LEMBRETE_OFFSETS_MAX = 5;

/** The editable texts, in the order the screen shows them. */
export const LEMBRETE_TEXT_FIELDS = [
  'reminder_text',
  'booking_confirmation_text',
  'cancel_notice_text',
  'reschedule_notice_text',
] as const;
export type LembreteTextField = (typeof LEMBRETE_TEXT_FIELDS)[number];

export const LembreteSettingsSchema = z.object({
  reminders_enabled: z.boolean(),
  /** Minutes before the start, largest first (default 24 h and 2 h). */
  reminder_offsets_minutes: z.array(z.number().int()),
  /** Proactive messages go only between these local times ('HH:MM', the instance's zone). */
  proactive_window_start: z.string(),
  proactive_window_end: z.string(),
  /** The texts; null: the default text (DEFAULT_AVISO_TEXTS). */
  reminder_text: z.string().nullable(),
  booking_confirmation_text: z.string().nullable(),
  cancel_notice_text: z.string().nullable(),
  reschedule_notice_text: z.string().nullable(),
  /** A confirmation to the customer when the owner books from the panel. */
  booking_confirmation_enabled: z.boolean(),
  /** A notice to the customer when the owner cancels or moves an appointment. */
  change_notices_enabled: z.boolean(),
  /** The owner also gets notices on their own WhatsApp number (the profile's phone). */
  owner_whatsapp_notices: z.boolean(),
});
export type LembreteSettings = z.infer<typeof LembreteSettingsSchema>;

const flag = z.boolean({ error: msg.lembreteSwitchInvalid });

const offset = z
  .number({ error: msg.lembreteOffsetRange })
  .int(msg.lembreteOffsetRange)
  .min(LEMBRETE_OFFSET_RANGE.min, msg.lembreteOffsetRange)
  .max(LEMBRETE_OFFSET_RANGE.max, msg.lembreteOffsetRange);

/** 0 to 5 different offsets; stored largest first, the order the reminders go out in reverse. */
export const LembreteOffsetsSchema = z
  .array(offset, { error: msg.lembreteOffsetRange })
  .max(LEMBRETE_OFFSETS_MAX, msg.lembreteOffsetsMax(LEMBRETE_OFFSETS_MAX))
  .refine((list) => new Set(list).size === list.length, msg.lembreteOffsetsDuplicate)
  .transform((list) => [...list].sort((a, b) => b - a));

/** 'HH:MM', 00:00–23:59 (the migration's pattern: no seconds). */
export const WindowTimeSchema = z
  .string({ error: msg.janelaDeEnvioTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg.janelaDeEnvioTime);

/**
 * A reminder or notice text: trimmed, blank is the default (null); a variable that does not
 * exist is refused by name, so a customer never reads a literal '{nmoe}'.
 */
export const AvisoTextSchema = z
  .string({ error: msg.avisoTextTooLong(AVISO_TEXT_MAX) })
  .trim()
  .max(AVISO_TEXT_MAX, msg.avisoTextTooLong(AVISO_TEXT_MAX))
  .superRefine((text, ctx) => {
    const unknown = unknownAvisoVariables(text);
    if (unknown.length > 0)
      ctx.addIssue({ code: 'custom', message: msg.avisoUnknownVariable(unknown, AVISO_VARIABLES) });
  })
  .transform((text) => (text ? text : null))
  .nullable();

/** Every field of the settings, each validated on its own (the PATCH body takes any of them). */
export const LembreteSettingsFieldsSchema = z.strictObject({
  reminders_enabled: flag,
  reminder_offsets_minutes: LembreteOffsetsSchema,
  proactive_window_start: WindowTimeSchema,
  proactive_window_end: WindowTimeSchema,
  reminder_text: AvisoTextSchema,
  booking_confirmation_text: AvisoTextSchema,
  cancel_notice_text: AvisoTextSchema,
  reschedule_notice_text: AvisoTextSchema,
  booking_confirmation_enabled: flag,
  change_notices_enabled: flag,
  owner_whatsapp_notices: flag,
});
export type LembreteSettingsFields = z.input<typeof LembreteSettingsFieldsSchema>;

/** The window's order ('HH:MM' compares as text); the message goes under its end. */
export function isWindowOrdered(start: string, end: string): boolean {
  return start < end;
}

const windowOrder = (
  v: { proactive_window_start?: string; proactive_window_end?: string },
  ctx: z.RefinementCtx,
) => {
  const { proactive_window_start: start, proactive_window_end: end } = v;
  if (start !== undefined && end !== undefined && !isWindowOrdered(start, end))
    ctx.addIssue({
      code: 'custom',
      path: ['proactive_window_end'],
      message: msg.janelaDeEnvioOrder,
    });
};

/** The panel's form: every field, the window in order. */
export const LembreteSettingsFormSchema = LembreteSettingsFieldsSchema.superRefine(windowOrder);

/**
 * PATCH /api/instances/{id}/lembretes: any of the fields, at least one. With only one end of the
 * window sent, the server checks the order against the stored other end.
 */
export const UpdateLembreteSettingsRequestSchema = LembreteSettingsFieldsSchema.partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: msg.settingsEmpty })
  .superRefine(windowOrder);
export type UpdateLembreteSettingsRequest = z.infer<typeof UpdateLembreteSettingsRequestSchema>;
