import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { isPlanId, type PlanId } from '@secretaria/shared/plans';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { readPendingInstanceDraft, type PendingInstanceDraft } from '@/lib/pending-instance';
import { readSelectedPlan } from '@/lib/selected-plan';
import { AddInstanceForm } from './add-instance-form';
import { msg } from '@secretaria/shared/messages';

type AddInstanceDialogProps = {
  /** Starts the checkout (billing); resolves true when the browser is leaving for it. */
  onCheckout: (planId: PlanId, draft: PendingInstanceDraft) => Promise<boolean>;
};

/**
 * Spec §2: msg.addInstance opens a dialog, also when the URL carries newInstance=true
 * (with plan preselecting a plan). The form becomes a pending draft and a checkout session.
 */
export function AddInstanceDialog({ onCheckout }: AddInstanceDialogProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = searchParams.get('newInstance') === 'true';
  const plan = searchParams.get('plan');
  // Back from the payment page without paying: the form comes back as it was left.
  const draft = useMemo(() => (open ? readPendingInstanceDraft() : null), [open]);
  const initialPlan = isPlanId(plan) ? plan : draft ? (readSelectedPlan() ?? undefined) : undefined;

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
        {msg.addInstance}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl gap-5">
          <DialogHeader>
            <DialogTitle>{msg.addInstance}</DialogTitle>
            <DialogDescription>{msg.addInstanceDescription}</DialogDescription>
          </DialogHeader>
          <AddInstanceForm
            key={plan ?? ''}
            initialPlan={initialPlan}
            initialDraft={draft}
            onSubmit={onCheckout}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
