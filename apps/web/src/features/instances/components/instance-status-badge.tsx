import { isInstanceActive } from '@secretaria/shared/instances-schemas';
import { cn } from '@/lib/utils';

/**
 * Spec §4: Ativo is green, anything else grey; the list shows it in lowercase (spec §3). An
 * instance deleted with its data kept says 'encerrada' (docs/decisions/040).
 */
export function InstanceStatusBadge({ status }: { status: string }) {
  const isActive = isInstanceActive(status);
  const label = isActive ? 'ativo' : status === 'Encerrada' ? 'encerrada' : 'inativo';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        isActive
          ? 'border-success/30 bg-success/10 text-success'
          : 'border-border bg-muted text-muted-foreground',
      )}
      data-status={label}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', isActive ? 'bg-success' : 'bg-muted-foreground/60')}
      />
      <span className="sr-only">Status: </span>
      {label}
    </span>
  );
}
