import { randomUUID } from 'node:crypto';

/**
 * A job loop's lease owner: unique per loop, and naming the process that holds it, so a row
 * locked by a replica that died (or hangs) can be traced to its pid in logs and in the database.
 */
export function newWorkerId(kind: string): string {
  return `${kind}-${process.pid}-${randomUUID()}`;
}
