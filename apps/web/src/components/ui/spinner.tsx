import { Loader2 } from 'lucide-react';
import { msg } from '@secretaria/shared/messages';
import { cn } from '@/lib/utils';

type SpinnerProps = { className?: string; label?: string };

/** An announced loading indicator; pass label={undefined} inside buttons that already say it. */
export function Spinner({ className, label = 'Carregando' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <Loader2 aria-hidden="true" className={cn('size-5 animate-spin text-primary', className)} />
    </span>
  );
}

/** A page-sized wait that says what it waits for (a bare spinner tells nobody anything). */
export function FullPageSpinner({ label = msg.loadingPage }: { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="flex min-h-[60dvh] w-full flex-col items-center justify-center gap-3"
    >
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-primary" />
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}
