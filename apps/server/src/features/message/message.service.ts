import type { TMessage, TMessageKind } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import * as repo from './message.repository.js';

type TDb = Kysely<DB>;

/** What a writer says: to whom, about what (`kind` + `ref`, the dedupe key), and where it leads. */
export interface TNewMessage {
  userId: number;
  kind: TMessageKind;
  /** What the message is about, unique per user and kind (`order:12`, `return:5:2`, `demand:7`). */
  ref: string;
  title: string;
  content: string;
  /** A web path to open, '' for none. */
  link?: string;
}

/**
 * Writes a message to a buyer. Other features call this (never the table): pass the caller's
 * transaction as `db`, so the message commits or rolls back with the change it tells of. Writing the
 * same (user, kind, ref) again keeps the first one, so a job may call it on every run (the coupon
 * reminder does); answers whether a message was written.
 */
export function writeMessage(db: TDb, message: TNewMessage, now = Date.now()): Promise<boolean> {
  return repo.insertMessage(db, {
    user_id: message.userId,
    kind: message.kind,
    ref: message.ref.slice(0, 60),
    title: message.title.slice(0, 60),
    content: message.content.slice(0, 500),
    link: message.link ?? '',
    created_at: now,
  });
}

function toMessage(r: repo.TMessageRow): TMessage {
  return {
    id: r.id,
    kind: r.kind as TMessageKind,
    title: r.title,
    content: r.content,
    link: r.link,
    isRead: r.is_read === 1,
    createTime: Number(r.created_at),
  };
}

export async function queryMessages(
  db: TDb,
  userId: number,
  page: number,
  limit: number,
): Promise<{ items: TMessage[]; total: number }> {
  const { rows, total } = await repo.messagesOf(db, userId, limit, (page - 1) * limit);
  return { items: rows.map(toMessage), total };
}

export async function unreadCount(db: TDb, userId: number): Promise<{ unread: number }> {
  return { unread: await repo.countUnread(db, userId) };
}

/** Marks one of the buyer's messages read (another's: 404), or all of them; answers what stays unread. */
export async function readMessages(db: TDb, userId: number, id?: number): Promise<{ unread: number }> {
  if (id !== undefined && !(await repo.isOwnMessage(db, userId, id))) throw appError('MESSAGE_NOT_FOUND');
  await repo.markRead(db, userId, id);
  return unreadCount(db, userId);
}

// ---------------------------------------------------------------- what the mall tells (one call per event)

/** An order moved to 待收货 (the seller's ship call, the demo's auto-ship): tells its buyer. */
export function notifyOrderShipped(
  db: TDb,
  o: { userId: number; orderId: number; orderNo: string; company: string; logisticsNo: string },
): Promise<boolean> {
  return writeMessage(db, {
    userId: o.userId,
    kind: 'orderShipped',
    ref: `order:${o.orderId}`,
    title: '订单已发货',
    content: `您的订单${o.orderNo}已由${o.company}发出，运单号${o.logisticsNo}，请留意查收。`,
    link: `/order/detail?orderId=${o.orderId}`,
  });
}

/** What the buyer reads when the seller moves a request (only the seller's moves are told). */
const RETURN_NEWS: Partial<
  Record<string, (returnType: number, reason: string, returnAddress: string) => { title: string; content: string }>
> = {
  approve: (type, _reason, returnAddress) =>
    type === 1
      ? { title: '退款申请已同意', content: '商家已同意您的仅退款申请，款项已原路退回。' }
      : {
          title: '售后申请已同意',
          content: `商家已同意您的售后申请，请将商品寄回${returnAddress ? `（退货地址：${returnAddress}）` : ''}并填写退货物流。`,
        },
  reject: (_type, reason) => ({
    title: '售后申请被拒绝',
    content: `商家拒绝了您的售后申请${reason ? `，原因：${reason}` : ''}。如有疑问可再次申请、申请平台介入或联系客服。`,
  }),
  receive: () => ({ title: '退货已签收，退款成功', content: '商家已收到您寄回的商品，款项已原路退回。' }),
  shipReplacement: () => ({ title: '换货商品已发出', content: '商家已收到您寄回的商品并发出换货，请留意查收。' }),
  // The platform's decision on the buyer's appeal (申请平台介入, DESIGN-OPERATE §A).
  appealRefund: (_type, reason) => ({
    title: '平台介入结果：支持退款',
    content: `平台客服已处理您的申诉，支持您的退款申请，款项已原路退回。说明：${reason}`,
  }),
  appealUphold: (_type, reason) => ({
    title: '平台介入结果：维持商家处理',
    content: `平台客服已处理您的申诉，维持商家的处理。说明：${reason}`,
  }),
};

