import { UserPlus, Users } from 'lucide-react';
import { displayPhone, formatPhone } from '@secretaria/shared/phone';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MaskedInput } from '@/components/ui/masked-input';
import { OptionSelect } from '@/components/ui/option-select';
import { AGENDA_TEXTS as T } from '../agenda-texts';

export type ContatoChoice = {
  contato_id: string;
  /** A walk-in or a phone call: the contact is created with the booking, in one step. */
  contato_novo: boolean;
  contato_nome: string;
  contato_telefone: string;
};

type ContatoPickerProps = {
  value: ContatoChoice;
  errors: Record<string, string>;
  onChange: (patch: Partial<ContatoChoice>) => void;
  contatos: { id: string; nome: string; telefone: string }[];
};

/** 'Contato': an existing one, or 'Novo contato' with the Contatos form's name and phone. */
export function ContatoPicker({ value, errors, onChange, contatos }: ContatoPickerProps) {
  const toggle = (
    <Button
      type="button"
      variant="outline"
      className="h-11 justify-self-start"
      onClick={() => onChange({ contato_novo: !value.contato_novo })}
    >
      {value.contato_novo ? <Users aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {value.contato_novo ? T.existingContact : T.newContact}
    </Button>
  );
  if (!value.contato_novo) {
    return (
      <div className="grid gap-2">
        <FormField id="agendamento-contato" label="Contato" error={errors.contato_id}>
          <OptionSelect
            value={value.contato_id}
            onValueChange={(id) => onChange({ contato_id: id })}
            options={contatos.map((c) => ({
              id: c.id,
              label: `${c.nome} · ${displayPhone(c.telefone)}`,
            }))}
            placeholder={contatos.length ? 'Selecione um contato' : 'Nenhum contato cadastrado'}
          />
        </FormField>
        {toggle}
      </div>
    );
  }
  return (
    <fieldset className="grid gap-3 rounded-md border border-dashed p-3">
      <legend className="px-1 text-sm font-medium">{T.newContact}</legend>
      <FormField id="agendamento-contato-nome" label={T.newContactName} error={errors.contato_nome}>
        <Input
          autoComplete="off"
          maxLength={100}
          className="h-11"
          value={value.contato_nome}
          onChange={(e) => onChange({ contato_nome: e.target.value })}
        />
      </FormField>
      <FormField
        id="agendamento-contato-telefone"
        label={T.newContactPhone}
        error={errors.contato_telefone}
      >
        <MaskedInput
          type="tel"
          autoComplete="off"
          placeholder="(11)99999-9999"
          className="h-11"
          maxDigits={11}
          format={formatPhone}
          value={value.contato_telefone}
          onValueChange={(telefone) => onChange({ contato_telefone: telefone })}
        />
      </FormField>
      {toggle}
    </fieldset>
  );
}
