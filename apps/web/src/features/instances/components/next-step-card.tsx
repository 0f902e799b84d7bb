import { useQueries } from '@tanstack/react-query';
import { ArrowRight, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { addDays } from '@secretaria/shared/civil-time';
import { nextStepUi as ui } from '@secretaria/shared/messages';
import { todayIn } from '@secretaria/shared/zoned-time';
import { Button } from '@/components/ui/button';
import {
  disponibilidadeKeys,
  getDisponibilidades,
} from '@/features/disponibilidades/api/get-disponibilidades';
import { useProfissionais, profissionalKeys } from '@/features/profissionais/api/get-profissionais';
import { getProfissionalServicos } from '@/features/profissionais/api/profissional-servicos';
import { useInstanceServicos } from '@/features/servicos/api/get-servicos';
import { nextSetupStep, SETUP_STEPS, type SetupStep } from '../utils/next-setup-step';

/** How far ahead an availability window counts as the professional's (the booking horizon's order). */
const DISPONIBILIDADE_AHEAD_DAYS = 62;

const href = (instanceId: string, step: SetupStep) =>
  step === 'disponibilidade'
    ? `/painel/disponibilidade?instancia=${encodeURIComponent(instanceId)}`
    : `/painel/instancias/${encodeURIComponent(instanceId)}?tab=${step === 'servicos' ? 'servicos' : 'profissionais'}`;

/**
 * Once the WhatsApp is connected: the next thing the attendant needs before it can book
 * ('Agora cadastre seus serviços'), with a link to where it is done. Computed from what exists
 * (the same queries the tabs use, so a save moves it on); nothing once the attendant can book
 * or while the lists load.
 */
export function NextStepCard({ instanceId, timeZone }: { instanceId: string; timeZone: string }) {
  const servicos = useInstanceServicos(instanceId);
  const profissionais = useProfissionais(instanceId);
  const ids = (profissionais.data?.items ?? []).map((p) => p.id);
  const today = todayIn(timeZone);
  const until = addDays(today, DISPONIBILIDADE_AHEAD_DAYS);
  const links = useQueries({
    queries: ids.map((id) => ({
      queryKey: profissionalKeys.servicos(id),
      queryFn: () => getProfissionalServicos(id),
    })),
  });
  const windows = useQueries({
    queries: ids.map((id) => ({
      queryKey: disponibilidadeKeys.range(id, today, until),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getDisponibilidades(id, today, until, signal),
    })),
  });
  const loading =
    !servicos.data || !profissionais.data || [...links, ...windows].some((q) => !q.data);
  if (loading) return null;
  const step = nextSetupStep({
    servicos: servicos.data.length,
    profissionais: ids.length,
    profissionaisComServico: links.filter((q) => (q.data?.length ?? 0) > 0).length,
    profissionaisComDisponibilidade: windows.filter((q) => (q.data?.length ?? 0) > 0).length,
  });
  if (!step) return null;
  const texts = ui.steps[step];
  const done = SETUP_STEPS.indexOf(step);
  return (
    <section
      aria-labelledby="next-step-title"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <ListChecks aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-ink" />
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {ui.label} · {ui.progress(done, SETUP_STEPS.length)}
          </p>
          <h2 id="next-step-title" className="text-base font-semibold">
            {texts.title}
          </h2>
          <p className="text-sm text-muted-foreground">{texts.text}</p>
        </div>
      </div>
      <Button asChild className="h-11 shrink-0">
        <Link to={href(instanceId, step)}>
          {texts.action}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
