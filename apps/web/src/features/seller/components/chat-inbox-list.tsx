import type { TChatConversation } from '@mall/contract';
import { Pagination, Spin, Tabs } from 'antd';
import { ChatConversationList } from '../../chat';

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
 * The shop's inbox (客服消息): 全部 / 未读 tabs and its buyers (the shared conversation list), each
 * with its last message, time and unread count, paged.
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
        ) : (
          <ChatConversationList
            conversations={conversations}
            selectedId={selectedId}
            onSelect={onSelect}
            emptyText={props.isUnreadOnly ? '没有待回复的会话' : '还没有买家咨询'}
            testId="seller-chat-conversation"
            viewerSide="seller"
          />
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
