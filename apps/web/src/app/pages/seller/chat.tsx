import { ArrowLeftOutlined, ShoppingOutlined, UserOutlined } from '@ant-design/icons';
import type { TChatConversation, TChatMessage } from '@mall/contract';
import { CHAT_POLL_MS } from '@mall/contract/wire';
import { Button, Drawer, Result } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAntdPhone } from '../../../components/use-antd-phone';
import {
  ChatComposer,
  ChatConnection,
  ChatMessages,
  ChatReportModal,
  newestPeerMessageId,
  type TChatComposerSend,
  useVisualViewportHeight,
} from '../../../features/chat';
import { useSellerChatLive, useSellerProfile } from '../../../features/seller';
import { useSellerChatContext } from '../../../features/seller/api/get-chat-context';
import { SELLER_CHAT_LIST_SIZE, useSellerChatConversations } from '../../../features/seller/api/get-chat-conversations';
import { useSellerChatHistory } from '../../../features/seller/api/get-chat-history';
import { useQuickReplies } from '../../../features/seller/api/get-quick-replies';
import { useReadSellerChat } from '../../../features/seller/api/read-chat';
import { useReportSellerChatMessage } from '../../../features/seller/api/report-chat-message';
import { useSendSellerChatMessage } from '../../../features/seller/api/send-chat-message';
import { ChatBuyerPanel } from '../../../features/seller/components/chat-buyer-panel';
import { ChatInboxList } from '../../../features/seller/components/chat-inbox-list';
import { ChatProductPicker } from '../../../features/seller/components/chat-product-picker';
import { sellerOrderPath } from '../../../features/seller/components/order-list';
import { QuickRepliesModal } from '../../../features/seller/components/quick-replies-modal';
import { QuickReplyBar } from '../../../features/seller/components/quick-reply-bar';
import { parseId } from '../../../lib/query-id';
import './chat.css';

/**
 * 客服消息 (/seller/chat?id=, DESIGN-OPERATE §J): the shop's inbox. Desktop: conversations (全部 /
 * 未读), the open conversation with quick replies, 发送商品 and pictures, and the buyer with their
 * recent orders (发送订单). Phone: the list, then the conversation full screen (back arrow, input at
 * the bottom, the buyer behind a button). The workbench's socket (the layout's) delivers; while it is
 * not live the page asks every CHAT_POLL_MS.
 */
