import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_AVISO_TEXTS } from '@secretaria/shared/aviso-templates';
import {
  LEMBRETE_TEXT_FIELDS,
  LembreteSettingsFieldsSchema,
  LembreteSettingsFormSchema,
  type LembreteSettings,
  type LembreteSettingsFields,
} from '@secretaria/shared/lembrete-settings-schemas';
import { lembreteSettingsUi as ui, msg } from '@secretaria/shared/messages';
import { Button } from '@/components/ui/button';
import { TimeInput } from '@/components/ui/time-input';
import { useUpdateLembreteSettings } from '../api/lembrete-settings';
import { useSettingsForm } from '../hooks/use-settings-form';
import { SettingsSection, SwitchSetting } from './attendant-settings-fields';
import { AvisoTextField } from './aviso-text-field';
import { LembreteOffsetsEditor } from './lembrete-offsets-editor';

type Output = z.output<typeof LembreteSettingsFormSchema>;
const FIELDS = Object.keys(LembreteSettingsFieldsSchema.shape) as Array<
  keyof LembreteSettingsFields
>;
const TEXT_LABELS = {
  reminder_text: ui.reminderText,
  booking_confirmation_text: ui.bookingConfirmationText,
  cancel_notice_text: ui.cancelNoticeText,
  reschedule_notice_text: ui.rescheduleNoticeText,
} as const;

/** The texts start at the default one (null), so the owner edits what customers read. */
function toFormValues(s: LembreteSettings): LembreteSettingsFields {
  return {
    ...s,
    reminder_text: s.reminder_text ?? DEFAULT_AVISO_TEXTS.reminder_text,
    booking_confirmation_text:
      s.booking_confirmation_text ?? DEFAULT_AVISO_TEXTS.booking_confirmation_text,
    cancel_notice_text: s.cancel_notice_text ?? DEFAULT_AVISO_TEXTS.cancel_notice_text,
    reschedule_notice_text: s.reschedule_notice_text ?? DEFAULT_AVISO_TEXTS.reschedule_notice_text,
  };
}

/** A text left as the default is saved as none, so it follows the default if that changes. */
function toRequest(values: Output): Output {
  const out = { ...values };
  for (const key of LEMBRETE_TEXT_FIELDS)
    if (out[key] === DEFAULT_AVISO_TEXTS[key]) out[key] = null;
  return out;
}

/** The notice switches, in the order the screen shows them. */
const NOTICE_SWITCHES = [
  {
    name: 'booking_confirmation_enabled',
    label: ui.bookingConfirmationEnabled,
    hint: ui.bookingConfirmationEnabledHint,
  },
  {
    name: 'change_notices_enabled',
    label: ui.changeNoticesEnabled,
    hint: ui.changeNoticesEnabledHint,
  },
  {
    name: 'owner_whatsapp_notices',
    label: ui.ownerWhatsappNotices,
    hint: ui.ownerWhatsappNoticesHint,
  },
] as const;

/**
 * The reminder settings of an instance (issue 13), validated by the shared contract; a change
 * made elsewhere shows up unless the owner is editing.
 */
export function LembreteSettingsForm({
  instanceId,
  settings,
  timeZone,
}: {
  instanceId: string;
  settings: LembreteSettings;
  timeZone: string;
}) {
  const update = useUpdateLembreteSettings(instanceId);
  const { form, handleSubmit } = useSettingsForm<LembreteSettings, LembreteSettingsFields, Output>({
    settings,
    toFormValues,
    resolver: zodResolver(LembreteSettingsFormSchema),
    fields: FIELDS,
    save: (values) => update.mutateAsync(toRequest(values)),
    saved: { title: msg.lembreteSettingsSaved, description: msg.lembreteSettingsSavedText },
  });
  const { control } = form;
  const { errors, isSubmitting } = form.formState;

  const windowError =
    errors.proactive_window_start?.message ?? errors.proactive_window_end?.message;
  const windowTime = (name: 'proactive_window_start' | 'proactive_window_end', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TimeInput
          ref={field.ref}
          id={`lembrete-${name}`}
          aria-label={label}
          aria-invalid={fieldState.error ? true : undefined}
          aria-describedby={`lembrete-window-hint${windowError ? ' lembrete-window-error' : ''}`}
          className="w-24 tabular-nums"
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={ui.title} className="grid gap-6">
      <SettingsSection title={ui.sectionLembretes}>
        <SwitchSetting
          name="reminders_enabled"
          idPrefix="lembrete"
          label={ui.lembretesEnabled}
          hint={ui.lembretesEnabledHint}
          control={control}
        />
        <Controller
          control={control}
          name="reminder_offsets_minutes"
          render={({ field, fieldState }) => (
            <LembreteOffsetsEditor
              id="lembrete-offsets"
              value={field.value}
              onChange={field.onChange}
              error={
                fieldState.error?.message ??
                errors.reminder_offsets_minutes?.find?.((e) => e?.message)?.message
              }
            />
          )}
        />
      </SettingsSection>

      <SettingsSection title={ui.sectionWindow}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <span aria-hidden="true">{ui.windowBefore}</span>
          {windowTime('proactive_window_start', ui.windowStart)}
          <span aria-hidden="true">{ui.windowBetween}</span>
          {windowTime('proactive_window_end', ui.windowEnd)}
        </div>
        <p id="lembrete-window-hint" className="-mt-2 text-xs text-muted-foreground">
          {ui.windowHint}
        </p>
        {windowError ? (
          <p id="lembrete-window-error" className="text-sm font-medium text-destructive">
            {windowError}
          </p>
        ) : null}
      </SettingsSection>

      <SettingsSection title={ui.sectionNotices}>
        {NOTICE_SWITCHES.map(({ name, label, hint }) => (
          <SwitchSetting
            key={name}
            name={name}
            idPrefix="lembrete"
            label={label}
            hint={hint}
            control={control}
          />
        ))}
      </SettingsSection>

      <SettingsSection title={ui.sectionTexts} hint={ui.textsHint}>
        {LEMBRETE_TEXT_FIELDS.map((name) => (
          <AvisoTextField
            key={name}
            name={name}
            label={TEXT_LABELS[name]}
            control={control}
            timeZone={timeZone}
          />
        ))}
      </SettingsSection>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? ui.saving : ui.save}
        </Button>
      </div>
    </form>
  );
}
