import { randomUUID } from 'node:crypto';
import { type RedisChannel, redisChannel, type TChannelLog, type TChannelRedis } from './redis-channel.js';
import type { ResponseCache } from './response-cache.js';

/** The Redis channel on which instances tell each other which cached answers a write made stale. */
export const CACHE_CHANNEL = 'mall:cache';

/**
 * The response cache of one instance among several (DESIGN-OPERATE §E): a write clears this
 * instance's entries at once and tells every other instance over Redis, which clears the same
 * prefix, so a changed price is served everywhere within a round trip, whatever CATALOGUE_CACHE_MS.
 *
 * An instance that cannot hear the channel (Redis down, or not yet subscribed at start) would miss
 * those messages: it answers without the cache until it hears again, and then drops everything it
 * kept, since a write may have happened meanwhile. Correct answers first, fast ones second.
 */
export function sharedResponseCache(
  local: ResponseCache,
  redis: TChannelRedis,
  log: TChannelLog,
  channel = CACHE_CHANNEL,
): ResponseCache {
  const self = randomUUID();
  const subscription: RedisChannel = redisChannel(redis, {
    channel,
    log,
    downMessage: 'Redis 不可用，各实例暂不缓存商品等公开数据（直接读数据库）',
    upMessage: 'Redis 已恢复，公开数据缓存恢复',
    onMessage(message) {
      const parsed = parseClear(message);
      if (parsed && parsed.from !== self) local.clear(parsed.prefix);
    },
    onLive: () => local.clear(),
    onDown: () => local.clear(),
  });
  return {
    get(key, compute, aliases) {
      return subscription.isLive ? local.get(key, compute, aliases) : compute();
    },
    peek(key) {
      return subscription.isLive ? local.peek(key) : undefined;
    },
    clear(prefix) {
      local.clear(prefix);
      subscription.publish(JSON.stringify({ from: self, prefix: prefix ?? null }));
    },
    // Every clear, this instance's or another's, goes through the local cache.
    onClear: (listener) => local.onClear(listener),
    get isShared() {
      return subscription.isLive;
    },
    close: () => subscription.close(),
  };
}

/** A message of the channel as published, or null for anything else. */
function parseClear(message: string): { from: string; prefix: string | undefined } | null {
  try {
    const parsed = JSON.parse(message) as { from?: unknown; prefix?: unknown };
    if (typeof parsed.from !== 'string') return null;
    if (parsed.prefix !== null && typeof parsed.prefix !== 'string') return null;
    return { from: parsed.from, prefix: parsed.prefix ?? undefined };
  } catch {
    return null;
  }
}
