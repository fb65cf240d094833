import type { TChatMessage, TChatOrderCard, TChatProductCard } from '@mall/contract';
import { CHAT_HIDDEN_TEXT, chatTextParts, formatYuan, type TChatSide } from '@mall/contract/wire';
import { Avatar, Button, Image, Spin } from 'antd';
import { Fragment, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/image-url';
import { chatTimeText, needsChatDivider } from '../lib/chat-time';
import './chat.css';

export interface TChatMessagesProps {
  /** Oldest first. */
  messages: readonly TChatMessage[];
  /** Whose page this is: the viewer's own messages sit on the right. */
  side: TChatSide;
  /** The other side has read the viewer's messages up to this id. */
  peerReadUpTo: number;
  hasMore: boolean;
  isLoadingOlder?: boolean;
  onLoadOlder?: () => void;
  /** Where an order card opens: the buyer's order page, or the workbench's. */
  orderHref: (order: TChatOrderCard) => string;
  /** Where a product card opens (the mall's product page unless told). */
  productHref?: (product: TChatProductCard) => string;
  /** 举报 beside the other side's messages, when given. */
  onReport?: (message: TChatMessage) => void;
  peer?: { name: string; avatar: string };
  self?: { name: string; avatar: string };
  /** Shown while there is no message at all. */
  emptyText?: ReactNode;
}

export function chatProductHref(product: Pick<TChatProductCard, 'id'>): string {
  return `/product/detail?id=${product.id}`;
}

/** Text through chatTextParts: only links into the mall are links; every other address stays text. */
function ChatText({ text }: { text: string }) {
  const parts = chatTextParts(text, window.location.origin);
  return (
    <span className="chat-text">
      {parts.map((part, i) =>
        'href' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder
          <Link key={i} to={part.href}>
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}

function ProductCard({ product, href }: { product: TChatProductCard; href: string }) {
  return (
    <Link className="chat-card" to={href} data-testid="chat-product-card">
      <img src={imageUrl(product.image, '86')} alt="" width={64} height={64} loading="lazy" />
      <span className="chat-card-body">
        <span className="chat-card-title">{product.title}</span>
        <span className="chat-card-price">¥{formatYuan(product.price)}</span>
      </span>
    </Link>
  );
}

function OrderCard({ order, href }: { order: TChatOrderCard; href: string }) {
  return (
    <Link className="chat-card is-order" to={href} data-testid="chat-order-card">
      <span className="chat-card-head">
        <span>订单号 {order.orderNo}</span>
        <span className="chat-card-status">{order.statusText}</span>
      </span>
      <span className="chat-card-row">
        <img src={imageUrl(order.image, '86')} alt="" width={56} height={56} loading="lazy" />
        <span className="chat-card-body">
          <span className="chat-card-title">
            {order.title}
            {order.lines > 1 ? ` 等${order.lines}件商品` : ''}
          </span>
          <span className="chat-card-price">合计 ¥{formatYuan(order.total)}</span>
        </span>
      </span>
    </Link>
  );
}

function Bubble({ message, props }: { message: TChatMessage; props: TChatMessagesProps }) {
  if (message.hidden) return <div className="chat-bubble is-hidden">{CHAT_HIDDEN_TEXT}</div>;
  if (message.kind === 'image') {
    return (
      <div className="chat-picture">
        <Image
          src={imageUrl(message.content, '450')}
          preview={{ src: message.content }}
          alt="图片消息"
          width={160}
          style={{ maxHeight: 240, objectFit: 'cover' }}
        />
      </div>
    );
  }
  if (message.kind === 'product' && message.product) {
    return <ProductCard product={message.product} href={(props.productHref ?? chatProductHref)(message.product)} />;
  }
  if (message.kind === 'order' && message.order) {
    return <OrderCard order={message.order} href={props.orderHref(message.order)} />;
  }
  return (
    <div className="chat-bubble">
      <ChatText text={message.content} />
    </div>
  );
}

function Face({ who }: { who: { name: string; avatar: string } | undefined }) {
  const src = who?.avatar ? imageUrl(who.avatar, '86') : undefined;
  return (
    <Avatar alt="" className="chat-face" size={36} src={src}>
      {who?.name.slice(0, 1) ?? ''}
    </Avatar>
  );
}

const NEAR_BOTTOM_PX = 48;

/**
 * The message column (DESIGN-OPERATE §J), for the buyer's page and the shop's inbox alike: bubbles
 * left (the other side) and right (the viewer), pictures, product and order cards, time lines,
 * 已读/未读 under the viewer's latest messages. Loading older messages keeps what is on screen where it
 * was; a new message scrolls down when the viewer was at the bottom (always for their own).
 */
export function ChatMessages(props: TChatMessagesProps) {
  const { messages, side, peerReadUpTo, hasMore, isLoadingOlder, onLoadOlder, onReport, emptyText } = props;
  const box = useRef<HTMLDivElement>(null);
  const isAtBottom = useRef(true);
  const seen = useRef<{ first: number; last: number; height: number; top: number }>({
    first: 0,
    last: 0,
    height: 0,
    top: 0,
  });

  const firstId = messages[0]?.id ?? 0;
  const last = messages[messages.length - 1];
  const lastId = last?.id ?? 0;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = seen.current;
    if (before.last === 0 || (lastId !== before.last && (isAtBottom.current || last?.from === side))) {
      el.scrollTop = el.scrollHeight;
      isAtBottom.current = true;
    } else if (firstId !== before.first && lastId === before.last) {
      // Older messages went in above: keep the ones on screen where they were.
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    }
    seen.current = { first: firstId, last: lastId, height: el.scrollHeight, top: el.scrollTop };
  }, [firstId, lastId, last?.from, side]);

  // Pictures load after layout: stay at the bottom while they grow the column (load does not bubble,
  // so it is caught on the way down).
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const keepBottom = () => {
      if (isAtBottom.current) el.scrollTop = el.scrollHeight;
    };
    el.addEventListener('load', keepBottom, true);
    return () => el.removeEventListener('load', keepBottom, true);
  }, []);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    isAtBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    seen.current = { ...seen.current, height: el.scrollHeight, top: el.scrollTop };
    if (el.scrollTop < 24 && hasMore && !isLoadingOlder) onLoadOlder?.();
  };

  // 已读/未读 goes under the viewer's messages after the other side's last one.
  let trailingFrom = messages.length;
  while (trailingFrom > 0 && messages[trailingFrom - 1]?.from === side) trailingFrom -= 1;

  return (
    <div className="chat-messages" ref={box} onScroll={onScroll}>
      {hasMore ? (
        <div className="chat-older">
          {isLoadingOlder ? (
            <Spin size="small" />
          ) : (
            <Button type="link" size="small" onClick={onLoadOlder} data-testid="chat-load-older">
              查看更早的消息
            </Button>
          )}
        </div>
      ) : messages.length > 0 ? (
        <div className="chat-older is-end">没有更早的消息了</div>
      ) : null}
      {messages.length === 0 ? <div className="chat-empty">{emptyText ?? '还没有消息，说点什么吧'}</div> : null}
      {messages.map((message, i) => {
        const isMine = message.from === side;
        const showDivider = needsChatDivider(messages[i - 1]?.createTime, message.createTime);
        return (
          <Fragment key={message.id}>
            {showDivider ? <div className="chat-divider">{chatTimeText(message.createTime)}</div> : null}
            <div
              className={isMine ? 'chat-row is-mine' : 'chat-row'}
              data-testid="chat-message"
              data-from={message.from}
              data-kind={message.hidden ? 'hidden' : message.kind}
              data-id={message.id}
            >
              <Face who={isMine ? props.self : props.peer} />
              <div className="chat-row-body">
                <Bubble message={message} props={props} />
                <div className="chat-row-meta">
                  {isMine && i >= trailingFrom ? (
                    <span
                      className={message.id <= peerReadUpTo ? 'chat-read is-read' : 'chat-read'}
                      data-testid="chat-read-mark"
                      data-read={message.id <= peerReadUpTo ? '1' : '0'}
                    >
                      {message.id <= peerReadUpTo ? '已读' : '未读'}
                    </span>
                  ) : null}
                  {!isMine && onReport && !message.hidden ? (
                    <button
                      type="button"
                      className="chat-report"
                      onClick={() => onReport(message)}
                      data-testid="chat-report"
                    >
                      举报
                    </button>
                  ) : null}
                </div>
              </div>
            </div>
          </Fragment>
        );
      })}
    </div>
  );
}
