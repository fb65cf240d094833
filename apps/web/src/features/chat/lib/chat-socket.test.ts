import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatSocketUrl, connectChatSocket, parseChatFrame, type TChatConnectionState } from './chat-socket';

class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  isClosed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.isClosed = true;
  }
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const create = (url: string) => new FakeSocket(url) as unknown as WebSocket;
const last = () => FakeSocket.all[FakeSocket.all.length - 1] as FakeSocket;

describe('chat socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('uses the page scheme and host, with no token in the address', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'mall.example' })).toBe('wss://mall.example/chat/ws');
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/chat/ws');
  });

  it('sends the auth frame first, goes live on ready and hands frames over', () => {
    const states: TChatConnectionState[] = [];
    const onMessage = vi.fn();
    const onRead = vi.fn();
    const socket = connectChatSocket({
      getToken: () => 'tk',
      createSocket: create,
      url: 'ws://x/chat/ws',
      onMessage,
      onRead,
      onState: (s) => states.push(s),
    });
    last().onopen?.();
    expect(JSON.parse(last().sent[0] as string)).toEqual({ type: 'auth', token: 'tk' });
    last().push({ type: 'ready' });
    expect(socket.state).toBe('live');
    last().push({ type: 'message', conversationId: 7, message: { id: 1 } });
    last().push({ type: 'read', conversationId: 7, side: 'seller', upTo: 1 });
    last().onmessage?.({ data: 'not json' });
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onRead).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['live']);
    socket.close();
  });

  it('polls when not ready in time, and tries again with a growing wait', () => {
    const socket = connectChatSocket({
      getToken: () => 'tk',
      createSocket: create,
      url: 'ws://x',
      readyTimeoutMs: 3000,
    });
    expect(socket.state).toBe('connecting');
    vi.advanceTimersByTime(3000);
    expect(socket.state).toBe('polling');
    expect(last().isClosed).toBe(true);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    last().onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().onopen?.();
    last().push({ type: 'ready' });
    expect(socket.state).toBe('live');
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('polls without a token and opens no socket', () => {
    const socket = connectChatSocket({ getToken: () => null, createSocket: create, url: 'ws://x' });
    expect(socket.state).toBe('polling');
    expect(FakeSocket.all).toHaveLength(0);
    socket.close();
  });

  it('knows only its frames', () => {
    expect(parseChatFrame('{"type":"ready"}')).toEqual({ type: 'ready' });
    expect(parseChatFrame('{"type":"message"}')).toBeNull();
    expect(parseChatFrame('{"type":"other","conversationId":1}')).toBeNull();
    expect(parseChatFrame(new ArrayBuffer(2))).toBeNull();
  });
});
