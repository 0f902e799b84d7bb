import { z } from 'zod';
import { msg } from './messages';

/**
 * The attendant's settings per instance (docs/decisions/014 §2). The ranges are also check
 * constraints of migration 0007; keep both in step.
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
} as const;

export const AttendantSettingsSchema = z.object({
  attendant_enabled: z.boolean(),
  min_notice_minutes: z.number().int(),
  booking_horizon_days: z.number().int(),
  slot_step_minutes: z.number().int(),
  owner_pause_minutes: z.number().int(),
});
export type AttendantSettings = z.infer<typeof AttendantSettingsSchema>;

const inRange = (key: keyof typeof ATTENDANT_SETTING_RANGES) => {
  const { min, max } = ATTENDANT_SETTING_RANGES[key];
  const message = msg.attendantSettingRange(min, max);
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** PATCH /api/instances/{id}/attendant-settings: any of the fields, at least one. */
export const UpdateAttendantSettingsRequestSchema = z
  .strictObject({
    attendant_enabled: z.boolean({ error: msg.attendantEnabledInvalid }).optional(),
    min_notice_minutes: inRange('min_notice_minutes').optional(),
    booking_horizon_days: inRange('booking_horizon_days').optional(),
    slot_step_minutes: inRange('slot_step_minutes').optional(),
    owner_pause_minutes: inRange('owner_pause_minutes').optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: msg.settingsEmpty });
export type UpdateAttendantSettingsRequest = z.infer<typeof UpdateAttendantSettingsRequestSchema>;
