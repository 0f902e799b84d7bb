import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import {
  ATTENDANT_SETTING_RANGES as RANGES,
  AttendantSettingsFieldsSchema,
  GREETING_MAX,
  KNOWLEDGE_BASE_MAX,
  type AttendantSettings,
  type AttendantSettingsFields,
} from '@secretaria/shared/attendant-settings-schemas';
import { attendantSettingsUi as ui, msg } from '@secretaria/shared/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateAttendantSettings } from '../api/attendant-settings';
import { useSettingsForm } from '../hooks/use-settings-form';
import {
  NumberSetting,
  SettingsSection,
  SwitchSetting,
  type NumberField,
  type SettingsOutput,
} from './attendant-settings-fields';

const FIELDS = Object.keys(AttendantSettingsFieldsSchema.shape) as Array<
  keyof AttendantSettingsFields
>;

function toFormValues(s: AttendantSettings): AttendantSettingsFields {
  return {
    ...s,
    assistant_name: s.assistant_name ?? '',
    greeting: s.greeting ?? '',
    knowledge_base: s.knowledge_base ?? '',
  };
}

/**
 * The attendant's settings of an instance (issue 12), validated by the shared contract; a change
 * made elsewhere (another tab, the live channel) shows up unless the owner is editing.
 */
export function AttendantSettingsForm({
  instanceId,
  settings,
}: {
  instanceId: string;
  settings: AttendantSettings;
}) {
  const update = useUpdateAttendantSettings(instanceId);
  const { form, handleSubmit } = useSettingsForm<
    AttendantSettings,
    AttendantSettingsFields,
    SettingsOutput
  >({
    settings,
    toFormValues,
    resolver: zodResolver(AttendantSettingsFieldsSchema),
    fields: FIELDS,
    save: (values) => update.mutateAsync(values),
    saved: { title: msg.settingsSaved, description: msg.settingsSavedText },
  });
  const { errors, isSubmitting } = form.formState;
  const { register, control } = form;

  const greeting = useWatch({ control, name: 'greeting' }) ?? '';
  const number = (name: NumberField, label: string, hint: string, className?: string) => (
    <NumberSetting
      name={name}
      label={label}
      hint={hint}
      min={RANGES[name].min}
      max={RANGES[name].max}
      register={register}
      errors={errors}
      className={className}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={ui.title} className="grid gap-6">
      <SettingsSection title={ui.sectionService}>
        <SwitchSetting
          name="attendant_enabled"
          label={ui.enabled}
          hint={ui.enabledHint}
          control={control}
        />
        {number('owner_pause_minutes', ui.ownerPause, ui.ownerPauseHint, 'md:max-w-md')}
      </SettingsSection>

      <SettingsSection title={ui.sectionIntro}>
        <FormField
          id="attendant-assistant_name"
          label={ui.assistantName}
          error={errors.assistant_name?.message}
        >
          <Input autoComplete="off" maxLength={100} {...register('assistant_name')} />
        </FormField>
        <FormField
          id="attendant-greeting"
          label={ui.greeting}
          description={ui.greetingHint(greeting.length, GREETING_MAX)}
          error={errors.greeting?.message}
        >
          <Textarea rows={3} placeholder={ui.greetingPlaceholder} {...register('greeting')} />
        </FormField>
        <FormField
          id="attendant-knowledge_base"
          label={ui.knowledgeBase}
          description={ui.knowledgeBaseHint}
          error={errors.knowledge_base?.message}
        >
          <Textarea
            rows={6}
            maxLength={KNOWLEDGE_BASE_MAX}
            placeholder={ui.knowledgeBasePlaceholder}
            {...register('knowledge_base')}
          />
        </FormField>
      </SettingsSection>

      <SettingsSection title={ui.sectionBooking}>
        <div className="grid items-start gap-4 md:grid-cols-3">
          {number('min_notice_minutes', ui.minNotice, ui.minNoticeHint)}
          {number('booking_horizon_days', ui.horizon, ui.horizonHint)}
          {number('slot_step_minutes', ui.slotStep, ui.slotStepHint)}
        </div>
      </SettingsSection>

      <SettingsSection title={ui.sectionActions} hint={ui.actionsHint}>
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          <SwitchSetting name="allow_booking" label={ui.allowBooking} control={control} />
          <SwitchSetting name="allow_reschedule" label={ui.allowReschedule} control={control} />
          <SwitchSetting name="allow_cancel" label={ui.allowCancel} control={control} />
        </div>
      </SettingsSection>

      <SettingsSection title={ui.sectionPolicy}>
        {number('cancel_notice_hours', ui.cancelNotice, ui.cancelNoticeHint, 'md:max-w-md')}
      </SettingsSection>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? ui.saving : ui.save}
        </Button>
      </div>
    </form>
  );
}
