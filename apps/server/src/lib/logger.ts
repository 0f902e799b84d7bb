import pino from 'pino';
import { logContextFields } from './log-context';

export type Logger = pino.Logger;

/** The process's logger; each line carries the request or job id in progress (log-context). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: logContextFields,
    },
    destination,
  );
}
