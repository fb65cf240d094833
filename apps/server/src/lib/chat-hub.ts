import type { TChatServerFrame } from '@mall/contract';
import { redisChannel, type TChannelLog, type TChannelRedis, type TChannelSubscriber } from './redis-channel.js';

/** Whom a frame is for: a buyer (`user:12`) or a shop (`seller:3`), on every device they are on. */
export type TChatSubject = `user:${number}` | `seller:${number}`;

/** The part of a socket the hub uses (a `ws` WebSocket has it). */
export interface TChatSocket {
  send(data: string): void;
  readonly readyState: number;
}

/**
 * Live delivery of conversation frames (DESIGN-OPERATE §J). Pages hold a socket per tab; the hub
 * keeps each instance's sockets by subject and delivers a published frame to all of them. With Redis
 * a frame crosses instances (pub/sub); without, one instance serves the shop and delivers locally.
 * Delivery is best effort: a page that misses a frame catches up by polling.
 */
export interface ChatHub {
  /** Sends `frame` to every socket of each subject, on every instance. Never throws. */
  publish(to: readonly TChatSubject[], frame: TChatServerFrame): void;
  /** Registers a signed-in socket; answers its removal. */
  attach(subject: TChatSubject, socket: TChatSocket): () => void;
  /** How many sockets this instance holds. */
  readonly size: number;
  close(): Promise<void>;
}

const OPEN = 1;

/** The sockets of one instance by subject, and delivery of an already serialised frame to them. */
function socketRegistry() {
  const sockets = new Map<TChatSubject, Set<TChatSocket>>();
  let size = 0;
  return {
    deliver(to: readonly TChatSubject[], text: string) {
      for (const subject of to) {
        for (const socket of sockets.get(subject) ?? []) if (socket.readyState === OPEN) socket.send(text);
      }
    },
    attach(subject: TChatSubject, socket: TChatSocket): () => void {
      const set = sockets.get(subject) ?? new Set<TChatSocket>();
      sockets.set(subject, set);
      set.add(socket);
      size++;
      return () => {
        if (!set.delete(socket)) return;
        size--;
        if (set.size === 0) sockets.delete(subject);
      };
    },
    get size() {
      return size;
    },
    clear() {
      sockets.clear();
      size = 0;
    },
  };
}

/** The hub of one instance: delivers in process. */
export function localChatHub(): ChatHub {
  const local = socketRegistry();
  return {
    publish(to, frame) {
      local.deliver(to, JSON.stringify(frame));
    },
    attach: (subject, socket) => local.attach(subject, socket),
    get size() {
      return local.size;
    },
    async close() {
      local.clear();
    },
  };
}

/** The Redis channel every instance publishes frames to and listens on. */
export const CHAT_CHANNEL = 'mall:chat';

/** The parts of ioredis the hub uses. */
export type TChatRedis = TChannelRedis;
export type TChatSubscriber = TChannelSubscriber;
export type TChatHubLog = TChannelLog;

const SUBJECT_RE = /^(user|seller):\d+$/;

/** A message of the channel as published, or null for anything else (another version, a stray publish). */
function parseChannelMessage(message: string): { to: TChatSubject[]; frame: TChatServerFrame } | null {
  try {
    const parsed = JSON.parse(message) as { to?: unknown; frame?: unknown };
    if (!Array.isArray(parsed.to) || typeof parsed.frame !== 'object' || parsed.frame === null) return null;
    const to = parsed.to.filter((s): s is TChatSubject => typeof s === 'string' && SUBJECT_RE.test(s));
    return { to, frame: parsed.frame as TChatServerFrame };
  } catch {
    return null;
  }
}

/**
 * The hub of one instance among several: a frame is published to Redis and every instance (this one
 * included, through its own subscription) delivers it to its sockets, so there is one delivery path.
 * Redis down: the frame is dropped and logged once per outage; the pages catch up by polling.
 */
export function redisChatHub(redis: TChatRedis, log: TChatHubLog, channel = CHAT_CHANNEL): ChatHub {
  const local = socketRegistry();
  const subscription = redisChannel(redis, {
    channel,
    log,
    downMessage: 'Redis 不可用，客服会话消息暂不实时推送（页面将轮询）',
    upMessage: 'Redis 已恢复，客服会话消息恢复实时推送',
    onMessage(message) {
      const parsed = parseChannelMessage(message);
      // Serialised once per frame on each instance, whatever the number of sockets.
      if (parsed && parsed.to.length > 0) local.deliver(parsed.to, JSON.stringify(parsed.frame));
    },
  });
  return {
    publish(to, frame) {
      if (to.length === 0) return;
      let message: string;
      try {
        message = JSON.stringify({ to, frame });
      } catch (err) {
        log.warn({ err }, '客服会话消息无法序列化，已丢弃');
        return;
      }
      subscription.publish(message);
    },
    attach: (subject, socket) => local.attach(subject, socket),
    get size() {
      return local.size;
    },
    async close() {
      local.clear();
      await subscription.close();
    },
  };
}
