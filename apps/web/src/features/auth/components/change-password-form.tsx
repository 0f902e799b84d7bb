import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ChangePasswordFormSchema } from '@secretaria/shared/auth-schemas';
import { msg } from '@secretaria/shared/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { changePassword } from '../api/change-password';

const emptyForm = { senhaAtual: '', novaSenha: '', confirmarSenha: '' };

export function ChangePasswordForm() {
  const form = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async ({ senhaAtual, novaSenha }) => {
    try {
      await changePassword({ currentPassword: senhaAtual, newPassword: novaSenha });
    } catch (error) {
      const message = errorMessage(error, msg.unexpected);
      toast.error(msg.updatePasswordError, { description: message });
      if (isApiError(error) && message === msg.currentPasswordWrong) {
        form.setError('senhaAtual', { type: 'server', message });
      }
      return;
    }
    form.reset(emptyForm);
    toast.success(msg.passwordUpdated, {
      description: msg.passwordUpdatedText,
    });
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <FormField
        id="senha-atual"
        label={msg.currentPasswordLabel}
        error={errors.senhaAtual?.message}
      >
        <Input type="password" autoComplete="current-password" {...form.register('senhaAtual')} />
      </FormField>
      <FormField
        id="nova-senha"
        label={msg.newPasswordLabel}
        error={errors.novaSenha?.message}
        description={msg.passwordHint}
      >
        <Input type="password" autoComplete="new-password" {...form.register('novaSenha')} />
      </FormField>
      <FormField
        id="confirmar-senha"
        label={msg.confirmNewPasswordLabel}
        error={errors.confirmarSenha?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('confirmarSenha')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? msg.updating : msg.updatePassword}
        </Button>
      </div>
    </form>
  );
}
