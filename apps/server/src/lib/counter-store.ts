import type { TPlainAppErrorName } from '@mall/contract';
import type { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { appError } from './app-error.js';

/**
 * Fixed-window counters shared by every instance (login throttling, SMS cooldown). Redis when
 * configured, the database otherwise: never process memory, which another instance could not see.
 */
export interface CounterStore {
  /** Adds one to `key` and answers the new count; the window starts with the first hit. */
  hit(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  /** Gives one back (never below zero), e.g. a slot taken by an attempt that succeeded. */
  release(key: string): Promise<void>;
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
    async release(key) {
      await db
        .updateTable('counters')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', key)
        .where('count', '>', 0)
        .execute();
    },
    async reset(key) {
      await db.deleteFrom('counters').where('key', '=', key).execute();
    },
  };
}

/** Drops database counters whose window ended before `before` (housekeeping; the table stays small). */
export async function deleteExpiredCounters(db: Kysely<DB>, before: number): Promise<void> {
  await db.deleteFrom('counters').where('expires_at', '<', before).execute();
}

const HIT_SCRIPT = `local c = redis.call('INCR', KEYS[1]) if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return c`;
const RELEASE_SCRIPT = `local c = tonumber(redis.call('GET', KEYS[1]) or '0') if c > 0 then redis.call('DECR', KEYS[1]) end return c`;

export function redisCounterStore(redis: Redis, prefix = 'mall:counter:'): CounterStore {
  return {
    async hit(key, windowMs) {
      return Number(await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs));
    },
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Takes one slot of `key` in a fixed window and refuses with 429 once `max` are taken. The slot
 * is taken before the work it guards, so parallel requests cannot slip past together.
 */
export async function takeSlot(
  counters: CounterStore,
  key: string,
  max: number,
  windowMs: number,
  refusal: TPlainAppErrorName,
) {
  if ((await counters.hit(key, windowMs)) > max) throw appError(refusal);
}
