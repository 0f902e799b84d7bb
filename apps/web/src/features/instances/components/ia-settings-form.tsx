import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  AI_INSTRUCTIONS_MAX,
  IaSettingsFieldsSchema,
  type AttendantMode,
  type IaSettings,
  type IaSettingsFields,
} from '@secretaria/shared/ia-settings-schemas';
import { iaSettingsUi as ui, msg } from '@secretaria/shared/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateIaSettings } from '../api/ia-settings';
import { useSettingsForm } from '../hooks/use-settings-form';

type Output = z.output<typeof IaSettingsFieldsSchema>;
const FIELDS = ['attendant_mode', 'ai_instructions'] as const;

function toFormValues(s: IaSettings): IaSettingsFields {
  return { attendant_mode: s.attendant_mode, ai_instructions: s.ai_instructions ?? '' };
}

/** Why the attendant answers by the rules although the owner chose 'IA'. */
function activeNotice(s: IaSettings): string | null {
  if (s.attendant_mode !== 'ia' || s.activeMode === 'ia') return null;
  return s.activeModeReason === 'limite-do-plano' ? ui.activeRegrasByCap : ui.activeRegrasByModel;
}

/**
 * 'Regras' or 'IA' and the instructions for the model (issue 14). 'IA' cannot be chosen when the
 * server has no model; the form always resets with values (see RadioGroup), so a reset after a
 * save or a change from elsewhere never undoes the owner's choice.
 */
export function IaSettingsForm({
  instanceId,
  settings,
}: {
  instanceId: string;
  settings: IaSettings;
}) {
  const update = useUpdateIaSettings(instanceId);
  const { form, handleSubmit } = useSettingsForm<IaSettings, IaSettingsFields, Output>({
    settings,
    toFormValues,
    resolver: zodResolver(IaSettingsFieldsSchema),
    fields: FIELDS,
    save: (values) => update.mutateAsync(values),
    saved: { title: msg.iaSettingsSaved, description: msg.iaSettingsSavedText },
  });
  const { control, register } = form;
  const { errors, isSubmitting } = form.formState;

  const instructions = useWatch({ control, name: 'ai_instructions' }) ?? '';
  const notice = activeNotice(settings);
  const modeError = errors.attendant_mode?.message;
  const option = (mode: AttendantMode, label: string, hint: string, unavailable?: string) => (
    <div className="flex items-start gap-3">
      <RadioGroupItem
        id={`ia-mode-${mode}`}
        value={mode}
        disabled={unavailable !== undefined}
        aria-describedby={`ia-mode-${mode}-hint${unavailable ? ` ia-mode-${mode}-unavailable` : ''}`}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={`ia-mode-${mode}`} className="leading-snug">
          {label}
        </Label>
        <p id={`ia-mode-${mode}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
        {unavailable ? (
          <p id={`ia-mode-${mode}-unavailable`} className="text-xs font-medium text-foreground">
            {unavailable}
          </p>
        ) : null}
      </div>
    </div>
  );

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={ui.title} className="grid gap-6">
      <div className="grid gap-3">
        <Controller
          control={control}
          name="attendant_mode"
          render={({ field }) => (
            <RadioGroup
              ref={field.ref}
              aria-label={ui.modeLabel}
              aria-describedby={modeError ? 'ia-mode-error' : undefined}
              aria-invalid={modeError ? true : undefined}
              value={field.value}
              onValueChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
            >
              {option('regras', ui.regras, ui.regrasHint)}
              {option(
                'ia',
                ui.ia,
                ui.iaHint,
                settings.modelConfigured ? undefined : ui.iaUnavailable,
              )}
            </RadioGroup>
          )}
        />
        {modeError ? (
          <p id="ia-mode-error" className="text-sm font-medium text-destructive">
            {modeError}
          </p>
        ) : null}
        {notice ? (
          <p role="status" className="rounded-md border bg-muted px-3 py-2 text-sm">
            {notice}
          </p>
        ) : null}
      </div>

      <FormField
        id="ia-instructions"
        label={ui.instructions}
        description={ui.instructionsHint(instructions.length, AI_INSTRUCTIONS_MAX)}
        error={errors.ai_instructions?.message}
      >
        <Textarea
          rows={5}
          maxLength={AI_INSTRUCTIONS_MAX}
          placeholder={ui.instructionsPlaceholder}
          {...register('ai_instructions')}
        />
      </FormField>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? ui.saving : ui.save}
        </Button>
      </div>
    </form>
  );
}
