import type { QueryKey } from '@tanstack/react-query';

/**
 * Which cached queries a row change in a table makes stale. Features register their keys here;
 * the realtime connection invalidates them when the server reports a change.
 */
const registry = new Map<string, QueryKey[]>();

export function registerRealtimeQueryKeys(table: string, keys: QueryKey[]): void {
  const current = registry.get(table) ?? [];
  const serialized = new Set(current.map((k) => JSON.stringify(k)));
  registry.set(table, [...current, ...keys.filter((k) => !serialized.has(JSON.stringify(k)))]);
}

export function queryKeysForTable(table: string): QueryKey[] {
  return registry.get(table) ?? [];
}

export function allRealtimeQueryKeys(): QueryKey[] {
  return [...registry.values()].flat();
}
