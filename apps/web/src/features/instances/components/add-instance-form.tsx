import { useState, type BaseSyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { PendingInstanceSchema, PlanIdSchema } from '@secretaria/shared/billing-schemas';
import { msg } from '@secretaria/shared/messages';
import type { PlanId } from '@secretaria/shared/plans';
import { DEFAULT_TIMEZONE, offsetHours } from '@secretaria/shared/timezones';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { buildPendingInstanceDraft, type PendingInstanceDraft } from '@/lib/pending-instance';
import { useCountries, useTimezones, type Pais } from '../api/get-reference-lists';
import { CountrySelect } from './country-select';
import { PhoneNumberInput } from './phone-number-input';
import { PlanPicker } from './plan-picker';
import { TimezoneSelect } from './timezone-select';

/** Spec §5 "Instance form, creation": the draft's fields plus the plan. */
export const AddInstanceFormSchema = PendingInstanceSchema.extend({ planId: PlanIdSchema });
type FormValues = z.input<typeof AddInstanceFormSchema>;

const ADD_INSTANCE_FORM_ID = 'add-instance-form';
const FORM_FIELDS = [
  'name',
  'phoneNumber',
  'countryId',
  'assistantName',
  'timezone',
  'planId',
] as const;
/** Spec §9: São Paulo is UTC-3 all year. */
const DEFAULT_OFFSET_HOURS = -3;

export function defaultCountry(countries: Pais[]): Pais | undefined {
  return countries.find((c) => c.iso === 'BR') ?? countries.find((c) => c.pais === 'Brasil');
}

type AddInstanceFormProps = {
  initialPlan: PlanId | undefined;
  /** The draft saved before a checkout that was left unpaid. */
  initialDraft?: PendingInstanceDraft | null;
  /**
   * Resolves true when the browser is on its way to the checkout page; rejects with the API's
   * error when the server refused named fields (`instance.<field>`).
   */
  onSubmit: (planId: PlanId, draft: PendingInstanceDraft) => Promise<boolean>;
};

export function AddInstanceForm({ initialPlan, initialDraft, onSubmit }: AddInstanceFormProps) {
  const countries = useCountries();
  const timezones = useTimezones();
  const form = useForm<FormValues>({
    resolver: zodResolver(AddInstanceFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: initialDraft?.name ?? '',
      phoneNumber: initialDraft?.phoneNumber ?? '',
      countryId: initialDraft?.countryId,
      assistantName: initialDraft?.assistantName ?? '',
      timezone: initialDraft?.timezone ?? DEFAULT_TIMEZONE,
      timezone_offset: initialDraft?.timezone_offset ?? DEFAULT_OFFSET_HOURS,
      planId: initialPlan,
    },
  });
  const { errors, isSubmitting } = form.formState;
  // Stays busy after a successful checkout call, while the browser leaves for the payment page.
  const [isRedirecting, setIsRedirecting] = useState(false);
  const isBusy = isSubmitting || isRedirecting;

  // Spec §9: Brasil is the default country. Derived from the list on every render rather than
  // written into the form by an effect, so no later render, reset or list refresh can lose it.
  const defaultCountryId = defaultCountry(countries.data ?? [])?.id;

  const submitForm = form.handleSubmit(async (values) => {
    const parsed = AddInstanceFormSchema.parse(values);
    const country = (countries.data ?? []).find((c) => c.id === parsed.countryId);
    const zone = (timezones.data ?? []).find((tz) => tz.value === parsed.timezone);
    const draft = buildPendingInstanceDraft({
      ...parsed,
      ddi: country?.ddi ?? '',
      timezoneOffsetMinutes: zone ? zone.offset : parsed.timezone_offset * 60,
    });
    try {
      setIsRedirecting(await onSubmit(parsed.planId, draft));
    } catch (error) {
      // The server's field errors (`instance.phoneNumber`, `planId`) go under their inputs.
      if (!applyFieldErrors(error, form.setError, FORM_FIELDS, 'instance.')) {
        toast.error(msg.paymentErrorTitle, {
          description: errorMessage(error, msg.paymentErrorFallback),
        });
      }
    }
  });
  const handleSubmit = (event?: BaseSyntheticEvent) => {
    if (form.getValues('countryId') === undefined && defaultCountryId !== undefined)
      form.setValue('countryId', defaultCountryId);
    return submitForm(event);
  };

  return (
    <form id={ADD_INSTANCE_FORM_ID} noValidate onSubmit={handleSubmit} className="grid gap-4">
      {/* Spec §2: the form scrolls in an area 500px high (less on short screens). */}
      <div
        data-testid="add-instance-scroll"
        className="-mx-1 grid h-[500px] max-h-[calc(100dvh-13rem)] content-start gap-6 overflow-y-auto px-1 pb-1"
      >
        <section className="grid gap-4" aria-labelledby="new-instance-info-title">
          <h3 id="new-instance-info-title" className="text-sm font-semibold tracking-wide">
            {msg.instanceInfoTitle}
          </h3>
          <FormField
            id="new-instance-name"
            label={msg.instanceNameLabel}
            error={errors.name?.message}
          >
            <Input
              autoComplete="off"
              placeholder={msg.instanceNamePlaceholder}
              {...form.register('name')}
            />
          </FormField>
          <Controller
            control={form.control}
            name="countryId"
            render={({ field }) => (
              <FormField
                id="new-instance-country"
                label={msg.countryLabel}
                error={errors.countryId?.message}
              >
                <CountrySelect
                  ref={field.ref}
                  countries={countries.data ?? []}
                  value={typeof field.value === 'number' ? field.value : defaultCountryId}
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
                id="new-instance-phone"
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
                  placeholder="11999999999"
                />
              </FormField>
            )}
          />
          <FormField
            id="new-instance-assistant"
            label={msg.assistantNameLabel}
            error={errors.assistantName?.message}
          >
            <Input
              autoComplete="off"
              placeholder={msg.assistantNamePlaceholder}
              {...form.register('assistantName')}
            />
          </FormField>
          <Controller
            control={form.control}
            name="timezone"
            render={({ field }) => (
              <FormField
                id="new-instance-timezone"
                label={msg.timezoneFieldLabel}
                error={errors.timezone?.message}
              >
                <TimezoneSelect
                  ref={field.ref}
                  timezones={timezones.data ?? []}
                  value={field.value}
                  onBlur={field.onBlur}
                  onTimezoneChange={(tz) => {
                    field.onChange(tz.value);
                    form.setValue('timezone_offset', offsetHours(tz.offset));
                  }}
                />
              </FormField>
            )}
          />
        </section>
        <section className="grid gap-3" aria-labelledby="new-instance-plan-title">
          <h3 id="new-instance-plan-title" className="text-sm font-semibold tracking-wide">
            {msg.choosePlan}
          </h3>
          <Controller
            control={form.control}
            name="planId"
            render={({ field }) => (
              <div className="grid gap-2">
                <PlanPicker
                  ref={field.ref}
                  value={field.value}
                  onValueChange={field.onChange}
                  aria-invalid={errors.planId ? true : undefined}
                  aria-describedby={errors.planId ? 'new-instance-plan-error' : undefined}
                />
                {errors.planId ? (
                  <p id="new-instance-plan-error" className="text-sm font-medium text-destructive">
                    {errors.planId.message}
                  </p>
                ) : null}
              </div>
            )}
          />
        </section>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={isBusy} className="w-full sm:w-auto">
          {isBusy ? 'Processando...' : msg.continueToPayment}
        </Button>
      </DialogFooter>
    </form>
  );
}
