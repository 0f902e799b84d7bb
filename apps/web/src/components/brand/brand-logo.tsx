import { MessageCircle } from 'lucide-react';
import { clsx } from 'clsx';

/** The product mark: name plus the spec's 'beta' label. (clsx only: it is on the landing page.) */
export function BrandLogo({
  className,
  inverted = false,
}: {
  className?: string;
  inverted?: boolean;
}) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <span
        className={clsx(
          'flex size-8 items-center justify-center rounded-lg',
          inverted ? 'bg-white/15 text-white' : 'bg-primary text-primary-foreground',
        )}
      >
        <MessageCircle aria-hidden="true" className="size-4.5" />
      </span>
      <span className="text-base font-semibold tracking-tight whitespace-nowrap">
        Secretária IA
      </span>
      <span
        className={clsx(
          'inline-flex items-center rounded-full border px-1.5 text-[0.65rem] font-semibold tracking-wide uppercase',
          inverted
            ? 'border-white/30 bg-white/10 text-white'
            : 'border-transparent bg-primary/10 text-primary-ink',
        )}
      >
        beta
      </span>
    </span>
  );
}
