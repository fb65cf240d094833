import type { TChatConnectionState } from '../lib/chat-socket';
import './chat.css';

const TEXT: Record<TChatConnectionState, string> = { connecting: '连接中', live: '在线', polling: '自动刷新' };

/** The socket's state as a small dot and word (`chat-connection`, `data-state`). */
export function ChatConnection({ state }: { state: TChatConnectionState }) {
  return (
    <span className="chat-connection" data-testid="chat-connection" data-state={state} title="消息连接状态">
      {TEXT[state]}
    </span>
  );
}