export default function SellerChatPage() {
  const [params, setParams] = useSearchParams();
  const conversationId = parseId(params.get('id')) ?? null;
  const isPhone = useAntdPhone();
  const [isUnreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const connection = useSellerChatLive((s) => s.state);
  const setOpenConversation = useSellerChatLive((s) => s.setOpenConversation);
  const pollMs = connection === 'live' ? false : CHAT_POLL_MS;

  const list = useSellerChatConversations(isUnreadOnly, page, pollMs);
  const history = useSellerChatHistory(conversationId, pollMs);
  const context = useSellerChatContext(conversationId);
  const quickReplies = useQuickReplies();
  const profile = useSellerProfile().data;
  const send = useSendSellerChatMessage();
  const read = useReadSellerChat();
  const report = useReportSellerChatMessage();

  const [text, setText] = useState('');
  const [reporting, setReporting] = useState<TChatMessage | null>(null);
  const [isManagingReplies, setManagingReplies] = useState(false);
  const [isPickingProduct, setPickingProduct] = useState(false);
  const [isBuyerOpen, setBuyerOpen] = useState(false);
  const [sendingOrderId, setSendingOrderId] = useState<number | null>(null);

  // The open conversation's buyer messages are read at once: the socket counts none of them.
  useEffect(() => {
    setOpenConversation(conversationId);
    return () => setOpenConversation(null);
  }, [conversationId, setOpenConversation]);

  // A new conversation starts with an empty input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on the conversation changing only
  useEffect(() => {
    setText('');
    setBuyerOpen(false);
  }, [conversationId]);

  // Mark read up to the buyer's newest message while the conversation is open (once per message).
  const marked = useRef(new Map<number, number>());
  const messages = history.data?.messages;
  const upTo = messages ? newestPeerMessageId(messages, 'seller') : 0;
  const readMutate = read.mutate;
  useEffect(() => {
    if (conversationId === null || upTo === 0) return;
    if ((marked.current.get(conversationId) ?? 0) >= upTo) return;
    marked.current.set(conversationId, upTo);
    readMutate({ conversationId, upTo });
  }, [conversationId, upTo, readMutate]);

  const open = (c: TChatConversation) => {
    const next = new URLSearchParams(params);
    next.set('id', String(c.id));
    // On a phone the conversation is a screen of its own: back returns to the list.
    setParams(next, { replace: !isPhone && conversationId !== null });
  };
  const back = () => {
    const next = new URLSearchParams(params);
    next.delete('id');
    setParams(next);
  };

  const sendMessage = (message: TChatComposerSend | { kind: 'product' | 'order'; content: string }) => {
    if (conversationId === null) return Promise.reject(new Error('no conversation'));
    return send.mutateAsync({ conversationId, ...message });
  };
  const sendOrder = async (orderId: number) => {
    setSendingOrderId(orderId);
    try {
      await sendMessage({ kind: 'order', content: String(orderId) });
      setBuyerOpen(false);
    } catch {
      // Told by the request client.
    } finally {
      setSendingOrderId(null);
    }
  };

  const conversation = history.data?.conversation ?? list.data?.data.find((c) => c.id === conversationId) ?? undefined;
  const buyerPanel = (
    <ChatBuyerPanel
      context={context.data}
      isLoading={context.isLoading}
      onSendOrder={(orderId) => void sendOrder(orderId)}
      sendingOrderId={sendingOrderId}
    />
  );

  const inbox = (
    <ChatInboxList
      isUnreadOnly={isUnreadOnly}
      onUnreadOnly={(next) => {
        setUnreadOnly(next);
        setPage(1);
      }}
      conversations={list.data?.data}
      total={list.data?.total ?? 0}
      page={page}
      pageSize={SELLER_CHAT_LIST_SIZE}
      onPage={setPage}
      isLoading={list.isLoading}
      selectedId={conversationId}
      onSelect={open}
    />
  );

  const thread =
    conversationId === null ? (
      <div className="seller-chat-none">选择左侧的会话开始回复</div>
    ) : history.isError && !history.data ? (
      <Result status="404" title="会话不存在" subTitle="该会话不存在或不属于本店" />
    ) : (
      <>
        <ChatMessages
          messages={history.data?.messages ?? []}
          side="seller"
          peerReadUpTo={history.data?.peerReadUpTo ?? 0}
          hasMore={history.data?.hasMore ?? false}
          isLoadingOlder={history.isLoadingOlder}
          onLoadOlder={() => void history.loadOlder()}
          orderHref={(order) => sellerOrderPath(order.id)}
          onReport={setReporting}
          peer={conversation?.peer}
          self={profile ? { name: profile.shopName, avatar: profile.shopLogo } : undefined}
          emptyText={history.isLoading ? '加载中…' : '还没有消息'}
        />
        <QuickReplyBar replies={quickReplies.data} onPick={setText} onManage={() => setManagingReplies(true)} />
        <ChatComposer
          onSend={sendMessage}
          uploadRole="seller"
          text={text}
          onTextChange={setText}
          isDisabled={!history.data}
          placeholder={isPhone ? '输入回复' : undefined}
          extra={
            <Button
              size="small"
              icon={<ShoppingOutlined />}
              onClick={() => setPickingProduct(true)}
              disabled={!history.data}
              data-testid="seller-chat-send-product"
            >
              发送商品
            </Button>
          }
        />
      </>
    );

  const threadHead =
    conversationId === null ? null : (
      <div className="seller-chat-head">
        {isPhone ? <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回会话列表" onClick={back} /> : null}
        <span className="seller-chat-head-name">{conversation?.peer.name ?? ''}</span>
        <ChatConnection state={connection} />
        {isPhone ? (
          <Button
            type="text"
            icon={<UserOutlined />}
            onClick={() => setBuyerOpen(true)}
            data-testid="seller-chat-buyer-open"
          >
            买家
          </Button>
        ) : null}
      </div>
    );

  const modals = (
    <>
      <ChatReportModal
        message={reporting}
        onSubmit={(input) => report.mutateAsync(input)}
        onClose={() => setReporting(null)}
      />
      <QuickRepliesModal
        isOpen={isManagingReplies}
        replies={quickReplies.data ?? []}
        onClose={() => setManagingReplies(false)}
      />
      <ChatProductPicker
        isOpen={isPickingProduct}
        onClose={() => setPickingProduct(false)}
        onPick={(productId) => sendMessage({ kind: 'product', content: String(productId) })}
      />
    </>
  );

  if (isPhone) {
    return (
      <div className="seller-chat is-phone">
        {conversationId === null ? (
          <div className="seller-chat-pane">
            <div className="seller-chat-list-head">
              <span>买家会话</span>
              <ChatConnection state={connection} />
            </div>
            {inbox}
          </div>
        ) : (
          <PhoneThread>
            {threadHead}
            {thread}
          </PhoneThread>
        )}
        <Drawer open={isBuyerOpen} onClose={() => setBuyerOpen(false)} placement="bottom" size="large" title="买家信息">
          {buyerPanel}
        </Drawer>
        {modals}
      </div>
    );
  }

  return (
    <div className="seller-chat">
      <section className="seller-chat-pane seller-chat-inbox">
        <div className="seller-chat-list-head">
          <span>买家会话</span>
          {conversationId === null ? <ChatConnection state={connection} /> : null}
        </div>
        {inbox}
      </section>
      <section className="seller-chat-pane seller-chat-thread">
        {threadHead}
        {thread}
      </section>
      <aside className="seller-chat-pane seller-chat-side">
        {conversationId === null ? <div className="seller-chat-none">买家信息</div> : buyerPanel}
      </aside>
      {modals}
    </div>
  );
}

/** The conversation over the whole phone screen, as tall as what the keyboard leaves visible. */
function PhoneThread({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useVisualViewportHeight(ref);
  return (
    <div ref={ref} className="seller-chat-phone-thread" data-testid="seller-chat-thread">
      {children}
    </div>
  );
}
