import { describe, expect, it } from 'vitest';
import { approximateBytes, BytesBoundedMap } from './bytes-bounded-map';

const text = (n: number) => 'x'.repeat(n);

describe('BytesBoundedMap', () => {
  it('keeps values and counts their bytes', () => {
    const map = new BytesBoundedMap<string, string>(100, (v) => v.length);
    map.set('a', text(10));
    map.set('b', text(20));
    expect(map.get('a')).toBe(text(10));
    expect(map.get('b')).toBe(text(20));
    expect(map.size).toBe(2);
    expect(map.bytes).toBe(30);
  });

  it('drops the oldest values once the total passes the bound', () => {
    const map = new BytesBoundedMap<string, string>(100, (v) => v.length);
    for (const key of ['a', 'b', 'c', 'd']) map.set(key, text(25));
    expect(map.bytes).toBe(100);
    map.set('e', text(25));
    expect(map.get('a')).toBeUndefined();
    expect(['b', 'c', 'd', 'e'].every((key) => map.get(key) !== undefined)).toBe(true);
    expect(map.bytes).toBe(100);
    // Each new value drops the oldest it has no room beside.
    map.set('f', text(10));
    expect(map.get('b')).toBeUndefined();
    expect(map.get('c')).toBe(text(25));
    expect(map.bytes).toBe(85);
  });

  it('holds many small values but few large ones under the same bound', () => {
    const map = new BytesBoundedMap<number, string>(1_000, (v) => v.length);
    for (let i = 0; i < 100; i++) map.set(i, text(10));
    expect(map.size).toBe(100);
    for (let i = 100; i < 200; i++) map.set(i, text(250));
    expect(map.size).toBe(4);
    expect(map.bytes).toBe(1_000);
  });

  it('does not keep a value larger than a quarter of the bound, and forgets the one it replaces', () => {
    const map = new BytesBoundedMap<string, string>(100, (v) => v.length);
    map.set('a', text(10));
    map.set('a', text(26));
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
    expect(map.bytes).toBe(0);
  });

  it('replaces a value in place of its old size, as the newest', () => {
    const map = new BytesBoundedMap<string, string>(100, (v) => v.length);
    map.set('a', text(25));
    map.set('b', text(25));
    map.set('a', text(20));
    expect(map.bytes).toBe(45);
    map.set('c', text(25));
    map.set('d', text(25));
    map.set('e', text(25));
    // 'b' was the oldest once 'a' was set again.
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(text(20));
  });

  it('deletes and clears with their bytes', () => {
    const map = new BytesBoundedMap<string, string>(100, (v) => v.length);
    map.set('a', text(10));
    map.set('b', text(20));
    expect(map.delete('a')).toBe(true);
    expect(map.delete('a')).toBe(false);
    expect(map.bytes).toBe(20);
    map.clear();
    expect(map.size).toBe(0);
    expect(map.bytes).toBe(0);
  });

  it('sizes values by their JSON by default', () => {
    const map = new BytesBoundedMap<string, { name: string }>(1_000);
    map.set('a', { name: text(100) });
    expect(map.bytes).toBe(approximateBytes({ name: text(100) }));
    expect(map.bytes).toBeGreaterThanOrEqual(200);
    for (const key of ['b', 'c', 'd']) map.set(key, { name: text(100) });
    expect(map.get('a')).toBeDefined();
    // 5 × 2 × 111 > 1,000: the oldest went.
    map.set('e', { name: text(100) });
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(4);
  });
});

describe('approximateBytes', () => {
  it('counts two bytes a character of the JSON, and 0 for what has none', () => {
    expect(approximateBytes({ a: 'xyz' })).toBe(2 * '{"a":"xyz"}'.length);
    expect(approximateBytes(undefined)).toBe(0);
  });
});
