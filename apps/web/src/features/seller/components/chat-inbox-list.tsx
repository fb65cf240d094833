import type { TChatConversation } from '@mall/contract';
import { Avatar, Badge, Pagination, Spin, Tabs } from 'antd';
import { imageUrl } from '../../../lib/image-url';
import { chatListTimeText } from '../../chat';

export interface TChatInboxListProps {
  isUnreadOnly: boolean;
  onUnreadOnly: (isUnreadOnly: boolean) => void;
  conversations: readonly TChatConversation[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  isLoading: boolean;
  selectedId: number | null;
  onSelect: (conversation: TChatConversation) => void;
}

/**
 * The shop's inbox (客服消息): 全部 / 未读 tabs and its buyers, each with its last message, time and
 * unread count. Drawn here rather than with the shared list: the workbench's journey reads its own
 * testids (`seller-chat-conversation` with `data-unread`).
 */
export function ChatInboxList(props: TChatInboxListProps) {
  const { conversations, selectedId, onSelect } = props;
  return (
    <div className="seller-chat-list">
      <Tabs
        className="seller-chat-tabs"
        size="small"
        activeKey={props.isUnreadOnly ? 'unread' : 'all'}
        onChange={(key) => props.onUnreadOnly(key === 'unread')}
        items={[
          { key: 'all', label: '全部' },
          { key: 'unread', label: <span data-testid="seller-chat-tab-unread">未读</span> },
        ]}
      />
      <div className="seller-chat-list-scroll">
        {conversations === undefined ? (
          props.isLoading ? (
            <Spin style={{ display: 'block', margin: '32px auto' }} />
          ) : null
        ) : conversations.length === 0 ? (
          <div className="chat-list-empty">{props.isUnreadOnly ? '没有待回复的会话' : '还没有买家咨询'}</div>
        ) : (
          <ul className="chat-list">
            {conversations.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={c.id === selectedId ? 'chat-list-item is-selected' : 'chat-list-item'}
                  onClick={() => onSelect(c)}
                  aria-current={c.id === selectedId ? 'true' : undefined}
                  data-testid="seller-chat-conversation"
                  data-unread={c.unread}
                  data-id={c.id}
                >
                  <Badge count={c.unread} size="small" overflowCount={99}>
                    <Avatar size={40} src={c.peer.avatar ? imageUrl(c.peer.avatar, '86') : undefined}>
                      {c.peer.name.slice(0, 1)}
                    </Avatar>
                  </Badge>
                  <span className="chat-list-body">
                    <span className="chat-list-top">
                      <span className="chat-list-name">{c.peer.name}</span>
                      <span className="chat-list-time">
                        {chatListTimeText(c.lastMessage?.createTime ?? c.updateTime)}
                      </span>
                    </span>
                    <span className="chat-list-preview">
                      {c.lastMessage?.from === 'seller' ? '我：' : ''}
                      {c.lastMessage?.preview ?? '暂无消息'}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {props.total > props.pageSize ? (
          <Pagination
            className="seller-chat-list-pages"
            size="small"
            simple
            current={props.page}
            pageSize={props.pageSize}
            total={props.total}
            onChange={props.onPage}
          />
        ) : null}
      </div>
    </div>
  );
}
