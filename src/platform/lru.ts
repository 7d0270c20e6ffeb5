/** A Map that keeps at most `capacity` entries, dropping the least recently used one first. */
export class LruMap<K, V> {
  private readonly map = new Map<K, V>();

  constructor(
    private readonly capacity: number,
    private readonly onEvict?: (key: K, value: V) => void,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  /** The value without making it the most recently used. */
  peek(key: K): V | undefined {
    return this.map.get(key);
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.capacity) {
      const [oldestKey, oldestValue] = this.map.entries().next().value as [K, V];
      this.map.delete(oldestKey);
      this.onEvict?.(oldestKey, oldestValue);
    }
  }

  delete(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) this.map.delete(key);
    return value;
  }

  /** Least recently used first. */
  entries(): IterableIterator<[K, V]> {
    return this.map.entries();
  }

  values(): IterableIterator<V> {
    return this.map.values();
  }

  clear(): void {
    this.map.clear();
  }
}
