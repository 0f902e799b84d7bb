/** The 'Atendente' tab's settings: columns of the instance's row, read and written by
 * owned-instance-settings.repo. */
export const ATTENDANT_SETTINGS_COLUMNS = [
  'attendant_enabled',
  'assistant_name',
  'greeting',
  'knowledge_base',
  'min_notice_minutes',
  'booking_horizon_days',
  'slot_step_minutes',
  'owner_pause_minutes',
  'allow_booking',
  'allow_reschedule',
  'allow_cancel',
  'cancel_notice_hours',
] as const;
