import { useState } from 'react';
import { toast } from 'sonner';
import { assinaturaUi as ui } from '@secretaria/shared/assinatura-schemas';
import { msg } from '@secretaria/shared/messages';
import { PLAN_IDS, PLANS, formatBRL, type PlanId } from '@secretaria/shared/plans';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useChangePlan, usePlanChangePreview } from '../api/assinatura';
import { formatLongDate } from '../utils/assinatura-display';

type ChangePlanDialogProps = {
  instanceId: string;
  currentPlan: PlanId | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * 'Alterar plano': the three plans, and for the chosen one, before confirming, what the provider
 * will charge or credit now (its own proration) and whether the professionals fit the plan.
 */
export function ChangePlanDialog({
  instanceId,
  currentPlan,
  open,
  onOpenChange,
}: ChangePlanDialogProps) {
  const [plano, setPlano] = useState<PlanId | null>(null);
  const preview = usePlanChangePreview(instanceId, open ? plano : null);
  const change = useChangePlan(instanceId);
  const data = preview.data;

  function handleOpenChange(next: boolean) {
    if (change.isPending) return;
    if (!next) setPlano(null);
    onOpenChange(next);
  }

  async function confirm() {
    if (!plano || !data) return;
    try {
      await change.mutateAsync({ plano, proration_date: data.proration_date });
      toast.success(ui.planChanged(PLANS[plano].label));
      setPlano(null);
      onOpenChange(false);
    } catch (error) {
      toast.error(errorMessage(error, msg.unexpected));
    }
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ui.changePlanTitle}</DialogTitle>
          <DialogDescription>{ui.changePlanDescription}</DialogDescription>
        </DialogHeader>
        <RadioGroup
          aria-label={ui.changePlanTitle}
          value={plano ?? ''}
          onValueChange={(value) => setPlano(value as PlanId)}
          className="gap-2"
        >
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            const current = id === currentPlan;
            return (
              <Label
                key={id}
                htmlFor={`plano-${id}`}
                className="flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 has-[[data-disabled]]:cursor-not-allowed has-[[data-disabled]]:opacity-60 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
              >
                <RadioGroupItem id={`plano-${id}`} value={id} disabled={current} />
                <span className="grid flex-1 gap-0.5">
                  <span className="font-medium">
                    {plan.label}
                    {current ? ` (${ui.currentPlan})` : ''}
                  </span>
                  <span className="text-xs font-normal text-muted-foreground">
                    {ui.upToProfessionals(plan.maxProfissionais)}
                  </span>
                </span>
                <span className="text-sm font-medium tabular-nums">
                  {formatBRL(plan.priceCents)}
                  <span className="text-xs font-normal text-muted-foreground">{ui.perMonth}</span>
                </span>
              </Label>
            );
          })}
        </RadioGroup>
        {plano ? (
          <div aria-live="polite" className="grid gap-2 text-sm" data-testid="plan-change-preview">
            {preview.isPending ? (
              <p className="flex items-center gap-2 text-muted-foreground">
                <Spinner label={undefined} className="size-4" />
                {ui.previewLoading}
              </p>
            ) : preview.isError || !data ? (
              <Alert variant="destructive" title={ui.previewError}>
                {errorMessage(preview.error, msg.unexpected)}
              </Alert>
            ) : (
              <>
                {data.allowed ? (
                  <>
                    <p className="font-medium">
                      {data.amount_due_cents > 0
                        ? ui.chargeNow(formatBRL(data.amount_due_cents))
                        : ui.creditNow(formatBRL(data.credit_cents))}
                    </p>
                    {data.renewal_date ? (
                      <p className="text-muted-foreground">
                        {ui.nextRenewal(
                          formatLongDate(data.renewal_date) ?? '',
                          formatBRL(data.monthly_price_cents),
                        )}
                      </p>
                    ) : null}
                    <p className="text-muted-foreground">{data.message}</p>
                  </>
                ) : (
                  <Alert variant="destructive" title={data.planLabel}>
                    {data.message}
                  </Alert>
                )}
              </>
            )}
          </div>
        ) : null}
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            size="lg"
            disabled={change.isPending}
            onClick={() => handleOpenChange(false)}
          >
            {msg.cancel}
          </Button>
          <Button
            type="button"
            size="lg"
            disabled={!data?.allowed || change.isPending || preview.isFetching}
            onClick={() => void confirm()}
          >
            {change.isPending ? ui.changing : ui.confirmChange}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
