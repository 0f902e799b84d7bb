import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OptionSelect } from '@/components/ui/option-select';
import { type ContatoChoice, ContatoPicker } from './contato-picker';
import { type FreeStarts, StartTimePicker } from './start-time-picker';

export { END_HINT, START_HINT } from './start-time-picker';

export type AgendamentoValues = ContatoChoice & {
  servico_id: string;
  localizacao_id: string;
  nome_atendido: string;
  hora_inicio: string;
  /** Início typed under 'Outro horário' instead of chosen among the free starts. */
  inicio_outro: boolean;
};

type Option = { id: string; nome: string };

type AgendamentoFieldsProps = {
  values: AgendamentoValues;
  errors: Record<string, string>;
  onChange: (values: AgendamentoValues) => void;
  servicos: Option[];
  contatos: (Option & { telefone: string })[];
  localizacoes: Option[];
  freeStarts: FreeStarts;
  horaFim: string;
};

/** Spec §5 Appointment fields; Início waits for a service and a contact, Fim is computed. */
export function AgendamentoFields({
  values,
  errors,
  onChange,
  servicos,
  contatos,
  localizacoes,
  freeStarts,
  horaFim,
}: AgendamentoFieldsProps) {
  const set = (patch: Partial<AgendamentoValues>) => onChange({ ...values, ...patch });
  const canPickStart =
    values.servico_id !== '' && (values.contato_novo || values.contato_id !== '');
  return (
    <>
      <FormField id="agendamento-servico" label="Serviço" error={errors.servico_id}>
        <OptionSelect
          value={values.servico_id}
          // Another service has other free starts: a chosen one is dropped, a typed one kept.
          onValueChange={(id) =>
            set({ servico_id: id, hora_inicio: values.inicio_outro ? values.hora_inicio : '' })
          }
          options={servicos.map((s) => ({ id: s.id, label: s.nome }))}
          placeholder="Selecione um serviço"
        />
      </FormField>
      <ContatoPicker value={values} errors={errors} onChange={set} contatos={contatos} />
      <FormField
        id="agendamento-localizacao"
        label="Localização (opcional)"
        error={errors.localizacao_id}
      >
        <OptionSelect
          value={values.localizacao_id}
          onValueChange={(id) => set({ localizacao_id: id })}
          options={localizacoes.map((l) => ({ id: l.id, label: l.nome }))}
          placeholder="A da disponibilidade"
        />
      </FormField>
      <FormField
        id="agendamento-atendido"
        label="Nome do atendido (opcional)"
        error={errors.nome_atendido}
      >
        <Input
          autoComplete="off"
          maxLength={100}
          value={values.nome_atendido}
          onChange={(e) => set({ nome_atendido: e.target.value })}
        />
      </FormField>
      <StartTimePicker
        horaInicio={values.hora_inicio}
        isOther={values.inicio_outro}
        onChange={(hora_inicio, inicio_outro) => set({ hora_inicio, inicio_outro })}
        disabled={!canPickStart}
        freeStarts={freeStarts}
        error={errors.hora_inicio}
        horaFim={horaFim}
      />
    </>
  );
}
