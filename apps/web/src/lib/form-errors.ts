import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the server's per-field messages (error envelope `fields`) under the matching inputs.
 * Returns whether any field error was applied.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  /** The form's fields sit under this key of the request ('instance.' for `instance.name`). */
  prefix = '',
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let applied = false;
  for (const [path, message] of Object.entries(error.fields)) {
    const field = path.startsWith(prefix) ? path.slice(prefix.length) : path;
    const name = fieldNames.find((candidate) => candidate === field);
    if (name) {
      setError(name, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
