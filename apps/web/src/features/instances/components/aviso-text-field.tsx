import { useRef } from 'react';
import { RotateCcw } from 'lucide-react';
import { Controller, type Control } from 'react-hook-form';
import {
  AVISO_TEXT_MAX,
  AVISO_VARIABLES,
  DEFAULT_AVISO_TEXTS,
  previewAvisoDay,
  renderAviso,
  type AvisoVariable,
} from '@secretaria/shared/aviso-templates';
import type {
  LembreteSettingsFields,
  LembreteTextField,
} from '@secretaria/shared/lembrete-settings-schemas';
import { lembreteSettingsUi as ui } from '@secretaria/shared/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

/** The text with `{variable}` put in place of the selection (or at the end, never focused). */
export function insertVariable(
  text: string,
  variable: AvisoVariable,
  start = text.length,
  end = start,
): { text: string; cursor: number } {
  const token = `{${variable}}`;
  return { text: text.slice(0, start) + token + text.slice(end), cursor: start + token.length };
}

/**
 * One reminder or notice text: the textarea (starting at the default text), the variables as
 * buttons that insert at the cursor, 'Restaurar texto padrão' and the text as a customer reads
 * it with sample values.
 */
export function AvisoTextField<O>({
  name,
  label,
  control,
  timeZone,
}: {
  name: LembreteTextField;
  label: string;
  /** The instance's zone: the preview's appointment is tomorrow there. */
  timeZone: string;
  control: Control<LembreteSettingsFields, unknown, O>;
}) {
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const wasFocusedRef = useRef(false);
  const id = `lembrete-${name}`;
  const fallback = DEFAULT_AVISO_TEXTS[name];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value ?? '';
        const handleInsert = (variable: AvisoVariable) => {
          const el = textareaRef.current;
          // Before the owner has been in the text, its cursor is meaningless: add at the end.
          const next =
            el && wasFocusedRef.current
              ? insertVariable(value, variable, el.selectionStart, el.selectionEnd)
              : insertVariable(value, variable);
          field.onChange(next.text);
          wasFocusedRef.current = true;
          requestAnimationFrame(() => {
            el?.focus();
            el?.setSelectionRange(next.cursor, next.cursor);
          });
        };
        return (
          <div className="grid min-w-0 gap-2">
            <FormField
              id={id}
              label={label}
              description={ui.textCount(value.length, AVISO_TEXT_MAX)}
              error={fieldState.error?.message}
            >
              <Textarea
                ref={(el) => {
                  textareaRef.current = el;
                  field.ref(el);
                }}
                name={field.name}
                rows={3}
                className="field-sizing-content min-h-20"
                maxLength={AVISO_TEXT_MAX}
                placeholder={fallback}
                value={value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onFocus={() => {
                  wasFocusedRef.current = true;
                }}
              />
            </FormField>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div
                role="group"
                aria-label={`${ui.variablesLabel} ${label}`}
                className="flex flex-wrap items-center gap-1.5"
              >
                <span aria-hidden="true" className="text-xs text-muted-foreground">
                  {ui.variablesLabel}
                </span>
                {AVISO_VARIABLES.map((variable) => (
                  <button
                    key={variable}
                    type="button"
                    aria-label={ui.insertVariable(variable, ui.variableMeanings[variable])}
                    title={ui.variableMeanings[variable]}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => handleInsert(variable)}
                    className="inline-flex min-h-7 cursor-pointer items-center rounded-full touch:min-h-11 touch:min-w-11 touch:justify-center border bg-card px-2.5 font-mono text-xs text-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {`{${variable}}`}
                  </button>
                ))}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={ui.restoreDefaultOf(label)}
                className="h-8 px-2 text-primary-ink"
                disabled={value === fallback}
                onClick={() => field.onChange(fallback)}
              >
                <RotateCcw aria-hidden="true" />
                {ui.restoreDefault}
              </Button>
            </div>
            <p className="rounded-md bg-muted px-3 py-2 text-sm text-foreground">
              <span className="font-medium">{ui.preview}</span>{' '}
              {renderAviso(value.trim() || fallback, {
                ...ui.previewValues,
                data: previewAvisoDay(timeZone),
              })}
            </p>
          </div>
        );
      }}
    />
  );
}
