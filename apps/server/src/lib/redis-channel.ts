/**
 * One Redis pub/sub channel shared by every instance of the shop: what an instance publishes reaches
 * every instance's listener (its own included). Used for conversation frames (chat-hub.ts) and for
 * dropping cached public answers after a write (shared-response-cache.ts).
 */

/** The part of an ioredis client a channel uses. */
export interface TChannelRedis {
  publish(channel: string, message: string): Promise<unknown>;
  duplicate(): TChannelSubscriber;
}

export interface TChannelSubscriber {
  readonly status: string;
  subscribe(channel: string): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  on(event: 'error', listener: (err: Error) => void): unknown;
  on(event: 'ready' | 'close', listener: () => void): unknown;
  quit(): Promise<unknown>;
  disconnect(): void;
}

/** Where a channel reports an outage: the app's logger (pino's `warn(object, message)`). */
export interface TChannelLog {
  warn(details: Record<string, unknown>, message: string): void;
  info(message: string): void;
}

export interface TChannelOptions {
  channel: string;
  log: TChannelLog;
  /** What the outage means for this channel, logged once per outage and once when it ends. */
  downMessage: string;
  upMessage: string;
  /** Each message of the channel, as published. */
  onMessage(message: string): void;
  /** The subscription is answered (at start, and again after every outage). */
  onLive?(): void;
  /** The subscription is lost: messages published meanwhile will never arrive here. */
  onDown?(): void;
}

export interface RedisChannel {
  /** Publishes to every instance. Never throws: a Redis that is down is logged once per outage. */
  publish(message: string): void;
  /** Whether this instance hears the channel now (subscribed, connection ready). */
  readonly isLive: boolean;
  close(): Promise<void>;
}

/** How long a failed subscribe waits before it is asked again. */
const SUBSCRIBE_RETRY_MS = 2_000;

/** One subscriber connection per channel and instance; publishes go through the shared client. */
export function redisChannel(redis: TChannelRedis, options: TChannelOptions): RedisChannel {
  const { channel, log } = options;
  const subscriber = redis.duplicate();
  let isDown = false;
  let isLive = false;
  const down = (err: unknown) => {
    // One line per outage, not one per message or reconnect attempt.
    if (!isDown) log.warn({ err }, options.downMessage);
    isDown = true;
  };
  const lost = () => {
    if (isLive) options.onDown?.();
    isLive = false;
  };
  subscriber.on('error', (err) => {
    down(err);
    lost();
  });
  subscriber.on('close', lost);
  subscriber.on('message', (from, message) => {
    if (from === channel) options.onMessage(message);
  });
  // The first subscribe can time out (Redis slow or not yet connected at start): it is asked again
  // until it is answered, or the instance would never hear another instance. After a reconnect it is
  // asked again too (ioredis would resubscribe by itself, but only the answer says the channel is heard
  // again, and what was published meanwhile is lost: onLive lets the owner make up for it).
  let isClosed = false;
  let hasSubscribed = false;
  let retry: NodeJS.Timeout | undefined;
  const subscribe = () => {
    retry = undefined;
    subscriber.subscribe(channel).then(
      () => {
        hasSubscribed = true;
        if (isLive || isClosed) return;
        isLive = true;
        options.onLive?.();
      },
      (err: unknown) => {
        down(err);
        if (!isClosed && retry === undefined) retry = setTimeout(subscribe, SUBSCRIBE_RETRY_MS).unref();
      },
    );
  };
  subscriber.on('ready', () => {
    if (isDown) log.info(options.upMessage);
    isDown = false;
    if (hasSubscribed && !isLive && !isClosed) subscribe();
  });
  subscribe();
  return {
    publish(message) {
      redis.publish(channel, message).then(() => {
        isDown = false;
      }, down);
    },
    get isLive() {
      return isLive && subscriber.status === 'ready';
    },
    async close() {
      isClosed = true;
      isLive = false;
      clearTimeout(retry);
      // quit() waits for an answer a Redis that is down never gives.
      if (subscriber.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
      else subscriber.disconnect();
    },
  };
}
