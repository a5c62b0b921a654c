// A request whose answer is kept for a while and shared by everyone asking meanwhile (spec
// section 7: my-businesses is cached 10 s and shared in flight; the unread summary 5 s). Answers
// are kept per key (the signed-in token), so one account never sees another's cached answer.

export type CachedRequest<T> = {
  /** The cached answer when still fresh, else the running request, else a new one. */
  get(key: string): Promise<T>;
  /** Forgets every kept answer (after a change the next read must see). */
  invalidate(): void;
};

type Entry<T> = { value: T; at: number } | { promise: Promise<T> };

export function createCachedRequest<T>(
  load: (key: string) => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
): CachedRequest<T> {
  const entries = new Map<string, Entry<T>>();
  let generation = 0;

  return {
    get(key) {
      const entry = entries.get(key);
      if (entry && 'promise' in entry) return entry.promise;
      if (entry && now() - entry.at < ttlMs) return Promise.resolve(entry.value);

      const started = generation;
      const promise = load(key).then(
        (value) => {
          // An invalidation while the request ran makes its answer stale: do not keep it.
          if (started === generation) entries.set(key, { value, at: now() });
          else if (entries.get(key) === pending) entries.delete(key);
          return value;
        },
        (error: unknown) => {
          // Failures are not cached: the next caller tries again.
          if (entries.get(key) === pending) entries.delete(key);
          throw error;
        },
      );
      const pending: Entry<T> = { promise };
      entries.set(key, pending);
      return promise;
    },
    invalidate() {
      generation++;
      entries.clear();
    },
  };
}
