/**
 * Stripe's v1 wire format: `application/x-www-form-urlencoded` with qs-style brackets
 * (`line_items[0][price]=price_1`, `expand[]=subscription`). Values stay strings; the route
 * coerces them, as Stripe does, so `"true"` and `"1"` are accepted where a boolean or an
 * integer is expected.
 */
export type FormValue = string | FormValue[] | FormObject;
export type FormObject = { [key: string]: FormValue };

const MAX_DEPTH = 8;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Node = { [key: string]: Node | string };

export function parseStripeForm(encoded: string): FormObject {
  const root: Node = Object.create(null) as Node;
  const appendCounters = new Map<Node, number>();
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const path = splitKey(rawKey);
    if (!path || path.some((segment) => FORBIDDEN_KEYS.has(segment))) continue;
    let node = root;
    path.forEach((segment, index) => {
      let key = segment;
      if (key === '') {
        // `expand[]=a&expand[]=b`: each empty index appends, in order.
        const next = appendCounters.get(node) ?? 0;
        appendCounters.set(node, next + 1);
        key = String(next);
      }
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const child = node[key];
      if (typeof child === 'object') {
        node = child;
      } else {
        const created = Object.create(null) as Node;
        node[key] = created;
        node = created;
      }
    });
  }
  return normalize(root) as FormObject;
}

function splitKey(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open === -1) return key ? [key] : null;
  const head = key.slice(0, open);
  const rest = key.slice(open);
  const segments: string[] = [];
  const pattern = /\[([^\]]*)\]/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(rest)) !== null) {
    segments.push(match[1] ?? '');
    consumed = pattern.lastIndex;
  }
  if (!head || consumed !== rest.length || segments.length > MAX_DEPTH) return null;
  return [head, ...segments];
}

/** Objects whose keys are all indexes become arrays, ordered by index. */
function normalize(node: Node | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const isArray = keys.length > 0 && keys.every((key) => /^\d+$/.test(key));
  if (isArray) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => normalize(node[String(index)] as Node | string));
  }
  const result: FormObject = {};
  for (const key of keys) result[key] = normalize(node[key] as Node | string);
  return result;
}
