import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ForgotPasswordFormSchema } from '@secretaria/shared/auth-schemas';
import { msg } from '@secretaria/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { requestPasswordReset } from '../api/request-password-reset';

export const RESET_REQUESTED_MESSAGE = msg.resetRequested;

export function ForgotPasswordDialog({ getInitialEmail }: { getInitialEmail: () => string }) {
  const [open, setOpen] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ForgotPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  function handleOpenChange(next: boolean) {
    if (next) {
      setIsSent(false);
      setSendError(null);
      form.reset({ email: getInitialEmail() });
    }
    setOpen(next);
  }

  const handleSubmit = form.handleSubmit(async ({ email }) => {
    setSendError(null);
    try {
      await requestPasswordReset(email);
      setIsSent(true);
    } catch (error) {
      setSendError(errorMessage(error, msg.unexpected));
    }
  });

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto p-0 text-xs font-medium">
          {msg.forgotPassword}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{msg.resetPasswordTitle}</DialogTitle>
          <DialogDescription>{msg.resetRequestDescription}</DialogDescription>
        </DialogHeader>
        {isSent ? (
          <>
            <Alert variant="success">{RESET_REQUESTED_MESSAGE}</Alert>
            <DialogFooter>
              <DialogClose asChild>
                <Button>{msg.close}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form
            noValidate
            // The dialog is portalled but React events still bubble to the login form around it.
            onSubmit={(event) => {
              event.stopPropagation();
              void handleSubmit(event);
            }}
            className="grid gap-4"
          >
            {sendError ? (
              <Alert variant="destructive" title={msg.resetRequestError}>
                {sendError}
              </Alert>
            ) : null}
            <FormField id="forgot-email" label={msg.emailLabel} error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{msg.cancel}</Button>
              </DialogClose>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? msg.sending : msg.sendLink}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
