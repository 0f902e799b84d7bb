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

/** Keys whose reload waits until changes have stopped for a while (the agenda's 500 ms). */
const debounces = new Map<string, number>();

export function registerRealtimeDebounce(key: QueryKey, ms: number): void {
  debounces.set(JSON.stringify(key), ms);
}

export function realtimeDebounceMs(key: QueryKey): number {
  return debounces.get(JSON.stringify(key)) ?? 0;
}

export function queryKeysForTable(table: string): QueryKey[] {
  return registry.get(table) ?? [];
}

export function allRealtimeQueryKeys(): QueryKey[] {
  return [...registry.values()].flat();
}
