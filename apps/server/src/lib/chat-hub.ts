import type { TChatServerFrame } from '@mall/contract';

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

/** The hub of one instance: delivers in process. */
export function localChatHub(): ChatHub {
  const sockets = new Map<TChatSubject, Set<TChatSocket>>();
  let size = 0;
  return {
    publish(to, frame) {
      const text = JSON.stringify(frame);
      for (const subject of to) {
        for (const socket of sockets.get(subject) ?? []) if (socket.readyState === OPEN) socket.send(text);
      }
    },
    attach(subject, socket) {
      let set = sockets.get(subject);
      if (!set) sockets.set(subject, (set = new Set()));
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
    async close() {
      sockets.clear();
      size = 0;
    },
  };
}
