import { LRUCache } from 'lru-cache';

/**
 * A cache of public answers (catalogue reads), kept per process. A write in this process clears what
 * it touched at once; with Redis, shared-response-cache.ts tells the other instances too. Without
 * Redis entries live CATALOGUE_CACHE_MS (1 s by default), so several instances would converge within
 * that time. Concurrent misses of one key share a single computation.
 */
export interface ResponseCache {
  /** The cached serialized answer for `key`, or `compute()` stored under it and under `aliases`. */
  get(key: string, compute: () => Promise<Buffer>, aliases?: string[]): Promise<Buffer>;
  /** The cached answer for `key`, if any, without computing. */
  peek(key: string): Buffer | undefined;
  /** Drops every entry whose key starts with `prefix` (all of them without one). */
  clear(prefix?: string): void;
  /**
   * Told of every clear of this instance's entries (its own writes', and with Redis other instances'),
   * so a cache of data beside the answers (the search's categories) is dropped with them.
   */
  onClear(listener: (prefix: string | undefined) => void): void;
  /** Whether other instances' writes clear this cache (shared-response-cache.ts, hearing Redis now). */
  readonly isShared: boolean;
  /** Stops listening to other instances (the shared cache). */
  close?(): Promise<void>;
}

/** Bytes the cache may hold per process, whatever payloads clients invent. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

export function responseCache(options: {
  ttlMs: number;
  maxBytes?: number;
  /** Told of each lookup (metrics): a hit is answered without computing; a peek that misses is not told. */
  onLookup?: (result: 'hit' | 'miss') => void;
}): ResponseCache {
  const onLookup = options.onLookup ?? (() => {});
  const listeners: ((prefix: string | undefined) => void)[] = [];
  const onClear = (listener: (prefix: string | undefined) => void) => void listeners.push(listener);
  const told = (prefix: string | undefined) => {
    for (const listener of listeners) listener(prefix);
  };
  if (options.ttlMs <= 0)
    return { get: (_key, compute) => compute(), peek: () => undefined, clear: told, onClear, isShared: false };
  const cache = new LRUCache<string, Buffer>({
    maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
    sizeCalculation: (value, key) => value.length + key.length,
    ttl: options.ttlMs,
  });
  const pending = new Map<string, Promise<Buffer>>();
  // A clear while a computation runs means its result may already be stale: do not keep it.
  let generation = 0;
  return {
    isShared: false,
    onClear,
    async get(key, compute, aliases = []) {
      const hit = cache.get(key);
      if (hit !== undefined) {
        onLookup('hit');
        // An alias lives no longer than the entry it points at.
        const ttl = cache.getRemainingTTL(key);
        for (const alias of aliases) if (ttl > 0) cache.set(alias, hit, { ttl });
        return hit;
      }
      const running = pending.get(key);
      if (running) {
        onLookup('hit');
        return running;
      }
      onLookup('miss');
      const startedIn = generation;
      const promise = compute()
        .then((value) => {
          if (startedIn === generation) for (const k of [key, ...aliases]) cache.set(k, value);
          return value;
        })
        .finally(() => {
          if (pending.get(key) === promise) pending.delete(key);
        });
      pending.set(key, promise);
      return promise;
    },
    peek(key) {
      const hit = cache.get(key);
      // A miss here goes on to get(), which counts it.
      if (hit !== undefined) onLookup('hit');
      return hit;
    },
    clear(prefix) {
      told(prefix);
      generation++;
      // A computation still running may predate the write: later callers must not join it.
      for (const key of [...pending.keys()]) if (!prefix || key.startsWith(prefix)) pending.delete(key);
      if (!prefix) return cache.clear();
      for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
    },
  };
}
