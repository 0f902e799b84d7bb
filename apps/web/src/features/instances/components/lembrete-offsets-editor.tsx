import { useRef, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import {
  LEMBRETE_OFFSETS_MAX,
  LembreteOffsetsSchema,
} from '@secretaria/shared/lembrete-settings-schemas';
import { lembreteSettingsUi as ui, msg } from '@secretaria/shared/messages';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';

const UNITS = [
  { id: 'minutos', label: ui.unitMinutes, minutes: 1 },
  { id: 'horas', label: ui.unitHours, minutes: 60 },
  { id: 'dias', label: ui.unitDays, minutes: 1440 },
] as const;
type Unit = (typeof UNITS)[number]['id'];

/**
 * The new offset in minutes, or the message that refuses it. Past reading the amount, the list
 * with it must pass the contract's own schema (range, no repeat), so the chip never shows what
 * the server would refuse.
 */
export function offsetToAdd(
  current: readonly number[],
  amount: string,
  unit: Unit,
): { minutes: number } | { error: string } {
  if (current.length >= LEMBRETE_OFFSETS_MAX)
    return { error: ui.offsetsFull(LEMBRETE_OFFSETS_MAX) };
  if (!/^\d+$/.test(amount.trim()) || Number(amount) === 0)
    return { error: ui.offsetAmountInvalid };
  const minutes = Number(amount) * (UNITS.find((u) => u.id === unit)?.minutes ?? 1);
  const checked = LembreteOffsetsSchema.safeParse([...current, minutes]);
  if (!checked.success)
    return { error: checked.error.issues[0]?.message ?? msg.lembreteOffsetRange };
  return { minutes };
}

/**
 * The reminders' offsets as chips ('24 horas antes', largest first) with a remove button each,
 * and an amount with its unit to add one. Enter in the amount adds, it does not submit the form.
 */
export function LembreteOffsetsEditor({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: readonly number[];
  onChange: (offsets: number[]) => void;
  error?: string;
}) {
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState<Unit>('horas');
  const [addError, setAddError] = useState<string>();
  const amountRef = useRef<HTMLInputElement>(null);
  const sorted = [...value].sort((a, b) => b - a);
  const isFull = value.length >= LEMBRETE_OFFSETS_MAX;
  const message = addError ?? error;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ');

  const handleAdd = () => {
    const result = offsetToAdd(value, amount, unit);
    if ('error' in result) {
      setAddError(result.error);
      amountRef.current?.focus();
      return;
    }
    setAddError(undefined);
    setAmount('');
    onChange([...value, result.minutes].sort((a, b) => b - a));
  };
  const handleRemove = (minutes: number) => {
    setAddError(undefined);
    onChange(value.filter((m) => m !== minutes));
    // The chip and its button are gone: the focus goes to the amount, enabled once re-rendered.
    requestAnimationFrame(() => amountRef.current?.focus());
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    handleAdd();
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid min-w-0 gap-3">
      <p id={`${id}-label`} className="text-sm leading-none font-medium">
        {ui.offsets}
      </p>
      {sorted.length > 0 ? (
        <ul aria-label={ui.offsetsListLabel} className="flex flex-wrap gap-2">
          {sorted.map((minutes) => (
            <li
              key={minutes}
              className="inline-flex items-center gap-1 rounded-full border border-primary/30 bg-primary/10 py-1 pr-1 pl-3 text-sm font-medium text-primary-ink"
            >
              {ui.offsetLabel(minutes)}
              <button
                type="button"
                aria-label={ui.removeOffset(ui.offsetLabel(minutes))}
                onClick={() => handleRemove(minutes)}
                className="inline-flex size-7 cursor-pointer items-center justify-center rounded-full touch:size-11 hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{ui.offsetsEmpty}</p>
      )}
      <div className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-amount`}>{ui.offsetAmount}</Label>
          <Input
            ref={amountRef}
            id={`${id}-amount`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="sm:w-28"
            value={amount}
            disabled={isFull}
            aria-invalid={addError ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setAmount(event.target.value);
              setAddError(undefined);
            }}
            onKeyDown={handleKeyDown}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-unit`}>{ui.offsetUnit}</Label>
          <OptionSelect
            id={`${id}-unit`}
            className="w-full sm:w-32"
            value={unit}
            disabled={isFull}
            onValueChange={(next) => setUnit(UNITS.find((u) => u.id === next)?.id ?? 'horas')}
            options={UNITS.map(({ id: unitId, label }) => ({ id: unitId, label }))}
            placeholder={ui.offsetUnit}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          onClick={handleAdd}
          disabled={isFull}
          className="col-span-2 sm:col-span-1"
        >
          <Plus aria-hidden="true" />
          {ui.addOffset}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {isFull ? ui.offsetsFull(LEMBRETE_OFFSETS_MAX) : ui.offsetsHint(LEMBRETE_OFFSETS_MAX)}
      </p>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
