import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { describeEachDb } from '../test/helper.js';
import { type CounterStore, dbCounterStore, deleteExpiredCounters, redisCounterStore } from './counter-store.js';
import { isDependencyOutage } from './outage.js';
import { hashPassword, passwordPool, verifyPassword } from './password.js';
import { outboxSmsProvider } from './sms.js';

describe('password hashing', () => {
  it('uses scrypt with N = 2^17, r = 8, p = 1 by default and stores the parameters with the hash', async () => {
    expect(loadConfig({}).SCRYPT_LOG_N).toBe(17);
    const hash = await hashPassword('correct horse', 17);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
  });

  it('salts every hash and rejects malformed stored values', async () => {
    const [a, b] = await Promise.all([hashPassword('same', 10), hashPassword('same', 10)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', 'plain-text')).toBe(false);
  });
});

describe('the password pool', () => {
  it('hashes and checks in its worker threads the same way as in-process', async () => {
    const pool = passwordPool({ threads: 1, queue: 4 });
    try {
      const hash = await pool.hash('correct horse', 10);
      expect(await pool.verify('correct horse', hash)).toBe(true);
      expect(await verifyPassword('correct horse', hash)).toBe(true);
      expect(await pool.verify('correct horse', await hashPassword('correct horse', 10))).toBe(true);
      expect(await pool.verify('wrong horse', hash)).toBe(false);
    } finally {
      await pool.close();
    }
  });

  it('refuses work beyond its short queue with 429 instead of queueing without bound', async () => {
    const pool = passwordPool({ threads: 1, queue: 2 });
    try {
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => pool.hash('flood', 14)));
      const refused = results.filter((r) => r.status === 'rejected');
      expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(3);
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) {
        expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 429, code: 'PASSWORD_QUEUE_FULL' });
      }
    } finally {
      await pool.close();
    }
  });
});

describe('configuration', () => {
  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).SMS_OUTBOX).toBe('/tmp/x/sms-outbox.jsonl');
  });
});

describe('the development SMS outbox', () => {
  it('appends one JSON line per message', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mall-sms-')), 'nested', 'outbox.jsonl');
    const sms = outboxSmsProvider(file);
    await sms.send({ phone: '13800138000', scene: 'register', code: '123456', text: '验证码123456' });
    await sms.send({ phone: '13800138001', scene: 'reset', code: '654321', text: '验证码654321' });
    const lines = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ phone: '13800138000', scene: 'register', code: '123456', text: '验证码123456' });
    expect(Date.parse(lines[1].at)).not.toBeNaN();
  });
});

function counterSuite(store: () => CounterStore) {
  it('counts hits in a window, exactly under a burst', async () => {
    const key = `k:${Math.random()}`;
    const counts = await Promise.all(Array.from({ length: 50 }, () => store().hit(key, 60_000)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await store().get(key)).toBe(50);
    await store().reset(key);
    expect(await store().get(key)).toBe(0);
  });

  it('gives slots back one at a time and never below zero', async () => {
    const key = `r:${Math.random()}`;
    await Promise.all(Array.from({ length: 3 }, () => store().hit(key, 60_000)));
    await Promise.all(Array.from({ length: 30 }, () => store().release(key)));
    expect(await store().get(key)).toBe(0);
    expect(await store().hit(key, 60_000)).toBe(1);
  });

  it('starts a new window after expiry', async () => {
    const key = `w:${Math.random()}`;
    expect(await store().hit(key, 50)).toBe(1);
    expect(await store().hit(key, 50)).toBe(2);
    await new Promise((r) => setTimeout(r, 80));
    expect(await store().get(key)).toBe(0);
    expect(await store().hit(key, 50)).toBe(1);
  });
}

describeEachDb('the database counter store', (ctx) => {
  counterSuite(() => dbCounterStore(ctx.app.deps.db));

  it('sweeps only the counters whose window ended before the cut-off', async () => {
    const store = dbCounterStore(ctx.app.deps.db);
    const [ended, open] = [`e:${Math.random()}`, `o:${Math.random()}`];
    await store.hit(ended, 1);
    await store.hit(open, 60_000);
    await deleteExpiredCounters(ctx.app.deps.db, Date.now() + 1_000);
    const keys = await ctx.app.deps.db.selectFrom('counters').select('key').where('key', 'in', [ended, open]).execute();
    expect(keys.map((k) => k.key)).toEqual([open]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? '';
if (!redisUrl && process.env.CI === 'true') throw new Error('TEST_REDIS_URL must be set under CI=true');
if (!redisUrl) console.warn('[server tests] SKIPPING the Redis counter store suite: TEST_REDIS_URL is not set.');
describe.runIf(redisUrl)('the Redis counter store', () => {
  const redis = new Redis(redisUrl || 'redis://127.0.0.1:6379', { lazyConnect: true });
  afterAll(() => redis.quit());
  counterSuite(() => redisCounterStore(redis, `mall-test:${process.pid}:`));
});

describe('dependency outages', () => {
  const withCode = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
  it('tells a dependency out of reach from a bug', () => {
    expect(isDependencyOutage(withCode('canceling statement due to statement timeout', '57014'))).toBe(true);
    expect(isDependencyOutage(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDependencyOutage(withCode('Connection terminated unexpectedly'))).toBe(true);
    expect(isDependencyOutage(withCode('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDependencyOutage(withCode('connect ECONNREFUSED 127.0.0.1:6379', 'ECONNREFUSED'))).toBe(true);
    expect(isDependencyOutage(withCode('Command timed out'))).toBe(true);
    expect(isDependencyOutage(withCode('database is locked', 'SQLITE_BUSY'))).toBe(true);
    expect(isDependencyOutage(withCode("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDependencyOutage(withCode('duplicate key', '23505'))).toBe(false);
    expect(isDependencyOutage('not an error')).toBe(false);
  });
});
