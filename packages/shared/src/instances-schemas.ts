import { z } from 'zod';
import { AssistantNameSchema, KNOWLEDGE_BASE_MAX } from './attendant-settings-schemas';
import { msg } from './messages';
import { stripBidiControls } from './bidi-controls';

/** An instance as the panel sees it (spec §3), joined with its country. */
export const InstanceSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  phone_number: z.string().nullable(),
  full_phone_number: z.string().nullable(),
  pais_id: z.number().nullable(),
  pais: z.object({ pais: z.string(), ddi: z.string(), img: z.string() }).nullable(),
  assistant_name: z.string().nullable(),
  knowledge_base: z.string().nullable(),
  timezone: z.string(),
  timezone_offset: z.number(),
  status: z.string(),
  price_id: z.enum(['start', 'pro', 'ultra']).nullable(),
  subscription_renewal_date: z.string().nullable(),
  evolution_status: z.enum(['criado', 'erro']).nullable(),
  updated_at: z.string(),
});
export type Instance = z.infer<typeof InstanceSchema>;

const isKnownTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** The instance screen's edit form (spec §5 "Instance form, edit"). */
export const UpdateInstanceRequestSchema = z.strictObject({
  name: z
    .string({ error: msg.instanceEditNameMin })
    .overwrite(stripBidiControls)
    .trim()
    .min(2, msg.instanceEditNameMin)
    .max(100, msg.textTooLong),
  phoneNumber: z
    .string({ error: msg.instancePhoneMin })
    .regex(/^\d*$/, msg.digitsOnly)
    .min(10, msg.instancePhoneMin)
    .max(20, msg.instancePhoneMax),
  countryId: z.coerce
    .number({ error: msg.countryIdInvalid })
    .int(msg.countryIdInvalid)
    .positive(msg.countryRequired)
    .max(100_000, msg.countryIdInvalid),
  /**
   * The assistant's name and the knowledge base are edited in the 'Atendente' tab (the attendant's
   * settings); this form still accepts them, and keeps the stored ones when left out.
   */
  assistantName: AssistantNameSchema.optional(),
  knowledgeBase: z
    .string({ error: msg.textTooLong })
    .max(KNOWLEDGE_BASE_MAX, msg.textTooLong)
    .optional(),
  timezone: z
    .string({ error: msg.timezoneRequired })
    .min(1, msg.timezoneRequired)
    .max(64, msg.timezoneInvalid)
    .refine(isKnownTimeZone, msg.timezoneInvalid),
  timezone_offset: z
    .number({ error: msg.timezoneInvalid })
    .min(-14, msg.timezoneInvalid)
    .max(14, msg.timezoneInvalid),
});
export type UpdateInstanceRequest = z.infer<typeof UpdateInstanceRequestSchema>;

/** 'Ativo' is the only active status; anything else (Inativo, Erro, …) is inactive (spec §3). */
export const isInstanceActive = (status: string | null | undefined) =>
  (status ?? '').toLowerCase() === 'ativo';

/** Knowledge base lines of the form 'CAMPO: VALOR' (spec §3), for display and the attendant. */
export function parseKnowledgeBase(
  text: string | null | undefined,
): Array<{ campo: string; valor: string }> {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => /^\s*([^:]+?)\s*:\s*(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ campo: m[1] as string, valor: (m[2] as string).trim() }));
}
