import { instanceLabel } from '@secretaria/shared/instance-display';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { QueryErrorAlert } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { AGENDA_TEXTS as T } from '@/features/agenda/agenda-texts';
import { SectionErrorBoundary } from '@/components/ui/section-error-boundary';
import { TeamDayBoard } from './team-day-board';
import type { SchedulingTarget } from './use-scheduling-target';

type TeamSectionProps = {
  target: SchedulingTarget;
  onOpenProfissional: (profissionalId: string, dia: string) => void;
};

/** The team view's instance (picked when there are several), then the whole team's day. */
export function TeamSection({ target, onOpenProfissional }: TeamSectionProps) {
  const { instances, instanceList, instance, profissionais, profissionalList } = target;
  const loading = (text: string) => (
    <div className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
      <Spinner label={undefined} className="size-4" />
      {text}
    </div>
  );
  let body;
  if (instances.isPending) return loading('Carregando instâncias...');
  if (instances.isError)
    return (
      <QueryErrorAlert
        title="Erro ao buscar instâncias"
        error={instances.error}
        fallback="Não foi possível carregar as instâncias"
        onRetry={() => void instances.refetch()}
      />
    );
  if (!instance) body = <p className="text-sm text-muted-foreground">Selecione uma instância.</p>;
  else if (profissionais.isPending) body = loading('Carregando profissionais...');
  else if (profissionais.isError)
    body = (
      <QueryErrorAlert
        title="Erro ao buscar profissionais"
        error={profissionais.error}
        fallback="Não foi possível carregar os profissionais"
        onRetry={() => void profissionais.refetch()}
      />
    );
  else if (profissionalList.length === 0)
    body = <p className="text-sm text-muted-foreground">{T.teamEmpty}</p>;
  else
    body = (
      <SectionErrorBoundary>
        <TeamDayBoard
          key={instance.id}
          instanceId={instance.id}
          timeZone={instance.timezone}
          profissionais={profissionalList}
          onOpenProfissional={onOpenProfissional}
        />
      </SectionErrorBoundary>
    );
  return (
    <div className="grid min-w-0 gap-4">
      {instanceList.length > 1 ? (
        <div className="grid gap-2 sm:max-w-sm">
          <Label htmlFor="scheduling-instance">Instância</Label>
          <OptionSelect
            id="scheduling-instance"
            value={instance?.id ?? ''}
            onValueChange={target.selectInstance}
            options={instanceList.map((i) => ({ id: i.id, label: instanceLabel(i) }))}
            placeholder="Selecione uma instância"
          />
        </div>
      ) : null}
      {body}
    </div>
  );
}
