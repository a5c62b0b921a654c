// A map of kept values bounded by the memory they take, not by their count: a few large values
// and many small ones both stay under the same bound. The oldest set go first once the total is
// over it; a value larger than a quarter of the bound is not kept at all.

/**
 * What a value read from the database takes in memory, roughly: twice the characters of its JSON
 * (strings are UTF-16 in the heap; objects' overhead is of the order of their keys' text).
 * @internal Exported for its unit tests.
 */
export function approximateBytes(value: unknown): number {
  return 2 * (JSON.stringify(value)?.length ?? 0);
}

export class BytesBoundedMap<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    /** The most bytes the kept values may take together (as `sizeOf` counts them). */
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number = approximateBytes,
  ) {}

  get(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Keeps `value` under `key` (the newest), then drops the oldest until the total fits. */
  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes / 4) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldKey, old] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.total -= old.bytes;
    }
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.total -= entry.bytes;
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the kept values take, as `sizeOf` counts them. */
  get bytes(): number {
    return this.total;
  }
}
