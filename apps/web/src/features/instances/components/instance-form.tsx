import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { UpdateInstanceRequestSchema, type Instance } from '@secretaria/shared/instances-schemas';
import { attendantSettingsUi, msg } from '@secretaria/shared/messages';
import { offsetHours } from '@secretaria/shared/timezones';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useResetWhenClean } from '@/hooks/use-reset-when-clean';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCountries, useTimezones } from '../api/get-reference-lists';
import { useUpdateInstance } from '../api/update-instance';
import { CountrySelect } from './country-select';
import { PhoneNumberInput } from './phone-number-input';
import { TimezoneSelect } from './timezone-select';

type FormValues = z.input<typeof UpdateInstanceRequestSchema>;
const FIELDS = ['name', 'phoneNumber', 'countryId', 'timezone'] as const;

function toFormValues(instance: Instance): FormValues {
  return {
    name: instance.name ?? '',
    phoneNumber: instance.phone_number ?? '',
    countryId: instance.pais_id ?? undefined,
    timezone: instance.timezone,
    timezone_offset: instance.timezone_offset,
  };
}

/**
 * Spec §5 "Instance form, edit". The assistant's name and the knowledge base are edited with the
 * attendant's other settings, in the 'Atendente' tab (one place for each field).
 */
export function InstanceForm({ instance }: { instance: Instance }) {
  const updateInstance = useUpdateInstance(instance.id);
  const countries = useCountries();
  const timezones = useTimezones();
  const form = useForm({
    resolver: zodResolver(UpdateInstanceRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: toFormValues(instance),
  });
  const { errors, isSubmitting } = form.formState;

  useResetWhenClean(form, instance, toFormValues);

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateInstance.mutateAsync(values);
      form.reset(toFormValues(saved));
      toast.success(msg.instanceUpdated, { description: msg.instanceUpdatedText });
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      toast.error(msg.instanceUpdateError, { description: errorMessage(error, msg.unexpected) });
    }
  });

  const timezoneOffset = useWatch({ control: form.control, name: 'timezone_offset' });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <FormField
          id="instance-name"
          label={msg.instanceNameLabel}
          error={errors.name?.message}
          className="md:col-span-2"
        >
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <Controller
          control={form.control}
          name="countryId"
          render={({ field }) => (
            <FormField
              id="instance-country"
              label={msg.countryLabel}
              error={errors.countryId?.message}
            >
              <CountrySelect
                ref={field.ref}
                countries={countries.data ?? []}
                value={typeof field.value === 'number' ? field.value : undefined}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="phoneNumber"
          render={({ field }) => (
            <FormField
              id="instance-phone"
              label={msg.whatsappNumberLabel}
              error={errors.phoneNumber?.message}
              description={msg.whatsappNumberHint}
            >
              <PhoneNumberInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onDigitsChange={field.onChange}
                maxLength={20}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="timezone"
          render={({ field }) => (
            <FormField
              id="instance-timezone"
              label={msg.timezoneFieldLabel}
              error={errors.timezone?.message}
              className="md:col-span-2"
              description={msg.utcDifference(timezoneOffset)}
            >
              <TimezoneSelect
                ref={field.ref}
                timezones={timezones.data ?? []}
                value={field.value}
                onBlur={field.onBlur}
                onTimezoneChange={(tz) => {
                  field.onChange(tz.value);
                  form.setValue('timezone_offset', offsetHours(tz.offset), { shouldDirty: true });
                }}
              />
            </FormField>
          )}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {attendantSettingsUi.movedHintBefore}
        <Link
          to={{ search: '?tab=atendente' }}
          replace
          className="font-medium text-primary-ink underline underline-offset-4"
        >
          {attendantSettingsUi.tab}
        </Link>
        .
      </p>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? msg.saving : msg.saveChanges}
        </Button>
      </div>
    </form>
  );
}
