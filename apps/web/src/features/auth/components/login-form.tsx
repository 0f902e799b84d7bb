import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
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

type LoginFormProps = {
  plan: PlanId | null;
  /** The e-mail the owner just registered with: only the password is left to type. */
  initialEmail?: string;
  /** A new attempt starts: notices of the past give way to its outcome. */
  onAttempt?: () => void;
};

/** The server's words when they say more than the spec's notice (too many attempts, offline). */
function loginErrorDetail(error: unknown): string | null {
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
  const detail = errorMessage(error, msg.loginErrorFallback);
  return detail === msg.loginErrorFallback ? null : detail;
}

/**
 * Spec §4 sign-in. Errors stay in the form, once (no toast: on a phone it covered msg.signIn, and
 * it followed the owner into the panel after the next, successful attempt).
 */
export function LoginForm({ plan, initialEmail = '', onAttempt }: LoginFormProps) {
  const { signIn } = useAuth();
  const [loginError, setLoginError] = useState<LoginErrorState>('none');
  const [errorDetail, setErrorDetail] = useState<string | null>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState('');
  const [resendState, setResendState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [resendError, setResendError] = useState('');
  const form = useForm({
    resolver: zodResolver(LoginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: initialEmail, senha: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    onAttempt?.();
    setLoginError('none');
    setErrorDetail(null);
    setResendState('idle');
    try {
      await signIn(values, plan);
    } catch (error) {
      if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
        setUnconfirmedEmail(values.email);
        setLoginError('email_not_confirmed');
      } else {
        setErrorDetail(loginErrorDetail(error));
        setLoginError('login_failed');
      }
    }
  }, onAttempt);

  async function handleResend() {
    setResendState('sending');
    try {
      await sendVerificationEmail(unconfirmedEmail, plan);
      setResendState('sent');
    } catch (error) {
      setResendError(errorMessage(error, msg.unexpected));
      setResendState('failed');
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label={msg.signIn}>
      {loginError === 'email_not_confirmed' ? (
        <Alert variant="destructive" title={msg.loginErrorTitle}>
          <p>{msg.emailNotConfirmed}</p>
          {resendState === 'sent' ? (
            <p className="mt-2 font-medium" role="status">
              {msg.confirmationResent}
            </p>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void handleResend()}
              disabled={resendState === 'sending'}
            >
              {resendState === 'sending' ? msg.resendingConfirmation : msg.resendConfirmation}
            </Button>
          )}
          {resendState === 'failed' ? (
            <p className="mt-2">
              {msg.resendConfirmationError}: {resendError}
            </p>
          ) : null}
        </Alert>
      ) : null}
      {loginError === 'login_failed' ? (
        <Alert variant="destructive" title={msg.loginErrorTitle}>
          <p>{msg.loginFailedNotice}</p>
          {errorDetail ? <p>{errorDetail}</p> : null}
        </Alert>
      ) : null}

      <FormField id="login-email" label={msg.emailLabel} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={msg.emailPlaceholder}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="login-senha"
        label={msg.passwordLabel}
        error={errors.senha?.message}
        labelAside={<ForgotPasswordDialog getInitialEmail={() => form.getValues('email')} />}
      >
        <Input type="password" autoComplete="current-password" {...form.register('senha')} />
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting ? msg.signingIn : msg.signIn}
      </Button>
    </form>
  );
}
