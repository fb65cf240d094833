import { CHAT_POLL_MS } from '@mall/contract/wire';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { ChatConnection, ChatConversationList } from '../../../features/chat';
import { useConversations } from '../../../features/chat/api/get-conversations';
import { useBuyerChatLive } from '../../../features/chat/api/use-buyer-chat-live';
import { chatPath } from '../../../features/chat/chat-path';

const PAGE_SIZE = 20;

/** 我的会话 (DESIGN-OPERATE §J): every shop the buyer talks to, the latest first, with unread counts. */
export default function UserChatPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const state = useBuyerChatLive(null);
  const list = useConversations(page, PAGE_SIZE, state === 'live' ? false : CHAT_POLL_MS);
  return (
    <div className="page-card" data-testid="user-chat">
      <div className="page-card-head">
        <h2>我的会话</h2>
        <ChatConnection state={state} />
      </div>
      <ChatConversationList
        viewerSide="buyer"
        conversations={list.data?.data ?? []}
        onSelect={(c) => navigate(chatPath({ conversationId: c.id }))}
        emptyText={list.isPending ? '加载中…' : '暂无会话：在商品页点「联系客服」，或在订单里点「联系商家」'}
      />
      <ListPagination
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        onChange={setPage}
        className="user-chat-pages"
        data-testid="user-chat-pages"
      />
    </div>
  );
}
