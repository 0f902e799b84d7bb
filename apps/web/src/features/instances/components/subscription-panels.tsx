import type { ReactNode } from 'react';
import { QrCode, ReceiptText } from 'lucide-react';
import type { Instance } from '@secretaria/shared/instances-schemas';
import { isInstanceActive } from '@secretaria/shared/instances-schemas';
import { formatInstancePhone } from '@secretaria/shared/instance-display';
import { planLabel } from '@secretaria/shared/plans';
import { InstanceStatusBadge } from './instance-status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b py-3 last:border-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

function formatDate(iso: string | null): string {
  if (!iso) return 'Não disponível';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Data/hora inválida' : date.toLocaleDateString('pt-BR');
}

/** The ativacao sub-tab: connecting by QR code arrives with the messaging gateway. */
export function ActivationPanel({ instance }: { instance: Instance }) {
  return (
    <div className="grid gap-4">
      <dl className="rounded-lg border px-4">
        <Row label="Número">{formatInstancePhone(instance)}</Row>
        <Row label="Status">
          <InstanceStatusBadge status={instance.status} />
        </Row>
      </dl>
      <div className="flex gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        <QrCode aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <p>
          {isInstanceActive(instance.status)
            ? 'Este número está conectado ao WhatsApp.'
            : 'Este número ainda não está conectado ao WhatsApp.'}{' '}
          A conexão por QR Code será feita aqui assim que a integração com o WhatsApp for ativada
          para a sua conta.
        </p>
      </div>
    </div>
  );
}

/** The gerenciar-assinatura sub-tab: the plan now; payment history arrives with billing. */
export function SubscriptionPanel({ instance }: { instance: Instance }) {
  return (
    <div className="grid gap-4">
      <dl className="rounded-lg border px-4">
        <Row label="Plano">{planLabel(instance.price_id)}</Row>
        <Row label="Renovação">{formatDate(instance.subscription_renewal_date)}</Row>
      </dl>
      <div className="flex gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        <ReceiptText aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <p>
          O histórico de pagamentos e a troca de plano aparecerão aqui quando a cobrança estiver
          ativa para esta instância.
        </p>
      </div>
    </div>
  );
}