/** An after-sales request moved by its seller: tells the buyer (`ref` per request and step). */
export function notifyReturnMoved(
  db: TDb,
  r: {
    userId: number;
    returnId: number;
    returnNo: string;
    orderId: number;
    orderItemId: number;
    returnType: number;
    action: string;
    reason?: string;
    /** The return address the approval named, on one line (name phone address). */
    returnAddress?: string;
  },
): Promise<boolean> {
  const news = RETURN_NEWS[r.action]?.(r.returnType, r.reason ?? '', r.returnAddress ?? '');
  if (!news) return Promise.resolve(false);
  return writeMessage(db, {
    userId: r.userId,
    kind: 'afterSales',
    ref: `return:${r.returnId}:${r.action}`,
    title: news.title,
    content: `售后单${r.returnNo}：${news.content}`,
    link: `/order/service?orderId=${r.orderId}&orderDetailId=${r.orderItemId}`,
  });
}

/** A seller's first quote on a demand: tells its owner (a revised quote tells nobody). */
export function notifyQuoteReceived(
  db: TDb,
  q: { userId: number; demandId: number; demandTitle: string; quoteId: number },
): Promise<boolean> {
  return writeMessage(db, {
    userId: q.userId,
    kind: 'quoteReceived',
    ref: `quote:${q.quoteId}`,
    title: '收到新报价',
    content: `您的采购需求「${q.demandTitle}」收到一份新报价，快去比一比吧。`,
    link: `/user/procurement/offer?id=${q.demandId}`,
  });
}

const CHINA_TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A buyer's unused coupon ends soon (the coupon feature's reminder job): one message per coupon. */
export function notifyCouponExpiring(
  db: TDb,
  c: { userId: number; couponId: number; name: string; expiresAt: number },
): Promise<boolean> {
  return writeMessage(db, {
    userId: c.userId,
    kind: 'couponExpiring',
    ref: `coupon:${c.couponId}`,
    title: '优惠券即将过期',
    content: `您的优惠券「${c.name}」将于${CHINA_TIME.format(c.expiresAt)}过期，别忘了使用。`,
    link: '/user/coupons?tab=0',
  });
}

/**
 * The platform hid something the buyer wrote (DESIGN-OPERATE §A), or showed it again: tells them why.
 * `ref` per content and move, so hiding the same content again after a restore tells again.
 */
export function notifyContentModerated(
  db: TDb,
  m: {
    userId: number;
    kindText: string;
    contentRef: string;
    excerpt: string;
    reason: string;
    hidden: boolean;
    link: string;
  },
  now = Date.now(),
): Promise<boolean> {
  return writeMessage(
    db,
    {
      userId: m.userId,
      kind: 'moderation',
      ref: `${m.contentRef}:${m.hidden ? 'hide' : 'restore'}:${now}`,
      title: m.hidden ? `您的${m.kindText}已被平台隐藏` : `您的${m.kindText}已恢复显示`,
      content: m.hidden
        ? `您发布的${m.kindText}「${m.excerpt}」已被平台隐藏，原因：${m.reason}。如有疑问请联系客服。`
        : `您发布的${m.kindText}「${m.excerpt}」经平台复核已恢复显示。`,
      link: m.link,
    },
    now,
  );
}

/** Customer service answered the buyer's feedback (once per feedback). */
export function notifyFeedbackReplied(
  db: TDb,
  f: { userId: number; feedbackId: number; excerpt: string; reply: string },
): Promise<boolean> {
  return writeMessage(db, {
    userId: f.userId,
    kind: 'feedbackReply',
    ref: `feedback:${f.feedbackId}`,
    title: '您的意见反馈有回复了',
    content: `您的反馈「${f.excerpt}」，客服回复：${f.reply}`,
    link: '',
  });
}
