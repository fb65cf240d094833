import type { TChatMessage } from '@mall/contract';
import { CHAT_WS_CLOSE, CHAT_WS_PATH, type TChatAuthFrame, type TChatServerFrame } from '@mall/contract/wire';
import { useEffect, useRef, useState } from 'react';

/**
 * What a chat page shows of its delivery: `connecting` before the first answer, `live` while the
 * socket is ready, `polling` when it failed or was not ready in time (the page then asks every
 * CHAT_POLL_MS while the socket keeps trying again in the background).
 */
export type TChatConnectionState = 'connecting' | 'live' | 'polling';

export type TChatMessageFrame = Extract<TChatServerFrame<TChatMessage>, { type: 'message' }>;
export type TChatReadFrame = Extract<TChatServerFrame<TChatMessage>, { type: 'read' }>;

export interface TChatSocketOptions {
  /** The token of the side this page speaks for (the buyer's or the shop's); null: no socket, poll. */
  getToken: () => string | null;
  onMessage?: (frame: TChatMessageFrame) => void;
  onRead?: (frame: TChatReadFrame) => void;
  onState?: (state: TChatConnectionState) => void;
  /** How long the socket may take to answer `ready` before the page polls instead. */
  readyTimeoutMs?: number;
  /** Test seam: the WebSocket constructor and the socket's address. */
  createSocket?: (url: string) => WebSocket;
  url?: string;
}

export interface TChatSocket {
  readonly state: TChatConnectionState;
  close: () => void;
}

/** The first wait before trying again, doubled each failure up to the last. */
export const CHAT_RECONNECT_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;
export const CHAT_READY_TIMEOUT_MS = 4_000;

/** The socket's address: same host, ws:// or wss:// by the page's scheme; never a token in it. */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${CHAT_WS_PATH}`;
}

/** A frame the server pushed, or null when it is not one this client knows. */
export function parseChatFrame(data: unknown): TChatServerFrame<TChatMessage> | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as { type?: unknown; conversationId?: unknown };
    if (frame.type === 'ready') return frame as TChatServerFrame<TChatMessage>;
    if ((frame.type === 'message' || frame.type === 'read') && typeof frame.conversationId === 'number') {
      return frame as TChatServerFrame<TChatMessage>;
    }
  } catch {
    // Not JSON: ignored like any unknown frame.
  }
  return null;
}

/**
 * Opens the chat socket: sends the auth frame first, reports `live` on `ready`, hands `message` and
 * `read` frames to the handlers; on a failure (or no `ready` in time) reports `polling` and tries again
 * with a growing wait. `close` stops it for good.
 */
export function connectChatSocket(options: TChatSocketOptions): TChatSocket {
  const readyTimeoutMs = options.readyTimeoutMs ?? CHAT_READY_TIMEOUT_MS;
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  let state: TChatConnectionState = 'connecting';
  let socket: WebSocket | null = null;
  let failures = 0;
  let isClosed = false;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: TChatConnectionState) => {
    if (state === next) return;
    state = next;
    options.onState?.(next);
  };

  const retry = () => {
    if (isClosed) return;
    setState('polling');
    const wait = CHAT_RECONNECT_MS[Math.min(failures, CHAT_RECONNECT_MS.length - 1)];
    failures += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(open, wait);
  };

  const drop = (ws: WebSocket) => {
    ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
    try {
      ws.close();
    } catch {
      // Already closing.
    }
  };

  function open() {
    if (isClosed) return;
    const token = options.getToken();
    if (!token) {
      // Signed out: nothing to authenticate; the page polls (and its calls ask for a login).
      retry();
      return;
    }
    let ws: WebSocket;
    try {
      ws = create(options.url ?? chatSocketUrl());
    } catch {
      retry();
      return;
    }
    socket = ws;
    clearTimeout(readyTimer);
    readyTimer = setTimeout(() => {
      if (socket !== ws || state === 'live') return;
      drop(ws);
      socket = null;
      retry();
    }, readyTimeoutMs);
    ws.onopen = () => {
      const frame: TChatAuthFrame = { type: 'auth', token };
      ws.send(JSON.stringify(frame));
    };
    ws.onmessage = (event) => {
      const frame = parseChatFrame(event.data);
      if (!frame) return;
      if (frame.type === 'ready') {
        clearTimeout(readyTimer);
        failures = 0;
        setState('live');
      } else if (frame.type === 'message') options.onMessage?.(frame);
      else options.onRead?.(frame);
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      clearTimeout(readyTimer);
      socket = null;
      // A refused token will be refused again soon: wait as long as the backoff allows.
      if (event.code === CHAT_WS_CLOSE.UNAUTHORIZED) failures = CHAT_RECONNECT_MS.length - 1;
      retry();
    };
    ws.onerror = () => {
      // onclose follows and decides.
    };
  }

  open();
  return {
    get state() {
      return state;
    },
    close: () => {
      isClosed = true;
      clearTimeout(readyTimer);
      clearTimeout(retryTimer);
      if (socket) drop(socket);
      socket = null;
    },
  };
}

/**
 * The socket for a chat page's lifetime: its state to show (`chat-connection`) and to decide whether
 * to poll. The handlers may change between renders; the socket stays.
 */
export function useChatSocket(options: Omit<TChatSocketOptions, 'onState'> & { isEnabled?: boolean }) {
  const [state, setState] = useState<TChatConnectionState>('connecting');
  const latest = useRef(options);
  latest.current = options;
  const isEnabled = options.isEnabled ?? true;
  useEffect(() => {
    if (!isEnabled) return;
    setState('connecting');
    const socket = connectChatSocket({
      getToken: () => latest.current.getToken(),
      onMessage: (frame) => latest.current.onMessage?.(frame),
      onRead: (frame) => latest.current.onRead?.(frame),
      onState: setState,
      ...(latest.current.readyTimeoutMs !== undefined ? { readyTimeoutMs: latest.current.readyTimeoutMs } : {}),
      ...(latest.current.createSocket ? { createSocket: latest.current.createSocket } : {}),
      ...(latest.current.url ? { url: latest.current.url } : {}),
    });
    return () => socket.close();
  }, [isEnabled]);
  return state;
}
