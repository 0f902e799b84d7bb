import { z } from 'zod';
import { msg } from './messages';
import { stripBidiControls } from './bidi-controls';

/**
 * The attendant's settings per instance (docs/decisions/014 §2). The ranges are also check
 * constraints of migrations 0007 and 0009; keep both in step.
 */
export const ATTENDANT_SETTING_RANGES = {
  /** Minimum notice of a booking the attendant makes, in minutes (up to a week). */
  min_notice_minutes: { min: 0, max: 10_080 },
  /** How many days ahead the attendant books. */
  booking_horizon_days: { min: 1, max: 365 },
  /** Step between the starts the attendant offers, in minutes. */
  slot_step_minutes: { min: 5, max: 240 },
  /** How long the attendant stays quiet in a chat after the owner writes in it, in minutes. */
  owner_pause_minutes: { min: 0, max: 1440 },
  /**
   * Customers cancel or reschedule by chat only up to this many hours before the appointment;
   * later, the attendant hands the chat to a person. 0: always (up to 30 days).
   */
  cancel_notice_hours: { min: 0, max: 720 },
} as const;

/** The greeting's length (a WhatsApp message the owner writes; check constraint of 0009). */
export const GREETING_MAX = 500;
/** The knowledge base's length (as the instance form allows). */
export const KNOWLEDGE_BASE_MAX = 20_000;

export const AttendantSettingsSchema = z.object({
  attendant_enabled: z.boolean(),
  /** The assistant's name (the instance's), null only for rows from before it was required. */
  assistant_name: z.string().nullable(),
  /** The first reply's greeting; null: the default one. */
  greeting: z.string().nullable(),
  knowledge_base: z.string().nullable(),
  min_notice_minutes: z.number().int(),
  booking_horizon_days: z.number().int(),
  slot_step_minutes: z.number().int(),
  owner_pause_minutes: z.number().int(),
  /** What customers may do by chat. */
  allow_booking: z.boolean(),
  allow_reschedule: z.boolean(),
  allow_cancel: z.boolean(),
  cancel_notice_hours: z.number().int(),
});
export type AttendantSettings = z.infer<typeof AttendantSettingsSchema>;

const inRange = (key: keyof typeof ATTENDANT_SETTING_RANGES) => {
  const { min, max } = ATTENDANT_SETTING_RANGES[key];
  const message = msg.attendantSettingRange(min, max);
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};
const flag = (message: string) => z.boolean({ error: message });
/** Optional free text: trimmed, blank stored as none. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, message)
    .transform((v) => (v.trim() ? v.trim() : null))
    .nullable();

/** The assistant's name, in this tab and in the instance form. */
export const AssistantNameSchema = z
  .string({ error: msg.assistantNameMin })
  .overwrite(stripBidiControls)
  .trim()
  .min(2, msg.assistantNameMin)
  .max(100, msg.textTooLong);

/** Every field of the settings, validated: the panel's form and the PATCH body. */
export const AttendantSettingsFieldsSchema = z.strictObject({
  attendant_enabled: flag(msg.attendantEnabledInvalid),
  assistant_name: AssistantNameSchema,
  greeting: optionalText(GREETING_MAX, msg.greetingTooLong(GREETING_MAX)),
  knowledge_base: optionalText(KNOWLEDGE_BASE_MAX, msg.knowledgeBaseTooLong(KNOWLEDGE_BASE_MAX)),
  min_notice_minutes: inRange('min_notice_minutes'),
  booking_horizon_days: inRange('booking_horizon_days'),
  slot_step_minutes: inRange('slot_step_minutes'),
  owner_pause_minutes: inRange('owner_pause_minutes'),
  allow_booking: flag(msg.attendantActionInvalid),
  allow_reschedule: flag(msg.attendantActionInvalid),
  allow_cancel: flag(msg.attendantActionInvalid),
  cancel_notice_hours: inRange('cancel_notice_hours'),
});
export type AttendantSettingsFields = z.input<typeof AttendantSettingsFieldsSchema>;

/** PATCH /api/instances/{id}/attendant-settings: any of the fields, at least one. */
export const UpdateAttendantSettingsRequestSchema = AttendantSettingsFieldsSchema.partial().refine(
  (v) => Object.values(v).some((x) => x !== undefined),
  { message: msg.settingsEmpty },
);
export type UpdateAttendantSettingsRequest = z.infer<typeof UpdateAttendantSettingsRequestSchema>;
