import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { toast } from 'sonner';
import { msg } from '@secretaria/shared/messages';
import { useResetWhenClean } from '@/hooks/use-reset-when-clean';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';

type SettingsFormOptions<S, F extends FieldValues, O> = {
  /** What the server holds now; the form follows it while the owner is not editing. */
  settings: S;
  /** Stable (module level): the reset runs when `settings` changes, not on every render. */
  toFormValues: (settings: S) => F;
  resolver: Resolver<F, unknown, O>;
  /** The fields a server's per-field message may name; any other error is a toast. */
  fields: readonly Path<F>[];
  save: (values: O) => Promise<S>;
  saved: { title: string; description: string };
};

/**
 * The set-up the 'Atendente' tab's settings forms share: validated on submit by the shared
 * contract and again on each change, a change made elsewhere shown unless the owner is editing,
 * the saved settings put back into the form, a field's message under it once, anything else a
 * toast.
 */
export function useSettingsForm<S, F extends FieldValues, O>({
  settings,
  toFormValues,
  resolver,
  fields,
  save,
  saved,
}: SettingsFormOptions<S, F, O>) {
  const form = useForm<F, unknown, O>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // A whole F is a DefaultValues<F>; TypeScript cannot see it for a generic F.
    defaultValues: toFormValues(settings) as DefaultValues<F>,
  });
  useResetWhenClean(form, settings, toFormValues);

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(toFormValues(await save(values)));
      toast.success(saved.title, { description: saved.description });
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, fields)) {
        toast.error(msg.settingsSaveError, { description: errorMessage(error, msg.unexpected) });
      }
    }
  });
  return { form, handleSubmit };
}
