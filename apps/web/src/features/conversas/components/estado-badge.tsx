import type { ConversaResumo } from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import { cn } from '@/lib/utils';

// The colour is in the dot; the text stays the foreground colour (AA on every tint).
const STYLES: Record<ConversaResumo['estado'], { box: string; dot: string }> = {
  ativo: { box: 'bg-success/10', dot: 'bg-success' },
  pausado: { box: 'bg-secondary', dot: 'bg-muted-foreground' },
  aguardando_dono: { box: 'bg-warning/20', dot: 'bg-warning' },
};

/** IA ativa, IA pausada or Aguardando você. */
export function EstadoBadge({ estado }: { estado: ConversaResumo['estado'] }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap text-foreground',
        STYLES[estado].box,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', STYLES[estado].dot)} />
      {msg.conversas.estados[estado]}
    </span>
  );
}

/** 'Não é cliente': the sender is a supplier, a pitch, a scam or a wrong number. */
export function NaoClienteBadge() {
  return (
    <span
      title={msg.conversas.naoClienteHint}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-secondary px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap text-foreground"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-muted-foreground" />
      {msg.conversas.naoCliente}
    </span>
  );
}
