import { msg } from '@secretaria/shared/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { TimeInput } from '@/components/ui/time-input';
import { cn } from '@/lib/utils';

export const START_HINT = 'Preencha todos os campos acima primeiro';
export const END_HINT = 'Calculado automaticamente';

export type FreeStarts = {
  status: 'pending' | 'error' | 'success';
  /** Starts offered by the free-slot engine inside the window, 'HH:MM'. */
  starts: string[];
  onRetry: () => void;
};

type StartTimePickerProps = {
  /** The chosen start ('' for none) and whether it is typed instead of chosen. */
  horaInicio: string;
  isOther: boolean;
  onChange: (horaInicio: string, isOther: boolean) => void;
  /** Spec §5: Início waits for a service and a contact. */
  disabled: boolean;
  freeStarts: FreeStarts;
  error?: string;
  horaFim: string;
};

/** A free start's chip: 44 px tall, a thumb's target on a phone. */
export const chip =
  'relative flex h-11 min-w-16 cursor-pointer items-center justify-center rounded-md border border-input bg-card px-3 text-sm font-medium tabular-nums transition-colors hover:bg-accent has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-1 has-focus-visible:ring-offset-background';

/** The native radio covers its chip, invisible: it takes the clicks, keys and focus. */
export const radio =
  'absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0';

/**
 * Início as the free-slot engine's starts (radio chips, arrow keys move between them) or,
 * under 'Outro horário', typed as HH:MM; the server checks either. Fim is computed.
 */
export function StartTimePicker({
  horaInicio,
  isOther,
  onChange,
  disabled,
  freeStarts,
  error,
  horaFim,
}: StartTimePickerProps) {
  const groupError = !isOther && error ? error : undefined;
  let body;
  if (disabled) {
    body = <p className="text-xs text-muted-foreground">{START_HINT}</p>;
  } else if (freeStarts.status === 'pending') {
    body = (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label={undefined} className="size-4" />
        {msg.freeSlotsLoading}
      </p>
    );
  } else {
    body = (
      <>
        {freeStarts.status === 'error' ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {msg.freeSlotsError}
            <Button variant="outline" size="sm" onClick={freeStarts.onRetry}>
              {msg.freeSlotsRetry}
            </Button>
          </p>
        ) : freeStarts.starts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{msg.freeSlotsEmpty}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {freeStarts.starts.map((start) => (
            <label key={start} className={chip}>
              <input
                type="radio"
                name="agendamento-inicio"
                className={radio}
                value={start}
                checked={!isOther && horaInicio === start}
                onChange={() => onChange(start, false)}
              />
              {start}
            </label>
          ))}
          <label className={cn(chip, 'px-3')}>
            <input
              type="radio"
              name="agendamento-inicio"
              className={radio}
              value="outro"
              checked={isOther}
              onChange={() => onChange('', true)}
            />
            {msg.freeSlotsOther}
          </label>
        </div>
      </>
    );
  }
  return (
    <>
      <fieldset
        className="grid gap-2"
        disabled={disabled}
        data-invalid={groupError ? true : undefined}
        aria-describedby={groupError ? 'agendamento-inicio-error' : undefined}
      >
        <legend className="mb-2 text-sm leading-none font-medium">Início</legend>
        {body}
        {groupError ? (
          <p id="agendamento-inicio-error" className="text-sm font-medium text-destructive">
            {groupError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid grid-cols-2 items-start gap-4">
        {isOther && !disabled ? (
          <FormField
            id="agendamento-outro"
            label={msg.freeSlotsTyped}
            error={error}
            description={msg.timeFormatHint}
          >
            <TimeInput value={horaInicio} onValueChange={(v) => onChange(v, true)} />
          </FormField>
        ) : null}
        <FormField id="agendamento-fim" label="Fim" description={END_HINT}>
          <Input readOnly value={horaFim} placeholder="--:--" className="tabular-nums" />
        </FormField>
      </div>
    </>
  );
}
