import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { assinaturaUi as ui, type AssinaturaDados } from '@secretaria/shared/assinatura-schemas';
import { msg } from '@secretaria/shared/messages';
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
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { errorMessage } from '@/lib/api-client';
import { useDeleteInstance } from '../api/assinatura';

type DeleteInstanceDialogProps = {
  instanceId: string;
  instanceName: string;
  /** A closed instance's data was kept: the only choice left is to erase it. */
  closed: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: (dados: AssinaturaDados) => void;
};

const OPTIONS: { value: AssinaturaDados; label: string; hint: string }[] = [
  { value: 'manter', label: ui.keepData, hint: ui.keepDataHint },
  { value: 'apagar', label: ui.eraseData, hint: ui.eraseDataHint },
];

/**
 * 'Excluir instância' (docs/decisions/040): what happens (subscription cancelled now, WhatsApp
 * removed), the owner's choice of keeping or erasing the data, and the instance's name typed to
 * confirm. A failure keeps the dialog open with the server's pt-BR reason.
 */
export function DeleteInstanceDialog({
  instanceId,
  instanceName,
  closed,
  open,
  onOpenChange,
  onDeleted,
}: DeleteInstanceDialogProps) {
  const deleter = useDeleteInstance(instanceId);
  const [dados, setDados] = useState<AssinaturaDados | null>(closed ? 'apagar' : null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const matches = typed.trim() === instanceName.trim();

  function handleOpenChange(next: boolean) {
    if (deleter.isPending) return;
    if (!next) {
      setTyped('');
      setTypedError(undefined);
      setDados(closed ? 'apagar' : null);
    }
    onOpenChange(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!dados) return;
    if (!matches) {
      setTypedError(ui.confirmNameMismatch);
      return;
    }
    try {
      await deleter.mutateAsync(dados);
      toast.success(dados === 'apagar' ? ui.deletedErased : ui.deletedKept);
      onOpenChange(false);
      onDeleted(dados);
    } catch (error) {
      toast.error(errorMessage(error, msg.unexpected));
    }
  }

  const options = closed ? OPTIONS.filter((option) => option.value === 'apagar') : OPTIONS;
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ui.deleteTitle}</DialogTitle>
          <DialogDescription>{closed ? ui.eraseDataHint : ui.deleteDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-4">
          {closed ? null : (
            <RadioGroup
              aria-label={ui.deleteTitle}
              value={dados ?? ''}
              onValueChange={(value) => setDados(value as AssinaturaDados)}
              className="gap-2"
            >
              {options.map((option) => (
                <Label
                  key={option.value}
                  htmlFor={`dados-${option.value}`}
                  className="flex min-h-14 cursor-pointer items-start gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                >
                  <RadioGroupItem
                    id={`dados-${option.value}`}
                    value={option.value}
                    className="mt-0.5"
                  />
                  <span className="grid gap-1">
                    <span className="font-medium">{option.label}</span>
                    <span className="text-xs leading-snug font-normal text-muted-foreground">
                      {option.hint}
                    </span>
                  </span>
                </Label>
              ))}
            </RadioGroup>
          )}
          <FormField
            id="excluir-instancia-nome"
            label={ui.confirmNameLabel(instanceName)}
            error={typedError}
          >
            <Input
              autoComplete="off"
              value={typed}
              disabled={deleter.isPending}
              className="h-11"
              onChange={(event) => {
                setTyped(event.target.value);
                setTypedError(undefined);
              }}
            />
          </FormField>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              size="lg"
              disabled={deleter.isPending}
              onClick={() => handleOpenChange(false)}
            >
              {msg.cancel}
            </Button>
            <Button
              type="submit"
              variant="destructive"
              size="lg"
              disabled={!dados || !matches || deleter.isPending}
            >
              {deleter.isPending ? ui.deleting : ui.confirmDelete}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
