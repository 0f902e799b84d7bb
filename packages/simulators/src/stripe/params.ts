import type { FormObject, FormValue } from './form-encoding';
import { invalidRequest, missingParam, unknownParam } from './stripe-error';

/**
 * Readers over a parsed form body that fail the way Stripe does: the param named in
 * bracket notation (`line_items[0][price]`), 400 `invalid_request_error`.
 */
export function assertKnownParams(params: FormObject, known: readonly string[], prefix = '') {
  for (const key of Object.keys(params)) {
    if (!known.includes(key)) unknownParamError(prefix ? `${prefix}[${key}]` : key);
  }
}

function unknownParamError(param: string): never {
  throw unknownParam(param);
}

export function optionalString(params: FormObject, key: string, param = key): string | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${describe(value)}`, param);
  return value;
}

export function requiredString(params: FormObject, key: string, param = key): string {
  const value = optionalString(params, key, param);
  if (value === undefined) throw missingParam(param);
  if (value === '') {
    throw invalidRequest(
      `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
      param,
      'parameter_invalid_empty',
    );
  }
  return value;
}

export function optionalEnum<T extends string>(
  params: FormObject,
  key: string,
  allowed: readonly T[],
  param = key,
): T | undefined {
  const value = optionalString(params, key, param);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw invalidRequest(`Invalid ${param}: must be one of ${joinOr(allowed)}`, param);
  }
  return value as T;
}

export function optionalBoolean(params: FormObject, key: string, param = key): boolean | undefined {
  const value = optionalString(params, key, param);
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalidRequest(`Invalid boolean: ${value}`, param);
}

export function optionalInteger(params: FormObject, key: string, param = key): number | undefined {
  const value = optionalString(params, key, param);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) {
    throw invalidRequest(`Invalid integer: ${value}`, param, 'parameter_invalid_integer');
  }
  return Number(value);
}

export function optionalObject(
  params: FormObject,
  key: string,
  param = key,
): FormObject | undefined {
  const value = params[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidRequest(`Invalid object`, param);
  }
  return value;
}

export function optionalArray(
  params: FormObject,
  key: string,
  param = key,
): FormValue[] | undefined {
  const value = params[key];
  if (value === undefined || value === '') return undefined;
  if (!Array.isArray(value)) throw invalidRequest(`Invalid array`, param);
  return value;
}

export function objectAt(values: FormValue[], index: number, param: string): FormObject {
  const value = values[index];
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidRequest(`Invalid object`, `${param}[${index}]`);
  }
  return value;
}

export function stringArray(params: FormObject, key: string): string[] | undefined {
  const values = optionalArray(params, key);
  if (!values) return undefined;
  return values.map((value, index) => {
    if (typeof value !== 'string') throw invalidRequest(`Invalid string`, `${key}[${index}]`);
    return value;
  });
}

/** Stripe's metadata limits: 50 keys, keys ≤ 40 chars, values ≤ 500 chars; '' unsets a key. */
export function metadataParam(
  params: FormObject,
  key = 'metadata',
  param = key,
): Record<string, string> | undefined {
  const value = optionalObject(params, key, param);
  if (!value) return params[key] === '' ? {} : undefined;
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalidRequest('Metadata can have up to 50 keys.', param);
  const metadata: Record<string, string> = {};
  for (const [name, item] of entries) {
    if (typeof item !== 'string')
      throw invalidRequest('Invalid metadata value', `${param}[${name}]`);
    if (name.length > 40) {
      throw invalidRequest('Metadata keys can have up to 40 characters.', `${param}[${name}]`);
    }
    if (item.length > 500) {
      throw invalidRequest('Metadata values can have up to 500 characters.', `${param}[${name}]`);
    }
    metadata[name] = item;
  }
  return metadata;
}

export function mergeMetadata(
  current: Record<string, string>,
  update: Record<string, string> | undefined,
): Record<string, string> {
  if (!update) return current;
  if (Object.keys(update).length === 0) return {};
  const merged = { ...current };
  for (const [name, value] of Object.entries(update)) {
    if (value === '') delete merged[name];
    else merged[name] = value;
  }
  return merged;
}

function describe(value: FormValue): string {
  return Array.isArray(value) ? 'array' : 'object';
}

function joinOr(values: readonly string[]): string {
  if (values.length < 2) return values.join('');
  return `${values.slice(0, -1).join(', ')}, or ${values.at(-1)}`;
}
