import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { contaUi as ui, msg } from '@secretaria/shared/messages';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDeleteConta } from '../api/conta-lgpd';

type DeleteContaDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account is gone and the server ended the session: the caller leaves the panel. */
  onDeleted: () => void;
};

/**
 * 'Excluir minha conta': what goes, that it cannot be undone, and the password that confirms it.
 * A wrong password is shown under the field; any other failure (the payment provider or the
 * WhatsApp gateway down) as a toast, with the dialog kept open to try again.
 */
export function DeleteContaDialog({ open, onOpenChange, onDeleted }: DeleteContaDialogProps) {
  const deleter = useDeleteConta();
  const [senha, setSenha] = useState('');
  const [senhaError, setSenhaError] = useState<string | undefined>();
  const isPending = deleter.isPending;

  function handleOpenChange(next: boolean) {
    if (isPending) return;
    if (!next) {
      setSenha('');
      setSenhaError(undefined);
    }
    onOpenChange(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (senha === '') {
      setSenhaError(ui.passwordRequired);
      return;
    }
    try {
      await deleter.mutateAsync(senha);
      toast.success(ui.deleted, { description: ui.deletedDescription });
      onDeleted();
    } catch (error) {
      const fieldError = isApiError(error) ? error.fields?.senha : undefined;
      if (fieldError) setSenhaError(fieldError);
      else toast.error(ui.deleteError, { description: errorMessage(error, msg.unexpected) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ui.deleteTitle}</DialogTitle>
          <DialogDescription>{ui.deleteDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-4">
          <FormField id="excluir-conta-senha" label={ui.passwordLabel} error={senhaError}>
            <Input
              type="password"
              autoComplete="current-password"
              value={senha}
              disabled={isPending}
              onChange={(event) => {
                setSenha(event.target.value);
                setSenhaError(undefined);
              }}
            />
          </FormField>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={isPending}
              onClick={() => handleOpenChange(false)}
            >
              {msg.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={senha === '' || isPending}>
              {isPending ? ui.deleting : ui.deleteConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
