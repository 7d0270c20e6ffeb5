import { describe, expect, it, vi } from 'vitest';
import { LruMap } from './lru.js';

function valuesOf<K, V>(map: LruMap<K, V>): V[] {
  return [...map.values()];
}

describe('LruMap', () => {
  it('starts empty', () => {
    const map = new LruMap<string, number>(3);
    expect(map.size).toBe(0);
    expect(map.get('a')).toBeUndefined();
    expect(valuesOf(map)).toEqual([]);
  });

  it('stores and returns values up to its capacity', () => {
    const map = new LruMap<string, number>(3);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect(map.size).toBe(3);
    expect(map.get('a')).toBe(1);
    expect(map.get('b')).toBe(2);
    expect(map.get('c')).toBe(3);
  });

  it('drops the least recently inserted entry when the capacity is exceeded', () => {
    const onEvict = vi.fn();
    const map = new LruMap<string, number>(3, onEvict);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect(onEvict).not.toHaveBeenCalled();
    map.set('d', 4);
    expect(map.size).toBe(3);
    expect(map.get('a')).toBeUndefined();
    expect(valuesOf(map)).toEqual([2, 3, 4]);
    expect(onEvict).toHaveBeenCalledTimes(1);
    expect(onEvict).toHaveBeenCalledWith('a', 1);
  });

  it('makes an entry most recent when it is read', () => {
    const onEvict = vi.fn();
    const map = new LruMap<string, number>(3, onEvict);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect(map.get('a')).toBe(1);
    map.set('d', 4);
    expect(onEvict).toHaveBeenCalledWith('b', 2);
    expect(map.get('a')).toBe(1);
    expect(map.get('b')).toBeUndefined();
    expect(valuesOf(map)).toEqual([3, 4, 1]);
  });

  it('does not change recency when reading a missing key', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('zzz')).toBeUndefined();
    expect(valuesOf(map)).toEqual([1, 2]);
    expect(map.size).toBe(2);
  });

  it('evicts in least-recently-used order, one per insertion', () => {
    const evicted: string[] = [];
    const map = new LruMap<string, number>(2, (key) => evicted.push(key));
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    map.get('b');
    map.set('d', 4);
    map.set('e', 5);
    expect(evicted).toEqual(['a', 'c', 'b']);
    expect(valuesOf(map)).toEqual([4, 5]);
  });

  it('passes key and value to the eviction callback after the entry is gone', () => {
    const seen: unknown[] = [];
    const map: LruMap<string, { n: number }> = new LruMap(1, (key, value) => {
      seen.push([key, value.n, map.size, map.get(key)]);
    });
    map.set('a', { n: 1 });
    map.set('b', { n: 2 });
    expect(seen).toEqual([['a', 1, 1, undefined]]);
  });

  it('works without an eviction callback', () => {
    const map = new LruMap<number, string>(1);
    map.set(1, 'one');
    map.set(2, 'two');
    expect(map.get(1)).toBeUndefined();
    expect(map.get(2)).toBe('two');
  });

  describe('set on an existing key', () => {
    it('replaces the value without growing and without evicting', () => {
      const onEvict = vi.fn();
      const map = new LruMap<string, number>(2, onEvict);
      map.set('a', 1);
      map.set('b', 2);
      map.set('a', 10);
      expect(map.size).toBe(2);
      expect(map.get('a')).toBe(10);
      expect(onEvict).not.toHaveBeenCalled();
    });

    it('makes the key most recent', () => {
      const onEvict = vi.fn();
      const map = new LruMap<string, number>(2, onEvict);
      map.set('a', 1);
      map.set('b', 2);
      map.set('a', 10);
      map.set('c', 3);
      expect(onEvict).toHaveBeenCalledTimes(1);
      expect(onEvict).toHaveBeenCalledWith('b', 2);
      expect(valuesOf(map)).toEqual([10, 3]);
    });

    it('does not report the replaced value as evicted', () => {
      const onEvict = vi.fn();
      const map = new LruMap<string, number>(1, onEvict);
      map.set('a', 1);
      map.set('a', 2);
      expect(onEvict).not.toHaveBeenCalled();
      expect(map.get('a')).toBe(2);
    });
  });

  describe('delete', () => {
    it('removes an entry and returns its value without calling the eviction callback', () => {
      const onEvict = vi.fn();
      const map = new LruMap<string, number>(3, onEvict);
      map.set('a', 1);
      map.set('b', 2);
      expect(map.delete('a')).toBe(1);
      expect(map.size).toBe(1);
      expect(map.get('a')).toBeUndefined();
      expect(onEvict).not.toHaveBeenCalled();
    });

    it('returns undefined for a missing key', () => {
      const map = new LruMap<string, number>(3);
      map.set('a', 1);
      expect(map.delete('b')).toBeUndefined();
      expect(map.size).toBe(1);
    });

    it('frees a slot so the next insertion evicts nothing', () => {
      const onEvict = vi.fn();
      const map = new LruMap<string, number>(2, onEvict);
      map.set('a', 1);
      map.set('b', 2);
      map.delete('b');
      map.set('c', 3);
      expect(onEvict).not.toHaveBeenCalled();
      expect(valuesOf(map)).toEqual([1, 3]);
    });

    it('returns undefined the second time', () => {
      const map = new LruMap<string, number>(3);
      map.set('a', 1);
      expect(map.delete('a')).toBe(1);
      expect(map.delete('a')).toBeUndefined();
    });
  });

  it('keeps falsy values such as 0, "" and null', () => {
    const map = new LruMap<string, unknown>(3);
    map.set('zero', 0);
    map.set('empty', '');
    map.set('null', null);
    expect(map.get('zero')).toBe(0);
    expect(map.get('empty')).toBe('');
    expect(map.get('null')).toBeNull();
    expect(map.delete('zero')).toBe(0);
    expect(map.size).toBe(2);
  });

  it('clear removes everything without calling the eviction callback', () => {
    const onEvict = vi.fn();
    const map = new LruMap<string, number>(3, onEvict);
    map.set('a', 1);
    map.set('b', 2);
    map.clear();
    expect(map.size).toBe(0);
    expect(valuesOf(map)).toEqual([]);
    expect(onEvict).not.toHaveBeenCalled();
  });

  it('with capacity 1 keeps only the newest entry', () => {
    const evicted: number[] = [];
    const map = new LruMap<string, number>(1, (_key, value) => evicted.push(value));
    for (let i = 0; i < 5; i++) map.set(`k${i}`, i);
    expect(evicted).toEqual([0, 1, 2, 3]);
    expect(map.size).toBe(1);
    expect(map.get('k4')).toBe(4);
  });

  it('with capacity 0 evicts every entry immediately', () => {
    const onEvict = vi.fn();
    const map = new LruMap<string, number>(0, onEvict);
    map.set('a', 1);
    expect(map.size).toBe(0);
    expect(onEvict).toHaveBeenCalledWith('a', 1);
  });

  it('stays within capacity under many insertions', () => {
    const onEvict = vi.fn();
    const map = new LruMap<number, number>(100, onEvict);
    for (let i = 0; i < 1000; i++) map.set(i, i);
    expect(map.size).toBe(100);
    expect(onEvict).toHaveBeenCalledTimes(900);
    expect(valuesOf(map)).toEqual(Array.from({ length: 100 }, (_, i) => 900 + i));
  });

  it('peeks without making an entry the most recently used, and lists entries oldest first', () => {
    const onEvict = vi.fn();
    const map = new LruMap<string, number>(2, onEvict);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.peek('a')).toBe(1);
    expect([...map.entries()].map(([key]) => key)).toEqual(['a', 'b']);
    map.set('c', 3);
    expect(onEvict).toHaveBeenCalledWith('a', 1);
    expect(map.peek('a')).toBeUndefined();
  });
});
