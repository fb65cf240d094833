import type { TChatServerFrame } from '@mall/contract';
import { describe, expect, it, vi } from 'vitest';
import { fakePubSubRedis as fakeRedis, logSpy } from '../test/fakes/fake-pubsub-redis.js';
import { CHAT_CHANNEL, type ChatHub, localChatHub, redisChatHub, type TChatSocket } from './chat-hub.js';

function fakeSocket(readyState = 1): TChatSocket & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    readyState,
    send(data: string) {
      sent.push(data);
    },
  };
}

const FRAME: TChatServerFrame = { type: 'read', conversationId: 3, side: 'seller', upTo: 9 };

const tick = () => new Promise((r) => setImmediate(r));

describe('localChatHub', () => {
  it('delivers to every open socket of each subject, once serialised, and nowhere after detach', () => {
    const hub = localChatHub();
    const [a1, a2, b, closing] = [fakeSocket(), fakeSocket(), fakeSocket(), fakeSocket(2)];
    const detachA1 = hub.attach('user:1', a1);
    hub.attach('user:1', a2);
    hub.attach('user:1', closing);
    hub.attach('seller:1', b);
    expect(hub.size).toBe(4);
    hub.publish(['user:1'], FRAME);
    expect(a1.sent).toEqual([JSON.stringify(FRAME)]);
    // The same string object for every socket: serialised once per publish.
    expect(a2.sent[0]).toBe(a1.sent[0]);
    expect(closing.sent).toEqual([]);
    expect(b.sent).toEqual([]);
    detachA1();
    detachA1();
    expect(hub.size).toBe(3);
    hub.publish(['user:1', 'seller:1'], FRAME);
    expect(a1.sent).toHaveLength(1);
    expect(a2.sent).toHaveLength(2);
    expect(b.sent).toHaveLength(1);
  });
});

describe('redisChatHub', () => {
  function twoInstances() {
    const fake = fakeRedis();
    const spy = logSpy();
    const hubs: ChatHub[] = [redisChatHub(fake.redis, spy.log), redisChatHub(fake.redis, spy.log)];
    return { fake, spy, hubs };
  }

  it('publishes {to, frame} on the channel once, and every instance (the publisher too) delivers it', async () => {
    const { fake, hubs } = twoInstances();
    const [onA, onB, other] = [fakeSocket(), fakeSocket(), fakeSocket()];
    hubs[0].attach('user:5', onA);
    hubs[1].attach('user:5', onB);
    hubs[1].attach('user:6', other);
    hubs[0].publish(['user:5'], FRAME);
    await tick();
    expect(fake.published).toEqual([JSON.stringify({ to: ['user:5'], frame: FRAME })]);
    expect(onA.sent).toEqual([JSON.stringify(FRAME)]);
    expect(onB.sent).toEqual([JSON.stringify(FRAME)]);
    expect(other.sent).toEqual([]);
  });

  it('ignores other channels and messages it cannot read', async () => {
    const { fake, hubs } = twoInstances();
    const socket = fakeSocket();
    hubs[0].attach('user:5', socket);
    const sub = fake.subscribers[0];
    sub.emit('message', 'other', JSON.stringify({ to: ['user:5'], frame: FRAME }));
    sub.emit('message', CHAT_CHANNEL, 'not json');
    sub.emit('message', CHAT_CHANNEL, JSON.stringify({ to: ['admin:1', 5], frame: FRAME }));
    sub.emit('message', CHAT_CHANNEL, JSON.stringify({ to: ['user:5'] }));
    expect(socket.sent).toEqual([]);
  });

  it('never throws while Redis is down, and warns once per outage', async () => {
    const { fake, spy, hubs } = twoInstances();
    fake.state.isDown = true;
    for (let i = 0; i < 5; i++) expect(() => hubs[0].publish(['user:1'], FRAME)).not.toThrow();
    await tick();
    expect(spy.warnings).toHaveLength(1);
    fake.state.isDown = false;
    hubs[0].publish(['user:1'], FRAME);
    await tick();
    fake.state.isDown = true;
    hubs[0].publish(['user:1'], FRAME);
    await tick();
    expect(spy.warnings).toHaveLength(2);
  });

  it('asks again when its first subscribe fails (a slow Redis at start), until it is answered', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeRedis();
      fake.state.failSubscribes = 2;
      const spy = logSpy();
      const hub = redisChatHub(fake.redis, spy.log);
      const socket = fakeSocket();
      hub.attach('user:5', socket);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(fake.subscribers[0]?.channels.has(CHAT_CHANNEL)).toBe(true);
      hub.publish(['user:5'], FRAME);
      await vi.advanceTimersByTimeAsync(0);
      expect(socket.sent).toEqual([JSON.stringify(FRAME)]);
      expect(spy.warnings).toHaveLength(1);
      await hub.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('quits its subscriber on close', async () => {
    const { fake, hubs } = twoInstances();
    await Promise.all(hubs.map((h) => h.close()));
    expect(fake.state.quits).toBe(2);
  });
});
