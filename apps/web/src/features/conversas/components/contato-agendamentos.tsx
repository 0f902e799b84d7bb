import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import type { ConversaAgendamento } from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import { cn } from '@/lib/utils';

const t = msg.conversas;
const ddmmyyyy = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;

/** The contact's upcoming appointments, each with a link to its day on the Agenda. */
export function ContatoAgendamentos({
  instanceId,
  agendamentos,
  className,
}: {
  instanceId: string;
  agendamentos: ConversaAgendamento[];
  className?: string;
}) {
  return (
    <section
      aria-labelledby="proximos-agendamentos"
      className={cn('grid content-start gap-2', className)}
    >
      <h3 id="proximos-agendamentos" className="text-sm font-semibold">
        {t.upcoming}
      </h3>
      {agendamentos.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noUpcoming}</p>
      ) : (
        <ul className="grid gap-2">
          {agendamentos.map((a) => {
            const params = new URLSearchParams({
              instancia: instanceId,
              profissional: a.profissional.id,
              dia: a.data_agendamento,
            });
            return (
              <li key={a.id} className="grid gap-0.5 rounded-lg border bg-card p-3 text-sm">
                <span className="font-medium tabular-nums">
                  {ddmmyyyy(a.data_agendamento)} · {a.hora_inicio}–{a.hora_fim}
                </span>
                <span className="break-words">{a.servico.nome}</span>
                <span className="break-words text-muted-foreground">{a.profissional.nome}</span>
                <Link
                  to={`/painel/agenda?${params}`}
                  className="mt-1 inline-flex items-center gap-1 text-primary-ink touch:min-h-11 underline-offset-4 hover:underline"
                >
                  <CalendarDays aria-hidden="true" className="size-4" />
                  {t.openAgendaDay}
                  <span className="sr-only"> {ddmmyyyy(a.data_agendamento)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
