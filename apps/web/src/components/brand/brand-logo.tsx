import { MessageCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** The product mark: name plus the spec's 'beta' label. */
export function BrandLogo({
  className,
  inverted = false,
}: {
  className?: string;
  inverted?: boolean;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span
        className={cn(
          'flex size-8 items-center justify-center rounded-lg',
          inverted ? 'bg-white/15 text-white' : 'bg-primary text-primary-foreground',
        )}
      >
        <MessageCircle aria-hidden="true" className="size-4.5" />
      </span>
      <span className="text-base font-semibold tracking-tight whitespace-nowrap">
        Secretária IA
      </span>
      <Badge
        className={cn(
          'px-1.5 py-0 text-[0.65rem] uppercase',
          inverted && 'border-white/30 bg-white/10 text-white',
        )}
      >
        beta
      </Badge>
    </span>
  );
}
