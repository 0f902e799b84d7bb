import { Loader2 } from 'lucide-react';
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

export function FullPageSpinner() {
  return (
    <div className="flex min-h-[60dvh] w-full items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
