import { describe, expect, it } from 'vitest';
import { fakePubSubRedis, logSpy } from '../test/fakes/fake-pubsub-redis.js';
import { responseCache } from './response-cache.js';
import { CACHE_CHANNEL, sharedResponseCache } from './shared-response-cache.js';

const tick = () => new Promise((r) => setImmediate(r));

function twoInstances() {
  const fake = fakePubSubRedis();
  const spy = logSpy();
  const make = () => sharedResponseCache(responseCache({ ttlMs: 600_000 }), fake.redis, spy.log);
  return { fake, spy, a: make(), b: make() };
}

/** A computation that counts its runs and answers `value`. */
function counted(value: string) {
  const compute = async () => {
    compute.runs++;
    return Buffer.from(value);
  };
  compute.runs = 0;
  return compute;
}

describe('sharedResponseCache', () => {
  it('clears a prefix here at once and on the other instance when the message arrives', async () => {
    const { a, b, fake } = twoInstances();
    await tick();
    expect([a.isShared, b.isShared]).toEqual([true, true]);
    await a.get('/details\n{"id":1}', counted('a1'));
    await b.get('/details\n{"id":1}', counted('b1'));
    await b.get('/news\n{}', counted('news'));
    a.clear('/details');
    expect(a.peek('/details\n{"id":1}')).toBeUndefined();
    await tick();
    expect(b.peek('/details\n{"id":1}')).toBeUndefined();
    expect(String(b.peek('/news\n{}'))).toBe('news');
    a.clear();
    await tick();
    expect(b.peek('/news\n{}')).toBeUndefined();
    expect(fake.published).toHaveLength(2);
  });

  it('ignores other channels and messages it cannot read', async () => {
    const { b, fake } = twoInstances();
    await tick();
    await b.get('/k', counted('kept'));
    const sub = fake.subscribers[1]!;
    sub.emit('message', 'other', JSON.stringify({ from: 'x', prefix: null }));
    sub.emit('message', CACHE_CHANNEL, 'not json');
    sub.emit('message', CACHE_CHANNEL, JSON.stringify({ prefix: null }));
    sub.emit('message', CACHE_CHANNEL, JSON.stringify({ from: 'x', prefix: 5 }));
    expect(String(b.peek('/k'))).toBe('kept');
  });

  it('answers without the cache while it cannot hear the others, and starts afresh when it hears again', async () => {
    const { b, fake } = twoInstances();
    await tick();
    const sub = fake.subscribers[1]!;
    const compute = counted('v');
    await b.get('/k', compute);
    await b.get('/k', compute);
    expect(compute.runs).toBe(1);

    // The subscriber connection is lost: a write elsewhere would go unheard.
    (sub as { status: string }).status = 'reconnecting';
    sub.emit('close');
    expect(b.isShared).toBe(false);
    expect(b.peek('/k')).toBeUndefined();
    await b.get('/k', compute);
    await b.get('/k', compute);
    expect(compute.runs).toBe(3);

    // Back: subscribed again, and nothing kept from before.
    (sub as { status: string }).status = 'ready';
    sub.emit('ready');
    await tick();
    expect(b.isShared).toBe(true);
    await b.get('/k', compute);
    await b.get('/k', compute);
    expect(compute.runs).toBe(4);
  });

  it('never throws when a clear cannot be published, and warns once per outage', async () => {
    const { a, fake, spy } = twoInstances();
    await tick();
    fake.state.isDown = true;
    for (let i = 0; i < 3; i++) expect(() => a.clear('/x')).not.toThrow();
    await tick();
    expect(spy.warnings).toHaveLength(1);
  });
});
