import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { isPlanId, planLabel } from '@secretaria/shared/plans';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * Spec §2: 'Adicionar instância' opens a dialog, also when the URL carries newInstance=true
 * (with plan preselecting a plan). The form and checkout arrive with billing; until then the
 * dialog says so plainly.
 */
export function AddInstanceDialog() {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = searchParams.get('newInstance') === 'true';
  const plan = searchParams.get('plan');

  function setOpen(next: boolean) {
    setSearchParams(
      (params) => {
        if (next) params.set('newInstance', 'true');
        else {
          params.delete('newInstance');
          params.delete('plan');
        }
        return params;
      },
      { replace: !next },
    );
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        Adicionar instância
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Adicionar instância</DialogTitle>
            <DialogDescription>
              A contratação de um novo número (escolha do plano e pagamento) estará disponível em
              breve neste painel.
            </DialogDescription>
          </DialogHeader>
          {isPlanId(plan) ? (
            <p className="rounded-lg border bg-muted/50 px-3 py-2 text-sm">
              Plano escolhido: <strong>{planLabel(plan)}</strong>
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            Cada instância é um número de WhatsApp com a sua própria assistente, profissionais,
            serviços e agenda.
          </p>
          <DialogFooter>
            <Button onClick={() => setOpen(false)}>Entendi</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
