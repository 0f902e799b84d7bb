import { describe, expect, it } from 'vitest';
import { findUnstorable, isStorable, sanitizeUnstorable } from './text-input';

describe('text PostgreSQL can store', () => {
  it('refuses NUL and unpaired surrogates, accepts accents, emoji and other controls', () => {
    expect(isStorable('Olá, São João 😀\t\n')).toBe(true);
    expect(isStorable('a\u0000b')).toBe(false);
    expect(isStorable('a\ud800b')).toBe(false);
    expect(isStorable('\udc00')).toBe(false);
  });

  it('names the first bad field by its dotted path, keys included', () => {
    expect(findUnstorable({ nome: 'Ana', instance: { name: 'x\u0000' } })).toBe('instance.name');
    expect(findUnstorable({ dias: ['2026-01-01', '\ud83d'] })).toBe('dias.1');
    expect(findUnstorable({ ['a\u0000']: 1 })).toBe('a\u0000');
    expect(findUnstorable('\u0000')).toBe('_');
    expect(findUnstorable({ nome: 'Ana', n: 1, ok: true, nada: null })).toBeUndefined();
  });

  it('cleans machine payloads instead: NUL removed, lone surrogates replaced', () => {
    expect(
      sanitizeUnstorable({ data: { message: { conversation: 'oi\u0000 tudo\ud800 bem' } } }),
    ).toEqual({ data: { message: { conversation: 'oi tudo\ufffd bem' } } });
    expect(sanitizeUnstorable([1, 'a\u0000', null])).toEqual([1, 'a', null]);
  });

  it('walks a body nested 100,000 levels deep without the call stack, naming a short path', () => {
    const depth = 100_000;
    const deep = JSON.parse(`${'{"a":['.repeat(depth)}"x\\u0000"${']}'.repeat(depth)}`);
    const path = findUnstorable(deep);
    expect(path?.startsWith('a.0.a.0.a')).toBe(true);
    expect(path?.endsWith('…')).toBe(true);
    expect(
      findUnstorable(JSON.parse(`${'['.repeat(depth)}"ok"${']'.repeat(depth)}`)),
    ).toBeUndefined();
    const cleaned = sanitizeUnstorable(deep);
    let node: unknown = cleaned;
    for (let i = 0; i < depth; i++) node = (node as { a: unknown[] }).a[0];
    expect(node).toBe('x');
  });

  it('cleans keys in place, __proto__ staying an own key', () => {
    const payload = JSON.parse('{"__proto__\\u0000":{"x":"a\\u0000"},"k\\ud800":1}');
    const cleaned = sanitizeUnstorable(payload);
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(cleaned, '__proto__')?.value).toEqual({ x: 'a' });
    expect(cleaned['k\ufffd']).toBe(1);
  });
});
