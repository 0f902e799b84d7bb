import type { ConversaResumo } from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import { cn } from '@/lib/utils';

const STYLES: Record<ConversaResumo['estado'], string> = {
  ativo: 'bg-success/15 text-success',
  pausado: 'bg-secondary text-secondary-foreground',
  aguardando_dono: 'bg-warning/25 text-foreground',
};

/** IA ativa, IA pausada or Aguardando você. */
export function EstadoBadge({ estado }: { estado: ConversaResumo['estado'] }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap',
        STYLES[estado],
      )}
    >
      {msg.conversas.estados[estado]}
    </span>
  );
}
