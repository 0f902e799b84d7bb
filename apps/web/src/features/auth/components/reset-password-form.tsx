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
      toast.error('Erro ao redefinir senha', { description: errorMessage(error, msg.unexpected) });
      return;
    }
    toast.success('Senha redefinida', { description: 'Agora é só entrar com a nova senha.' });
    await navigate('/auth', { replace: true });
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <FormField id="reset-nova-senha" label="Nova Senha" error={errors.novaSenha?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('novaSenha')} />
      </FormField>
      <FormField
        id="reset-confirmar-senha"
        label="Confirmar Nova Senha"
        error={errors.confirmarSenha?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('confirmarSenha')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Salvando...' : 'Redefinir senha'}
      </Button>
    </form>
  );
}
