import type { TChatMessage } from '@mall/contract';
import { CHAT_POLL_MS, formatYuan } from '@mall/contract/wire';
import { useQuery } from '@tanstack/react-query';
import { App, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { getProductDetailQueryOptions } from '../../../features/catalogue/api/get-product-detail';
import { getProductImagesQueryOptions } from '../../../features/catalogue/api/get-product-images';
import {
  ChatComposer,
  ChatConnection,
  ChatConversationList,
  ChatMessages,
  ChatReportModal,
  newestPeerMessageId,
  type TChatComposerSend,
  type TChatPendingCard,
  useVisualViewportHeight,
} from '../../../features/chat';
import { useConversations } from '../../../features/chat/api/get-conversations';
import { useHistory, useLoadOlderHistory } from '../../../features/chat/api/get-history';
import { useReadChat } from '../../../features/chat/api/read-chat';
import { useReportMessage } from '../../../features/chat/api/report-message';
import { useSendMessage } from '../../../features/chat/api/send-message';
import { useBuyerChatLive } from '../../../features/chat/api/use-buyer-chat-live';
import { CHAT_LIST_PATH, chatPath } from '../../../features/chat/chat-path';
import { useOrder } from '../../../features/order/api/get-order';
import { parseId } from '../../../lib/query-id';
import { usePageTitle } from '../../../stores/page-title';
import { useSession } from '../../../stores/session';
import './chat-page.css';

const buyerOrderHref = (order: { id: number }) => `/order/detail?orderId=${order.id}`;

/** Whether the page is in front: a hidden tab does not mark anything read. */
function usePageVisible(): boolean {
  const [isVisible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return isVisible;
}

/** The card the buyer came with (`productId` / `orderId`), offered until it is sent or dismissed. */
function usePendingCard(productId: number | undefined, orderId: number | undefined): TChatPendingCard | null {
  const isProduct = productId !== undefined && orderId === undefined;
  const product = useQuery({ ...getProductDetailQueryOptions(productId ?? 0), enabled: isProduct });
  const images = useQuery({ ...getProductImagesQueryOptions(productId ?? 0), enabled: isProduct });
  const order = useOrder(orderId);
  if (orderId !== undefined) {
    const o = order.data?.order;
    if (!o) return null;
    const first = o.orderDetailList[0];
    return {
      kind: 'order',
      title: first ? first.title : `订单 ${o.orderNo}`,
      image: first?.image ?? '',
      detail: `订单号 ${o.orderNo} · ¥${formatYuan(o.orderTotalPrice)}`,
    };
  }
  if (productId !== undefined) {
    const p = product.data;
    if (!p) return null;
    const image = [...(images.data ?? [])].sort((a, b) => a.sort - b.sort)[0]?.path ?? '';
    return { kind: 'product', title: p.title, image, detail: `¥${formatYuan(p.price)}` };
  }
  return null;
}

function Conversation({
  conversationId,
  isLive,
  productId,
  orderId,
  onCardDone,
  onBack,
  connection,
}: {
  conversationId: number;
  isLive: boolean;
  productId: number | undefined;
  orderId: number | undefined;
  onCardDone: () => void;
  onBack: (() => void) | null;
  connection: React.ReactNode;
}) {
  const { message: toast } = App.useApp();
  const history = useHistory(conversationId, isLive ? false : CHAT_POLL_MS);
  const older = useLoadOlderHistory(conversationId);
  const send = useSendMessage();
  const read = useReadChat();
  const report = useReportMessage();
  const [reporting, setReporting] = useState<TChatMessage | null>(null);
  const pendingCard = usePendingCard(productId, orderId);
  const isVisible = usePageVisible();
  const selfName = useSession((s) => s.name);
  const selfAvatar = useSession((s) => s.avatar);

  // Read while open and visible: up to the shop's newest message, once per message.
  const marked = useRef(0);
  const newestPeer = newestPeerMessageId(history.data?.messages ?? [], 'buyer');
  const hasUnread = (history.data?.conversation.unread ?? 0) > 0;
  const { mutate: markRead } = read;
  useEffect(() => {
    if (!isVisible || newestPeer === 0 || newestPeer <= marked.current) return;
    if (!hasUnread && marked.current === 0 && newestPeer <= (history.data?.peerReadUpTo ?? 0)) return;
    marked.current = newestPeer;
    markRead({ conversationId, upTo: newestPeer });
  }, [isVisible, newestPeer, hasUnread, conversationId, markRead, history.data?.peerReadUpTo]);

  const onSend = (m: TChatComposerSend) => send.mutateAsync({ conversationId, ...m });
  const sendCard = () => {
    const payload =
      orderId !== undefined
        ? ({ conversationId, kind: 'order', content: String(orderId) } as const)
        : productId !== undefined
          ? ({ conversationId, kind: 'product', content: String(productId) } as const)
          : null;
    if (!payload) return;
    send.mutate(payload, { onSuccess: onCardDone });
  };

  const peer = history.data?.conversation.peer;
  return (
    <section className="chat-pane" data-testid="chat-pane">
      <header className="chat-pane-head">
        {onBack ? (
          <button type="button" className="chat-back" onClick={onBack} aria-label="返回">
            ‹
          </button>
        ) : null}
        <h2 className="chat-pane-title">
          {peer ? (
            <Link to={`/shop?agentId=${peer.id}`} className="chat-peer-name">
              {peer.name}
            </Link>
          ) : (
            '联系商家'
          )}
        </h2>
        {connection}
      </header>
      {history.isPending ? (
        <div className="chat-messages">
          <Skeleton active avatar paragraph={{ rows: 2 }} />
        </div>
      ) : history.isError || !history.data ? (
        <div className="chat-messages chat-missing" data-testid="chat-missing">
          <p>会话不存在或已无法查看</p>
          <Link to={CHAT_LIST_PATH}>返回我的会话</Link>
        </div>
      ) : (
        <ChatMessages
          messages={history.data.messages}
          side="buyer"
          peerReadUpTo={history.data.peerReadUpTo}
          hasMore={history.data.hasMore}
          isLoadingOlder={older.isPending}
          onLoadOlder={() => older.mutate()}
          orderHref={buyerOrderHref}
          onReport={setReporting}
          peer={peer}
          self={{ name: selfName, avatar: selfAvatar }}
          emptyText="您好，有什么可以帮您？发条消息问问店家吧"
        />
      )}
      <ChatComposer
        onSend={onSend}
        pendingCard={pendingCard}
        onSendCard={sendCard}
        onDismissCard={onCardDone}
        isDisabled={!history.data}
      />
      <ChatReportModal
        message={reporting}
        onClose={() => setReporting(null)}
        onSubmit={async (input) => {
          await report.mutateAsync(input);
          toast.success('举报已提交，平台会尽快核实');
        }}
      />
    </section>
  );
}

/**
 * `/chat?conversationId=…&productId=…&orderId=…` (DESIGN-OPERATE §J): the buyer's conversations on
 * the left, the open one on the right; on a phone one at a time, full screen like a messaging app.
 * Frames come over the socket; while it is not live the page asks every CHAT_POLL_MS.
 */
export default function ChatPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const conversationId = parseId(search.get('conversationId')) ?? null;
  const productId = parseId(search.get('productId'));
  const orderId = parseId(search.get('orderId'));
  const isPhone = useAntdPhone();
  const state = useBuyerChatLive(conversationId);
  const isLive = state === 'live';
  const list = useConversations(1, 50, isLive ? false : CHAT_POLL_MS);
  const root = useRef<HTMLDivElement>(null);
  useVisualViewportHeight(root, isPhone && conversationId !== null);
  const peerName = list.data?.data.find((c) => c.id === conversationId)?.peer.name;
  usePageTitle(peerName ? `${peerName} - 联系商家` : '联系商家');

  const dropCard = () => {
    const next = new URLSearchParams(search);
    next.delete('productId');
    next.delete('orderId');
    setSearch(next, { replace: true });
  };
  const connection = <ChatConnection state={state} />;
  const conversations = (
    <ChatConversationList
      viewerSide="buyer"
      conversations={list.data?.data ?? []}
      selectedId={conversationId}
      onSelect={(c) => navigate(chatPath({ conversationId: c.id }), { replace: !isPhone })}
      emptyText={list.isPending ? '加载中…' : '暂无会话'}
    />
  );

  if (isPhone && conversationId === null) {
    return (
      <div className="chat-page is-phone-list" data-testid="chat-page">
        <header className="chat-pane-head">
          <h2 className="chat-pane-title">我的会话</h2>
          {connection}
        </header>
        {conversations}
      </div>
    );
  }

  return (
    <div ref={root} className={isPhone ? 'chat-page is-phone' : 'container chat-page'} data-testid="chat-page">
      {isPhone ? null : (
        <aside className="chat-aside">
          <header className="chat-aside-head">
            <h2>我的会话</h2>
          </header>
          {conversations}
        </aside>
      )}
      {conversationId === null ? (
        <section className="chat-pane chat-pane-empty">
          <div className="chat-pane-head">
            <h2 className="chat-pane-title">联系商家</h2>
            {connection}
          </div>
          <div className="chat-messages chat-missing">
            <p>选择左侧的会话开始聊天</p>
          </div>
        </section>
      ) : (
        <Conversation
          key={conversationId}
          conversationId={conversationId}
          isLive={isLive}
          productId={productId}
          orderId={orderId}
          onCardDone={dropCard}
          onBack={isPhone ? () => (window.history.length > 1 ? navigate(-1) : navigate(CHAT_LIST_PATH)) : null}
          connection={connection}
        />
      )}
    </div>
  );
}
