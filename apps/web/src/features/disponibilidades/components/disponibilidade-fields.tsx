import { Link } from 'react-router';
import { msg } from '@secretaria/shared/messages';
import { FormField } from '@/components/ui/form-field';
import { OptionSelect } from '@/components/ui/option-select';
import { TimeInput } from '@/components/ui/time-input';

export type Option = { id: string; nome: string };
export type DisponibilidadeValues = {
  localizacao_id: string;
  hora_inicio: string;
  hora_fim: string;
  servico_ids: string[];
};

type DisponibilidadeFieldsProps = {
  values: DisponibilidadeValues;
  errors: Record<string, string>;
  onChange: (values: DisponibilidadeValues) => void;
  localizacoes: Option[];
  servicos: Option[];
  linkServicosHref: string;
};

/**
 * Localização, Início, Fim and the services the professional performs (spec §5 Availability):
 * a window can only offer what its professional does, with a link to link more.
 */
export function DisponibilidadeFields({
  values,
  errors,
  onChange,
  localizacoes,
  servicos,
  linkServicosHref,
}: DisponibilidadeFieldsProps) {
  const set = (patch: Partial<DisponibilidadeValues>) => onChange({ ...values, ...patch });
  const toggleServico = (id: string, checked: boolean) =>
    set({
      servico_ids: checked
        ? [...values.servico_ids, id]
        : values.servico_ids.filter((s) => s !== id),
    });
  return (
    <>
      <FormField id="disponibilidade-localizacao" label="Localização" error={errors.localizacao_id}>
        <OptionSelect
          value={values.localizacao_id}
          onValueChange={(id) => set({ localizacao_id: id })}
          options={localizacoes.map((l) => ({ id: l.id, label: l.nome }))}
          placeholder="Selecione uma localização"
        />
      </FormField>
      {localizacoes.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nenhuma localização cadastrada para esta instância.
        </p>
      ) : null}
      {/* 24-hour HH:MM in every browser language; the two stay aligned when one has a message. */}
      <div className="grid grid-cols-2 items-start gap-4">
        <FormField id="disponibilidade-inicio" label="Início" error={errors.hora_inicio}>
          <TimeInput
            value={values.hora_inicio}
            onValueChange={(hora_inicio) => set({ hora_inicio })}
          />
        </FormField>
        <FormField id="disponibilidade-fim" label="Fim" error={errors.hora_fim}>
          <TimeInput value={values.hora_fim} onValueChange={(hora_fim) => set({ hora_fim })} />
        </FormField>
      </div>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.servico_ids ? 'disponibilidade-servicos-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium">Serviços</legend>
        {servicos.length === 0 ? (
          <p className="text-sm text-muted-foreground">{msg.disponibilidadeNoLinkedServices}</p>
        ) : (
          <div className="grid max-h-48 gap-2 overflow-y-auto sm:grid-cols-2">
            {servicos.map((s) => (
              <label key={s.id} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 cursor-pointer accent-primary"
                  checked={values.servico_ids.includes(s.id)}
                  onChange={(e) => toggleServico(s.id, e.target.checked)}
                />
                {s.nome}
              </label>
            ))}
          </div>
        )}
        <Link
          to={linkServicosHref}
          className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {msg.disponibilidadeLinkServices}
        </Link>
        {errors.servico_ids ? (
          <p id="disponibilidade-servicos-error" className="text-sm font-medium text-destructive">
            {errors.servico_ids}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
