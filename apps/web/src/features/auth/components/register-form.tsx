import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RegisterSchema } from '@secretaria/shared/auth-schemas';
import { msg } from '@secretaria/shared/messages';
import type { PlanId } from '@secretaria/shared/plans';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '../hooks/use-auth';

const emptyForm = { nome: '', email: '', confirmarEmail: '', senha: '', confirmarSenha: '' };

type RegisterFormProps = { plan: PlanId | null; onRegistered: (email: string) => void };

export function RegisterForm({ plan, onRegistered }: RegisterFormProps) {
  const { signUp } = useAuth();
  const form = useForm({
    resolver: zodResolver(RegisterSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async ({ nome, email, senha }) => {
    try {
      await signUp({ nome, email, senha }, plan);
    } catch (error) {
      // Once, under the field it concerns (a toast would cover msg.signUp on a phone).
      form.setError('email', {
        type: 'server',
        message: errorMessage(error, msg.signUpErrorFallback),
      });
      return;
    }
    form.reset(emptyForm);
    // The screen's notice says it ('Cadastro realizado…') and the sign-in form keeps the e-mail.
    onRegistered(email);
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label={msg.signUp}>
      <FormField id="register-nome" label={msg.nameLabel} error={errors.nome?.message}>
        <Input autoComplete="name" placeholder={msg.namePlaceholder} {...form.register('nome')} />
      </FormField>
      <FormField id="register-email" label={msg.emailLabel} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={msg.emailPlaceholder}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="register-confirmar-email"
        label={msg.confirmEmailLabel}
        error={errors.confirmarEmail?.message}
      >
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.register('confirmarEmail')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-senha" label={msg.passwordLabel} error={errors.senha?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('senha')} />
        </FormField>
        <FormField
          id="register-confirmar-senha"
          label={msg.confirmPasswordLabel}
          error={errors.confirmarSenha?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('confirmarSenha')} />
        </FormField>
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting ? msg.signingUp : msg.signUp}
      </Button>
    </form>
  );
}
