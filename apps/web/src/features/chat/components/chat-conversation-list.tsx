import type { TChatConversation, TChatSide } from '@mall/contract';
import { Avatar, Badge } from 'antd';
import type { ReactNode } from 'react';
import { imageUrl } from '../../../lib/image-url';
import { chatListTimeText } from '../lib/chat-time';
import './chat.css';

export interface TChatConversationListProps {
  conversations: readonly TChatConversation[];
  selectedId?: number | null;
  onSelect: (conversation: TChatConversation) => void;
  /** Shown when there is no conversation. */
  emptyText?: ReactNode;
  /** Each item's testid (the workbench's journey reads `seller-chat-conversation`). */
  testId?: string;
  /** The viewer's side: their own last message reads 我：… */
  viewerSide?: TChatSide;
}

/** Conversations (the buyer's shops or the shop's buyers): face, name, last message, time, unread. */
export function ChatConversationList({
  conversations,
  selectedId,
  onSelect,
  emptyText,
  testId = 'chat-conversation',
  viewerSide,
}: TChatConversationListProps) {
  if (conversations.length === 0) return <div className="chat-list-empty">{emptyText ?? '暂无会话'}</div>;
  return (
    <ul className="chat-list">
      {conversations.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            className={c.id === selectedId ? 'chat-list-item is-selected' : 'chat-list-item'}
            onClick={() => onSelect(c)}
            aria-current={c.id === selectedId ? 'true' : undefined}
            data-testid={testId}
            data-unread={c.unread}
            data-id={c.id}
          >
            <Badge count={c.unread} size="small" overflowCount={99}>
              <Avatar alt="" size={44} src={c.peer.avatar ? imageUrl(c.peer.avatar, '86') : undefined}>
                {c.peer.name.slice(0, 1)}
              </Avatar>
            </Badge>
            <span className="chat-list-body">
              <span className="chat-list-top">
                <span className="chat-list-name">{c.peer.name}</span>
                <span className="chat-list-time">{chatListTimeText(c.lastMessage?.createTime ?? c.updateTime)}</span>
              </span>
              <span className="chat-list-preview">
                {viewerSide && c.lastMessage?.from === viewerSide ? '我：' : ''}
                {c.lastMessage?.preview ?? '暂无消息'}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
