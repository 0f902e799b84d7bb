import { randomUUID } from 'node:crypto';

/**
 * A gateway (Evolution) instance name for a new instance: an id of its own, never the number, so
 * no other instance can come to share it (docs/decisions/028). The same shape as the column's
 * default (migration 0016), for rows whose gateway instance is made before the row exists.
 */
export function newGatewayName(): string {
  return `si-${randomUUID().replaceAll('-', '')}`;
}
