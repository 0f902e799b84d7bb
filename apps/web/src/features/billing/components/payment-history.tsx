import type { Payment } from '@secretaria/shared/billing-schemas';
import { formatBRL } from '@secretaria/shared/plans';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDate } from '../utils/payment-display';
import { PaymentStatusBadge } from './payment-status-badge';
import { msg } from '@secretaria/shared/messages';

/**
 * A phone's width has no room for four columns (the last one, the status badge, was cut): each
 * payment is a two-line row there, with its value and status on the right.
 */
function PaymentHistoryList({ payments }: { payments: Payment[] }) {
  return (
    <ul aria-label={LABEL} className="grid divide-y rounded-lg border sm:hidden">
      {payments.map((payment) => (
        <li key={payment.id} className="flex items-start justify-between gap-3 px-3 py-3 text-sm">
          <div className="grid min-w-0 gap-0.5">
            <p className="font-medium break-words">{payment.description}</p>
            <p className="text-xs text-muted-foreground tabular-nums">
              {formatDate(payment.payment_date)}
            </p>
          </div>
          <div className="grid shrink-0 justify-items-end gap-1">
            <p className="font-medium whitespace-nowrap tabular-nums">
              {formatBRL(payment.amount)}
            </p>
            <PaymentStatusBadge status={payment.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const LABEL = msg.paymentHistoryTitle;

/** Spec §3 Payment: Data, Descrição, Valor (BRL) and Status. */
export function PaymentHistoryTable({ payments }: { payments: Payment[] }) {
  return (
    <>
      <PaymentHistoryList payments={payments} />
      <PaymentHistoryColumns payments={payments} />
    </>
  );
}

function PaymentHistoryColumns({ payments }: { payments: Payment[] }) {
  return (
    <div className="hidden min-w-0 rounded-lg border sm:block">
      <Table aria-label={LABEL} className="[&_td]:px-2 [&_th]:px-2 sm:[&_td]:px-3 sm:[&_th]:px-3">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Data</TableHead>
            <TableHead>Descrição</TableHead>
            <TableHead className="text-right">Valor</TableHead>
            <TableHead>{msg.statusLabel}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell className="whitespace-nowrap tabular-nums">
                {formatDate(payment.payment_date)}
              </TableCell>
              <TableCell className="min-w-20">{payment.description}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatBRL(payment.amount)}
              </TableCell>
              <TableCell>
                <PaymentStatusBadge status={payment.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
