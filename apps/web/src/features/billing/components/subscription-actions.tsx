import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { assinaturaUi as ui } from '@secretaria/shared/assinatura-schemas';
import type { SubscriptionResponse } from '@secretaria/shared/billing-schemas';
import type { Instance } from '@secretaria/shared/instances-schemas';
import { msg } from '@secretaria/shared/messages';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useCancelSubscription } from '../api/assinatura';
import { formatLongDate } from '../utils/assinatura-display';
import { ChangePlanDialog } from './change-plan-dialog';
import { DeleteInstanceDialog } from './delete-instance-dialog';

type Open = 'plan' | 'cancel' | 'delete' | null;

/**
 * The owner's way out and across (issue 25): 'Alterar plano', 'Cancelar assinatura' at the
 * period's end with the date said, 'Reativar assinatura' until then, and 'Excluir instância'.
 */
export function SubscriptionActions({
  instance,
  subscription,
}: {
  instance: Instance;
  subscription: SubscriptionResponse | undefined;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const cancel = useCancelSubscription(instance.id);
  const closed = subscription?.closed ?? false;
  const running =
    !closed &&
    subscription?.providerStatus != null &&
    !['canceled', 'incomplete_expired'].includes(subscription.providerStatus);
  const cancelDate = formatLongDate(subscription?.cancel_at);
  const endDate = formatLongDate(subscription?.subscription_renewal_date);

  async function setCancelled(value: boolean) {
    try {
      await cancel.mutateAsync(value);
      toast.success(value ? ui.cancelled : ui.reactivated);
      setOpen(null);
    } catch (error) {
      toast.error(errorMessage(error, msg.unexpected));
    }
  }

  return (
    <section
      aria-labelledby="subscription-actions-title"
      className="grid min-w-0 grid-cols-1 gap-3"
    >
      <h3 id="subscription-actions-title" className="text-base font-semibold">
        {ui.actionsTitle}
      </h3>
      {closed ? <Alert title={ui.closedInstance}>{ui.closedNotice}</Alert> : null}
      {running && cancelDate ? (
        <Alert title={ui.cancelScheduled(cancelDate)}>{ui.cancelNotice(cancelDate)}</Alert>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {running && !cancelDate ? (
          <>
            <Button size="lg" onClick={() => setOpen('plan')}>
              {ui.changePlan}
            </Button>
            <Button size="lg" variant="outline" onClick={() => setOpen('cancel')}>
              {ui.cancelSubscription}
            </Button>
          </>
        ) : null}
        {running && cancelDate ? (
          <Button size="lg" disabled={cancel.isPending} onClick={() => void setCancelled(false)}>
            {cancel.isPending ? ui.reactivating : ui.reactivate}
          </Button>
        ) : null}
        <Button
          size="lg"
          variant="ghost"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive sm:ml-auto"
          onClick={() => setOpen('delete')}
        >
          {ui.deleteInstance}
        </Button>
      </div>
      <ChangePlanDialog
        instanceId={instance.id}
        currentPlan={subscription?.price_id ?? instance.price_id ?? null}
        open={open === 'plan'}
        onOpenChange={(next) => setOpen(next ? 'plan' : null)}
      />
      <ConfirmDialog
        open={open === 'cancel'}
        onOpenChange={(next) => {
          if (!cancel.isPending) setOpen(next ? 'cancel' : null);
        }}
        title={ui.cancelTitle}
        description={endDate ? ui.cancelDescription(endDate) : ui.cancelDescriptionNoDate}
        cancelLabel={ui.keepSubscription}
        confirmLabel={ui.confirmCancel}
        pendingLabel={ui.cancelling}
        isPending={cancel.isPending}
        onConfirm={() => void setCancelled(true)}
      />
      <DeleteInstanceDialog
        key={closed ? 'closed' : 'open'}
        instanceId={instance.id}
        instanceName={instance.name ?? ''}
        closed={closed}
        open={open === 'delete'}
        onOpenChange={(next) => setOpen(next ? 'delete' : null)}
        onDeleted={(dados) => {
          if (dados === 'apagar') void navigate('/painel/instancias');
        }}
      />
    </section>
  );
}
