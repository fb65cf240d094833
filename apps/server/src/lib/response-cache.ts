import { LRUCache } from 'lru-cache';

/**
 * A short-lived cache of public answers (catalogue reads), kept per process. Entries live a few
 * seconds, so every instance of a scaled-out shop converges within that time without sharing
 * state; a write in this process clears what it touched at once. Concurrent misses of one key
 * share a single computation.
 */
export interface ResponseCache {
  /** The cached serialized answer for `key`, or `compute()` stored under it. */
  get(key: string, compute: () => Promise<string>): Promise<string>;
  /** Drops every entry whose key starts with `prefix` (all of them without one). */
  clear(prefix?: string): void;
}

export function responseCache(options: { ttlMs: number; maxEntries?: number }): ResponseCache {
  if (options.ttlMs <= 0) return { get: (_key, compute) => compute(), clear() {} };
  const cache = new LRUCache<string, string>({ max: options.maxEntries ?? 5000, ttl: options.ttlMs });
  const pending = new Map<string, Promise<string>>();
  // A clear while a computation runs means its result may already be stale: do not keep it.
  let generation = 0;
  return {
    async get(key, compute) {
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const running = pending.get(key);
      if (running) return running;
      const startedIn = generation;
      const promise = compute()
        .then((value) => {
          if (startedIn === generation) cache.set(key, value);
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, promise);
      return promise;
    },
    clear(prefix) {
      generation++;
      if (!prefix) return cache.clear();
      for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
    },
  };
}
