import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { msg } from '@secretaria/shared/messages';
import { brazilianNationalDigits } from '@secretaria/shared/phone';
import { ProfileFormSchema, type Profile } from '@secretaria/shared/profile-schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useResetWhenClean } from '@/hooks/use-reset-when-clean';
import { errorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { PhoneInput } from './phone-input';

/** The phone comes in E.164 ('+5511987654321'); the form edits its national digits. */
function toFormValues(profile: Profile) {
  const phone = profile.phone ? brazilianNationalDigits(profile.phone) : '';
  return { nome: profile.nome, email: profile.email, phone };
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const updateProfile = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(ProfileFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: toFormValues(profile),
  });
  const { errors, isSubmitting } = form.formState;

  useResetWhenClean(form, profile, toFormValues);

  const handleSubmit = form.handleSubmit(async ({ nome, phone }) => {
    try {
      const saved = await updateProfile.mutateAsync({ nome, phone });
      form.reset(toFormValues(saved));
      toast.success(msg.profileUpdated, { description: msg.changesSaved });
    } catch (error) {
      toast.error(msg.updateProfileError, { description: errorMessage(error, msg.unexpected) });
    }
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <FormField id="profile-nome" label={msg.nameLabel} error={errors.nome?.message}>
        <Input autoComplete="name" {...form.register('nome')} />
      </FormField>
      <FormField
        id="profile-email"
        label={msg.emailLabel}
        error={errors.email?.message}
        description={msg.emailReadOnly}
      >
        <Input type="email" readOnly className="cursor-not-allowed" {...form.register('email')} />
      </FormField>
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <FormField id="profile-phone" label={msg.phoneLabel} error={errors.phone?.message}>
            <PhoneInput
              name={field.name}
              ref={field.ref}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          </FormField>
        )}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? msg.saving : msg.saveChanges}
        </Button>
      </div>
    </form>
  );
}
