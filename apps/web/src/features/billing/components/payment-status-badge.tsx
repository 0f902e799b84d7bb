import { cn } from '@/lib/utils';
import { paymentStatusBadge } from '../utils/payment-display';

export function PaymentStatusBadge({ status }: { status: string }) {
  const { label, tone, className } = paymentStatusBadge(status);
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        className,
      )}
    >
      {label}
    </span>
  );
}
