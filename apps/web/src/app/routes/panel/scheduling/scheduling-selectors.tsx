import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock, UserRound } from 'lucide-react';
import { instanceLabel } from '@secretaria/shared/instance-display';
import type { Instance } from '@secretaria/shared/instances-schemas';
import type { Profissional } from '@secretaria/shared/profissionais-schemas';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import type { SchedulingTarget } from './use-scheduling-target';

export const NO_PROFISSIONAIS =
  'Nenhum profissional cadastrado para esta instância. Cadastre pelo menos um profissional para visualizar o calendário.';

type SchedulingSelectorsProps = {
  target: SchedulingTarget;
  /** Shown until both are chosen (spec §2 texts). */
  prompt: string;
  /** 'Tentar novamente', or the agenda's 'Atualizar' once its retries are spent (spec §7). */
  retryLabel: string;
  children: (chosen: { instance: Instance; profissional: Profissional }) => ReactNode;
};

/** Instance and professional pickers, then the screen for that professional. */
export function SchedulingSelectors({
  target,
  prompt,
  retryLabel,
  children,
}: SchedulingSelectorsProps) {
  const { instances, instanceList, instance, profissionais, profissionalList, profissional } =
    target;

  if (instances.isPending) return <Loading text="Carregando instâncias..." />;
  if (instances.isError) {
    return (
      <LoadError
        title="Erro ao buscar instâncias"
        error={instances.error}
        fallback="Não foi possível carregar as instâncias"
        retryLabel={retryLabel}
        onRetry={() => void instances.refetch()}
      />
    );
  }
  if (instanceList.length === 0) {
    return (
      <EmptyState
        icon={CalendarClock}
        title={prompt}
        description="Você ainda não tem instâncias cadastradas. Conecte um número de WhatsApp e cadastre seus profissionais para montar o calendário."
        action={
          <Link to="/painel/instancias" className={buttonClasses({ variant: 'outline' })}>
            Ir para Instâncias
          </Link>
        }
      />
    );
  }

  let body: ReactNode;
  if (!instance) body = <EmptyState icon={CalendarClock} title={prompt} />;
  else if (profissionais.isPending) body = <Loading text="Carregando profissionais..." />;
  else if (profissionais.isError)
    body = (
      <LoadError
        title="Erro ao buscar profissionais"
        error={profissionais.error}
        fallback="Não foi possível carregar os profissionais"
        retryLabel={retryLabel}
        onRetry={() => void profissionais.refetch()}
      />
    );
  else if (profissionalList.length === 0)
    body = (
      <EmptyState
        icon={UserRound}
        title={NO_PROFISSIONAIS}
        action={
          <Link
            to={`/painel/instancias/${instance.id}?tab=profissionais`}
            className={buttonClasses({ variant: 'outline' })}
          >
            Cadastrar profissional
          </Link>
        }
      />
    );
  else if (!profissional) body = <EmptyState icon={CalendarClock} title={prompt} />;
  else body = children({ instance, profissional });

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Picker
          id="scheduling-instance"
          label="Instância"
          placeholder="Selecione uma instância"
          value={instance?.id}
          options={instanceList.map((i) => ({ id: i.id, label: instanceLabel(i) }))}
          onChange={target.selectInstance}
        />
        <Picker
          id="scheduling-profissional"
          label="Profissional"
          placeholder="Selecione um profissional"
          value={profissional?.id}
          disabled={!instance || profissionalList.length === 0}
          options={profissionalList.map((p) => ({ id: p.id, label: p.nome }))}
          onChange={target.selectProfissional}
        />
      </div>
      {body}
    </div>
  );
}

type PickerProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string | undefined;
  disabled?: boolean;
  options: { id: string; label: string }[];
  onChange: (id: string) => void;
};

function Picker({ id, label, placeholder, value, disabled, options, onChange }: PickerProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <OptionSelect
        id={id}
        value={value ?? ''}
        onValueChange={onChange}
        disabled={disabled}
        options={options}
        placeholder={placeholder}
      />
    </div>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <div className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
      <Spinner label={undefined} className="size-4" />
      {text}
    </div>
  );
}

type LoadErrorProps = {
  title: string;
  error: unknown;
  fallback: string;
  retryLabel: string;
  onRetry: () => void;
};

function LoadError({ title, error, fallback, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <div className="grid justify-items-start gap-3">
      <Alert variant="destructive" title={title}>
        {errorMessage(error, fallback)}
      </Alert>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
