import type { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Fixed-window counters shared by every instance (login throttling, SMS cooldown). Redis when
 * configured, the database otherwise: never process memory, which another instance could not see.
 */
export interface CounterStore {
  /** Adds one to `key` and answers the new count; the window starts with the first hit. */
  hit(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function dbCounterStore(db: Kysely<DB>): CounterStore {
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const row = await db
        .insertInto('counters')
        .values({ key, count: 1, expires_at: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when counters.expires_at <= ${now} then 1 else counters.count + 1 end`,
            expires_at: sql<number>`case when counters.expires_at <= ${now} then ${now + windowMs} else counters.expires_at end`,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async get(key) {
      const row = await db
        .selectFrom('counters')
        .select('count')
        .where('key', '=', key)
        .where('expires_at', '>', Date.now())
        .executeTakeFirst();
      return row ? Number(row.count) : 0;
    },
    async reset(key) {
      await db.deleteFrom('counters').where('key', '=', key).execute();
    },
  };
}

const HIT_SCRIPT = `local c = redis.call('INCR', KEYS[1]) if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return c`;

export function redisCounterStore(redis: Redis, prefix = 'mall:counter:'): CounterStore {
  return {
    async hit(key, windowMs) {
      return Number(await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs));
    },
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
