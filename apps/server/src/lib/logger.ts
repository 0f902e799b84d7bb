import pino from 'pino';
import { logContextFields } from './log-context';

export type Logger = pino.Logger;

/**
 * Keys whose values never reach a log line, at the top or one level down (pino's redaction): the
 * Cloud API's access tokens (typed by owners, sealed at rest) and bearer headers.
 */
export const REDACTED_KEYS = [
  'accessToken',
  'access_token',
  'meta_access_token_enc',
  'authorization',
  'Authorization',
];

/** The process's logger; each line carries the request or job id in progress (log-context). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: logContextFields,
      redact: {
        paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.headers.${key}`]),
        censor: '[oculto]',
      },
    },
    destination,
  );
}
