import type { z } from 'zod';
import { isErrorEnvelope } from '@secretaria/shared/errors';
import { msg } from '@secretaria/shared/messages';

/** Every failed call surfaces as an ApiError carrying the server's pt-BR message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any thrown value, or the fallback when it has none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

type RequestOptions<T> = {
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. 'Idempotency-Key'). */
  headers?: Record<string, string>;
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The only place in the web app that calls fetch. */
export async function apiRequest<T = unknown>(
  method: Method,
  path: string,
  { body, schema, signal, headers: extraHeaders }: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', msg.networkError);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (isErrorEnvelope(payload)) {
      const { code, message, fields } = payload.error;
      throw new ApiError(response.status, code, message, fields);
    }
    const message = response.status >= 500 ? msg.serverError : msg.unexpected;
    throw new ApiError(response.status, response.status >= 500 ? 'INTERNAL' : 'UNKNOWN', message);
  }
  if (payload === undefined) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', msg.unexpected);
  }
  if (!schema) return payload as T;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', msg.unexpected);
  return parsed.data;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    apiRequest<T>('DELETE', path, options),
};
