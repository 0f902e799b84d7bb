import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldPathByValue,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form';
import type { z } from 'zod';
import type {
  AttendantSettingsFields,
  AttendantSettingsFieldsSchema,
} from '@secretaria/shared/attendant-settings-schemas';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

export type SettingsOutput = z.output<typeof AttendantSettingsFieldsSchema>;
export type NumberField =
  | 'min_notice_minutes'
  | 'booking_horizon_days'
  | 'slot_step_minutes'
  | 'owner_pause_minutes'
  | 'cancel_notice_hours';

/** A titled group of settings (a fieldset, so the controls are announced with its title). */
export function SettingsSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid min-w-0 gap-4 border-t pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full text-base font-semibold">{title}</legend>
      {hint ? <p className="-mt-2 text-sm text-muted-foreground">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** A whole-number setting with its range's message under it. */
export function NumberSetting({
  name,
  label,
  hint,
  min,
  max,
  register,
  errors,
  className,
}: {
  name: NumberField;
  label: string;
  hint: string;
  min: number;
  max: number;
  register: UseFormRegister<AttendantSettingsFields>;
  errors: FieldErrors<AttendantSettingsFields>;
  className?: string;
}) {
  return (
    <FormField
      id={`attendant-${name}`}
      className={className}
      label={label}
      description={hint}
      error={errors[name]?.message}
    >
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        {...register(name, { valueAsNumber: true })}
      />
    </FormField>
  );
}

/**
 * An on/off setting: the switch beside its label (and a hint under it). Any settings form's
 * boolean field (the attendant's, the reminders').
 */
export function SwitchSetting<T extends FieldValues, O>({
  name,
  label,
  hint,
  control,
  idPrefix = 'attendant',
}: {
  name: FieldPathByValue<T, boolean>;
  label: string;
  hint?: string;
  control: Control<T, unknown, O>;
  idPrefix?: string;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="grid gap-1">
          <div className="flex items-center gap-3">
            <Switch
              id={id}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={hint ? `${id}-description` : undefined}
            />
            <Label htmlFor={id} className="leading-snug">
              {label}
            </Label>
          </div>
          {hint ? (
            <p id={`${id}-description`} className="text-xs text-muted-foreground">
              {hint}
            </p>
          ) : null}
          {fieldState.error?.message ? (
            <p className="text-sm font-medium text-destructive">{fieldState.error.message}</p>
          ) : null}
        </div>
      )}
    />
  );
}
