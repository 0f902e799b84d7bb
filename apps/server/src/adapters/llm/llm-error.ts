import OpenAI from 'openai';

export type LlmErrorKind = 'timeout' | 'http' | 'malformed' | 'network';

/** The one error a model call raises: the attendant falls back on any kind and logs it. */
export class LlmError extends Error {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    /** The provider's HTTP status for kind 'http'. */
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LlmError';
  }
}

/**
 * Maps whatever the SDK or the body read threw. `cancelled` tells that our deadline (or the
 * caller's signal) fired: the SDK then reports a user abort, which for us is a time-out.
 */
export function toLlmError(error: unknown, cancelled: boolean): LlmError {
  if (error instanceof LlmError) return error;
  if (cancelled || error instanceof OpenAI.APIUserAbortError) {
    return new LlmError('timeout', 'o modelo não respondeu a tempo', null, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new LlmError('timeout', 'o modelo não respondeu a tempo', null, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new LlmError('network', `sem conexão com o modelo: ${error.message}`, null, {
      cause: error,
    });
  }
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    return new LlmError('http', `o modelo respondeu ${error.message}`, error.status, {
      cause: error,
    });
  }
  // The SDK parses a JSON content type with response.json(): a broken body is a SyntaxError.
  if (error instanceof SyntaxError) {
    return new LlmError('malformed', 'o modelo respondeu um corpo que não é JSON', null, {
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new LlmError('network', `falha na chamada ao modelo: ${message}`, null, { cause: error });
}
