import type { ReactNode } from 'react';
import { assinaturaUi } from '@secretaria/shared/assinatura-schemas';
import type { Instance } from '@secretaria/shared/instances-schemas';
import { msg } from '@secretaria/shared/messages';
import { planLabel } from '@secretaria/shared/plans';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSubscription } from '../api/get-subscription';
import { formatDate } from '../utils/payment-display';
import { PaymentHistoryTable } from './payment-history';
import { SubscriptionActions } from './subscription-actions';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b py-3 last:border-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/**
 * The gerenciar-assinatura sub-tab (spec §2, §4 "Plan label"): the plan, the status (always
 * 'Ativo'), the renewal date and the provider's payment history. Until the subscription
 * arrives, or if it cannot, the plan and date come from the instance itself.
 */
export function SubscriptionTab({ instance }: { instance: Instance }) {
  const subscription = useSubscription(instance.id);
  const data = subscription.data;
  const historyFailed = subscription.isError || data?.paymentsAvailable === false;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <section aria-labelledby="subscription-plan-title" className="grid min-w-0 grid-cols-1 gap-3">
        <h3 id="subscription-plan-title" className="text-base font-semibold">
          {msg.planDetailsTitle}
        </h3>
        <dl className="rounded-lg border px-4">
          <Row label={msg.planFieldLabel}>{data?.planLabel ?? planLabel(instance.price_id)}</Row>
          <Row label={msg.statusLabel}>
            {data?.closed ? (
              <span className="inline-flex items-center rounded-full border bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                {assinaturaUi.statusEnded}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1.5 rounded-full border border-success/30 bg-success/10 px-2.5 py-0.5 text-xs font-medium text-success">
                <span aria-hidden="true" className="size-2 rounded-full bg-success" />
                {data?.status ?? 'Ativo'}
              </span>
            )}
          </Row>
          <Row label={msg.nextRenewalLabel}>
            <span className="tabular-nums">
              {formatDate(
                data?.closed
                  ? null
                  : data
                    ? data.subscription_renewal_date
                    : instance.subscription_renewal_date,
              )}
            </span>
          </Row>
        </dl>
      </section>
      <SubscriptionActions instance={instance} subscription={data} />
      <section
        aria-labelledby="subscription-payments-title"
        className="grid min-w-0 grid-cols-1 gap-3"
      >
        <h3 id="subscription-payments-title" className="text-base font-semibold">
          {msg.paymentHistoryTitle}
        </h3>
        {subscription.isPending ? (
          <div className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
            <Spinner label={undefined} className="size-4" />
            {msg.loadingPayments}
          </div>
        ) : historyFailed || !data ? (
          <div className="grid justify-items-start gap-3">
            <Alert variant="destructive" title={msg.paymentHistoryError}>
              {msg.paymentHistoryErrorText}
            </Alert>
            <Button variant="outline" size="sm" onClick={() => void subscription.refetch()}>
              {msg.retry}
            </Button>
          </div>
        ) : data.payments.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
            {msg.noPayments}
          </p>
        ) : (
          <PaymentHistoryTable payments={data.payments} />
        )}
      </section>
    </div>
  );
}
