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

/** Spec §3 Payment: Data, Descrição, Valor (BRL) and Status. */
export function PaymentHistoryTable({ payments }: { payments: Payment[] }) {
  return (
    <div className="min-w-0 rounded-lg border">
      <Table
        aria-label="Histórico de pagamentos"
        className="[&_td]:px-2 [&_th]:px-2 sm:[&_td]:px-3 sm:[&_th]:px-3"
      >
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Data</TableHead>
            <TableHead>Descrição</TableHead>
            <TableHead className="text-right">Valor</TableHead>
            <TableHead>Status</TableHead>
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
