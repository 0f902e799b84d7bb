import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ResetPasswordFormSchema } from '@secretaria/shared/auth-schemas';
import { msg } from '@secretaria/shared/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { resetPassword } from '../api/reset-password';

type ResetPasswordFormProps = { token: string; onInvalidToken: () => void };

export function ResetPasswordForm({ token, onInvalidToken }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { novaSenha: '', confirmarSenha: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async ({ novaSenha }) => {
    try {
      await resetPassword({ newPassword: novaSenha, token });
    } catch (error) {
      if (isApiError(error) && error.message === msg.resetLinkInvalid) onInvalidToken();
      toast.error(msg.resetPasswordError, { description: errorMessage(error, msg.unexpected) });
      return;
    }
    toast.success(msg.passwordReset, { description: msg.passwordResetText });
    await navigate('/auth', { replace: true });
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <FormField
        id="reset-nova-senha"
        label={msg.newPasswordLabel}
        error={errors.novaSenha?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('novaSenha')} />
      </FormField>
      <FormField
        id="reset-confirmar-senha"
        label={msg.confirmNewPasswordLabel}
        error={errors.confirmarSenha?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('confirmarSenha')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? msg.saving : msg.resetPasswordTitle}
      </Button>
    </form>
  );
}
