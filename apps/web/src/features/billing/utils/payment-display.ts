import { paymentStatusLabel, type PaymentTone } from '@secretaria/shared/billing-schemas';
import { msg } from '@secretaria/shared/messages';

/** Badge colours per tone, readable in both themes (text keeps ≥ 4.5:1 on its tinted fill). */
export const PAYMENT_TONE_CLASSES: Record<PaymentTone, string> = {
  green:
    'border-emerald-600/30 bg-emerald-500/10 text-emerald-800 dark:border-emerald-400/30 dark:text-emerald-300',
  yellow:
    'border-amber-500/40 bg-amber-400/15 text-amber-900 dark:border-amber-300/30 dark:text-amber-200',
  red: 'border-red-600/30 bg-red-500/10 text-red-800 dark:border-red-400/30 dark:text-red-300',
  blue: 'border-blue-600/30 bg-blue-500/10 text-blue-800 dark:border-blue-400/30 dark:text-blue-300',
  purple:
    'border-purple-600/30 bg-purple-500/10 text-purple-800 dark:border-purple-400/30 dark:text-purple-300',
  grey: 'border-border bg-muted text-muted-foreground',
};

/** Spec §4 payment status: its pt-BR label, tone and badge classes. */
export function paymentStatusBadge(status: string) {
  const { label, tone } = paymentStatusLabel(status);
  return { label, tone, className: PAYMENT_TONE_CLASSES[tone] };
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/MM/yyyy in the browser's zone; spec §8 texts for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return msg.notAvailable;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? msg.dateTimeInvalid : dateFormat.format(date);
}
