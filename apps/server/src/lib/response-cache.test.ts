import { describe, expect, it } from 'vitest';
import { responseCache } from './response-cache.js';

const body = (s: string) => Buffer.from(s);

describe('responseCache', () => {
  it('computes once for concurrent misses and serves hits and aliases after', async () => {
    const cache = responseCache({ ttlMs: 60_000 });
    let runs = 0;
    const compute = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 5));
      return body('a');
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', compute, ['raw'])));
    expect(new Set(answers.map(String))).toEqual(new Set(['a']));
    expect(runs).toBe(1);
    expect(String(cache.peek('raw'))).toBe('a');
    await cache.get('k', compute);
    expect(runs).toBe(1);
  });

  it('clears by prefix and never keeps a result computed across a clear', async () => {
    const cache = responseCache({ ttlMs: 60_000 });
    await cache.get('/a\n1', async () => body('1'));
    await cache.get('/b\n1', async () => body('2'));
    cache.clear('/a');
    expect(cache.peek('/a\n1')).toBeUndefined();
    expect(String(cache.peek('/b\n1'))).toBe('2');

    let release = () => {};
    const slow = cache.get('/c', () => new Promise<Buffer>((r) => (release = () => r(body('old')))));
    cache.clear();
    // A caller after the clear does not join the computation that started before it.
    const fresh = cache.get('/c', async () => body('new'));
    release();
    expect(String(await slow)).toBe('old');
    expect(String(await fresh)).toBe('new');
    expect(String(cache.peek('/c'))).toBe('new');
  });

  it('stays within its byte budget', async () => {
    const cache = responseCache({ ttlMs: 60_000, maxBytes: 1000 });
    for (let i = 0; i < 50; i++) await cache.get(`k${i}`, async () => Buffer.alloc(100));
    let kept = 0;
    for (let i = 0; i < 50; i++) if (cache.peek(`k${i}`)) kept++;
    expect(kept).toBeLessThanOrEqual(10);
    expect(cache.peek('k49')).toBeDefined();
  });

  it('does not cache at all with a zero time to live', async () => {
    const cache = responseCache({ ttlMs: 0 });
    let runs = 0;
    await cache.get('k', async () => body(String(++runs)));
    await cache.get('k', async () => body(String(++runs)));
    expect(runs).toBe(2);
    expect(cache.peek('k')).toBeUndefined();
  });
});
