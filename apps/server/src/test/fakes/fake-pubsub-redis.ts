import { EventEmitter } from 'node:events';
import type { TChannelRedis, TChannelSubscriber } from '../../lib/redis-channel.js';

/** A Redis that loops published messages back to its subscribers, or fails every publish while `isDown`. */
export function fakePubSubRedis() {
  const subscribers: (EventEmitter & TChannelSubscriber & { channels: Set<string> })[] = [];
  const published: string[] = [];
  const state = { isDown: false, quits: 0, failSubscribes: 0 };
  const redis: TChannelRedis = {
    async publish(channel, message) {
      if (state.isDown) throw new Error('Connection is closed.');
      published.push(message);
      for (const s of subscribers) if (s.channels.has(channel)) s.emit('message', channel, message);
      return 1;
    },
    duplicate() {
      const sub = Object.assign(new EventEmitter(), {
        status: 'ready' as string,
        channels: new Set<string>(),
        async subscribe(channel: string) {
          if (state.failSubscribes > 0) {
            state.failSubscribes--;
            throw new Error('Command timed out');
          }
          sub.channels.add(channel);
          return 1;
        },
        async quit() {
          state.quits++;
          return 'OK';
        },
        disconnect() {},
      });
      subscribers.push(sub);
      return sub;
    },
  };
  return { redis, published, subscribers, state };
}

/** A logger that keeps its warnings. */
export function logSpy() {
  const warnings: string[] = [];
  return { warnings, log: { warn: (_: unknown, msg: string) => void warnings.push(msg), info: () => {} } };
}
