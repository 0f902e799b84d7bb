import { useEffect } from 'react';

type ResettableForm<T> = { reset: (values: T) => void; formState: { isDirty: boolean } };

/**
 * A change made elsewhere (another tab, the live channel) shows up in the form unless the user
 * is editing it. `toValues` must be stable (a module-level function): the form is reset when
 * `source` changes, not on every render.
 */
export function useResetWhenClean<S, T>(
  form: ResettableForm<T>,
  source: S,
  toValues: (source: S) => T,
): void {
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty) form.reset(toValues(source));
  }, [source, isDirty, form, toValues]);
}
