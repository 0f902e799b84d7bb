import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { LoginSchema } from '@secretaria/shared/auth-schemas';
import { msg } from '@secretaria/shared/messages';
import type { PlanId } from '@secretaria/shared/plans';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { sendVerificationEmail } from '../api/send-verification-email';
import { useAuth } from '../hooks/use-auth';
import { ForgotPasswordDialog } from './forgot-password-dialog';

/** Spec §4: the login error state of the sign-in screen. */
export type LoginErrorState = 'none' | 'email_not_confirmed' | 'login_failed';

export function LoginForm({ plan }: { plan: PlanId | null }) {
  const { signIn } = useAuth();
  const [loginError, setLoginError] = useState<LoginErrorState>('none');
  const [unconfirmedEmail, setUnconfirmedEmail] = useState('');
  const [isResending, setIsResending] = useState(false);
  const form = useForm({
    resolver: zodResolver(LoginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', senha: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    setLoginError('none');
    try {
      await signIn(values, plan);
    } catch (error) {
      toast.error(msg.loginErrorTitle, {
        description: errorMessage(error, msg.loginErrorFallback),
      });
      if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
        setUnconfirmedEmail(values.email);
        setLoginError('email_not_confirmed');
      } else {
        setLoginError('login_failed');
      }
    }
  });

  async function handleResend() {
    setIsResending(true);
    try {
      await sendVerificationEmail(unconfirmedEmail, plan);
      toast.success('Email de confirmação reenviado', {
        description: 'Verifique sua caixa de entrada e a pasta de spam.',
      });
    } catch (error) {
      toast.error('Erro ao reenviar email', { description: errorMessage(error, msg.unexpected) });
    } finally {
      setIsResending(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label="Entrar">
      {loginError === 'email_not_confirmed' ? (
        <Alert variant="destructive">
          <p>{msg.emailNotConfirmed}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={handleResend}
            disabled={isResending}
          >
            {isResending ? 'Reenviando...' : 'Reenviar email de confirmação'}
          </Button>
        </Alert>
      ) : null}
      {loginError === 'login_failed' ? (
        <Alert variant="destructive">{msg.loginFailedNotice}</Alert>
      ) : null}

      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="voce@empresa.com.br"
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="login-senha"
        label="Senha"
        error={errors.senha?.message}
        labelAside={<ForgotPasswordDialog getInitialEmail={() => form.getValues('email')} />}
      >
        <Input type="password" autoComplete="current-password" {...form.register('senha')} />
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}
